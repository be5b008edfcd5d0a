import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  type ChangeLogEntry,
  type ChangeLogPage,
  type ChangeLogQuery,
  type FileAnswer,
  type RequestContext,
} from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import { ClientService } from '../clients/client.service.js';
import { referenceNames } from './reference-names.js';

type Filters = Pick<ChangeLogQuery, 'entity' | 'userId' | 'from' | 'to'>;

/** The cursor: the last record's time (microseconds kept as PostgreSQL's text) and id. */
const encode = (createdAt: string, id: string) => Buffer.from(`${createdAt}|${id}`).toString('base64url');
function decode(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw DomainError.validation([fieldError('query.after', 'value')]);
  }
  return { createdAt, id };
}

/** A value as a spreadsheet cell: text starting like a formula is quoted so it is never run (CSV injection). */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The audit trail of a client (issue 10 item 5): every change record of its tracked entities, before and
 * after signing, newest first, with who, when, the entity and per attribute before and after. Keyset paging
 * over the index on (metadata->>'clientId', created_at, id) (decision 106), so a page costs the same at row
 * 100 000 as at row 1.
 */
@Injectable()
export class ChangeLogService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
  ) {}

  async page(context: RequestContext, clientId: string, query: ChangeLogQuery): Promise<ChangeLogPage> {
    const client = await this.clients.owned(context, clientId);
    const cursor = query.after ? decode(query.after) : undefined;
    const rows = await this.select(client.id, query, query.limit + 1, cursor);
    const items = rows.slice(0, query.limit).map(toEntry);
    const last = rows[query.limit - 1];
    return {
      items,
      next: rows.length > query.limit && last ? encode(last.cursorAt, last.id) : null,
      names: await referenceNames(this.em, client.id, valuesOf(items)),
    };
  }

  /** The whole trail for the filters as CSV, formulas neutralised. */
  async csv(context: RequestContext, clientId: string, filters: Filters): Promise<FileAnswer> {
    const client = await this.clients.owned(context, clientId);
    const lines = [
      ['When', 'Who', 'Role', 'Entity', 'Record', 'Operation', 'Attribute', 'Before', 'After', 'Review'].join(
        ',',
      ),
    ];
    let cursor: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await this.select(client.id, filters, 1000, cursor);
      const entries = rows.map(toEntry);
      const names = await referenceNames(this.em, client.id, valuesOf(entries));
      /** A value with the records it holds by name (issue 28 item 3). */
      const named = (value: unknown): unknown =>
        typeof value === 'string' ? (names[value] ?? value) : Array.isArray(value) ? value.map(named) : value;
      for (const entry of entries) {
        for (const d of entry.details) {
          lines.push(
            [
              entry.createdAt,
              entry.createdBy,
              entry.role,
              entry.entity,
              entry.entityId,
              entry.operation,
              d.attributeKey,
              named(d.previousValue),
              named(d.value),
              d.status,
            ]
              .map(csvCell)
              .join(','),
          );
        }
      }
      const last = rows.at(-1);
      if (rows.length < 1000 || !last) break;
      cursor = { createdAt: last.cursorAt, id: last.id };
    }
    return {
      filename: `change-log-${client.name.replace(/[^\w.-]+/g, '-')}.csv`,
      contentType: 'text/csv; charset=utf-8',
      base64: Buffer.from(`${lines.join('\r\n')}\r\n`).toString('base64'),
    };
  }

  private select(
    clientId: string,
    filters: Filters,
    limit: number,
    cursor: { createdAt: string; id: string } | undefined,
  ): Promise<Row[]> {
    const where = [`r."metadata"->>'clientId' = ?`];
    const params: unknown[] = [clientId];
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
    return this.em.execute<Row[]>(
      `select r."id", r."entity", r."entity_id" as "entityId", r."metadata"->>'operation' as "operation",
              r."metadata"->>'role' as "role", r."created_by_user" as "createdBy",
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
}

type Row = Omit<ChangeLogEntry, 'createdAt'> & { cursorAt: string };

const valuesOf = (entries: readonly ChangeLogEntry[]): unknown[] =>
  entries.flatMap((e) => e.details.flatMap((d) => [d.previousValue, d.value]));

const toEntry = ({ cursorAt, ...row }: Row): ChangeLogEntry => ({
  ...row,
  createdAt: new Date(cursorAt).toISOString(),
  details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
});
