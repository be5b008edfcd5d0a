import type { EntityManager } from '@mikro-orm/postgresql';
import { scopeCondition, type ClientScope } from '@onboard/server-kit';

/*
 * The EIF answers' raw SQL (decision 228): each function takes the caller's client scope and keeps to it, under
 * row-level security.
 */

/**
 * Gives every answer path its version row (version 0) where it has none yet: a second first save of an answer
 * waits here for the first one's commit. Nothing for a client outside the scope.
 */
export async function ensureFieldVersions(
  tx: EntityManager,
  scope: ClientScope,
  clientId: string,
  paths: readonly string[],
): Promise<void> {
  const inScope = scopeCondition(scope, '?::uuid');
  await tx.execute(
    `insert into "clients"."eif_field_version" ("client_id", "path", "version", "updated_at")
     select ?, p, 0, now() from jsonb_array_elements_text(?::jsonb) as p
      where ${inScope.sql}
     on conflict do nothing`,
    [clientId, JSON.stringify(paths), ...(inScope.params.length ? [clientId, ...inScope.params] : [])],
  );
}

/**
 * Locks the answers' version rows for the rest of the transaction, so that two saves of one answer are decided
 * one after the other; nothing for a client outside the scope. Only those rows: every first save's new version
 * row holds a share lock on the client's row (its foreign key), and the ORM's locking read of the rows joined the
 * client for a caller's scope and locked that row too, so two first saves of different answers waited for each
 * other until PostgreSQL failed one (a deadlock, answered 500).
 */
export async function lockFieldVersions(
  tx: EntityManager,
  scope: ClientScope,
  clientId: string,
  paths: readonly string[],
): Promise<void> {
  const inScope = scopeCondition(scope, '"client_id"');
  await tx.execute(
    `select 1 from "clients"."eif_field_version"
      where "client_id" = ? and "path" in (select jsonb_array_elements_text(?::jsonb)) and ${inScope.sql}
      order by "path"
      for update`,
    [clientId, JSON.stringify(paths), ...inScope.params],
  );
}
