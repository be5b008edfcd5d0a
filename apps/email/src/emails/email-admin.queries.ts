import { raw, type FilterQuery, type QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmailFilter } from '@onboard/contracts';
import type { ClientScope } from '@onboard/server-kit';
import { Email } from './email.entity.js';

/*
 * The e-mails pages' SQL beyond the ORM's plain finds (decision 228): each function takes the caller's client
 * scope and keeps to it, under the ORM filter and row-level security (an e-mail about no client is seen by
 * every client's scope only).
 */

const likePattern = (search: string) => `%${search.replace(/[%_\\]/g, '\\$&')}%`;

/** `where` kept to the scope: as it is for every client (the query unchanged), else within the listed clients. */
function inScope(scope: ClientScope, where: FilterQuery<Email>): FilterQuery<Email> {
  if (!('clientIds' in scope)) return where;
  return { $and: [where, { clientId: { $in: [...scope.clientIds] } }] };
}

/** The list's filters: status, template, client, with or without errors, and a search in subject and recipients. */
function emailWhere(filter: EmailFilter): FilterQuery<Email> {
  const where: FilterQuery<Email> & Record<string, unknown> = { deletedAt: null };
  if (filter.status) where.status = filter.status;
  if (filter.template) where.template = filter.template;
  if (filter.clientId) where.clientId = filter.clientId;
  if (filter.hasErrors !== undefined) {
    where.errorUsers = filter.hasErrors ? { $some: {} } : { $none: {} };
  }
  if (filter.search) {
    const like = likePattern(filter.search);
    where.$or = [
      { subject: { $ilike: like } },
      {
        [raw(
          (alias) =>
            `exists (select 1 from jsonb_array_elements(${alias}."recipients"::jsonb) r where r->>'email' ilike ?)`,
          [like],
        )]: [],
      },
    ];
  }
  return where;
}

/** A page of the e-mails the filter matches, in `orderBy` then by id, with the total. */
export function emailPage(
  em: EntityManager,
  scope: ClientScope,
  filter: EmailFilter,
  page: { orderBy: Record<string, QueryOrder | 'asc' | 'desc'>; limit: number; offset: number },
): Promise<[Email[], number]> {
  return em.findAndCount(Email, inScope(scope, emailWhere(filter)), {
    orderBy: [page.orderBy, { id: 'asc' }],
    limit: page.limit,
    offset: page.offset,
  });
}

/** How many e-mails the filter matches. */
export function emailCount(em: EntityManager, scope: ClientScope, filter: EmailFilter): Promise<number> {
  return em.count(Email, inScope(scope, emailWhere(filter)));
}

/**
 * The next page (100, by id after `afterId`) of e-mails with unreached recipients that were never resent, of one
 * client or every client.
 */
export function rejectedEmails(
  em: EntityManager,
  scope: ClientScope,
  clientId: string | null,
  afterId: string | undefined,
): Promise<Email[]> {
  const where: FilterQuery<Email> = {
    deletedAt: null,
    errorUsers: { $some: {} },
    [raw((alias) => `not exists (select 1 from "email"."email" r where r."resent_from_id" = ${alias}."id")`)]:
      [],
  };
  if (clientId) where.clientId = clientId;
  return em.find(Email, inScope(scope, afterId ? { $and: [where, { id: { $gt: afterId } }] } : where), {
    orderBy: { id: 'asc' },
    limit: 100,
  });
}
