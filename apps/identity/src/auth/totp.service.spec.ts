import { describe, expect, test } from '@jest/globals';
import { generate, generateSecret } from 'otplib';
import type { IdentityConfig } from '../config.js';
import { TotpService } from './totp.service.js';

// RFC 6238 with the drift an authenticator app's clock may have: the step either side of now is accepted, a
// step at or before the last one used never (no replay). The browser tests rely on it (apps/web/e2e/signIn.ts
// takes the next step's code when the current one was used); the expected answers are the RFC's, written out.
const totp = new TotpService({ TOTP_ISSUER: 'Onboard' } as IdentityConfig);
const codeOf = (secret: string, step: number) => generate({ secret, epoch: step * 30 });

/** The current 30-second step, away from its end (a test must not straddle two steps). */
async function steadyStep(): Promise<number> {
  const into = Date.now() % 30_000;
  if (into > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - into + 100));
  return Math.floor(Date.now() / 30_000);
}

describe('TotpService.check', () => {
  test('the code of the step before, now or after is accepted and answers its step; two steps away is not', async () => {
    const secret = generateSecret();
    const now = await steadyStep();
    expect(await totp.check(secret, await codeOf(secret, now), null)).toBe(now);
    expect(await totp.check(secret, await codeOf(secret, now - 1), null)).toBe(now - 1);
    expect(await totp.check(secret, await codeOf(secret, now + 1), null)).toBe(now + 1);
    expect(await totp.check(secret, await codeOf(secret, now + 2), null)).toBeNull();
    expect(await totp.check(secret, await codeOf(secret, now - 2), null)).toBeNull();
  });

  test('once the next step was used, the current step and that step are refused', async () => {
    const secret = generateSecret();
    const now = await steadyStep();
    expect(await totp.check(secret, await codeOf(secret, now), now - 1)).toBe(now);
    // The current step used: the next one still signs in (what the browser tests do instead of waiting) …
    expect(await totp.check(secret, await codeOf(secret, now + 1), now)).toBe(now + 1);
    // … and then neither the current step's code nor the next one's again.
    expect(await totp.check(secret, await codeOf(secret, now), now + 1)).toBeNull();
    expect(await totp.check(secret, await codeOf(secret, now + 1), now + 1)).toBeNull();
  });
});
