import type { EntityManager } from '@mikro-orm/core';
import { Filter } from '@mikro-orm/decorators/legacy';
import { isStaff, requestContextSchema, type RequestContext } from '@onboard/contracts';

/**
 * Client isolation as a net under the services' own ownership checks (decision 050): every entity keyed by
 * client carries the `clientScope` filter, on by default, and each request's EntityManager gets the caller's
 * scope. A query that forgets its ownership check then finds nothing of another client instead of everything.
 *
 * The filter has no default arguments on purpose: an EntityManager that was never given a scope (a worker, a
 * seed, a test) fails with "No arguments provided for filter 'clientScope'" instead of reading every client.
 * Raw SQL (`em.execute`) is not filtered: such queries keep their explicit check.
 */
export const CLIENT_SCOPE = 'clientScope';

/** Whose clients a query may see: every client (staff, system work) or the listed ones (none for nobody). */
export type ClientScope = { all: true } | { clientIds: readonly string[] };

/** The scope of a request's caller: staff see every client, ben admins and brokers theirs, anonymous none. */
export function clientScopeOf(user: RequestContext['user']): ClientScope {
  if (!user) return { clientIds: [] };
  return isStaff(user.role) ? { all: true } : { clientIds: [...user.clientIds] };
}

/** Gives `em` (a request's fork) the caller's scope. */
export function scopeToCaller(em: EntityManager, user: RequestContext['user']): void {
  em.setFilterParams(CLIENT_SCOPE, clientScopeOf(user));
}

/** Gives `em` every client: for work done by the system itself (seeds, workers), never for a caller's request. */
export function scopeToSystem(em: EntityManager): void {
  em.setFilterParams(CLIENT_SCOPE, { all: true } satisfies ClientScope);
}

/** The caller in a NATS request's envelope, or null when the message carries none (events, malformed). */
export function callerOfMessage(message: unknown): RequestContext['user'] {
  const context = requestContextSchema.safeParse((message as { context?: unknown } | null)?.context);
  return context.success ? context.data.user : null;
}

/**
 * Marks an entity as keyed by client: `path` is the property that holds the client (`'id'` on the client
 * itself, `'client'` on what hangs off it). One decorator line per entity.
 */
export const ClientScoped = (path: string): ClassDecorator =>
  Filter({
    name: CLIENT_SCOPE,
    default: true,
    cond: (args: ClientScope) => ('all' in args ? {} : { [path]: { $in: [...args.clientIds] } }),
  }) as unknown as ClassDecorator;
