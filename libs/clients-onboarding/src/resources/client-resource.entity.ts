import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  RESOURCE_AUDIENCES,
  RESOURCE_KINDS,
  type ResourceAudience,
  type ResourceKind,
} from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '@onboard/clients-record';

/**
 * A resource staff attach for a client (issue 12 item 4, decision 127): a link (https) or a document of the
 * documents service (only its id and title are kept here: each service owns its tables), for the
 * enrollment-resources task (productTaskId null) or one product task, for the employer or the employees.
 * Changes are recorded (decision 040).
 */
@Tracked({ metadata: (r: ClientResource) => ({ clientId: r.client.id }) })
@ClientScoped('client')
@Index({ properties: ['client', 'productTaskId'] })
@Entity({ tableName: 'client_resource' })
export class ClientResource {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  /** The product task (`dental` …) it is for; null: the enrollment-resources task (general). */
  @Property({ length: 60, nullable: true })
  productTaskId?: string | null;

  @Enum({ items: () => RESOURCE_KINDS })
  kind!: ResourceKind;

  @Property({ length: 200 })
  title!: string;

  /** The title in Spanish, shown on Spanish pages when given (decision 210); null: the title everywhere. */
  @Property({ length: 200, nullable: true })
  titleEs?: string | null;

  /** A link's https address. */
  @Property({ length: 2000, nullable: true })
  url?: string | null;

  /** A document's id in the documents service. */
  @Property({ type: 'uuid', nullable: true })
  documentId?: string | null;

  @Enum({ items: () => RESOURCE_AUDIENCES })
  audience!: ResourceAudience;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** The staff user who attached it. */
  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}

/**
 * Who has opened a resource, and when first (one row per resource and user; calling again changes nothing).
 * Not change-recorded: reading is no change to the client's answers.
 */
@ClientScoped('client')
@Unique({ properties: ['resource', 'userId'] })
@Entity({ tableName: 'client_resource_seen' })
export class ClientResourceSeen {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => ClientResource, { deleteRule: 'cascade' })
  resource!: ClientResource;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime' })
  seenAt: Date & Opt = new Date();

  /** Marked by one of the client's own users (ben admin, broker), not staff: only those move the task. */
  @Property({ default: false })
  byClientUser: boolean & Opt = false;
}
