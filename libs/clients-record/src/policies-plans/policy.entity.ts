import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  PHASES,
  type Phase,
  EIF_POLICY_FIELDS,
  type EifPolicyAnswers,
  type QpsEvent,
} from '@onboard/contracts';
import { addEifColumns } from '../eif-columns.js';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** Changes are recorded (decision 040), with the client they belong to for the EIF's review. */
@Tracked({ metadata: (p: Policy) => ({ clientId: p.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'policy' })
// An import from QPS finds a policy by its number: one per client (numbers may be null).
@Unique({ properties: ['client', 'policyNumber'] })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Policy {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property()
  primaryPolicy: boolean & Opt = false;

  @Index()
  @Enum({ items: () => PHASES })
  phaseId!: Phase;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  slfCoverages: string[] & Opt = [];

  @Property({ type: 'date', nullable: true })
  policyEffective?: string | null;

  @Property({ length: 2, nullable: true })
  issuedStateSitus?: string | null;

  @Property({ type: 'date', nullable: true })
  infoGatheringDeadline?: string | null;

  @Property({ type: 'date', nullable: true })
  enrollmentCensusDeadline?: string | null;

  @Property({ type: 'date', nullable: true })
  liveStatusDate?: string | null;

  /** The policy's number in QPS: what an import from QPS matches policies by (decision 147). */
  @Property({ length: 30, nullable: true })
  policyNumber?: string | null;

  /** When the client's plan design was last pushed to QPS (Compass) successfully (spec §3). */
  @Property({ type: 'datetime', nullable: true })
  pushedToCompassAt?: Date | null;

  /** What happened with QPS for this policy, oldest first (spec §3 qpsEvents; one entry per push job). */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  qpsEvents: QpsEvent[] & Opt = [];
}

/** The EIF's answers held on the policy (spec §3), one nullable column each (decision 090). */
addEifColumns(Policy, EIF_POLICY_FIELDS);
// The answers' columns are added by addEifColumns above, so only an interface can declare them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface Policy extends EifPolicyAnswers {}
