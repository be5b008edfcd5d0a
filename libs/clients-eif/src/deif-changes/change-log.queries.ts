import type { EntityManager } from '@mikro-orm/postgresql';
import { NOT_EIF_CHANGE_ENTITIES, type ChangeLogEntry, type ChangeLogQuery } from '@onboard/contracts';
import { scopeCondition, type ClientScope } from '@onboard/server-kit';
import type { ChangeRow } from './deif-net.js';

/*
 * The change records' raw SQL (the audit trail, the signed EIF's changes and their review, the names of the
 * records they hold), in one place (decision 228): each function takes the caller's client scope and keeps to
 * it on the client-keyed tables (change records and details, the client's records), under row-level security.
 */

// --- the audit trail (change-log.service) ---

export type ChangeLogFilters = Pick<ChangeLogQuery, 'entity' | 'userId' | 'from' | 'to'>;

/** A record of the trail as read: its time as text (microseconds kept, for the cursor), its details as JSON. */
export type ChangeLogRow = Omit<ChangeLogEntry, 'createdAt'> & { cursorAt: string };

/**
 * A page of the client's trail, newest first: keyset paging over the index on (client_id, created_at, id), so
 * a page costs the same at row 100 000 as at row 1. `cursor`: the last row of the page before.
 */
export function changeLogRows(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
  filters: ChangeLogFilters,
  limit: number,
  cursor: { createdAt: string; id: string } | undefined,
): Promise<ChangeLogRow[]> {
  const where = [`r."client_id" = ?`];
  const params: unknown[] = [clientId];
  const inScope = scopeCondition(scope, 'r."client_id"');
  if (inScope.sql !== 'true') {
    where.push(inScope.sql);
    params.push(...inScope.params);
  }
  if (filters.entity) {
    where.push(`r."entity" = ?`);
    params.push(filters.entity);
  }
  if (filters.userId) {
    where.push(`r."created_by_user" = ?`);
    params.push(filters.userId);
  }
  if (filters.from) {
    where.push(`r."created_at" >= ?::timestamptz`);
    params.push(filters.from);
  }
  if (filters.to) {
    where.push(`r."created_at" < ?::timestamptz`);
    params.push(filters.to);
  }
  if (cursor) {
    where.push(`(r."created_at", r."id") < (?::timestamptz, ?::uuid)`);
    params.push(cursor.createdAt, cursor.id);
  }
  return em.execute<ChangeLogRow[]>(
    `select r."id", r."entity", r."entity_id" as "entityId", r."metadata"->>'operation' as "operation",
            r."metadata"->>'role' as "role", r."created_by_user" as "createdBy",
            r."metadata"->'outsideSigner' as "outsideSigner",
            to_char(r."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt",
            (select coalesce(jsonb_agg(jsonb_build_object('attributeKey', d."attribute_key",
                      'previousValue', d."previous_value", 'value', d."value", 'status', d."status")
                    order by d."attribute_key"), '[]'::jsonb)
               from "clients"."change_detail" d where d."change_record_id" = r."id") as "details"
       from "clients"."change_record" r
      where ${where.join(' and ')}
      order by r."created_at" desc, r."id" desc
      limit ${Number(limit)}`,
    params,
  );
}

/** Everyone who made a change to the client, with the role of their latest change. */
export function changeLogAuthors(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
): Promise<{ id: string; role: string | null }[]> {
  const inScope = scopeCondition(scope, 'r."client_id"');
  return em.execute<{ id: string; role: string | null }[]>(
    `select distinct on (r."created_by_user") r."created_by_user"::text as id, r."metadata"->>'role' as role
       from "clients"."change_record" r
      where r."client_id" = ? and ${inScope.sql} and r."created_by_user" is not null
      order by r."created_by_user", r."created_at" desc`,
    [clientId, ...inScope.params],
  );
}

// --- the signed EIF's changes and their review (deif-changes.service) ---

/** A change of the signed EIF as the review reads it: one attribute of one change record. */
export type SignedChangeRow = ChangeRow & { undo: boolean };

/** The change rows of the client's tracked EIF entities after `after` (the signing), oldest first. */
export async function signedChangeRows(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
  after: Date,
): Promise<SignedChangeRow[]> {
  const inScope = scopeCondition(scope, 'r."client_id"');
  const rows = await em.execute<(Omit<SignedChangeRow, 'createdAt'> & { createdAt: Date | string })[]>(
    `select d."id" as "detailId", r."id" as "recordId", r."entity", r."entity_id" as "entityId",
            r."created_at" as "createdAt", r."created_by_user" as "createdBy",
            r."metadata"->>'operation' as "operation", r."metadata"->>'role' as "role",
            coalesce((r."metadata"->>'undo')::boolean, false) as "undo",
            d."attribute_key" as "attributeKey", d."value", d."previous_value" as "previousValue", d."status"
       from "clients"."change_record" r
       join "clients"."change_detail" d on d."change_record_id" = r."id"
      where r."client_id" = ? and ${inScope.sql} and r."created_at" > ?
        and r."entity" not in (${NOT_EIF_CHANGE_ENTITIES.map((e) => `'${e}'`).join(', ')})
      order by r."created_at", r."id", d."attribute_key"`,
    [clientId, ...inScope.params, after],
  );
  // The driver hands timestamps back as text here.
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** Puts declined change details back to pending (to be reviewed again with the rest). */
export async function reopenChangeDetails(
  tx: EntityManager,
  scope: ClientScope,
  detailIds: readonly string[],
): Promise<void> {
  if (detailIds.length === 0) return;
  const inScope = scopeCondition(scope, '"client_id"');
  await tx.execute(
    `update "clients"."change_detail" set "status" = 'pending'
      where "id" in (${detailIds.map(() => '?').join(', ')}) and ${inScope.sql}`,
    [...detailIds, ...inScope.params],
  );
}

/** Marks the client's change records of one request as an undo (not implementer edits to undo again). */
export async function markUndoRecords(
  tx: EntityManager,
  scope: ClientScope,
  clientId: string,
  requestId: string,
): Promise<void> {
  const inScope = scopeCondition(scope, '"client_id"');
  await tx.execute(
    `update "clients"."change_record" set "metadata" = "metadata" || '{"undo": true}'::jsonb
      where "client_id" = ? and ${inScope.sql} and "metadata"->>'requestId' = ?`,
    [clientId, ...inScope.params, requestId],
  );
}

/**
 * The signer's decision on what was ready for review: the pending details of the client's changes made after
 * the signing and up to the moment they were marked ready (a later change waits for the next review).
 */
export async function decideChangeDetails(
  tx: EntityManager,
  scope: ClientScope,
  decision: { clientId: string; status: 'accepted' | 'declined'; after: Date; upTo: Date | null },
): Promise<void> {
  const inScope = scopeCondition(scope, 'r."client_id"');
  await tx.execute(
    `update "clients"."change_detail" d set "status" = ?
       from "clients"."change_record" r
      where d."change_record_id" = r."id" and r."client_id" = ? and ${inScope.sql}
        and r."created_at" > ? and r."created_at" <= ? and d."status" = 'pending'`,
    [decision.status, decision.clientId, ...inScope.params, decision.after, decision.upTo],
  );
}

// --- the names of the records changes hold (reference-names) ---

/** A record named by an id: `kind` 'plan' (name: its plan type, extra: its benefit type), 'policy', 'record'. */
export type RecordNameRow = { id: string; kind: string; name: string | null; extra: string | null };

/**
 * The client's records (location, contact, employee class, subsidiary, plan, policy) and the benefits
 * administration platforms among `ids`, one statement.
 */
export function recordNames(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
  ids: readonly string[],
): Promise<RecordNameRow[]> {
  const inScope = scopeCondition(scope, 'client_id');
  const list = `{${ids.join(',')}}`;
  const own = `id = any(?::uuid[]) and client_id = ? and ${inScope.sql}`;
  return em.execute<RecordNameRow[]>(
    `select id::text, 'record' as kind, name, null as extra from "clients"."location" where ${own}
     union all
     select id::text, 'record', first_name || ' ' || last_name, null from "clients"."contact" where ${own}
     union all
     select id::text, 'record', name, null from "clients"."employee_class" where ${own}
     union all
     select id::text, 'record', name, null from "clients"."subsidiary" where ${own}
     union all
     select id::text, 'plan', plan_type, benefit_type from "clients"."plan" where ${own}
     union all
     select id::text, 'policy', array_to_string(slf_coverages, ', '), null from "clients"."policy" where ${own}
     union all
     select id::text, 'record', name, null from "clients"."ben_admin_platform" where id = any(?::uuid[])`,
    [...[1, 2, 3, 4, 5, 6].flatMap(() => [list, clientId, ...inScope.params]), list],
  );
}

/** The name attributes the client's changes last recorded for records among `ids` (removed since). */
export function recordedNames(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
  ids: readonly string[],
): Promise<{ id: string; key: string; value: unknown }[]> {
  const inScope = scopeCondition(scope, 'r."client_id"');
  return em.execute<{ id: string; key: string; value: unknown }[]>(
    `select distinct on (r."entity_id", d."attribute_key") r."entity_id" as id, d."attribute_key" as key,
            coalesce(d."value", d."previous_value") as value
       from "clients"."change_record" r
       join "clients"."change_detail" d on d."change_record_id" = r."id"
      where r."client_id" = ? and ${inScope.sql} and r."entity_id" = any(?::text[])
        and d."attribute_key" in ('name', 'firstName', 'lastName')
        and coalesce(d."value", d."previous_value") is not null
      order by r."entity_id", d."attribute_key", r."created_at" desc`,
    [clientId, ...inScope.params, `{${ids.join(',')}}`],
  );
}
