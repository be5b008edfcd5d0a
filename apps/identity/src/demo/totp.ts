import { createHash } from 'node:crypto';

/** Demo accounts only: the same password for every demo user, printed by `npm start` and the README. */
export const DEMO_PASSWORD = 'Onboard-Demo-2026';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Demo accounts only: a TOTP secret derived from the demo user's key, so `npm run totp -- <email>` can print
 * the current code without a phone. Real users' secrets are random and sealed in the database.
 */
export function demoTotpSecret(key: string): string {
  const bytes = createHash('sha256').update(`onboard-demo-totp:${key}`).digest().subarray(0, 20);
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i + 5 <= bits.length; i += 5) out += BASE32[parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

/** Demo users whose first sign-in enrols an authenticator app instead (shows the MFA_ENROLL path). */
export const DEMO_USERS_WITHOUT_MFA = ['employer'];
