import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { SpdKind } from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client, Policy } from '@onboard/clients-record';

/**
 * The client's acknowledgement that it received a policy's summary plan description and distributes it
 * (issue 12 item 6, decision 130): one row per policy and kind, written once. Changes are recorded (the audit
 * trail shows who acknowledged).
 */
@Tracked({ metadata: (a: SpdAcknowledgement) => ({ clientId: a.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'spd_acknowledgement' })
@Unique({ properties: ['policy', 'kind'] })
export class SpdAcknowledgement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => Policy, { deleteRule: 'cascade' })
  policy!: Policy;

  /** pfml-spd or sunadvisor-spd (the task's id). */
  @Property({ type: 'string', length: 30 })
  kind!: SpdKind;

  @Property({ type: 'datetime' })
  acknowledgedAt!: Date;

  /** The user's id, and their name as it was when they acknowledged. */
  @Property({ type: 'string', length: 64 })
  acknowledgedBy!: string;

  @Property({ type: 'string', length: 255 })
  acknowledgedByName!: string;
}
