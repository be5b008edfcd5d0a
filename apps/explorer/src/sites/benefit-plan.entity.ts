import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped } from '@onboard/server-kit';
import { ExplorerSite } from './explorer-site.entity.js';

/**
 * A plan the site shows (spec §3 Benefit plan; decision 159). The fields every plan has are columns; the
 * benefit type's own fields (medical deductibles and maximums, dental percentages and orthodontics, vision
 * allowances, FSA rollover, prices) are kept together in `details`, by the names of the contract.
 */
@ClientScoped('clientId')
@Entity({ tableName: 'explorer_benefit_plan' })
export class BenefitPlan {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ExplorerSite, { deleteRule: 'cascade', index: true })
  site!: ExplorerSite;

  /** The site's client, on the row itself so the client scope reaches it (decision 228). */
  @Property({ type: 'uuid', index: true })
  clientId!: string;

  /** Order on the site (the form's order). */
  @Property()
  position!: number;

  @Property({ type: 'integer', nullable: true })
  carrierId?: number | null;

  @Property({ length: 40 })
  benefitType!: string;

  @Property({ length: 40, nullable: true })
  planType?: string | null;

  @Property({ length: 20, nullable: true })
  benefitLevel?: string | null;

  @Property({ length: 255, nullable: true })
  planName?: string | null;

  @Property({ length: 255, nullable: true })
  legalEntity?: string | null;

  @Property({ type: 'json' })
  contentFlags: string[] & Opt = [];

  @Property({ type: 'uuid', nullable: true })
  planSummaryDocumentId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  spanishPlanSummaryDocumentId?: string | null;

  @Property({ default: false })
  isNew: boolean & Opt = false;

  /** Every other field of the plan (type-specific), by its contract name. */
  @Property({ type: 'json' })
  details: Record<string, unknown> & Opt = {};
}
