import { randomUUID } from 'node:crypto';
import {
  ChangeSetType,
  JsonType,
  ReferenceKind,
  type ChangeSet,
  type EntityMetadata,
  type EventSubscriber,
  type FlushEventArgs,
  type Opt,
  type Platform,
} from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CHANGE_STATUSES, type ChangeOperation, type ChangeStatus } from '@onboard/contracts';
import { currentActor } from './actor.js';
import { CreatedAtEntity } from './base-entities.js';
import { ClientScoped } from './client-scope.js';

/**
 * Change records (spec §3 "Change record"; decision 040): every create, update and delete of an entity
 * marked `@Tracked()` writes, in the same transaction as the change, who did it, when, the entity and its
 * id, and per attribute the previous and the new value. Done once here, in a MikroORM flush subscriber, so
 * no service method can forget it. Writes that bypass the unit of work (raw SQL, `nativeUpdate`,
 * `nativeDelete`, `upsert`, database cascades) are not seen: tracked entities change through the ORM.
 */

// The review states of one attribute's change (spec §4): written as pending, decided by the review.
export { CHANGE_STATUSES, type ChangeOperation, type ChangeStatus };

export type TrackedOptions<T = never> = {
  /** Attributes never recorded besides the defaults (primary key, createdAt, updatedAt, hidden ones). */
  exclude?: string[];
  /** More metadata from the entity, e.g. the client it belongs to, so a client's changes are one query. */
  metadata?: (entity: T) => Record<string, unknown>;
};

type EntityClass = abstract new (...args: never[]) => object;
const tracked = new Map<EntityClass, TrackedOptions<object>>();

/** Marks an entity class so that its creates, updates and deletes write change records. */
export function Tracked<T extends object>(options: TrackedOptions<T> = {}) {
  return (target: abstract new (...args: never[]) => T): void => {
    tracked.set(target, options as TrackedOptions<object>);
  };
}

/** Whether an entity class (or its parent) is marked `@Tracked()`. */
export function isTracked(target: unknown): boolean {
  return trackedOptions(target) !== undefined;
}

function trackedOptions(target: unknown): TrackedOptions<object> | undefined {
  for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype;) {
    const options = tracked.get(c as EntityClass);
    if (options) return options;
    c = Object.getPrototypeOf(c);
  }
  return undefined;
}

/** One change of a tracked entity: the spec's ChangeRecord, in the schema of the service owning it. */
@Entity({ tableName: 'change_record' })
@Index({ properties: ['entity', 'entityId'] })
// A client's changes in time order (the EIF's review, the audit trail).
@Index({ properties: ['clientId', 'createdAt', 'id'] })
@ClientScoped('clientId')
export class ChangeRecord extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The entity's class name, e.g. `Client`. */
  @Property({ length: 100 })
  entity!: string;

  /** Its primary key (composite keys joined with `~~~`, MikroORM's serialised form). */
  @Property({ length: 255 })
  entityId!: string;

  /** The signed-in user whose request made the change; null for the system (seeds, jobs). */
  @Property({ type: 'uuid', nullable: true })
  createdByUser?: string | null;

  /**
   * The client the changed entity belongs to (its `@Tracked({metadata})`'s `clientId`, also kept in metadata),
   * a column so the client scope and row-level security reach it (decision 228); null for an entity of no client.
   */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  /** `{operation, requestId, subject, role}` and what the entity's `@Tracked({metadata})` adds. */
  @Property({ type: 'json' })
  metadata!: Record<string, unknown>;
}

/** One attribute of a change (spec: ChangeRecord.changeDetails). Values as JSON; null when absent. */
@Entity({ tableName: 'change_detail' })
@ClientScoped('clientId')
export class ChangeDetail extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ChangeRecord, { deleteRule: 'cascade', index: true })
  changeRecord!: ChangeRecord;

  /** Its record's client (decision 228). */
  @Property({ type: 'uuid', nullable: true, index: true })
  clientId?: string | null;

  @Property({ length: 100 })
  attributeKey!: string;

  @Property({ type: 'json', nullable: true })
  value?: unknown;

  @Property({ type: 'json', nullable: true })
  previousValue?: unknown;

  @Enum({ items: () => CHANGE_STATUSES })
  status: ChangeStatus & Opt = 'pending';
}

/** The tables a service with tracked entities needs; `createOrm` adds them when it finds a tracked entity. */
export const CHANGE_RECORD_ENTITIES = [ChangeRecord, ChangeDetail];

/** Never recorded for any entity: bookkeeping the record itself carries (its own createdAt). */
const ALWAYS_EXCLUDED = new Set(['createdAt', 'updatedAt']);

/** A value as JSON holds it: dates as ISO strings, everything else as the ORM's snapshot has it. */
function jsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * MikroORM's snapshots hold custom types in database form (a JSON column as its text, a `text[]` as
 * `{a,b}`): back to the values the entity holds, so a detail shows `{"A": true}` and `["Dental"]`.
 */
function inJsForm(
  meta: EntityMetadata,
  data: Record<string, unknown>,
  platform: Platform,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const type = meta.properties[key as never]?.customType;
    if (!type || typeof value !== 'string') out[key] = value;
    // PostgreSQL's driver parses JSON itself, so JsonType hands the snapshot's text back unparsed.
    else if (type instanceof JsonType) out[key] = JSON.parse(value);
    else out[key] = type.convertToJSValue(value, platform, { mode: 'hydration' });
  }
  return out;
}

/**
 * The attributes the change records of a tracked entity list (what the audit trail can show of it), or []
 * for an entity not tracked.
 */
export function recordedAttributes(meta: EntityMetadata): string[] {
  const options = trackedOptions(meta.class);
  return options ? recordedProperties(meta, options) : [];
}

/** The attributes a change record lists for an entity: scalars and owned references, minus the excluded. */
function recordedProperties(meta: EntityMetadata, options: TrackedOptions<object>): string[] {
  const excluded = new Set([...ALWAYS_EXCLUDED, ...(options.exclude ?? [])]);
  return meta.props
    .filter(
      (prop) =>
        !prop.primary &&
        !prop.hidden &&
        prop.persist !== false &&
        !excluded.has(prop.name) &&
        (prop.kind === ReferenceKind.SCALAR ||
          prop.kind === ReferenceKind.EMBEDDED ||
          prop.kind === ReferenceKind.MANY_TO_ONE ||
          (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
    )
    .map((prop) => prop.name);
}

type Detail = { attributeKey: string; value: unknown; previousValue: unknown };

/**
 * The per-attribute changes of one change set. Both sides come from MikroORM's own snapshots (references as
 * their primary key), so a value and its previous value compare like for like.
 */
export function changeDetailsOf(
  type: ChangeOperation,
  attributes: string[],
  current: Record<string, unknown>,
  original: Record<string, unknown> | undefined,
): Detail[] {
  const details: Detail[] = [];
  for (const key of attributes) {
    if (type === 'update' && !(key in current)) continue; // the update's payload holds only what changed
    const value = type === 'delete' ? null : jsonValue(current[key]);
    const previousValue = type === 'create' ? null : jsonValue(original?.[key]);
    if (type !== 'update' && value === null && previousValue === null) continue;
    details.push({ attributeKey: key, value, previousValue });
  }
  return details;
}

const OPERATIONS: Partial<Record<ChangeSetType, ChangeOperation>> = {
  [ChangeSetType.CREATE]: 'create',
  [ChangeSetType.UPDATE]: 'update',
  [ChangeSetType.DELETE]: 'delete',
  // MikroORM runs these before the others when a unique value moves between rows in one flush.
  [ChangeSetType.UPDATE_EARLY]: 'update',
  [ChangeSetType.DELETE_EARLY]: 'delete',
};

/**
 * Writes the change records of a flush. `onFlush` runs after MikroORM computed the change sets and before it
 * opens the flush's transaction (or inside the caller's `em.transactional`): records added here are inserted
 * by the same statements batch, so they commit or roll back with the change they describe.
 */
export class ChangeRecordSubscriber implements EventSubscriber {
  onFlush({ em, uow }: FlushEventArgs): void {
    const changeSets = uow.getChangeSets();
    if (!changeSets.some((cs) => isTracked(cs.meta.class))) return;
    const actor = currentActor();
    const now = new Date();
    for (const cs of changeSets) {
      const options = trackedOptions(cs.meta.class);
      const operation = OPERATIONS[cs.type];
      if (!options || !operation) continue;
      const details = this.details(
        cs,
        operation,
        options,
        uow.getOriginalEntityData(cs.entity),
        em.getPlatform(),
      );
      if (!details.length) continue; // e.g. only updatedAt moved
      const extra = options.metadata?.(cs.entity);
      const clientId = typeof extra?.['clientId'] === 'string' ? extra['clientId'] : null;
      const record = em.create(
        ChangeRecord,
        {
          entity: cs.meta.className,
          entityId: cs.getSerializedPrimaryKey() ?? '',
          createdAt: now,
          createdByUser: actor?.userId ?? null,
          clientId,
          metadata: {
            operation,
            requestId: actor?.requestId ?? null,
            subject: actor?.subject ?? null,
            role: actor?.role ?? null,
            ...(actor?.outsideSigner ? { outsideSigner: actor.outsideSigner } : {}),
            ...extra,
          },
        },
        { persist: false },
      );
      uow.computeChangeSet(record);
      for (const detail of details) {
        const row = em.create(
          ChangeDetail,
          { ...detail, changeRecord: record, clientId, createdAt: now },
          { persist: false },
        );
        uow.computeChangeSet(row);
      }
    }
  }

  private details(
    cs: ChangeSet<object>,
    operation: ChangeOperation,
    options: TrackedOptions<object>,
    snapshot: Record<string, unknown> | undefined,
    platform: Platform,
  ): Detail[] {
    const meta = cs.meta as EntityMetadata;
    const attributes = recordedProperties(meta, options);
    // A delete's change set carries no payload: the entity's last snapshot is what goes.
    const original = (cs.originalEntity as Record<string, unknown> | undefined) ?? snapshot;
    const current = operation === 'delete' ? {} : (cs.payload as Record<string, unknown>);
    return changeDetailsOf(
      operation,
      attributes,
      inJsForm(meta, current, platform),
      original && inJsForm(meta, original, platform),
    );
  }
}

/**
 * The change-record tables, version 1, as `scripts/migration-diff.mjs` wrote them from the entities above. A
 * service's migration adds them to its own schema when it marks its first entity `@Tracked()` (the drift
 * check of its integration suite fails until it does). Frozen: a later change gets a migration of its own.
 */
export const changeRecordsV1Sql = (schema: string): string[] => [
  `create table "${schema}"."change_record" ("id" uuid not null, "created_at" timestamptz not null default now(), "entity" varchar(100) not null, "entity_id" varchar(255) not null, "created_by_user" uuid null, "metadata" jsonb not null, primary key ("id"))`,
  `create index "change_record_entity_entity_id_index" on "${schema}"."change_record" ("entity", "entity_id")`,
  `create table "${schema}"."change_detail" ("id" uuid not null, "created_at" timestamptz not null default now(), "change_record_id" uuid not null, "attribute_key" varchar(100) not null, "value" jsonb null, "previous_value" jsonb null, "status" text not null default 'pending', primary key ("id"))`,
  `create index "change_detail_change_record_id_index" on "${schema}"."change_detail" ("change_record_id")`,
  `alter table "${schema}"."change_detail" add constraint "change_detail_change_record_id_foreign" foreign key ("change_record_id") references "${schema}"."change_record" ("id") on delete cascade`,
  `alter table "${schema}"."change_detail" add constraint "change_detail_status_check" check ("status" in ('pending', 'accepted', 'declined'))`,
];
