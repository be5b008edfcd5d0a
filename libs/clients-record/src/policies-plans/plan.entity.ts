import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BENEFIT_TYPES, type BenefitType, EIF_PLAN_FIELDS, type EifPlanAnswers } from '@onboard/contracts';
import { addEifColumns } from '../eif-columns.js';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** Changes are recorded (decision 040), with the client they belong to for the EIF's review. */
@Tracked({ metadata: (p: Plan) => ({ clientId: p.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'plan' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Plan {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Enum({ items: () => BENEFIT_TYPES })
  benefitType!: BenefitType;

  @Property({ length: 50, nullable: true })
  planType?: string | null;

  @Property({ length: 100, nullable: true })
  carrierName?: string | null;

  /** The QPS classes the plan covers (spec §3 Plan.qpsClasses), filled by the import from QPS. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  qpsClasses: string[] & Opt = [];
}

/** The EIF's answers held on the plan (spec §3), one nullable column each (decision 090). */
addEifColumns(Plan, EIF_PLAN_FIELDS);
// The answers' columns are added by addEifColumns above, so only an interface can declare them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface Plan extends EifPlanAnswers {}
