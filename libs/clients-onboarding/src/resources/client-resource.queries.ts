import type { EntityManager } from '@mikro-orm/postgresql';
import { scopeCondition, type ClientScope } from '@onboard/server-kit';

/*
 * The client resources' raw SQL (decision 228): each function takes the caller's client scope and keeps to it,
 * under row-level security.
 */

/**
 * Marks a resource seen by a user, once: one row per resource and user, so a second request racing this one
 * finds the row there and inserts nothing. Whether this call inserted it. Nothing for a client outside the scope.
 */
export async function insertResourceSeen(
  em: EntityManager,
  scope: ClientScope,
  seen: { clientId: string; resourceId: string; userId: string; byClientUser: boolean },
): Promise<boolean> {
  const inScope = scopeCondition(scope, '?::uuid');
  const inserted = await em.execute<{ id: string }[]>(
    `insert into "clients"."client_resource_seen" ("id", "client_id", "resource_id", "user_id", "seen_at", "by_client_user")
     select gen_random_uuid(), ?::uuid, ?::uuid, ?, now(), ?::boolean
      where ${inScope.sql}
     on conflict ("resource_id", "user_id") do nothing returning "id"`,
    [
      seen.clientId,
      seen.resourceId,
      seen.userId,
      seen.byClientUser,
      ...(inScope.params.length ? [seen.clientId, ...inScope.params] : []),
    ],
  );
  return inserted.length > 0;
}
