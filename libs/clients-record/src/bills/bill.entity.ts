import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Contact } from '../contacts/contact.entity.js';
import { Location } from '../locations/location.entity.js';
import { Policy } from '../policies-plans/policy.entity.js';

/**
 * A bill of the EIF's billing preferences (spec §3 Bill): which coverages of a policy it is for, its location
 * and contact, grouped by location or not. Removed softly (deletedAt). Changes are recorded (decision 040),
 * with the client they belong to for the EIF's review.
 */
@Tracked({ metadata: (b: Bill) => ({ clientId: b.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'bill' })
export class Bill {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => Policy, { deleteRule: 'cascade', index: true })
  policy!: Policy;

  /** A reimbursement bill. */
  @Property({ default: false })
  reimbursement: boolean & Opt = false;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'set null', index: true })
  location?: Location | null;

  @ManyToOne(() => Contact, { nullable: true, deleteRule: 'set null', index: true })
  contact?: Contact | null;

  @Property({ default: false })
  hasDifferentMailingAddress: boolean & Opt = false;

  /** Coverages of its policy (display names). */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  slfCoverages: string[] & Opt = [];

  /** Grouped by location (the spec's groupedByLocations): its BillLocation rows. */
  @Property({ default: false })
  billGroupedByLocation: boolean & Opt = false;

  @Property({ length: 100, nullable: true })
  category?: string | null;

  /** When it was added: the list's order. */
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** Set when removed; a removed bill is not listed. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}
