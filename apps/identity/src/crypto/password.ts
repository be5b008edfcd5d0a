import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP / ASVS 5.0 level 2 parameters for argon2id: 19 MiB, 2 passes, 1 lane (≈50 ms here). */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

/** PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (unpadded base64). */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password, nonce, ...ARGON2_PARAMS });
  const b64 = (b: Buffer): string => b.toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=${ARGON2_PARAMS.memory},t=${ARGON2_PARAMS.passes},p=${ARGON2_PARAMS.parallelism}$${b64(nonce)}$${b64(Buffer.from(hash))}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Verifies with the parameters stored in the hash, so stronger parameters later keep old hashes working. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = Buffer.from(
    await argon2Async('argon2id', {
      message: password,
      nonce: Buffer.from(salt ?? '', 'base64'),
      memory: Number(m),
      passes: Number(t),
      parallelism: Number(p),
      tagLength: expected.length,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Does the stored hash use weaker parameters than today's (re-hash on next sign-in)? */
export function needsRehash(stored: string): boolean {
  const match = PHC.exec(stored);
  return !match || Number(match[1]) < ARGON2_PARAMS.memory || Number(match[2]) < ARGON2_PARAMS.passes;
}

/**
 * Password rules (ASVS 5.0 V6.2): 12 to 128 characters, not the e-mail, not a well-known password. No
 * composition rules (they do not make passwords stronger).
 */
const COMMON = new Set([
  'password1234',
  '123456789012',
  'qwertyuiop12',
  'onboard12345',
  'passwordpassword',
  'iloveyou1234',
  'letmein12345',
]);
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < 12) problems.push('Password must be at least 12 characters long');
  if (password.length > 128) problems.push('Password must be at most 128 characters long');
  if (
    password.toLowerCase() === email.toLowerCase() ||
    password.toLowerCase() === email.split('@')[0]?.toLowerCase()
  ) {
    problems.push('Password must not be your e-mail address');
  }
  if (COMMON.has(password.toLowerCase())) problems.push('This password is too common');
  return problems;
}
