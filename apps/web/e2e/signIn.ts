import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

/** The demo users' password (libs/contracts demo data; apps/identity/src/demo). */
export const DEMO_PASSWORD = 'Onboard-Demo-2026';

/** The repository root: the first folder up from here (or from the working directory) with scripts/totp.mjs. */
function repositoryRoot(): string {
  for (const start of [process.cwd(), __dirnameOrCwd()]) {
    let dir = start;
    for (;;) {
      if (existsSync(join(dir, 'scripts', 'totp.mjs'))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error('scripts/totp.mjs not found above ' + process.cwd());
}

function __dirnameOrCwd(): string {
  try {
    return dirname(new URL(import.meta.url).pathname);
  } catch {
    return process.cwd();
  }
}

const STEP_MS = 30_000;
const currentStep = () => Math.floor(Date.now() / STEP_MS);

/**
 * The 30-s steps whose code a demo user has already used, per system under test, shared by the test files
 * (they run one after the other, each in its own module registry): the identity service accepts each step's
 * code once per user.
 */
function ledgerFile(): string {
  const system = (process.env['BASE_URL'] ?? 'local').replace(/[^a-z0-9]+/gi, '_');
  return join(tmpdir(), `onboard-e2e-totp-${system}.json`);
}

function readLedger(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(ledgerFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The demo user's current authenticator code, from `scripts/totp.mjs` (it prints the code first on its line).
 * Each code is accepted once per 30-second step per user: when this user's code of the current step was
 * used already (another test signed in as them moments ago), this waits for the next step first.
 */
export async function totpCode(email: string): Promise<string> {
  const used = readLedger()[email];
  if (used !== undefined && used >= currentStep()) {
    await new Promise((resolve) => setTimeout(resolve, (used + 1) * STEP_MS - Date.now() + 250));
  }
  const code = runTotp([email]);
  // Read after generating: should the step have turned meanwhile, the later one is the one to avoid.
  writeFileSync(ledgerFile(), JSON.stringify({ ...readLedger(), [email]: currentStep() }));
  return code;
}

/** The current code for an authenticator secret shown while enrolling (`scripts/totp.mjs --secret`). */
export function totpCodeForSecret(secret: string): string {
  return runTotp(['--secret', secret]);
}

function runTotp(args: string[]): string {
  const root = repositoryRoot();
  const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
    ? join(root, 'node_modules', '.bin', 'node')
    : process.execPath;
  const output = execFileSync(node, ['scripts/totp.mjs', ...args], { cwd: root, encoding: 'utf8' });
  const code = /^\s*(\d{6})\b/m.exec(output)?.[1];
  if (!code) throw new Error(`No code in the output of scripts/totp.mjs: ${output}`);
  return code;
}

/** Fills and submits the credentials form of the login page the browser is on. */
export async function submitCredentials(page: Page, email: string): Promise<void> {
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Credentials only, waiting out the gateway's sign-in rate limit (decision 015: calls per IP and minute, and
 * the browser tests sign in many times from one address): for a first sign-in that goes on to enrol.
 */
export async function submitCredentialsPatiently(page: Page, email: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await submitCredentials(page, email);
    const alert = page.getByRole('alert').filter({ hasText: /Please wait \d+ seconds/ });
    const left = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 }).then(() => true),
      page
        .getByLabel('Verification code')
        .or(page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }))
        .first()
        .waitFor({ timeout: 20_000 })
        .then(() => true),
      alert.waitFor({ timeout: 20_000 }).then(() => false),
    ]).catch(() => true);
    if (left || attempt >= 3) return;
    const wait = /Please wait (\d+) seconds/.exec((await alert.textContent()) ?? '')?.[1];
    await page.waitForTimeout((Number(wait ?? 30) + 1) * 1000);
    await page.reload();
  }
}

/** One pass of the sign-in: credentials, then the authenticator code; throws with any alert it shows. */
async function signInOnce(page: Page, email: string): Promise<void> {
  await submitCredentials(page, email);
  const code = page.getByLabel('Verification code');
  const alert = page.getByRole('alert');
  await code.or(alert).first().waitFor();
  if (await alert.isVisible()) throw new Error(`Sign-in refused: ${await alert.textContent()}`);
  await code.fill(await totpCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Either the app leaves the login page, or the code step shows why not.
  await page.waitForFunction(
    () => !window.location.pathname.startsWith('/login') || document.querySelector('[role="alert"]') !== null,
  );
  if (new URL(page.url()).pathname.startsWith('/login') && (await alert.isVisible())) {
    throw new Error(`Sign-in refused: ${await alert.textContent()}`);
  }
}

/**
 * Signs in through the login page the browser is on: credentials, then the authenticator code. The gateway
 * limits sign-in calls per IP and minute (decision 015), and the browser tests sign in many times from one
 * address: when it answers "Too many attempts. Please wait N seconds", this waits and starts again.
 */
export async function signInWithMfa(page: Page, email: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await signInOnce(page, email);
      return;
    } catch (error) {
      const wait = /Please wait (\d+) seconds/.exec(String(error))?.[1];
      if (!wait || attempt >= 3) throw error;
      await page.waitForTimeout((Number(wait) + 1) * 1000);
      await page.reload();
    }
  }
}
