import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  accessClaimsSchema,
  INTERNAL,
  type AccessClaims,
  type Principal,
  type TokenPair,
} from '@onboard/contracts';
import { verifyJwt } from '@onboard/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
// Brings the cookie members of request and reply into the types.
import type {} from '@fastify/cookie';
import { BusClient } from '../bus/bus.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { RevokedSessions } from './revoked-sessions.js';

/** Cookie names. The browser's JavaScript can read only the CSRF cookie. */
export const COOKIES = {
  access: 'onboard_session',
  refresh: 'onboard_refresh',
  csrf: 'onboard_csrf',
} as const;
export const CSRF_HEADER = 'x-csrf-token';

export type Session = { principal: Principal; claims: AccessClaims };

/**
 * Sessions in httpOnly cookies: the access token (a short JWT checked here, no round trip), the refresh
 * token (rotated through the identity service when the access token has run out), and a CSRF token bound to
 * the session id by an HMAC (signed double submit: the header must equal the cookie and carry our signature
 * for this session).
 */
/** Verified access tokens a replica keeps (about 1 KB each with their claims). */
const VERIFIED_KEPT = 10_000;

@Injectable()
export class SessionService {
  /**
   * One refresh per refresh token at a time in this replica: requests arriving while it is in flight share
   * its result. Once it settles the entry goes, so a later copy of the old token is judged by the identity
   * service (within its grace window it answers the same successor, so another tab or replica refreshing
   * the same session also succeeds, decision 190; later, a theft, and the whole session ends).
   */
  private readonly refreshing = new Map<string, Promise<TokenPair | null>>();

  constructor(
    private readonly bus: BusClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly revoked: RevokedSessions,
  ) {}

  /**
   * Access tokens whose signature and claims were verified, by token: the next request with the same cookie
   * does not compute the HMAC and parse the claims again (decision 238). Expiry and the session's end are
   * judged on every request all the same. At most VERIFIED_KEPT tokens, all forgotten when full.
   */
  private readonly verified = new Map<string, AccessClaims>();

  /** The claims of a valid access token whose session has not ended (signed out, user deleted, reset …). */
  verifyAccessToken(token: string | undefined, nowMs = Date.now()): AccessClaims | null {
    if (!token) return null;
    let claims = this.verified.get(token);
    if (!claims) {
      const result = verifyJwt(token, this.config.AUTH_TOKEN_SECRET, Math.floor(nowMs / 1000));
      if (!result.ok) return null;
      const parsed = accessClaimsSchema.safeParse(result.claims);
      if (!parsed.success) return null;
      // Shared by the requests that carry the token: nobody may change it.
      claims = Object.freeze({
        ...parsed.data,
        clientIds: Object.freeze([...parsed.data.clientIds]),
      }) as AccessClaims;
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      this.verified.set(token, claims);
    }
    // As verifyJwt judges `exp`: a token is good until the second it names.
    if (claims.exp <= Math.floor(nowMs / 1000) || this.revoked.has(claims.sid)) return null;
    return claims;
  }

  /** Ends a session in this replica at once (identity's event tells the other replicas). */
  endLocally(claims: AccessClaims): void {
    this.revoked.add({ sessions: [{ sid: claims.sid, until: claims.exp * 1000 + 60_000 }] });
  }

  /** The caller's session from cookies, refreshing it (and the cookies) when only the access token ran out. */
  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
    // A session another replica's call has just ended is known here before the token is judged.
    await this.revoked.caughtUp();
    const claims = this.verifyAccessToken(request.cookies[COOKIES.access]);
    if (claims) return toSession(claims);
    const refreshToken = request.cookies[COOKIES.refresh];
    if (!refreshToken) return null;
    const pair = await this.refreshOnce(refreshToken, String(request.id));
    if (!pair) {
      this.clear(reply);
      return null;
    }
    const fresh = this.verifyAccessToken(pair.accessToken);
    if (!fresh) return null;
    this.write(reply, pair, fresh, request.cookies[COOKIES.csrf]);
    // Later handlers of this same request read the new token.
    request.cookies[COOKIES.access] = pair.accessToken;
    return toSession(fresh);
  }

  /** Sets the session cookies and a CSRF token bound to the session; answers the CSRF token. */
  write(reply: FastifyReply, pair: TokenPair, claims: AccessClaims, existingCsrf?: string): string {
    const maxAge = this.config.REFRESH_TOKEN_TTL_DAYS * 86_400;
    const base = { httpOnly: true, secure: this.config.COOKIE_SECURE, sameSite: 'lax' as const, maxAge };
    reply.setCookie(COOKIES.access, pair.accessToken, { ...base, path: '/' });
    reply.setCookie(COOKIES.refresh, pair.refreshToken, { ...base, path: '/api', sameSite: 'strict' });
    const csrf =
      existingCsrf && this.csrfIsValid(existingCsrf, claims.sid) ? existingCsrf : this.newCsrf(claims.sid);
    reply.setCookie(COOKIES.csrf, csrf, { ...base, httpOnly: false, path: '/', sameSite: 'strict' });
    return csrf;
  }

  clear(reply: FastifyReply): void {
    const opts = { secure: this.config.COOKIE_SECURE };
    reply.clearCookie(COOKIES.access, { ...opts, path: '/' });
    reply.clearCookie(COOKIES.refresh, { ...opts, path: '/api' });
    reply.clearCookie(COOKIES.csrf, { ...opts, path: '/' });
  }

  newCsrf(sid: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.csrfMac(sid, nonce)}`;
  }

  csrfIsValid(token: string, sid: string): boolean {
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(this.csrfMac(sid, nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The header equals the cookie, and both are ours for this session. */
  csrfMatches(request: FastifyRequest, sid: string): boolean {
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[COOKIES.csrf];
    return typeof header === 'string' && !!cookie && header === cookie && this.csrfIsValid(header, sid);
  }

  private csrfMac(sid: string, nonce: string): string {
    return createHmac('sha256', this.config.COOKIE_SECRET).update(`csrf:${sid}:${nonce}`).digest('base64url');
  }

  private refreshOnce(refreshToken: string, requestId: string): Promise<TokenPair | null> {
    let pending = this.refreshing.get(refreshToken);
    if (!pending) {
      pending = this.bus
        .call(INTERNAL.identity.tokenRefresh, { requestId, user: null }, { refreshToken })
        .catch(() => null)
        .finally(() => this.refreshing.delete(refreshToken));
      this.refreshing.set(refreshToken, pending);
    }
    return pending;
  }
}

function toSession(claims: AccessClaims): Session {
  return { principal: { id: claims.sub, role: claims.role, clientIds: claims.clientIds }, claims };
}
