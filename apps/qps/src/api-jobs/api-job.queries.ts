import type { EntityManager } from '@mikro-orm/postgresql';
import { requireSystemScope, scopeCondition, type ClientScope } from '@onboard/server-kit';

/*
 * The API jobs' raw SQL (decision 228): each function takes the caller's client scope and keeps to it, under
 * row-level security.
 */

/** The latest job of each of these clients (by creation, then id): their ids, in the scope. */
export async function latestJobIds(
  em: EntityManager,
  scope: ClientScope,
  clientIds: readonly string[],
): Promise<string[]> {
  const inScope = scopeCondition(scope, '"client_id"');
  const rows = await em.execute<{ id: string }[]>(
    `select distinct on ("client_id") "id" from "qps"."api_job"
      where "client_id" = any(?::uuid[]) and ${inScope.sql}
      order by "client_id", "created_at" desc, "id" desc`,
    [`{${clientIds.join(',')}}`, ...inScope.params],
  );
  return rows.map((r) => r.id);
}

/**
 * Jobs in progress for over a minute that no delivery ever claimed (500 at most, oldest first): the system's own
 * sweep over every client's jobs, so it takes every client's scope only.
 */
export async function strandedJobIds(em: EntityManager, scope: ClientScope): Promise<string[]> {
  requireSystemScope(scope, 'strandedJobIds');
  const rows = await em.execute<{ id: string }[]>(
    `select "id" from "qps"."api_job" where "status" = 'IN_PROGRESS' and "attempts" = 0
       and "created_at" < now() - interval '1 minute' order by "created_at" limit 500`,
  );
  return rows.map((r) => r.id);
}
