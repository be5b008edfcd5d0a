import { afterAll, describe, expect, test } from '@jest/globals';
import { createStandIns } from '../server.js';
import { DEFAULT_RECAPTCHA_SECRET } from './recaptcha.routes.js';

// The reCAPTCHA stand-in as the stand-ins server mounts it, called in-process (inject), speaking siteverify.
const standIns = createStandIns();
const { http } = standIns;

afterAll(async () => {
  await http.close();
});

const verify = async (fields: Record<string, string>) => {
  const res = await http.inject({
    method: 'POST',
    url: '/recaptcha/siteverify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { success: boolean; score?: number; 'error-codes'?: string[]; hostname: string };
};
const secret = DEFAULT_RECAPTCHA_SECRET;

describe('reCAPTCHA stand-in (siteverify)', () => {
  test("a token starting 'pass' succeeds with score 0.9; 'low' with 0.1; 'fail' is an invalid response", async () => {
    expect(await verify({ secret, response: 'pass-123', remoteip: '10.0.0.9' })).toMatchObject({
      success: true,
      score: 0.9,
      hostname: 'localhost',
    });
    expect(await verify({ secret, response: 'low-1' })).toMatchObject({ success: true, score: 0.1 });
    expect(await verify({ secret, response: 'fail-1' })).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    const checks = (await http.inject({ method: 'GET', url: '/recaptcha/admin/checks' })).json() as {
      checks: { response: string; remoteip: string | null; success: boolean }[];
    };
    expect(checks.checks[0]).toEqual({ secret, response: 'pass-123', remoteip: '10.0.0.9', success: true });
  });

  test('an unknown secret or a missing token fails with their error codes', async () => {
    expect(await verify({ secret: 'wrong', response: 'pass-1' })).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await verify({ secret })).toMatchObject({
      success: false,
      'error-codes': ['missing-input-response'],
    });
  });

  test('the admin switch makes every token fail, or pass', async () => {
    const set = (mode: string) =>
      http.inject({ method: 'PUT', url: '/recaptcha/admin/mode', payload: { mode } });
    expect((await set('sometimes')).statusCode).toBe(400);
    expect((await set('fail-all')).json()).toEqual({ mode: 'fail-all' });
    expect((await verify({ secret, response: 'pass-1' })).success).toBe(false);
    await set('pass-all');
    expect((await verify({ secret, response: 'anything' })).success).toBe(true);
    await set('tokens');
    expect((await verify({ secret, response: 'anything' })).success).toBe(false);
  });
});
