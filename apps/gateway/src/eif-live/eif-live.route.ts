import { can } from '@onboard/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COOKIES, type SessionService } from '../session/session.service.js';
import { SESSION_ENDED_CLOSE_CODE } from '../events/events.hub.js';
import type { EifLiveHub } from './eif-live.hub.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (reply: FastifyReply, statusCode: number, code: string, message: string) =>
  reply.code(statusCode).send({ statusCode, code, message, errors: [] });

/**
 * GET /api/clients/:clientId/eif-live upgrades to the EIF's live connection for that client (issue 9 item 5):
 * authorized like the EIF's answers (whoever may update the client: staff, its ben admins and brokers), from
 * our own web app only. The staff-only push-events connection (/api/events, spec §6) is a different one.
 */
export function registerEifLiveRoute(
  fastify: FastifyInstance,
  hub: EifLiveHub,
  sessions: SessionService,
  publicOrigin: string,
): void {
  fastify.get<{ Params: { clientId: string } }>(
    '/api/clients/:clientId/eif-live',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== publicOrigin) {
          return refuse(reply, 403, 'FORBIDDEN', 'Live editing is only available from the Onboard web app.');
        }
        if (!UUID.test(request.params.clientId)) return refuse(reply, 404, 'NOT_FOUND', 'Client not found');
        const claims = sessions.verifyAccessToken(request.cookies[COOKIES.access]);
        if (!claims) return refuse(reply, 401, 'UNAUTHENTICATED', 'Unauthorized');
        const principal = { id: claims.sub, role: claims.role, clientIds: claims.clientIds };
        if (!can(principal, 'update', 'client', { clientId: request.params.clientId })) {
          return refuse(reply, 403, 'FORBIDDEN', 'You do not have access to this resource');
        }
        return undefined;
      },
    },
    (socket, request) => {
      const claims = sessions.verifyAccessToken(request.cookies[COOKIES.access]);
      if (!claims) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
      else void hub.join(socket, request.params.clientId, claims);
    },
  );
}
