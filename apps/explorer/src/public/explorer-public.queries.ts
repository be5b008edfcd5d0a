import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientScope } from '@onboard/server-kit';
import { ExplorerSite } from '../sites/explorer-site.entity.js';
import { siteInScope } from '../sites/explorer-site.queries.js';

/*
 * The public explorer pages' SQL beyond the ORM's plain finds (decision 228): each function takes the scope and
 * keeps to it. A public page has no caller: its fork (publicFork) does not narrow the filter, and PostgreSQL
 * admits only the site its address names (decision 230).
 */

/** The site a public address names: by id or vanity slug (any case) when `key` is a uuid, else by vanity slug. */
export function siteByKey(
  em: EntityManager,
  scope: ClientScope,
  key: string,
  isId: boolean,
): Promise<ExplorerSite | null> {
  const slug = { [raw((a) => `lower(${a}.vanity_slug)`)]: key.toLowerCase() } as FilterQuery<ExplorerSite>;
  return em.findOne(
    ExplorerSite,
    siteInScope(scope, isId ? { $or: [{ id: key.toLowerCase() }, slug] } : slug),
  );
}
