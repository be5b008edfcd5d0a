import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { clientSummarySchema, loggedInSchema, SUBJECTS, userSchema, type AuthUser } from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { SignedIn } from '../access/permission.decorator.js';
import { Public } from '../access/public.decorator.js';
import { RateLimit } from '../access/rate-limit.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';
import { COOKIES, SessionService } from '../session/session.service.js';

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
}
