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
