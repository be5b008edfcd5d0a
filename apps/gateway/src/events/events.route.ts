import { canSome } from '@onboard/contracts';
import type { FastifyInstance } from 'fastify';
import { COOKIES, type SessionService } from '../session/session.service.js';
import { SESSION_ENDED_CLOSE_CODE, type EventsHub } from './events.hub.js';

/**
 * GET /api/events upgrades to a websocket that receives live events as JSON text frames. Only admins and
 * owners may listen (spec §6): the upgrade is refused with 401 without a valid session and 403 for other
 * roles, before any socket exists. The web re-authenticates (any API call refreshes the session) and
 * reconnects. Registered on Fastify directly: plain websocket frames, no socket.io protocol.
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
        const claims = sessions.verifyAccessToken(request.cookies[COOKIES.access]);
        if (!claims) {
          return reply
            .code(401)
            .send({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized', errors: [] });
        }
        const principal = { id: claims.sub, role: claims.role, clientIds: claims.clientIds };
        if (!canSome(principal, 'read', 'live-events')) {
          return reply.code(403).send({
            statusCode: 403,
            code: 'FORBIDDEN',
            message: 'Live updates are for internal users.',
            errors: [],
          });
        }
        return undefined;
      },
    },
    (socket, request) => {
      // Checked in preValidation; read again for the session id the socket belongs to.
      const claims = sessions.verifyAccessToken(request.cookies[COOKIES.access]);
      if (!claims) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
      else hub.add(socket, claims.sid);
    },
  );
}
