import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExplorerPageListQuery } from '@onboard/contracts';
import { scopeCondition, type ClientScope } from '@onboard/server-kit';
import { ExplorerSite } from './explorer-site.entity.js';

/*
 * The explorer sites' SQL beyond the ORM's plain finds (decision 228): each function takes the caller's client
 * scope and keeps to it, under the ORM filter and row-level security.
 */

/** `where` kept to the scope: as it is for every client (the query unchanged), else within the listed clients. */
export function siteInScope(scope: ClientScope, where: FilterQuery<ExplorerSite>): FilterQuery<ExplorerSite> {
  if (!('clientIds' in scope)) return where;
  return { $and: [where, { clientId: { $in: [...scope.clientIds] } }] };
}

/**
 * A page of the client's sites, searched in name and vanity slug, in the list's order: names as people read
 * them (whatever their case), the rest by value; then by id. With the total.
 */
export function siteListPage(
  em: EntityManager,
  scope: ClientScope,
  clientId: string,
  query: ExplorerPageListQuery,
): Promise<[ExplorerSite[], number]> {
  const where: FilterQuery<ExplorerSite> = { clientId };
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
    where.$or = [{ name: { $ilike: like } }, { vanitySlug: { $ilike: like } }];
  }
  const order =
    query.sortBy === 'name'
      ? { [raw((alias) => `lower(${alias}.name)`)]: query.sortDirection }
      : { [query.sortBy]: query.sortDirection };
  return em.findAndCount(ExplorerSite, siteInScope(scope, where), {
    orderBy: [order, { id: 'asc' }],
    limit: query.limit,
    offset: query.offset,
  });
}

/** The number of benefit plans of each of these sites (a site without plans is absent). */
export async function planCounts(
  em: EntityManager,
  scope: ClientScope,
  siteIds: readonly string[],
): Promise<Map<string, number>> {
  if (siteIds.length === 0) return new Map();
  const condition = scopeCondition(scope, '"client_id"');
  const rows = await em.execute<{ site_id: string; count: string }[]>(
    `select "site_id", count(*) as "count" from "explorer"."explorer_benefit_plan"
      where "site_id" in (${siteIds.map(() => '?').join(', ')}) and ${condition.sql} group by "site_id"`,
    [...siteIds, ...condition.params],
  );
  return new Map(rows.map((r) => [r.site_id, Number(r.count)]));
}

/** The sites whose vanity slug is this one, whatever its case: their ids. */
export async function sitesWithSlug(em: EntityManager, scope: ClientScope, slug: string): Promise<string[]> {
  const condition = scopeCondition(scope, '"client_id"');
  const rows = await em.execute<{ id: string }[]>(
    `select "id" from "explorer"."explorer_site" where lower("vanity_slug") = lower(?) and ${condition.sql}`,
    [slug, ...condition.params],
  );
  return rows.map((r) => r.id);
}
