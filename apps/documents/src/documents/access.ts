import { can, type Action, type RequestContext } from '@onboard/contracts';
import { DomainError, requireUser } from '@onboard/server-kit';

/**
 * The caller, allowed `action` on the client's documents (spec §6: ben admins and brokers their own clients',
 * staff every client's), checked again here after the gateway. A client they may not reach is not found.
 */
export function documentsCaller(context: RequestContext, action: Action, clientId: string) {
  const user = requireUser(context);
  if (!can(user, action, 'document', { clientId })) throw DomainError.notFound('Client');
  return user;
}
