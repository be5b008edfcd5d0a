import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  IDENTITY_ROUTES as R,
  INTERNAL,
  type AuthResult,
  type AuthTokenInfo,
  type RevokedSessions,
  type TokenPair,
} from '@onboard/contracts';
import { Handles, requireUser, type InternalCallOf, type RouteCall } from '@onboard/server-kit';
import { User } from '../users/user.entity.js';
import { SignInService } from './sign-in.service.js';
import { TokenService } from './token.service.js';
import { UserTokenService } from './user-token.service.js';

/** The identity provider's API over NATS: sign-in states, tokens, one-time links. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly signIn: SignInService,
    private readonly tokens: TokenService,
    private readonly links: UserTokenService,
    private readonly em: EntityManager,
  ) {}

  @Handles(R.signIn)
  start({ body }: RouteCall<typeof R.signIn>): Promise<AuthResult> {
    return this.signIn.signIn(body.username, body.password);
  }

  @Handles(R.changeExpiredPassword)
  changeExpired({ body }: RouteCall<typeof R.changeExpiredPassword>): Promise<AuthResult> {
    return this.signIn.changeExpiredPassword(body.stateToken, body.oldPassword, body.newPassword);
  }

  @Handles(R.factorChallenge)
  challenge({ body }: RouteCall<typeof R.factorChallenge>): Promise<AuthResult> {
    return this.signIn.challenge(body.stateToken, body.factorId);
  }

  @Handles(R.factorVerify)
  verify({ body }: RouteCall<typeof R.factorVerify>): Promise<AuthResult> {
    return this.signIn.verify(body.stateToken, body.factorId, body.passCode);
  }

  @Handles(R.factorEnroll)
  enroll({ body }: RouteCall<typeof R.factorEnroll>): Promise<AuthResult> {
    return this.signIn.enroll(body.stateToken);
  }

  @Handles(R.factorActivate)
  activate({ body }: RouteCall<typeof R.factorActivate>): Promise<AuthResult> {
    return this.signIn.activate(body.stateToken, body.passCode);
  }

  @Handles(R.tokenExchange)
  exchange({ body }: RouteCall<typeof R.tokenExchange>): Promise<TokenPair> {
    return this.tokens.exchange(body.sessionToken);
  }

  @Handles(INTERNAL.identity.tokenRefresh)
  refresh({ payload }: InternalCallOf<typeof INTERNAL.identity.tokenRefresh>): Promise<TokenPair> {
    return this.tokens.refresh(payload.refreshToken);
  }

  /** Signs the caller out of the session their access token belongs to (its `sid`). */
  @Handles(INTERNAL.identity.logout)
  async logout({ context, payload }: InternalCallOf<typeof INTERNAL.identity.logout>): Promise<{ ok: true }> {
    await this.tokens.logout(payload.sid, requireUser(context).id);
    return { ok: true };
  }

  @Handles(INTERNAL.identity.sessionsRevokedList)
  revokedSessions(): Promise<RevokedSessions> {
    return this.tokens.recentlyRevoked();
  }

  @Handles(R.linkInfo)
  linkInfo({ params }: RouteCall<typeof R.linkInfo>): Promise<AuthTokenInfo> {
    return this.links.info(params.token);
  }

  @Handles(R.passwordUpsert)
  passwordUpsert({ body }: RouteCall<typeof R.passwordUpsert>): Promise<{ email: string }> {
    return this.links.upsertPassword(body.token, body.password);
  }

  /** Forgot password: always answers the same, so the form cannot tell who has an account. */
  @Handles(R.resetRequest)
  async resetRequest({ context, params }: RouteCall<typeof R.resetRequest>): Promise<{ ok: true }> {
    const user = await this.em.findOne(User, { email: params.email, deletedAt: null });
    if (user) await this.links.sendLink(user, 'RESET', context.requestId);
    return { ok: true };
  }
}
