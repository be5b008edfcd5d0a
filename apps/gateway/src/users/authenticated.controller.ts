import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  authTokenInfoSchema,
  clientSummarySchema,
  loggedInSchema,
  passwordUpsertSchema,
  SUBJECTS,
  text,
  userSchema,
  type AuthTokenInfo,
  type AuthUser,
  type User,
} from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { SignedIn } from '../access/permission.decorator.js';
import { Public } from '../access/public.decorator.js';
import { RateLimit } from '../access/rate-limit.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';
import { COOKIES, SessionService } from '../session/session.service.js';

const tokenParam = z.object({ token: text().min(20).max(200) });
const emailParam = z.object({ email: text({ trim: true }).toLowerCase().min(3).max(191) });

/** The signed-in user's session (spec §7 Users: authenticated, logged-in, logout, terms of use, links). */
@ApiTags('users')
@Controller('users')
export class AuthenticatedController {
  constructor(
    private readonly bus: BusClient,
    private readonly sessions: SessionService,
  ) {}

  /** The web posts the tokens it got from the IdP; they become httpOnly cookies and never reach JS again. */
  @Public()
  @RateLimit('auth')
  @Post('authenticated/logged-in')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Session cookies set; the body carries the CSRF token for mutations' })
  loggedIn(
    @Body(new ZodPipe(loggedInSchema)) body: z.infer<typeof loggedInSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): { csrfToken: string } {
    const claims = this.sessions.verifyAccessToken(body.accessToken);
    if (!claims) throw new DomainError('UNAUTHENTICATED', 'Invalid token');
    const csrfToken = this.sessions.write(reply, { ...body, expiresIn: claims.exp - claims.iat }, claims);
    return { csrfToken };
  }

  @SignedIn()
  @Get('authenticated')
  async authenticated(@Req() request: AuthedRequest): Promise<AuthUser> {
    const user = userSchema.parse(await this.bus.request(SUBJECTS.identity.userMe, contextOf(request), {}));
    const clients = z
      .array(clientSummarySchema)
      .parse(await this.bus.request(SUBJECTS.clients.summaries, contextOf(request), { ids: user.clientIds }));
    const csrfToken = request.cookies[COOKIES.csrf] ?? '';
    return { ...user, clients, csrfToken };
  }

  /**
   * Signs out: a mutation like any other (session and CSRF header; an expired access token is refreshed
   * first). The session ends in identity and on every gateway replica, and the cookies are cleared.
   */
  @SignedIn()
  @Post('authenticated/logout')
  @HttpCode(200)
  async logout(
    @Req() request: AuthedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    const claims = this.sessions.verifyAccessToken(request.cookies[COOKIES.access]);
    try {
      // If identity cannot be reached, the answer says so (the session may live on elsewhere), but this
      // browser is signed out and this replica refuses the token all the same.
      if (claims) await this.bus.request(SUBJECTS.identity.logout, contextOf(request), { sid: claims.sid });
    } finally {
      if (claims) this.sessions.endLocally(claims);
      this.sessions.clear(reply);
    }
    return { ok: true };
  }

  @SignedIn()
  @Post('terms-of-use')
  @HttpCode(200)
  async termsOfUse(@Req() request: AuthedRequest): Promise<User> {
    return userSchema.parse(await this.bus.request(SUBJECTS.identity.acceptTerms, contextOf(request), {}));
  }

  /** Is an activation, reactivation or reset link still good? */
  @Public()
  @RateLimit('public-form')
  @Get('auth-token/:token')
  async authToken(
    @Req() request: FastifyRequest,
    @Param(new ZodPipe(tokenParam, 'params')) params: z.infer<typeof tokenParam>,
  ): Promise<AuthTokenInfo> {
    return authTokenInfoSchema.parse(
      await this.bus.request(SUBJECTS.identity.linkInfo, contextOf(request), params),
    );
  }

  @Public()
  @RateLimit('public-form')
  @Post('password-upsert')
  @HttpCode(200)
  async passwordUpsert(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(passwordUpsertSchema)) body: z.infer<typeof passwordUpsertSchema>,
  ): Promise<{ email: string }> {
    return z
      .object({ email: z.string() })
      .parse(await this.bus.request(SUBJECTS.identity.passwordUpsert, contextOf(request), body));
  }

  /** Forgot password: the same answer whether or not the address has an account. */
  @Public()
  @RateLimit('public-form')
  @Post('reset-password/:email')
  @HttpCode(200)
  async resetPassword(
    @Req() request: FastifyRequest,
    @Param(new ZodPipe(emailParam, 'params')) params: z.infer<typeof emailParam>,
  ): Promise<{ ok: true }> {
    await this.bus.request(SUBJECTS.identity.resetRequest, contextOf(request), params);
    return { ok: true };
  }
}
