import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  authResultSchema,
  changeExpiredPasswordSchema,
  factorActivateSchema,
  factorChallengeSchema,
  factorVerifySchema,
  sessionTokenExchangeSchema,
  signInSchema,
  stateTokenSchema,
  SUBJECTS,
  tokenPairSchema,
  type AuthResult,
  type TokenPair,
} from '@onboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Public } from '../access/public.decorator.js';
import { RateLimit } from '../access/rate-limit.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';

/**
 * The identity provider's sign-in API (Onboard is its own IdP): the web walks the result states of spec §4
 * here, then exchanges the session token for tokens and posts them to /api/users/authenticated/logged-in.
 */
@ApiTags('identity provider')
@Public()
@Controller('auth')
export class AuthController {
  constructor(private readonly bus: BusClient) {}

  private async step(subject: string, request: FastifyRequest, payload: unknown): Promise<AuthResult> {
    return authResultSchema.parse(await this.bus.request(subject, contextOf(request), payload));
  }

  @Post('sign-in')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOkResponse({
    description: 'One of the result states: SUCCESS, MFA_REQUIRED, MFA_ENROLL, LOCKED_OUT, PASSWORD_EXPIRED',
  })
  signIn(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(signInSchema)) body: z.infer<typeof signInSchema>,
  ): Promise<AuthResult> {
    return this.step(SUBJECTS.identity.signIn, request, body);
  }

  @Post('password/expired')
  @HttpCode(200)
  @RateLimit('auth')
  changeExpired(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(changeExpiredPasswordSchema)) body: z.infer<typeof changeExpiredPasswordSchema>,
  ): Promise<AuthResult> {
    return this.step(SUBJECTS.identity.changeExpiredPassword, request, body);
  }

  @Post('factors/challenge')
  @HttpCode(200)
  @RateLimit('auth')
  challenge(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(factorChallengeSchema)) body: z.infer<typeof factorChallengeSchema>,
  ): Promise<AuthResult> {
    return this.step(SUBJECTS.identity.factorChallenge, request, body);
  }

  @Post('factors/verify')
  @HttpCode(200)
  @RateLimit('auth')
  verify(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(factorVerifySchema)) body: z.infer<typeof factorVerifySchema>,
  ): Promise<AuthResult> {
    return this.step(SUBJECTS.identity.factorVerify, request, body);
  }

  @Post('factors/enroll')
  @HttpCode(200)
  @RateLimit('auth')
  enroll(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(stateTokenSchema)) body: z.infer<typeof stateTokenSchema>,
  ): Promise<AuthResult> {
    return this.step(SUBJECTS.identity.factorEnroll, request, body);
  }

  @Post('factors/activate')
  @HttpCode(200)
  @RateLimit('auth')
  activate(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(factorActivateSchema)) body: z.infer<typeof factorActivateSchema>,
  ): Promise<AuthResult> {
    return this.step(SUBJECTS.identity.factorActivate, request, body);
  }

  /** The IdP's token endpoint: a session token, once, for an access and a refresh token. */
  @Post('token')
  @HttpCode(200)
  @RateLimit('auth')
  async token(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(sessionTokenExchangeSchema)) body: z.infer<typeof sessionTokenExchangeSchema>,
  ): Promise<TokenPair> {
    return tokenPairSchema.parse(
      await this.bus.request(SUBJECTS.identity.tokenExchange, contextOf(request), body),
    );
  }
}
