import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { EVENTS, type AccessClaims, type RevokedSessions, type TokenPair } from '@onboard/contracts';
import {
  DomainError,
  NATS,
  publishEvent,
  signJwt,
  SYSTEM_SCOPE,
  type NatsConnection,
} from '@onboard/server-kit';
import { createHmac, randomUUID } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { newToken, tokenHash } from '../crypto/secrets.js';
import { User } from '../users/user.entity.js';
import { AuthTransaction, RefreshSession } from './auth.entities.js';
import {
  claimRefreshToken,
  claimSessionToken,
  gracedSuccessor,
  recentlyRevokedSessions,
  revokeRecentSessions,
  sessionTokenOwner,
} from './auth.queries.js';

const invalidToken = (): DomainError => new DomainError('UNAUTHENTICATED', 'Invalid token');

/**
 * Session tokens → access and refresh tokens; refresh with rotation and reuse detection; sign-out. Access
 * tokens are short JWTs the gateway verifies on its own; refresh tokens are opaque and stored as hashes.
 *
 * A session that ends (sign-out, reuse detected, the user deleted, their password or authenticator reset)
 * is announced on `evt.identity.sessions-revoked` before the call answers, so every gateway replica refuses
 * its access tokens at once instead of at their expiry (decision 022). Issuing and revoking take the
 * user's row lock, so a refresh racing a revocation cannot leave a live session behind.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(NATS) private readonly nc: NatsConnection,
  ) {}

  /** Exchanges an IdP session token, once, within its lifetime. */
  async exchange(sessionToken: string): Promise<TokenPair> {
    const hash = tokenHash(sessionToken);
    // Before anyone is signed in: the system's own work, on tables that hold no client.
    const userId = await sessionTokenOwner(this.em, SYSTEM_SCOPE, hash);
    if (!userId) throw invalidToken();
    return this.em.transactional(async (em) => {
      const user = await lockUser(em, userId);
      const claimed = await claimSessionToken(em, SYSTEM_SCOPE, hash);
      if (!user || claimed !== user.id) throw invalidToken();
      const now = new Date();
      user.firstLogin ??= now;
      user.lastLogin = now;
      return this.issue(em, user, randomUUID());
    });
  }

  /**
   * Rotates a refresh token. The successor is derived from the token (an HMAC under the server's secret), so
   * every refresh of one token answers the same successor: two tabs (or two replicas) refreshing one session
   * at the same moment both succeed and end with the same cookie, instead of the second getting 401 and
   * signing the user out. That holds for REFRESH_REUSE_GRACE_SECONDS after the rotation; the token coming
   * back later means someone kept a copy, and the whole session ends (decision 190).
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const hash = tokenHash(refreshToken);
    const session = await this.em.findOne(RefreshSession, { tokenHash: hash });
    if (!session) throw invalidToken();
    const successor = this.successorOf(refreshToken);
    const pair = await this.em.transactional(async (em) => {
      const user = await lockUser(em, session.user.id);
      if (!user) return null;
      // Claim the token atomically: of two concurrent refreshes with it, exactly one rotates (the user's
      // lock makes the other wait until the rotation is committed).
      const claimed = await claimRefreshToken(em, SYSTEM_SCOPE, hash);
      if (claimed) return this.issue(em, user, claimed, successor);
      // Rotated moments ago by a concurrent refresh: answer the successor it stored, while that is live.
      const familyId = await gracedSuccessor(
        em,
        SYSTEM_SCOPE,
        { token: hash, successor: tokenHash(successor) },
        this.config.REFRESH_REUSE_GRACE_SECONDS,
      );
      return familyId ? this.sign(user, familyId, successor) : null;
    });
    if (pair) return pair;
    const reused =
      session.rotatedAt &&
      !session.revokedAt &&
      Date.now() - session.rotatedAt.getTime() >= this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (reused) {
      // A rotated token came back long after: someone kept a copy. End every session of that sign-in.
      await this.revokeFamily(session.familyId, session.user.id);
    }
    throw invalidToken();
  }

  /** Signs out of one session (the access token's `sid`) of the signed-in user. */
  async logout(sid: string, userId: string): Promise<void> {
    await this.revokeFamily(sid, userId);
  }

  /** Ends every session of a user (password set or reset, deletion, MFA reset, role change). */
  async revokeUser(userId: string): Promise<void> {
    const revoked = await this.em.transactional(async (em) => {
      await lockUser(em, userId, true);
      const families = await revokeRecentSessions(em, SYSTEM_SCOPE, userId, this.windowSeconds());
      await em.nativeUpdate(RefreshSession, { user: userId, revokedAt: null }, { revokedAt: new Date() });
      await em.nativeDelete(AuthTransaction, { user: userId });
      return families;
    });
    await this.announce(revoked);
  }

  /** Sessions ended within an access token's lifetime: what a gateway starting up must refuse. */
  async recentlyRevoked(): Promise<RevokedSessions> {
    const rows = await recentlyRevokedSessions(this.em, SYSTEM_SCOPE, this.windowSeconds());
    return {
      sessions: rows.map((r) => ({
        sid: r.family_id,
        until: new Date(r.revoked_at).getTime() + this.windowSeconds() * 1000,
      })),
    };
  }

  private async revokeFamily(familyId: string, userId: string): Promise<void> {
    const sessions = await this.em.count(RefreshSession, { familyId, user: userId });
    if (sessions === 0) return;
    await this.em.nativeUpdate(RefreshSession, { familyId, revokedAt: null }, { revokedAt: new Date() });
    await this.announce([familyId]);
  }

  /**
   * Tells every gateway, and waits until NATS has the message, so a gateway's next request after this call
   * answers already finds the session ended.
   */
  private async announce(sids: string[]): Promise<void> {
    if (sids.length === 0) return;
    const until = Date.now() + this.windowSeconds() * 1000;
    const event: RevokedSessions = { sessions: [...new Set(sids)].map((sid) => ({ sid, until })) };
    publishEvent(this.nc, EVENTS.sessionsRevoked, event);
    await this.nc.flush();
  }

  /** How long an ended session must be refused: an access token's lifetime, plus a minute for clock skew. */
  private windowSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS + 60;
  }

  /** A session's next refresh token: `refreshToken` or, for a new session, a random one. */
  private async issue(
    em: EntityManager,
    user: User,
    familyId: string,
    refreshToken: string = newToken(),
  ): Promise<TokenPair> {
    em.create(RefreshSession, {
      user,
      familyId,
      tokenHash: tokenHash(refreshToken),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    await em.flush();
    return this.sign(user, familyId, refreshToken);
  }

  /** A fresh access token for the session, answered with its (stored) refresh token. */
  private sign(user: User, familyId: string, refreshToken: string): TokenPair {
    const now = Math.floor(Date.now() / 1000);
    const claims: AccessClaims = {
      sub: user.id,
      role: user.role,
      clientIds: user.clientIds,
      sid: familyId,
      iat: now,
      exp: now + this.config.ACCESS_TOKEN_TTL_SECONDS,
      iss: 'onboard-identity',
    };
    return {
      accessToken: signJwt(claims, this.config.AUTH_TOKEN_SECRET),
      refreshToken,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    };
  }

  /**
   * The refresh token that replaces `refreshToken`: the same for every refresh of it, and not computable
   * without the server's secret (only its hash is stored, like every refresh token).
   */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.config.AUTH_TOKEN_SECRET)
      .update(`refresh-successor:${refreshToken}`)
      .digest('base64url');
  }
}

/**
 * Takes the user's row lock for the rest of the transaction (issuing and revoking serialise per user);
 * answers the user unless deleted. `anyState`: lock even a deleted user (its sessions still end).
 */
async function lockUser(em: EntityManager, userId: string, anyState = false): Promise<User | null> {
  return em.findOne(User, anyState ? { id: userId } : { id: userId, deletedAt: null }, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
  });
}
