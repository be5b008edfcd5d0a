import { Body, Controller, Req, Res } from '@nestjs/common';
import {
  clientSummarySchema,
  IDENTITY_ROUTES as R,
  SUBJECTS,
  userSchema,
  type AuthUser,
  type BodyOf,
} from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
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
  @ServesRoute(R.logout)
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
