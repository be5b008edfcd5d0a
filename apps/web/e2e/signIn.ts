import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newContext } from './browser.js';

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
 * code once per user. In the run's folder of saved sessions when there is one (removed with it).
 */
function ledgerFile(): string {
  return join(process.env['E2E_STATE_DIR'] ?? tmpdir(), `onboard-e2e-totp-${systemKey()}.json`);
}

/** The system under test (BASE_URL) as a part of a file name. */
function systemKey(): string {
  return (process.env['BASE_URL'] ?? 'local').replace(/[^a-z0-9]+/gi, '_');
}

function readLedger(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(ledgerFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A demo user's authenticator code, from `scripts/totp.mjs` (it prints the code first on its line). Each step's
 * code is accepted once per user, and the identity service accepts the step either side of now (clock drift):
 * when this user's code of the current step was used already (another test signed in as them moments ago),
 * the next step's code is used, as an authenticator a little ahead would show it; only when that one was used
 * too does this wait for the next step.
 */
export async function totpCode(email: string): Promise<string> {
  const used = readLedger()[email];
  if (used !== undefined && used > currentStep()) {
    await new Promise((resolve) => setTimeout(resolve, used * STEP_MS - Date.now() + 250));
  }
  const now = currentStep();
  const step = used !== undefined && used >= now ? now + 1 : now;
  const code = runTotp([email, '--step', String(step)]);
  writeFileSync(ledgerFile(), JSON.stringify({ ...readLedger(), [email]: step }));
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
  // This file's environment (its worker's system: DATABASE_URL), not the worker process's.
  const output = execFileSync(node, ['scripts/totp.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env },
  });
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

/**
 * How long one demo user's saved session is handed to new tests: well inside the access token's 15 minutes
 * (identity ACCESS_TOKEN_TTL_SECONDS), so no test's page ever refreshes a session other pages hold too (a
 * refresh rotates the token, decision 190, and the others' old one would then end it).
 */
const SESSION_REUSE_MS = 8 * 60_000;

type SavedSession = { savedAt: number; cookies: Awaited<ReturnType<BrowserContext['cookies']>> };

/** E2E_STATE_DIR: a folder of this run's own (npm test makes one), else the temporary folder. */
function sessionFile(email: string): string {
  const dir = process.env['E2E_STATE_DIR'] ?? tmpdir();
  return join(dir, `onboard-e2e-session-${systemKey()}-${email.replace(/[^a-z0-9]+/gi, '_')}.json`);
}

/** Saves the cookies of a context just signed in as `email` for the tests after it; answers the session. */
async function saveSession(email: string, context: BrowserContext): Promise<SavedSession> {
  const session: SavedSession = { savedAt: Date.now(), cookies: await context.cookies() };
  writeFileSync(sessionFile(email), JSON.stringify(session));
  return session;
}

function readSession(email: string): SavedSession | undefined {
  try {
    const saved = JSON.parse(readFileSync(sessionFile(email), 'utf8')) as SavedSession;
    return Date.now() - saved.savedAt < SESSION_REUSE_MS ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `fn` while holding a lock file (test files on other workers wait; a lock left by a dead one expires). */
async function withLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      closeSync(openSync(file, 'wx'));
      break;
    } catch {
      const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(file, { force: true });
      if (Date.now() > deadline) throw new Error(`${file} stayed locked`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * A demo user's saved session: the first time in a while made through the sign-in pages (`signInWithMfa`, in a
 * context of its own, one test at a time per user) and saved for every later test as this user.
 */
async function savedSessionOf(browser: Browser, email: string): Promise<SavedSession> {
  return (
    readSession(email) ??
    (await withLock(`${sessionFile(email)}.lock`, async () => {
      const again = readSession(email);
      if (again) return again;
      const own = await newContext(browser);
      try {
        const signing = await own.newPage();
        await signing.goto('/login');
        await signInWithMfa(signing, email);
        await signing.waitForURL((url) => !url.pathname.startsWith('/login'));
        return await saveSession(email, own);
      } finally {
        await own.close();
      }
    }))
  );
}

/**
 * Forgets a demo user's saved session that has ended (a test changed this user, which ends their sessions):
 * its file, so no later test is given it, and its cookies in `context`.
 */
async function forgetSession(email: string, context: BrowserContext): Promise<void> {
  rmSync(sessionFile(email), { force: true });
  await context.clearCookies();
}

function browserOf(page: Page): Browser {
  const browser = page.context().browser();
  if (!browser) throw new Error('signing in needs a launched browser');
  return browser;
}

/**
 * Signs the page's browser in as a demo user the quick way (issue 29 item 4, decision 213) on the sign-in page
 * the browser is on (where a protected address sent it, or /login): the user's saved session is given to it,
 * the page is loaded again, and the app sends it on as after a sign-in (to ?redirect= or the user's home).
 * For a test that starts signed in, `visitAs` does without the sign-in page. The sign-in pages themselves are
 * tested in auth.e2e-spec.ts.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  const context = page.context();
  const saved = await savedSessionOf(browserOf(page), email);
  if (!new URL(page.url()).pathname.startsWith('/login'))
    throw new Error(`signInAs: the page is on ${page.url()}, not the sign-in page`);
  await context.addCookies(saved.cookies);
  await page.reload();
  const signedIn = await page
    .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (signedIn) return;
  // The saved session has ended: sign in on this page and save the new one.
  await forgetSession(email, context);
  await page.reload();
  await signInWithMfa(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await saveSession(email, context);
}

/**
 * Opens `path` (default `/`, which takes the user home) as a demo user already signed in (issue 32 item 6): the
 * user's saved session goes into the page's browser before its first page loads, so the test starts on its
 * page without loading the sign-in page twice and the home page first (a page load is Chromium's largest cost
 * in these tests, issue 29). One call (GET /api/users/authenticated) checks the session; one that has ended (a
 * test changed this user) is made again through the sign-in pages. Tests of the sign-in and of the redirect
 * after it keep `signInAs` or the pages themselves.
 */
export async function visitAs(page: Page, email: string, path = '/'): Promise<void> {
  const context = page.context();
  const browser = browserOf(page);
  await context.addCookies((await savedSessionOf(browser, email)).cookies);
  const check = await context.request.get(`${baseUrl()}/api/users/authenticated`);
  if (check.status() !== 200) {
    await forgetSession(email, context);
    await context.addCookies((await savedSessionOf(browser, email)).cookies);
  }
  await page.goto(path);
}
