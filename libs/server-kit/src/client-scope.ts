import type { EntityManager } from '@mikro-orm/core';
import { Filter } from '@mikro-orm/decorators/legacy';
import { isStaff, requestContextSchema, type RequestContext } from '@onboard/contracts';

/**
 * Client isolation (decisions 050 and 228). Two nets under the services' own ownership checks, both set from
 * the same scope:
 * - the ORM: every entity keyed by client carries the `clientScope` filter, on by default;
 * - PostgreSQL: every client-keyed table has row-level security (`clientRowSecurityV1`), and the services'
 *   connections act as a role that does not own the tables (`APP_ROLE`), so a query the filter does not reach
 *   (raw SQL, a native update, a forgotten `filters: false`) still sees only the scope's clients.
 * The scope goes to PostgreSQL as two settings of the transaction (`SCOPE_SETTINGS`), set by MikroORM's session
 * context at the start of every transaction it opens, reads included.
 *
 * The filter has no default arguments on purpose: an EntityManager that was never given a scope (a worker, a
 * seed, a test) fails with "No arguments provided for filter 'clientScope'" instead of reading every client;
 * its raw SQL finds no client-keyed row at all.
 */
export const CLIENT_SCOPE = 'clientScope';

/** The transaction settings the row-level security policies read. */
export const SCOPE_SETTINGS = {
  /** 'on' for every client (staff, system work); anything else for the listed clients only. */
  all: 'onboard.all_clients',
  /** The scope's client ids, comma-separated; empty for none. */
  clientIds: 'onboard.client_ids',
} as const;

/** Whose clients a query may see: every client (staff, system work) or the listed ones (none for nobody). */
export type ClientScope = { all: true } | { clientIds: readonly string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session variables of a scope, as MikroORM's session context sets them (`set_config(…, true)`). */
export function scopeSettings(scope: ClientScope): Record<string, string> {
  if ('all' in scope && scope.all) return { [SCOPE_SETTINGS.all]: 'on', [SCOPE_SETTINGS.clientIds]: '' };
  // Only ids that are ids: the policy casts the list to uuid[], and a malformed one would fail every query.
  const ids = (scope as { clientIds: readonly string[] }).clientIds.filter((id) => UUID.test(id));
  return { [SCOPE_SETTINGS.all]: 'off', [SCOPE_SETTINGS.clientIds]: ids.join(',') };
}

/** The scope of a request's caller: staff see every client, ben admins and brokers theirs, anonymous none. */
export function clientScopeOf(user: RequestContext['user']): ClientScope {
  if (!user) return { clientIds: [] };
  return isStaff(user.role) ? { all: true } : { clientIds: [...user.clientIds] };
}

/**
 * Gives `em` a scope: the ORM filter's arguments and the settings PostgreSQL's policies read. Chosen before
 * the EntityManager's transaction begins: inside one, the transaction's settings are already fixed, and a
 * wider scope would widen only the filter (MikroORM refuses the session change there; so does this).
 */
export function applyClientScope(em: EntityManager, scope: ClientScope): void {
  em.setFilterParams(CLIENT_SCOPE, scope);
  em.setSessionContext({ variables: scopeSettings(scope) });
}

/** Gives `em` (a request's fork) the caller's scope. */
export function scopeToCaller(em: EntityManager, user: RequestContext['user']): void {
  applyClientScope(em, clientScopeOf(user));
}

/**
 * Gives `em` every client: for work done by the system itself (seeds, workers, a test's own set-up), never
 * for a caller's request. Inside a transaction that began with the system's scope it only sets the filter
 * again; inside one that began with a caller's, it throws (that would be widening a caller's scope midway).
 */
export function scopeToSystem(em: EntityManager): void {
  if (em.isInTransaction()) {
    const settings = em.getSessionContext()?.variables;
    if (settings?.[SCOPE_SETTINGS.all] !== 'on') {
      throw new Error("scopeToSystem inside a caller's transaction: take a systemFork() before it begins");
    }
    em.setFilterParams(CLIENT_SCOPE, { all: true } satisfies ClientScope);
    return;
  }
  applyClientScope(em, { all: true });
}

/**
 * A new EntityManager for work the system does on its own account inside a caller's request (an internal
 * subject, a public page's reads): its own identity map and every client, leaving the request's own
 * EntityManager as narrow as it was.
 */
export function systemFork<E extends EntityManager>(em: E): E {
  const fork = em.fork({ clear: true, useContext: false }) as E;
  applyClientScope(fork, { all: true });
  return fork;
}

/** The caller in a NATS request's envelope, or null when the message carries none (events, malformed). */
export function callerOfMessage(message: unknown): RequestContext['user'] {
  const context = requestContextSchema.safeParse((message as { context?: unknown } | null)?.context);
  return context.success ? context.data.user : null;
}

/**
 * Marks an entity as keyed by client: `path` is the property that holds the client (`'id'` on the client
 * itself, `'client'` on what hangs off it). One decorator line per entity; its table gets the row-level
 * security of `clientRowSecurityV1` in a migration (a test checks every such table has it).
 */
export const ClientScoped = (path: string): ClassDecorator =>
  Filter({
    name: CLIENT_SCOPE,
    default: true,
    cond: (args: ClientScope) => ('all' in args ? {} : { [path]: { $in: [...args.clientIds] } }),
  }) as unknown as ClassDecorator;

/** The role the services' connections act as (`set role` on every new connection): it owns nothing. */
export const APP_ROLE = 'onboard_app';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Row-level security for one client-keyed table, version 1: rows whose client column is in the transaction's
 * scope (`SCOPE_SETTINGS`), for reads and writes alike. The owner (migrations, seeds) is not subject to it;
 * the app role is. Frozen: a change gets a version 2 and a migration of its own, never an edit here.
 */
export const clientRowSecurityV1 = (schema: string, table: string, column = 'client_id'): string[] => {
  // Each setting read once per statement: a scalar subquery is an InitPlan, where a bare current_setting()
  // in the condition is evaluated on every row (the client list with 10 000 clients: 3× its time).
  const all = `(select current_setting('${SCOPE_SETTINGS.all}', true))`;
  const ids = `(select string_to_array(nullif(current_setting('${SCOPE_SETTINGS.clientIds}', true), ''), ',')::uuid[])::uuid[]`;
  const admits = `${all} = 'on' or ${ident(column)} = any (${ids})`;
  const target = `${ident(schema)}.${ident(table)}`;
  return [
    `alter table ${target} enable row level security`,
    `create policy "client_scope" on ${target} using (${admits}) with check (${admits})`,
  ];
};
