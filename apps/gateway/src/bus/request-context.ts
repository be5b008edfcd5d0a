import type { Principal, RequestContext } from '@onboard/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller as the services see it: the request id and, when signed in, who they are (set by AccessGuard). */
export function contextOf(request: FastifyRequest): RequestContext {
  const principal = (request as FastifyRequest & { principal?: Principal }).principal;
  return {
    requestId: String(request.id),
    user: principal ? { id: principal.id, role: principal.role, clientIds: [...principal.clientIds] } : null,
  };
}
