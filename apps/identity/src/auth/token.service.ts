import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccessClaims, TokenPair } from '@onboard/contracts';
import { DomainError, signJwt } from '@onboard/server-kit';
import { randomUUID } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { newToken, tokenHash } from '../crypto/secrets.js';
import { User } from '../users/user.entity.js';
import { AuthTransaction, RefreshSession } from './auth.entities.js';

const invalidToken = (): DomainError => new DomainError('UNAUTHENTICATED', 'Invalid token');

/**
 * Session tokens → access and refresh tokens; refresh with rotation and reuse detection; sign-out. Access
 * tokens are short JWTs the gateway verifies on its own; refresh tokens are opaque and stored as hashes.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Exchanges an IdP session token, once, within its lifetime. */
  async exchange(sessionToken: string): Promise<TokenPair> {
    const claimed = await this.em.execute<{ user_id: string }[]>(
      `update "identity"."auth_transaction" set "session_token_used_at" = now()
        where "session_token_hash" = ? and "session_token_used_at" is null and "session_token_expires_at" > now()
          and "status" = 'SUCCESS'
        returning "user_id"`,
      [tokenHash(sessionToken)],
    );
    const userId = claimed[0]?.user_id;
    if (!userId) throw invalidToken();
    const user = await this.em.findOne(User, { id: userId, deletedAt: null });
    if (!user) throw invalidToken();
    const now = new Date();
    user.firstLogin ??= now;
    user.lastLogin = now;
    return this.issue(user, randomUUID());
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const hash = tokenHash(refreshToken);
    // Claim the token atomically: of two concurrent refreshes with it, exactly one rotates.
    const claimed = await this.em.execute<{ user_id: string; family_id: string }[]>(
      `update "identity"."refresh_session" set "rotated_at" = now()
        where "token_hash" = ? and "rotated_at" is null and "revoked_at" is null and "expires_at" > now()
        returning "user_id", "family_id"`,
      [hash],
    );
    const row = claimed[0];
    if (!row) {
      const session = await this.em.findOne(RefreshSession, { tokenHash: hash });
      const reused =
        session?.rotatedAt &&
        !session.revokedAt &&
        Date.now() - session.rotatedAt.getTime() >= this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
      if (session && reused) {
        // A rotated token came back long after: someone kept a copy. End every session of that sign-in.
        await this.revokeFamily(session.familyId);
      }
      throw invalidToken();
    }
    const user = await this.em.findOne(User, { id: row.user_id, deletedAt: null });
    if (!user) throw invalidToken();
    return this.issue(user, row.family_id);
  }

  /** Signs out: the refresh token's whole family stops working. Unknown tokens are fine (already out). */
  async logout(refreshToken: string): Promise<void> {
    const session = await this.em.findOne(RefreshSession, { tokenHash: tokenHash(refreshToken) });
    if (session) await this.revokeFamily(session.familyId);
  }

  /** Ends every session of a user (password reset, deletion, MFA reset). */
  async revokeUser(userId: string): Promise<void> {
    await this.em.nativeUpdate(RefreshSession, { user: userId, revokedAt: null }, { revokedAt: new Date() });
    await this.em.nativeDelete(AuthTransaction, { user: userId });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.em.nativeUpdate(RefreshSession, { familyId, revokedAt: null }, { revokedAt: new Date() });
  }

  private async issue(user: User, familyId: string): Promise<TokenPair> {
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
    const refreshToken = newToken();
    this.em.create(RefreshSession, {
      user,
      familyId,
      tokenHash: tokenHash(refreshToken),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    await this.em.flush();
    return {
      accessToken: signJwt(claims, this.config.AUTH_TOKEN_SECRET),
      refreshToken,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    };
  }
}
