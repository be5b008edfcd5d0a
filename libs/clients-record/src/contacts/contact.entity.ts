import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  CONTACT_TYPES,
  LOCATION_MANAGEMENT_TYPES,
  type ContactType,
  type LocationManagementType,
} from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Location } from '../locations/location.entity.js';
import { Policy } from '../policies-plans/policy.entity.js';

/**
 * A contact of the EIF (spec §3 Contact): plan administrators with their access flags and location scope,
 * data-feed and TPA contacts, payees. Changes are recorded (decision 040), with the client they belong to for
 * the EIF's review.
 */
@Tracked({ metadata: (c: Contact) => ({ clientId: c.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'contact' })
export class Contact {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ length: 191 })
  email!: string;

  @Enum({ items: () => CONTACT_TYPES })
  type!: ContactType;

  @Property({ length: 100, nullable: true })
  title?: string | null;

  @Property({ length: 30, nullable: true })
  phoneNumber?: string | null;

  @Property({ length: 30, nullable: true })
  faxNumber?: string | null;

  @Property({ length: 255, nullable: true })
  address1?: string | null;

  @Property({ length: 255, nullable: true })
  address2?: string | null;

  @Property({ length: 100, nullable: true })
  city?: string | null;

  @Property({ length: 2, nullable: true })
  state?: string | null;

  @Property({ length: 10, nullable: true })
  zipCode?: string | null;

  /** The policy the contact is for (data-feed and TPA contacts), if any. */
  @ManyToOne(() => Policy, { nullable: true, deleteRule: 'set null', index: true })
  policy?: Policy | null;

  /** The contact's own location, if any. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'set null', index: true })
  location?: Location | null;

  /** ALL locations, or LIMITED to its ContactLocation rows. */
  @Enum({ items: () => LOCATION_MANAGEMENT_TYPES, default: 'ALL' })
  locationManagementType: LocationManagementType & Opt = 'ALL';

  /** The policies the contact has access for. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  accessesForPolicyIds: string[] & Opt = [];

  @Property({ default: false })
  claimsAccess: boolean & Opt = false;

  @Property({ default: false })
  billingAccess: boolean & Opt = false;

  @Property({ default: false })
  paymentsAccess: boolean & Opt = false;

  /** Policy documents. */
  @Property({ default: false })
  documentsAccess: boolean & Opt = false;

  /** Manage employees. */
  @Property({ default: false })
  memberChangesAccess: boolean & Opt = false;

  @Property({ length: 255, nullable: true })
  tpaFirmName?: string | null;
}
