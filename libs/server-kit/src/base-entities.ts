import type { Opt } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';

/**
 * Timestamp columns every service writes the same way, declared once. An entity extends the narrowest base
 * matching its table (these are not tables of their own: no `@Entity`, so MikroORM folds their properties
 * into each subclass). The column definitions are exactly those the existing migrations created
 * (`timestamptz not null default now()`, `deleted_at timestamptz null`), so moving an entity onto a base
 * changes no schema.
 */
export abstract class CreatedAtEntity {
  /** Set in the process on create; the database default covers rows written by SQL (seeds, migrations). */
  @Property({ defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

/** createdAt plus updatedAt, which MikroORM moves forward whenever a flush changes the row. */
export abstract class TimestampedEntity extends CreatedAtEntity {
  @Property({ defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** Timestamped, and removed by setting deletedAt (the row stays; queries filter `deletedAt: null`). */
export abstract class SoftDeletableEntity extends TimestampedEntity {
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}
