import { describe, expect, test } from '@jest/globals';
import { signJwt, verifyJwt } from './jwt.js';

describe('HS256 tokens', () => {
  const secret = 'a-test-secret-of-enough-length';
  const now = 1_800_000_000;

  test('a signed token verifies and gives its claims back', () => {
    const token = signJwt({ sub: 'u1', exp: now + 60 }, secret);
    expect(verifyJwt(token, secret, now)).toEqual({ ok: true, claims: { sub: 'u1', exp: now + 60 } });
  });

  test('an expired token is refused', () => {
    expect(verifyJwt(signJwt({ exp: now }, secret), secret, now)).toEqual({ ok: false, reason: 'expired' });
  });

  test('another secret, a changed payload or another algorithm is refused', () => {
    const token = signJwt({ sub: 'u1', exp: now + 60 }, secret);
    expect(verifyJwt(token, 'another-secret-of-enough-len', now)).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', exp: now + 60 })).toString('base64url')}.${s}`;
    expect(verifyJwt(forged, secret, now)).toEqual({ ok: false, reason: 'signature' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyJwt(none, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
