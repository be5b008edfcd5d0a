import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LANGUAGES,
  PROCESS_STATUSES,
  ROLES,
  type DocumentCategory,
  type ProcessStatus,
  type Role,
} from '@onboard/contracts';
import { ClientScoped, SoftDeletableEntity } from '@onboard/server-kit';

/**
 * A client's document (spec §3 Document; decision 116): its metadata here, its contents in the file storage
 * under `storageKey`. The client lives in the clients service, so `clientId` is a plain id (no foreign key
 * across schemas). Deleting sets deletedAt and removes the contents.
 */
@ClientScoped('clientId')
@Entity({ tableName: 'document' })
@Index({ properties: ['clientId', 'category', 'updatedAt'] })
export class Document extends SoftDeletableEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'uuid', nullable: true })
  policyId?: string | null;

  @Enum({ items: () => DOCUMENT_CATEGORIES })
  category!: DocumentCategory;

  /** The name shown and given to downloads, made safe (decision 111). */
  @Property({ length: 200 })
  fileName!: string;

  /** Decided from the contents when it was uploaded, never from the name or the browser. */
  @Property({ length: 100 })
  contentType!: string;

  @Property({ type: 'bigint' })
  size!: number;

  @Property({ length: 64 })
  sha256!: string;

  @Property({ length: 300 })
  storageKey!: string;

  @Enum({ items: () => DOCUMENT_LANGUAGES, nullable: true })
  language?: (typeof DOCUMENT_LANGUAGES)[number] | null;

  @Enum({ items: () => PROCESS_STATUSES, default: 'UPLOADED' })
  processStatus: ProcessStatus & Opt = 'UPLOADED';

  /** A video kept by the video host (spec §7 vidyard), whose id this is. */
  @Property({ length: 100, nullable: true })
  vidyardId?: string | null;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'uuid', nullable: true })
  updatedBy?: string | null;

  @Enum({ items: () => ROLES, nullable: true })
  updatedByRole?: Role | null;
}
