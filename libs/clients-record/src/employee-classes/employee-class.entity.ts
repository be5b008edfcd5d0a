import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EMPLOYMENT_TYPES } from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** An employee class of the class builder (spec §3 EmployeeClass; its plans come with their own issue step). */
@Tracked({ metadata: (c: EmployeeClass) => ({ clientId: c.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'employee_class' })
export class EmployeeClass {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property({ length: 100 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: () => EMPLOYMENT_TYPES })
  employmentType!: (typeof EMPLOYMENT_TYPES)[number];

  @Property({ type: 'smallint', nullable: true })
  minimumHoursPerWeek?: number | null;

  /** The QPS classes it maps to (filled by the QPS import). */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  qpsClasses: string[] & Opt = [];

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
