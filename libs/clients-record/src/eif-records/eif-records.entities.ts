import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { COMPENSATION_TYPES } from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Contact } from '../contacts/contact.entity.js';
import { Location } from '../locations/location.entity.js';

/** A subsidiary or affiliate covered under the policy (spec §3 Subsidiary, with its location; decision 097). */
@Tracked({ metadata: (s: Subsidiary) => ({ clientId: s.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'subsidiary' })
export class Subsidiary {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property({ length: 255 })
  name!: string;

  @Property({ length: 20, nullable: true })
  taxId?: string | null;

  @Property({ type: 'integer', nullable: true })
  employeesNumber?: number | null;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'set null', index: true })
  location?: Location | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

/** Where the client's monthly claims reports go (spec §3 MonthlyClaimsReportMailingLocation): one per client. */
@Tracked({ metadata: (m: MonthlyClaimsReportMailingLocation) => ({ clientId: m.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'monthly_claims_report_mailing_location' })
export class MonthlyClaimsReportMailingLocation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => Client, { deleteRule: 'cascade', owner: true, unique: true })
  client!: Client;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'set null', index: true })
  location?: Location | null;

  @ManyToOne(() => Contact, { nullable: true, deleteRule: 'set null', index: true })
  sendMonthlyClaimsReportsToContact?: Contact | null;
}

/** Pay beyond base earnings and whether it counts toward covered earnings (spec §3 additional compensations). */
@Tracked({ metadata: (a: AdditionalCompensation) => ({ clientId: a.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'additional_compensation' })
export class AdditionalCompensation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Enum({ items: () => COMPENSATION_TYPES })
  type!: (typeof COMPENSATION_TYPES)[number];

  @Property({ length: 255, nullable: true })
  description?: string | null;

  @Property()
  includedInEarnings!: boolean;
}
