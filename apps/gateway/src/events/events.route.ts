import { canSome } from '@onboard/contracts';
import type { FastifyInstance } from 'fastify';
import { COOKIES, type SessionService } from '../session/session.service.js';
import { FORBIDDEN_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE, type EventsHub } from './events.hub.js';

/**
 * GET /api/events upgrades to a websocket that receives live events as JSON text frames. Only admins and
 * owners may listen (spec §6). A page of another site is refused before any socket exists (403). Otherwise
 * the upgrade is accepted and, without a valid access token, the socket is closed at once with 4401
 * "unauthorized", for other roles with 4403 "forbidden" (decision 151): a browser's WebSocket never sees the
 * status of a refused upgrade (only a bare 1006), so it could not tell "sign in again" from "server down".
 * On 4401 the web re-authenticates (any API call refreshes the session cookies) and reconnects. Registered on
 * Fastify directly: plain websocket frames, no socket.io protocol.
 */
export function registerEventsRoute(
  fastify: FastifyInstance,
  hub: EventsHub,
  sessions: SessionService,
  publicOrigin: string,
): void {
  fastify.get(
    '/api/events',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        // Cross-site websocket hijacking: a page elsewhere could open this socket with the user's cookies.
        // Browsers always send Origin on a websocket; only our own web app's is accepted.
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== publicOrigin) {
          return reply.code(403).send({
            statusCode: 403,
            code: 'FORBIDDEN',
            message: 'Live updates are only available from the Onboard web app.',
            errors: [],
          });
        }
        return undefined;
      },
    },
    (socket, request) => {
      const claims = sessions.verifyAccessToken(request.cookies[COOKIES.access]);
      if (!claims) {
        socket.close(SESSION_ENDED_CLOSE_CODE, 'unauthorized');
        return;
      }
      const principal = { id: claims.sub, role: claims.role, clientIds: claims.clientIds };
      if (!canSome(principal, 'read', 'live-events')) {
        socket.close(FORBIDDEN_CLOSE_CODE, 'forbidden');
        return;
      }
      hub.add(socket, claims.sid);
    },
  );
}
