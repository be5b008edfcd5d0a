import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientListQuery, Phase } from '@onboard/contracts';
import {
  childListSql,
  columnsSql,
  preparedRows,
  scopeCondition,
  tableSql,
  type ClientScope,
} from '@onboard/server-kit';
import { Contact } from '../contacts/contact.entity.js';
import type { ContactFields } from '../contacts/contact.mapper.js';
import { Location } from '../locations/location.entity.js';
import type { LocationFields } from '../locations/location.mapper.js';
import { Plan } from '../policies-plans/plan.entity.js';
import type { PlanFields } from '../policies-plans/plan.mapper.js';
import { Policy } from '../policies-plans/policy.entity.js';
import type { PolicyFields } from '../policies-plans/policy.mapper.js';
import { Task } from '../tasks/task.entity.js';
import type { TaskFields } from '../tasks/task.mapper.js';
import { Client } from './client.entity.js';
import type { ClientDetailFields, ClientListFields } from './client.mapper.js';

/**
 * The client list's SQL (spec §3 filters), in one place. One query for the page: filters in SQL, the phase
 * from the client's primary policy, task counts for the page's rows only; a second for the total. Every function
 * that runs SQL takes the caller's client scope and keeps to it (decision 228), under row-level security.
 */

/** A row of the page query: the client's list fields under their property names, plus phase and counts. */
export type ClientListRow = ClientListFields & {
  phaseId: Phase | null;
  tasksDone: number;
  tasksTotal: number;
};

/**
 * A filter as SQL conditions (joined with `and`) and their parameters, in order; the search apart (its condition
 * over `c."name"`, `c."case_id"` and `c."ticket_id"`, and its parameters), applied after the others (decision 240).
 */
export type ClientListFilter = {
  where: string[];
  params: unknown[];
  search?: { sql: string; params: unknown[] };
};

const SORT_COLUMNS: Record<ClientListQuery['sortBy'], string> = {
  name: 'lower(c."name")',
  caseId: 'c."case_id"',
  createdAt: 'c."created_at"',
  updatedAt: 'c."updated_at"',
  phase: 'p."phase_id"',
  employeesNumber: 'c."employees_number"',
};

/** Column → property of every field a list row shows (ClientListFields). */
const LIST_COLUMNS: Record<keyof ClientListFields, string> = {
  id: 'id',
  name: 'name',
  caseId: 'case_id',
  ticketId: 'ticket_id',
  releaseStatus: 'release_status',
  implementationType: 'implementation_type',
  isActive: 'is_active',
  isTest: 'is_test',
  isArchived: 'is_archived',
  isOnboard: 'is_onboard',
  isBenefitsExplorer: 'is_benefits_explorer',
  isRiskRejected: 'is_risk_rejected',
  completedSetupAt: 'completed_setup_at',
  employeesNumber: 'employees_number',
  ebrEmail: 'ebr_email',
  icFirstName: 'ic_first_name',
  icLastName: 'ic_last_name',
  icEmail: 'ic_email',
  icPhoneNumber: 'ic_phone_number',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};
const SELECT_LIST = Object.entries(LIST_COLUMNS)
  .map(([property, column]) => `c."${column}" as "${property}"`)
  .join(', ');

/**
 * The list's filters. `restrictTo` narrows to given client ids (a user's clients), then the caller's scope (a ben
 * admin's or broker's own; none for every client); both non-empty (clientListPage answers nothing otherwise).
 */
export function clientListFilter(
  query: ClientListQuery,
  scope: ClientScope,
  restrictTo?: readonly string[],
): ClientListFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]): void => {
    where.push(sql);
    params.push(...values);
  };

  if (restrictTo) add(`c."id" in (?)`, [...restrictTo]);
  const inScope = scopeCondition(scope, 'c."id"');
  if (inScope.sql !== 'true') add(inScope.sql, ...inScope.params);
  if (!query.includeArchived) add(`c."is_archived" = false`);
  if (query.ic) add(`lower(c."ic_email") = lower(?)`, query.ic);
  if (query.noic) add(`c."ic_email" is null`);
  if (query.completedSetup !== undefined)
    add(`c."completed_setup_at" is ${query.completedSetup ? 'not ' : ''}null`);
  if (query.isOnboard !== undefined) add(`c."is_onboard" = ?`, query.isOnboard);
  if (query.isBenefitsExplorer !== undefined) add(`c."is_benefits_explorer" = ?`, query.isBenefitsExplorer);
  if (query.isRiskRejected !== undefined) add(`c."is_risk_rejected" = ?`, query.isRiskRejected);
  if (query.isLiveClient !== undefined) add(`(c."release_status" = 'LIVE') = ?`, query.isLiveClient);
  const types = [
    ...(query.isNewIssue ? ['NEW_IMPLEMENTATION'] : []),
    ...(query.isAddCoverage ? ['ADD_COVERAGE'] : []),
  ];
  if (types.length) add(`c."implementation_type" in (?)`, types);
  if (query.phaseIds?.length) {
    add(
      `exists (select 1 from "clients"."policy" fp where fp."client_id" = c."id" and fp."phase_id" in (?))`,
      query.phaseIds,
    );
  }
  if (query.ebrEmails?.length)
    add(
      `lower(c."ebr_email") in (?)`,
      query.ebrEmails.map((e) => e.toLowerCase()),
    );
  if (query.clientErrorTypes?.length) {
    add(
      `exists (select 1 from "clients"."client_error" e where e."client_id" = c."id" and e."type" in (?))`,
      query.clientErrorTypes,
    );
  }
  if (!query.search) return { where, params };
  const like = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
  // `x ilike p` is `lower(x) like lower(p)` on this multibyte database (PostgreSQL lowers both strings for each
  // row); written so, the pattern is lowered once, when the statement is planned (decision 240).
  const search = {
    sql: `(lower(c."name") like lower(?) or lower(c."case_id") like lower(?) or lower(c."ticket_id") like lower(?))`,
    params: [like, like, like],
  };
  return { where, params, search };
}

const whereSql = (conditions: string[]): string =>
  conditions.length ? `where ${conditions.join(' and ')}` : '';

/** Every condition of the filter, the search last: `where …` or nothing. Parameters: `filterParams(filter)`. */
const whereClause = (filter: ClientListFilter): string =>
  whereSql(filter.search ? [...filter.where, filter.search.sql] : filter.where);

/** The parameters of `whereClause(filter)`, in order. */
export const filterParams = (filter: ClientListFilter): unknown[] =>
  filter.search ? [...filter.params, ...filter.search.params] : filter.params;

/** The page: rows of ClientListRow. Parameters: `filterParams(filter)`, then limit and offset. */
export function clientPageSql(filter: ClientListFilter, query: ClientListQuery): string {
  const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
  const where = whereClause(filter);
  const order = `${SORT_COLUMNS[query.sortBy]} ${direction} nulls last, c."id" asc`;
  const phase = `left join lateral (
         select "phase_id" from "clients"."policy" where "client_id" = c."id"
          order by "primary_policy" desc, "policy_effective" asc nulls last limit 1
       ) p on true`;
  const taskCounts = `left join lateral (
         select count(*) filter (where "status" = 'Done') as "tasks_done", count(*) as "tasks_total"
           from "clients"."task" where "client_id" = c."id"
       ) t on true`;
  // Sorting by phase needs every client's phase; otherwise the page is cut first (by index when sorting
  // by name) and only its 25 rows look up their phase. Task counts are looked up for the page's rows only.
  const page =
    query.sortBy === 'phase'
      ? `select c.*, p."phase_id" from "clients"."client" c ${phase} ${where} order by ${order} limit ? offset ?`
      : `select c.*, p."phase_id"
           from (select c.* from "clients"."client" c ${where} order by ${order} limit ? offset ?) c
           ${phase}`;
  const outerOrder = order.replace('p."phase_id"', 'c."phase_id"');
  return `select ${SELECT_LIST}, c."phase_id" as "phaseId",
            t."tasks_done"::int as "tasksDone", t."tasks_total"::int as "tasksTotal"
            from (${page}) c ${taskCounts} order by ${outerOrder}`;
}

/**
 * The number of clients the filter matches, for the pager, as `n`. Parameters: `filterParams(filter)`.
 * The search is evaluated last, only on the rows every other condition keeps (decision 240): PostgreSQL would
 * test its three `ilike`s on every row of the table first, as it knows them no dearer than an equality (most of
 * the count's time at 10 000 clients). `offset 0` keeps the search out of the subquery, which reads only the
 * searched columns.
 */
export function clientCountSql(filter: ClientListFilter): string {
  if (!filter.search) return `select count(*) as "n" from "clients"."client" c ${whereClause(filter)}`;
  return `select count(*) as "n" from (
            select c."name", c."case_id", c."ticket_id" from "clients"."client" c ${whereSql(filter.where)} offset 0
          ) c where ${filter.search.sql}`;
}

/** A client with everything its detail view shows, read in one statement (see clientDetailSql). */
export type ClientDetailRow = ClientDetailFields & {
  policies: PolicyFields[];
  plans: PlanFields[];
  contacts: ContactFields[];
  locations: LocationFields[];
  tasks: TaskFields[];
};

const detailSql = new WeakMap<object, string>();
const detailPreparedSql = new WeakMap<object, string>();

/** `clientDetailSql` for a prepared statement: the client id is `$1` (the scope's parameter, if any, `$2`). */
export function clientDetailPreparedSql(em: EntityManager): string {
  const metadata = em.getMetadata();
  let sql = detailPreparedSql.get(metadata);
  if (!sql) {
    const text = clientDetailSql(em);
    if (!text.endsWith('c."id" = ?')) throw new Error('clientDetailSql: its last condition changed');
    sql = `${text.slice(0, -1)}$1`;
    detailPreparedSql.set(metadata, sql);
  }
  return sql;
}

/**
 * One client and its policies, plans, contacts, locations and tasks in ONE statement (decision 062): the client's
 * columns under their property names, each child list a JSON array of objects keyed by property names (built
 * from the entities' metadata, so a new column needs no change here), in the order the page shows them. The
 * caller's client scope applies, as the ORM filter would (raw SQL is not filtered). Parameters: the client id,
 * then the scope's.
 */
export function clientDetailSql(em: EntityManager): string {
  const metadata = em.getMetadata();
  let sql = detailSql.get(metadata);
  if (!sql) {
    const child = (entity: EntityName<object>, orderBy: string) =>
      childListSql(em, entity, 'client', 'c."id"', orderBy);
    sql = `select ${columnsSql(em, Client, 'c')},
      ${child(Policy, 'x."primary_policy" desc, x."policy_effective" asc nulls last, x."id"')} as "policies",
      ${child(Plan, 'x."benefit_type" asc, x."id"')} as "plans",
      ${child(Contact, 'x."last_name" asc, x."id"')} as "contacts",
      ${child(Location, 'x."name" asc, x."id"')} as "locations",
      ${child(Task, 'x."due_date" asc nulls last, x."id"')} as "tasks"
      from ${tableSql(em, Client)} c where c."id" = ?`;
    detailSql.set(metadata, sql);
  }
  return sql;
}

/**
 * The client list's page and its total, in the caller's scope (two statements: clientPageSql, clientCountSql).
 * `restrictTo`: only these clients (a user's); an empty list, or a scope of no client, answers nothing unasked.
 */
export async function clientListPage(
  em: EntityManager,
  scope: ClientScope,
  query: ClientListQuery,
  window: { limit: number; offset: number },
  restrictTo?: readonly string[],
): Promise<{ rows: ClientListRow[]; total: number }> {
  if (restrictTo?.length === 0 || ('clientIds' in scope && scope.clientIds.length === 0)) {
    return { rows: [], total: 0 };
  }
  const filter = clientListFilter(query, scope, restrictTo);
  const params = filterParams(filter);
  const rows = await em.execute<ClientListRow[]>(clientPageSql(filter, query), [
    ...params,
    window.limit,
    window.offset,
  ]);
  const [count] = await em.execute<{ n: string }[]>(clientCountSql(filter), params);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * One client's detail row (clientDetailSql) in the caller's scope: outside a transaction a prepared statement
 * (decision 183), inside one on the transaction's connection.
 */
export async function clientDetail(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
): Promise<ClientDetailRow | undefined> {
  const preparedScope = scopeCondition(scope, 'c."id"', '$2');
  const prepared = await preparedRows<ClientDetailRow>(
    em,
    `${clientDetailPreparedSql(em)} and ${preparedScope.sql}`,
    [clientId, ...preparedScope.params],
  );
  if (prepared) return prepared[0];
  const inScope = scopeCondition(scope, 'c."id"');
  const [row] = await em.execute<ClientDetailRow[]>(`${clientDetailSql(em)} and ${inScope.sql}`, [
    clientId,
    ...inScope.params,
  ]);
  return row;
}

/**
 * Takes the client's row lock for the rest of `tx`'s transaction (a one-row-per-client upsert, a count checked
 * before a create: decided one editor after the other). A client outside the scope is not locked (nor seen).
 */
export async function lockClient(tx: EntityManager, scope: ClientScope, clientId: string): Promise<void> {
  const inScope = scopeCondition(scope, '"id"');
  await tx.execute(`select 1 from "clients"."client" where "id" = ? and ${inScope.sql} for update`, [
    clientId,
    ...inScope.params,
  ]);
}
