import type { RequestContext } from '@onboard/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller as the services see it. The signed-in user joins with the identity issue's sessions. */
export function contextOf(request: FastifyRequest): RequestContext {
  return { requestId: String(request.id), user: null };
}
