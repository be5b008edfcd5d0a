import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CHANGE_ATTRIBUTE_LABELS,
  CHANGE_ENTITY_LABELS,
  CHANGE_OPERATION_LABELS,
  EIF_CLIENT_LABELS,
  EIF_OPTION_LABELS,
  EIF_PLAN_LABELS,
  EIF_POLICY_LABELS,
  EIF_YES_NO,
  NOT_EIF_CHANGE_ENTITIES,
  ROLE_LABELS,
  fieldError,
  type ChangeLogEntry,
  type ChangeLogPage,
  type ChangeLogQuery,
  type FileAnswer,
  type RequestContext,
} from '@onboard/contracts';
import { recordNameOfChange } from '@onboard/domain';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import { ClientService, IdentityDirectory } from '@onboard/clients-record';
import {
  changeLogAuthors,
  changeLogRows,
  type ChangeLogFilters,
  type ChangeLogRow,
} from './change-log.queries.js';
import { referenceNames } from './reference-names.js';

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
 * over the index on (client_id, created_at, id) (decision 106), so a page costs the same at row
 * 100 000 as at row 1.
 */
@Injectable()
export class ChangeLogService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly identity: IdentityDirectory,
  ) {}

  async page(context: RequestContext, clientId: string, query: ChangeLogQuery): Promise<ChangeLogPage> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const cursor = query.after ? decode(query.after) : undefined;
    const scope = clientScopeOf(context.user);
    const rows = await changeLogRows(this.em, scope, client.id, query, query.limit + 1, cursor);
    const items = rows.slice(0, query.limit).map(toEntry);
    const last = rows[query.limit - 1];
    return {
      items,
      next: rows.length > query.limit && last ? encode(last.cursorAt, last.id) : null,
      names: await referenceNames(this.em, scope, client.id, valuesOf(items)),
      authors: await changeLogAuthors(this.em, scope, client.id),
    };
  }

  /**
   * The whole trail for the filters as CSV, in the words the page uses (issue 28 item 4): people by name (the
   * outside signer by name and e-mail), records, fields and operations by their labels, values in words
   * (records by name, dates readable, yes and no), the review status only on the EIF's changes; formulas
   * neutralised.
   */
  async csv(context: RequestContext, clientId: string, filters: ChangeLogFilters): Promise<FileAnswer> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const lines = [
      ['When', 'Who', 'Role', 'Entity', 'Record', 'Operation', 'Attribute', 'Before', 'After', 'Review'].join(
        ',',
      ),
    ];
    const scope = clientScopeOf(context.user);
    const people: Record<string, string> = {};
    let cursor: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await changeLogRows(this.em, scope, client.id, filters, 1000, cursor);
      const entries = rows.map(toEntry);
      const names = await referenceNames(this.em, scope, client.id, valuesOf(entries));
      const unknown = entries.flatMap((e) => (e.createdBy && !(e.createdBy in people) ? [e.createdBy] : []));
      Object.assign(people, await this.identity.namesOf(context, unknown));
      const words = (value: unknown) => valueInWords(value, names);
      for (const entry of entries) {
        const { who, role } = authorOf(entry, people);
        const record =
          entry.entity === 'Client' ? client.name : (recordNameOfChange(entry) ?? entry.entityId);
        for (const d of entry.details) {
          if (d.attributeKey === 'client') continue; // the record's tie to its client: the same on every row
          lines.push(
            [
              instantInWords(entry.createdAt),
              who,
              role,
              CHANGE_ENTITY_LABELS[entry.entity] ?? entry.entity,
              record,
              CHANGE_OPERATION_LABELS[entry.operation] ?? entry.operation,
              attributeLabel(entry.entity, d.attributeKey),
              words(d.previousValue),
              words(d.value),
              (NOT_EIF_CHANGE_ENTITIES as readonly string[]).includes(entry.entity)
                ? ''
                : statusInWords(d.status),
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
}

const valuesOf = (entries: readonly ChangeLogEntry[]): unknown[] =>
  entries.flatMap((e) => e.details.flatMap((d) => [d.previousValue, d.value]));

const toEntry = ({ cursorAt, ...row }: ChangeLogRow): ChangeLogEntry => ({
  ...row,
  createdAt: new Date(cursorAt).toISOString(),
  outsideSigner: outsideSignerOf(row.outsideSigner),
  details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
});

function outsideSignerOf(value: unknown): ChangeLogEntry['outsideSigner'] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const { name, email } = parsed as { name?: unknown; email?: unknown };
  return typeof email === 'string' ? { name: typeof name === 'string' ? name : '', email } : null;
}

/** Who made a change, in words: a person by name (else by role), the outside signer by name and e-mail. */
function authorOf(entry: ChangeLogEntry, people: Record<string, string>): { who: string; role: string } {
  if (entry.outsideSigner) {
    const { name, email } = entry.outsideSigner;
    return { who: name ? `${name} <${email}>` : email, role: 'Outside signer' };
  }
  const role = entry.role ? (ROLE_LABELS[entry.role] ?? entry.role) : '';
  if (!entry.createdBy) return { who: 'System', role };
  return { who: people[entry.createdBy] ?? (role || 'Someone'), role };
}

/** An attribute by its label: an EIF answer by its question, any other by the audit trail's label. */
function attributeLabel(entity: string, key: string): string {
  const questions =
    entity === 'Client'
      ? EIF_CLIENT_LABELS
      : entity === 'Policy'
        ? EIF_POLICY_LABELS
        : entity === 'Plan'
          ? EIF_PLAN_LABELS
          : undefined;
  return (questions as Record<string, string> | undefined)?.[key] ?? CHANGE_ATTRIBUTE_LABELS[key] ?? key;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An instant as people read it, in UTC (the CSV's readers are in several time zones; UTC says which). */
function instantInWords(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;
}

const statusInWords = (status: string): string =>
  ({ pending: 'Pending', accepted: 'Accepted', declined: 'Declined' })[status] ?? status;

/**
 * A value in words, as the page shows it: records by name, yes and no, options by label, instants readable,
 * lists joined, an object as its fields (`key: value; …`).
 */
export function valueInWords(value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? EIF_YES_NO.yes : EIF_YES_NO.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (names[value.toLowerCase()] !== undefined) return names[value.toLowerCase()] as string;
    if (ISO_INSTANT.test(value)) return instantInWords(value);
    return EIF_OPTION_LABELS[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((v) => valueInWords(v, names)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${CHANGE_ATTRIBUTE_LABELS[k] ?? k}: ${valueInWords(v, names)}`)
      .join('; ');
  }
  return String(value as string);
}
