import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  BENEFIT_TYPES,
  CLASS_CONTRIBUTION_TYPES,
  CLASS_WAITING_PERIODS,
  TAX_TREATMENTS,
  WAITING_PERIOD_STARTS,
  type BenefitType,
} from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Plan } from '../policies-plans/plan.entity.js';
import { EmployeeClass } from './employee-class.entity.js';

/**
 * A plan chosen for an employee class (spec §3 EmployeeClassPlan), with the class's waiting period and
 * contribution for it (decision 096). Removed with its class or its plan.
 */
// Rows are read with their class populated (the services do), so its client is known.
// `client` is its class's, not an attribute of its own: not recorded (a recreated row takes it from its class).
@Tracked({
  metadata: (p: EmployeeClassPlan) => ({ clientId: p.employeeClass.client.id }),
  exclude: ['client'],
})
@ClientScoped('client')
@Entity({ tableName: 'employee_class_plan' })
@Unique({ properties: ['employeeClass', 'plan'] })
export class EmployeeClassPlan {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => EmployeeClass, { deleteRule: 'cascade', index: true })
  employeeClass!: EmployeeClass;

  /** The class's client, kept on the row itself so the client scope reaches it (decision 228). */
  @ManyToOne(() => Client, {
    deleteRule: 'cascade',
    index: true,
    onCreate: (row: EmployeeClassPlan) => row.employeeClass.client,
  })
  client!: Client;

  @ManyToOne(() => Plan, { deleteRule: 'cascade', index: true })
  plan!: Plan;

  @Enum({ items: () => BENEFIT_TYPES })
  benefitType!: BenefitType;

  @Enum({ items: () => CLASS_WAITING_PERIODS, nullable: true })
  waitingPeriod?: (typeof CLASS_WAITING_PERIODS)[number] | null;

  @Enum({ items: () => WAITING_PERIOD_STARTS, nullable: true })
  waitingPeriodStarts?: (typeof WAITING_PERIOD_STARTS)[number] | null;

  @Enum({ items: () => CLASS_CONTRIBUTION_TYPES, nullable: true })
  contributionType?: (typeof CLASS_CONTRIBUTION_TYPES)[number] | null;

  @Property({ type: 'double', nullable: true })
  employerContributionPercentage?: number | null;

  @Enum({ items: () => TAX_TREATMENTS, nullable: true })
  taxTreatment?: (typeof TAX_TREATMENTS)[number] | null;
}
