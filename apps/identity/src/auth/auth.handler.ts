import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  changeExpiredPasswordSchema,
  factorActivateSchema,
  factorChallengeSchema,
  factorVerifySchema,
  passwordUpsertSchema,
  sessionTokenExchangeSchema,
  signInSchema,
  stateTokenSchema,
  SUBJECTS,
  type AuthResult,
  type AuthTokenInfo,
  type RevokedSessions,
  type TokenPair,
} from '@onboard/contracts';
import { parseRpc, requireUser } from '@onboard/server-kit';
import { z } from 'zod';
import { User } from '../users/user.entity.js';
import { SignInService } from './sign-in.service.js';
import { TokenService } from './token.service.js';
import { UserTokenService } from './user-token.service.js';

const tokenOnly = z.object({ token: z.string().min(20).max(200) });
const refreshOnly = z.object({ refreshToken: z.string().min(20).max(200) });
const emailOnly = z.object({ email: z.string().trim().toLowerCase().max(191) });

/** The identity provider's API over NATS: sign-in states, tokens, one-time links. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly signIn: SignInService,
    private readonly tokens: TokenService,
    private readonly links: UserTokenService,
    private readonly em: EntityManager,
  ) {}

  @MessagePattern(SUBJECTS.identity.signIn)
  start(@Payload() message: unknown): Promise<AuthResult> {
    const { payload } = parseRpc(message, signInSchema);
    return this.signIn.signIn(payload.username, payload.password);
  }

  @MessagePattern(SUBJECTS.identity.changeExpiredPassword)
  changeExpired(@Payload() message: unknown): Promise<AuthResult> {
    const { payload } = parseRpc(message, changeExpiredPasswordSchema);
    return this.signIn.changeExpiredPassword(payload.stateToken, payload.oldPassword, payload.newPassword);
  }

  @MessagePattern(SUBJECTS.identity.factorChallenge)
  challenge(@Payload() message: unknown): Promise<AuthResult> {
    const { payload } = parseRpc(message, factorChallengeSchema);
    return this.signIn.challenge(payload.stateToken, payload.factorId);
  }

  @MessagePattern(SUBJECTS.identity.factorVerify)
  verify(@Payload() message: unknown): Promise<AuthResult> {
    const { payload } = parseRpc(message, factorVerifySchema);
    return this.signIn.verify(payload.stateToken, payload.factorId, payload.passCode);
  }

  @MessagePattern(SUBJECTS.identity.factorEnroll)
  enroll(@Payload() message: unknown): Promise<AuthResult> {
    const { payload } = parseRpc(message, stateTokenSchema);
    return this.signIn.enroll(payload.stateToken);
  }

  @MessagePattern(SUBJECTS.identity.factorActivate)
  activate(@Payload() message: unknown): Promise<AuthResult> {
    const { payload } = parseRpc(message, factorActivateSchema);
    return this.signIn.activate(payload.stateToken, payload.passCode);
  }

  @MessagePattern(SUBJECTS.identity.tokenExchange)
  exchange(@Payload() message: unknown): Promise<TokenPair> {
    const { payload } = parseRpc(message, sessionTokenExchangeSchema);
    return this.tokens.exchange(payload.sessionToken);
  }

  @MessagePattern(SUBJECTS.identity.tokenRefresh)
  refresh(@Payload() message: unknown): Promise<TokenPair> {
    const { payload } = parseRpc(message, refreshOnly);
    return this.tokens.refresh(payload.refreshToken);
  }

  /** Signs the caller out of the session their access token belongs to (its `sid`). */
  @MessagePattern(SUBJECTS.identity.logout)
  async logout(@Payload() message: unknown): Promise<{ ok: true }> {
    const { context, payload } = parseRpc(message, z.object({ sid: z.string().uuid() }));
    await this.tokens.logout(payload.sid, requireUser(context).id);
    return { ok: true };
  }

  @MessagePattern(SUBJECTS.identity.sessionsRevokedList)
  revokedSessions(@Payload() message: unknown): Promise<RevokedSessions> {
    parseRpc(message, z.object({}));
    return this.tokens.recentlyRevoked();
  }

  @MessagePattern(SUBJECTS.identity.linkInfo)
  linkInfo(@Payload() message: unknown): Promise<AuthTokenInfo> {
    const { payload } = parseRpc(message, tokenOnly);
    return this.links.info(payload.token);
  }

  @MessagePattern(SUBJECTS.identity.passwordUpsert)
  passwordUpsert(@Payload() message: unknown): Promise<{ email: string }> {
    const { payload } = parseRpc(message, passwordUpsertSchema);
    return this.links.upsertPassword(payload.token, payload.password);
  }

  /** Forgot password: always answers the same, so the form cannot tell who has an account. */
  @MessagePattern(SUBJECTS.identity.resetRequest)
  async resetRequest(@Payload() message: unknown): Promise<{ ok: true }> {
    const { context, payload } = parseRpc(message, emailOnly);
    const user = await this.em.findOne(User, { email: payload.email, deletedAt: null });
    if (user) await this.links.sendLink(user, 'RESET', context.requestId);
    return { ok: true };
  }
}
