import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/**
 * The demo user's current authenticator code, from `scripts/totp.mjs` (it prints the code first on its line).
 * Each code is accepted once per 30-second step per user, so every test signs in as a different user.
 */
export function totpCode(email: string): string {
  return runTotp([email]);
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

/** Signs in through the login page the browser is on: credentials, then the authenticator code. */
export async function signInWithMfa(page: Page, email: string): Promise<void> {
  await submitCredentials(page, email);
  const code = page.getByLabel('Verification code');
  const alert = page.getByRole('alert');
  await code.or(alert).first().waitFor();
  if (await alert.isVisible()) throw new Error(`Sign-in refused: ${await alert.textContent()}`);
  await code.fill(totpCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
}
