import { describe, expect, test } from '@jest/globals';
import { HttpRecaptchaVerifier, recaptchaPassed } from './recaptcha-verifier.js';

type Seen = { url: string; init: RequestInit | undefined };
const fakeFetch = (answer: () => Response | Promise<Response>, seen: Seen[] = []) =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init });
    return answer();
  }) as typeof fetch;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('HttpRecaptchaVerifier', () => {
  test('posts the form-encoded secret, token and remote address to /siteverify', async () => {
    const seen: Seen[] = [];
    const verifier = new HttpRecaptchaVerifier({
      verifyUrl: 'http://stand-ins:4100/recaptcha/',
      secret: 's3cret',
      timeoutMs: 1000,
      fetchFn: fakeFetch(() => json({ success: true, score: 0.7, action: 'share', hostname: 'h' }), seen),
    });
    expect(await verifier.verify('tok&en', '10.1.2.3')).toEqual({
      success: true,
      score: 0.7,
      action: 'share',
      hostname: 'h',
      errorCodes: [],
    });
    expect(seen[0]?.url).toBe('http://stand-ins:4100/recaptcha/siteverify');
    expect(seen[0]?.init?.method).toBe('POST');
    expect((seen[0]?.init?.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(seen[0]?.init?.body)))).toEqual({
      secret: 's3cret',
      response: 'tok&en',
      remoteip: '10.1.2.3',
    });
  });

  test('a refusal carries its error codes; no remote address, no remoteip', async () => {
    const seen: Seen[] = [];
    const verifier = new HttpRecaptchaVerifier({
      verifyUrl: 'http://x/recaptcha',
      secret: 's',
      timeoutMs: 1000,
      fetchFn: fakeFetch(() => json({ success: false, 'error-codes': ['invalid-input-response'] }), seen),
    });
    expect(await verifier.verify('fail', null)).toMatchObject({
      success: false,
      score: null,
      errorCodes: ['invalid-input-response'],
    });
    expect(new URLSearchParams(String(seen[0]?.init?.body)).has('remoteip')).toBe(false);
  });

  test('a network failure, a 5xx or an answer not understood: unavailable', async () => {
    const make = (fetchFn: typeof fetch) =>
      new HttpRecaptchaVerifier({ verifyUrl: 'http://x', secret: 's', timeoutMs: 1000, fetchFn });
    await expect(
      make(fakeFetch(() => Promise.reject(new Error('ECONNREFUSED')))).verify('t', null),
    ).rejects.toMatchObject({ system: 'recaptcha' });
    await expect(make(fakeFetch(() => json({}, 502))).verify('t', null)).rejects.toMatchObject({
      system: 'recaptcha',
    });
    await expect(make(fakeFetch(() => json({ ok: 1 }))).verify('t', null)).rejects.toMatchObject({
      system: 'recaptcha',
    });
  });

  test('recaptchaPassed: success with a score at least the minimum (v2 answers have none)', () => {
    const base = { action: null, hostname: null, errorCodes: [] };
    expect(recaptchaPassed({ ...base, success: true, score: 0.9 }, 0.5)).toBe(true);
    expect(recaptchaPassed({ ...base, success: true, score: 0.1 }, 0.5)).toBe(false);
    expect(recaptchaPassed({ ...base, success: true, score: null }, 0.5)).toBe(true);
    expect(recaptchaPassed({ ...base, success: false, score: 0.9 }, 0.5)).toBe(false);
  });
});
