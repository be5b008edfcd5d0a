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
 * The scope goes to PostgreSQL at the start of every transaction MikroORM opens, reads included (its session
 * context): every client as a role, listed clients as a setting (`scopeSessionContext`).
 *
 * The filter has no default arguments on purpose: an EntityManager that was never given a scope (a worker, a
 * seed, a test) fails with "No arguments provided for filter 'clientScope'" instead of reading every client;
 * its raw SQL finds no client-keyed row at all.
 */
export const CLIENT_SCOPE = 'clientScope';

/** The transaction setting the row-level security policy of `APP_ROLE` reads: the scope's client ids,
 * comma-separated; empty or unset for none. */
const CLIENT_IDS_SETTING = 'onboard.client_ids';

/** Whose clients a query may see: every client (staff, system work) or the listed ones (none for nobody). */
export type ClientScope = { all: true } | { clientIds: readonly string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A scope as MikroORM's session context applies it at the start of each transaction: every client is the role
 * `ALL_CLIENTS_ROLE` (`set local role`), whose policy admits every row; listed clients are the connection's own
 * role (`APP_ROLE`) with their ids as a setting (`set_config(…, true)`). Every client is a role rather than a
 * setting so that PostgreSQL plans a staff query as it plans one without row-level security: a condition it
 * cannot evaluate when planning (the setting) changed the client list's plan and tripled its time.
 */
function scopeSessionContext(
  scope: ClientScope,
  actsAsApp: boolean,
): { role?: string; variables: Record<string, string> } {
  if ('all' in scope && scope.all) {
    // The role alone: its policy reads no setting (one statement fewer a transaction). An owner's connection
    // (migrations, seeds, a test's own tables) is not held to the policies: it needs nothing.
    return actsAsApp ? { role: ALL_CLIENTS_ROLE, variables: {} } : { variables: {} };
  }
  // Only ids that are ids: the policy casts the list to uuid[], and a malformed one would fail every query.
  const ids = (scope as { clientIds: readonly string[] }).clientIds.filter((id) => UUID.test(id));
  return { variables: { [CLIENT_IDS_SETTING]: ids.join(',') } };
}

/** The configurations of the ORMs whose connections act as `APP_ROLE` (createOrm's `actAsApp`). */
const actingAsApp = new WeakSet<object>();

/** Marks an ORM's configuration as acting as `APP_ROLE` (createOrm does, for serving and working). */
export function markActingAsApp(config: object): void {
  actingAsApp.add(config);
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
  // A role once set stays until cleared (MikroORM merges session contexts): clear first, so a narrower scope
  // after a wider one never keeps the wider one's role.
  em.clearSessionContext();
  const context = scopeSessionContext(scope, actingAsApp.has(em.config));
  if (context.role || Object.keys(context.variables).length > 0) em.setSessionContext(context);
}

/**
 * The scope `em` was given (the caller's, set by the transport; every client on a `systemFork`): for a queries
 * function called where no request context is at hand. Like the filter, an EntityManager never given a scope
 * fails instead of reading every client.
 */
export function scopeOf(em: EntityManager): ClientScope {
  const scope = em.getFilterParams<ClientScope>(CLIENT_SCOPE);
  if (!scope) throw new Error(`No arguments provided for filter '${CLIENT_SCOPE}'`);
  return scope;
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
    const wide = actingAsApp.has(em.config) ? em.getSessionContext()?.role === ALL_CLIENTS_ROLE : true;
    if (!wide) {
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

/**
 * A new EntityManager for a public page's reads (no caller; decision 230): the ORM's filter does not narrow
 * (the page's queries name their rows), and PostgreSQL admits only what the page shows: `variables` are the
 * transaction settings the schema's own `public_page` policies read (the explorer's asked address, then its
 * site's id). No role: the connection's own `APP_ROLE`, whose client scope is empty, so nothing else is seen.
 */
export function publicFork<E extends EntityManager>(em: E, variables: Record<string, string>): E {
  const fork = em.fork({ clear: true, useContext: false }) as E;
  fork.setFilterParams(CLIENT_SCOPE, { all: true } satisfies ClientScope);
  fork.clearSessionContext();
  fork.setSessionContext({ variables: { ...variables } });
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

/** The role the services' connections act as (PostgreSQL's `role` start-up setting): it owns nothing. */
export const APP_ROLE = 'onboard_app';
/**
 * The role a transaction of every client acts as (`set local role`): a member of `APP_ROLE` (its rights) that
 * bypasses row-level security where the owner may grant that (a superuser), else held to a policy admitting every
 * row. Neither role owns a table, is superuser or logs in; only `APP_ROLE` is a connection's role.
 */
export const ALL_CLIENTS_ROLE = 'onboard_all_clients';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Row-level security for one client-keyed table, version 1 (decision 228): `APP_ROLE` sees and writes the rows
 * whose client column is in the transaction's `onboard.client_ids` (none when unset; the setting read once per
 * statement: a scalar subquery is an InitPlan, a bare current_setting() is evaluated on every row);
 * `ALL_CLIENTS_ROLE` every row. The owner (migrations, seeds) is not subject to it. Frozen: a change gets a
 * version 2 and a migration of its own, never an edit here.
 */
export const clientRowSecurityV1 = (schema: string, table: string, column = 'client_id'): string[] => {
  const ids = `(select string_to_array(nullif(current_setting('${CLIENT_IDS_SETTING}', true), ''), ',')::uuid[])::uuid[]`;
  const admits = `${ident(column)} = any (${ids})`;
  const target = `${ident(schema)}.${ident(table)}`;
  return [
    `alter table ${target} enable row level security`,
    `create policy "client_scope" on ${target} to ${ident(APP_ROLE)} using (${admits}) with check (${admits})`,
    `create policy "all_clients" on ${target} to ${ident(ALL_CLIENTS_ROLE)} using (true) with check (true)`,
  ];
};

/**
 * A client column for a table whose rows belong to a client through a parent row, version 1 (decision 228):
 * added, filled from the parent (`parentKey` is the table's column holding the parent's id), indexed, and the
 * table put under `clientRowSecurityV1`. `required`: rows whose parent is gone are deleted and the column made
 * not null. Frozen like `clientRowSecurityV1`.
 */
export const clientColumnFromParentV1 = (options: {
  schema: string;
  table: string;
  parent: string;
  parentKey: string;
  required: boolean;
}): string[] => {
  const { schema, table, parent, parentKey, required } = options;
  const target = `${ident(schema)}.${ident(table)}`;
  return [
    `alter table ${target} add column "client_id" uuid null`,
    `update ${target} t set "client_id" = p."client_id" from ${ident(schema)}.${ident(parent)} p where p."id" = t.${ident(parentKey)}`,
    ...(required
      ? [
          `delete from ${target} where "client_id" is null`,
          `alter table ${target} alter column "client_id" set not null`,
        ]
      : []),
    `create index ${ident(`${table}_client_id_index`)} on ${target} ("client_id")`,
    ...clientRowSecurityV1(schema, table),
  ];
};
