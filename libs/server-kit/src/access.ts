import {
  can,
  canSome,
  keyedMessage,
  type Action,
  type KeyedMessage,
  type RequestContext,
  type Resource,
} from '@onboard/contracts';
import { DomainError } from './errors.js';

/** The signed-in caller a service acts for. */
export type Caller = NonNullable<RequestContext['user']>;

/**
 * The signed-in caller a request carries; a request without one is refused (UNAUTHENTICATED). For the calls
 * any signed-in user may make about themselves (the route table's `SIGNED_IN`); a call that acts on a resource
 * of the role table calls `requireAccess`, which starts with this.
 */
export function requireUser(context: RequestContext): Caller {
  if (!context.user) throw new DomainError('UNAUTHENTICATED', keyedMessage('signInToContinue'));
  return context.user;
}

/**
 * What a check is about (decision 229):
 *
 * - `{ clientId | userId, named: true }`: a record the caller named in the call's route (the path's `:clientId` /
 *   `:userId` or the route's declared param, or a payload another service took from such a route). Refusing it
 *   says nothing the caller did not say: 403.
 * - `{ clientId | userId, named: false }`: a record the service reached without the caller naming it as theirs
 *   (by the id of a child record, a query filter, a user record's clients). Refusing it answers 404, the same
 *   as "not there", so that nobody learns what exists elsewhere.
 * - `{ allClients: true }`: the call acts on every client's records at once (staff tools: the e-mail pages, pages
 *   by owner): only an `any`-scoped grant will do (`can` without a record); else 403.
 * - no target: a list or a create the service narrows to the caller's own (`canSome`).
 */
export type AccessTarget =
  | { clientId: string; userId?: never; allClients?: never; named: boolean }
  | { userId: string; clientId?: never; allClients?: never; named: boolean }
  | { allClients: true; clientId?: never; userId?: never; named?: never };

export type AccessOptions = {
  /** The 403's message (default: "You do not have access to this resource"). */
  forbidden?: string | KeyedMessage;
  /** What the 404 says is not found (default: 'Client' for a client, 'User' for a user record). */
  notFound?: string;
};

/**
 * THE access check of a service method that acts for a caller (decision 229), called first in it, after the
 * gateway's own check (a service trusts no caller on the bus). Returns the caller; refuses by one rule:
 *
 * - nobody signed in: UNAUTHENTICATED;
 * - the caller's role may not do `action` on `resource` for anything at all (`canSome`): FORBIDDEN, whatever the
 *   record (saying so tells nothing about any record);
 * - every client's records (`allClients`) without an `any`-scoped grant: FORBIDDEN;
 * - a record the caller may not act on (`can`): FORBIDDEN when the caller named it (`named: true`), NOT_FOUND
 *   when the service reached it by a lookup (`named: false`);
 * - no target (a list or a create, narrowed to the caller's own by the service): allowed once the role may.
 *
 * `resource` may be several when the service does not know yet which one the record is (a user, whose resource
 * is their role, before the lookup): the role must be able to act on one of them.
 */
export function requireAccess(
  context: RequestContext,
  action: Action,
  resource: Resource | readonly Resource[],
  target?: AccessTarget,
  options: AccessOptions = {},
): Caller {
  const user = requireUser(context);
  const resources: readonly Resource[] = typeof resource === 'string' ? [resource] : resource;
  const forbidden = () => DomainError.forbidden(options.forbidden);
  if (!resources.some((r) => canSome(user, action, r))) throw forbidden();
  if (!target) return user;
  if (target.allClients) {
    if (resources.some((r) => can(user, action, r))) return user;
    throw forbidden();
  }
  const record = target.clientId !== undefined ? { clientId: target.clientId } : { userId: target.userId };
  if (resources.some((r) => can(user, action, r, record))) return user;
  if (target.named) throw forbidden();
  throw DomainError.notFound(options.notFound ?? (target.clientId !== undefined ? 'Client' : 'User'));
}
