import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact JWS with HS256, enough for the access tokens the identity service signs and the gateway verifies
 * (both hold AUTH_TOKEN_SECRET). Kept here rather than in a dependency so the accepted algorithm is fixed:
 * a token claiming any other `alg` is refused.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signJwt(claims: object, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

export type JwtVerification =
  | { ok: true; claims: unknown }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Verifies signature and `exp` (seconds since epoch); the caller validates the claims' shape. */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
