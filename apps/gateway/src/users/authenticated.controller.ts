import { Body, Controller, Req, Res } from '@nestjs/common';
import {
  IDENTITY_ROUTES as R,
  INTERNAL,
  type AuthUser,
  type SessionAnswer,
  type BodyOf,
} from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { FastifyReply } from 'fastify';
import type { AuthedRequest } from '../access/access.guard.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';
import { ServesRoute } from '../routes/route-controllers.js';
import { COOKIES, SessionService } from '../session/session.service.js';

/**
 * The signed-in user's session (spec §7 Users): the `gateway: 'custom'` calls of the table that set or read
 * the session cookies, or combine two services.
 */
@Controller()
export class AuthenticatedController {
  constructor(
    private readonly bus: BusClient,
    private readonly sessions: SessionService,
  ) {}

  /** The web posts the tokens it got from the IdP; they become httpOnly cookies and never reach JS again. */
  @ServesRoute(R.loggedIn)
  loggedIn(
    @Body(new ZodPipe(R.loggedIn.body)) body: BodyOf<typeof R.loggedIn>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): { csrfToken: string } {
    const claims = this.sessions.verifyAccessToken(body.accessToken);
    if (!claims) throw new DomainError('UNAUTHENTICATED', 'Invalid token');
    const csrfToken = this.sessions.write(reply, { ...body, expiresIn: claims.exp - claims.iat }, claims);
    return { csrfToken };
  }

  @ServesRoute(R.authenticated)
  async authenticated(@Req() request: AuthedRequest): Promise<AuthUser> {
    return this.authUser(request);
  }

  /**
   * The web's session check (decision 199): open, so an anonymous visitor gets a normal 200 with `user: null`
   * instead of a 401 (which the browser logs as an error on every page opened without a session). The session
   * is read as the guard reads it: an access token that ran out is renewed, a refresh token refused clears the
   * cookies, and a session ended elsewhere is none.
   */
  @ServesRoute(R.session)
  async session(
    @Req() request: AuthedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    // The caller's own answer: never kept by a cache (a shared one, or the browser's for another visitor).
    void reply.header('cache-control', 'no-store');
    const session = await this.sessions.resolve(request, reply);
    if (!session) return { user: null };
    request.principal = session.principal;
    request.sessionId = session.claims.sid;
    return { user: await this.authUser(request) };
  }

  /** The signed-in caller (request.principal set) with their clients and the session's CSRF token. */
  private async authUser(request: AuthedRequest): Promise<AuthUser> {
    const user = await this.bus.call(INTERNAL.identity.userMe, contextOf(request), {});
    const clients = await this.bus.call(INTERNAL.clients.summaries, contextOf(request), {
      ids: user.clientIds,
    });
    const csrfToken = request.cookies[COOKIES.csrf] ?? '';
    return { ...user, clients, csrfToken };
  }

  /**
   * Signs out: a mutation like any other (session and CSRF header; an expired access token is refreshed
   * first). The session ends in identity and on every gateway replica, and the cookies are cleared.
   */
  @ServesRoute(R.logout)
  async logout(
    @Req() request: AuthedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    const claims = this.sessions.verifyAccessToken(request.cookies[COOKIES.access]);
    try {
      // If identity cannot be reached, the answer says so (the session may live on elsewhere), but this
      // browser is signed out and this replica refuses the token all the same.
      if (claims) await this.bus.call(INTERNAL.identity.logout, contextOf(request), { sid: claims.sid });
    } finally {
      if (claims) this.sessions.endLocally(claims);
      this.sessions.clear(reply);
    }
    return { ok: true };
  }
}
