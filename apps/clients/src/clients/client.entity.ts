import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  BENEFIT_TYPES,
  CONTACT_TYPES,
  IMPLEMENTATION_TYPES,
  PHASES,
  TASK_STATUSES,
  type BenefitType,
  type ContactType,
  type ImplementationType,
  type Phase,
  type TaskStatus,
} from '@onboard/contracts';
import { ClientScoped } from '@onboard/server-kit';

/**
 * Client core (spec §3). The platform issue lays down what the demo data needs; the client issue adds the
 * remaining fields through migrations of its own.
 */
/** The lists sort by name as people read it: an index on lower(name) lets a page be cut without a sort. */
@Index({
  name: 'client_name_lower_index',
  expression: 'create index "client_name_lower_index" on "clients"."client" (lower("name"), "id")',
})
@ClientScoped('id')
@Entity({ tableName: 'client' })
export class Client {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ length: 255 })
  name!: string;

  @Property({ length: 50, nullable: true })
  caseId?: string | null;

  @Property({ length: 50, nullable: true })
  ticketId?: string | null;

  @Property({ length: 30, nullable: true })
  releaseStatus?: string | null;

  @Enum({ items: () => IMPLEMENTATION_TYPES })
  implementationType: ImplementationType & Opt = 'NEW_IMPLEMENTATION';

  @Property()
  isActive: boolean & Opt = true;

  @Property()
  isTest: boolean & Opt = false;

  @Property()
  isArchived: boolean & Opt = false;

  @Property()
  isOnboard: boolean & Opt = true;

  @Property()
  isBenefitsExplorer: boolean & Opt = false;

  @Property({ type: 'datetime', nullable: true })
  completedSetupAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  employeesNumber?: number | null;

  @Property({ length: 20, nullable: true })
  taxId?: string | null;

  @Property({ length: 100, nullable: true })
  icFirstName?: string | null;

  @Property({ length: 100, nullable: true })
  icLastName?: string | null;

  @Property({ length: 191, nullable: true })
  icEmail?: string | null;

  @Property({ length: 30, nullable: true })
  icPhoneNumber?: string | null;

  /** The client this one was merged into (base-client merge). */
  @Property({ type: 'uuid', nullable: true })
  baseClientId?: string | null;

  @Property()
  isRiskRejected: boolean & Opt = false;

  /** The employee-benefits representative (sales) who brought the client. */
  @Index()
  @Property({ length: 191, nullable: true })
  ebrEmail?: string | null;

  @Property({ type: 'datetime', nullable: true })
  liveReleaseStatusAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  jiraUpdatedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  welcomeFlowCompletedAt?: Date | null;

  /** Answers given in the welcome flow, kept as the flow saves them. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  welcomeFlow: Record<string, unknown> & Opt = {};

  /** Per-client feature toggles (name → on/off) layered over the global ones. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  featureToggles: Record<string, boolean> & Opt = {};

  @Property({ defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** One internal setup step done for a client (spec §4, the twelve steps). */
@ClientScoped('client')
@Entity({ tableName: 'client_setup_step' })
export class ClientSetupStep {
  @ManyToOne(() => Client, { primary: true, deleteRule: 'cascade' })
  client!: Client;

  @PrimaryKey({ length: 50 })
  stepId!: string;

  @Property({ type: 'datetime' })
  completedAt!: Date;

  @Property({ type: 'uuid', nullable: true })
  completedBy?: string | null;
}

/** A problem found with a client's data (QPS import, sync), filterable in the internal list. */
@ClientScoped('client')
@Entity({ tableName: 'client_error' })
export class ClientError {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Index()
  @Property({ length: 50 })
  type!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

@ClientScoped('client')
@Entity({ tableName: 'policy' })
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
}

@ClientScoped('client')
@Entity({ tableName: 'plan' })
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
}

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
}

/** A client's location (spec §3 Location): offices, subsidiaries' sites, mailing addresses. */
@ClientScoped('client')
@Entity({ tableName: 'location' })
export class Location {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property({ length: 255 })
  name!: string;

  @Property({ length: 255 })
  address1!: string;

  @Property({ length: 255, nullable: true })
  address2?: string | null;

  @Property({ length: 100 })
  city!: string;

  @Property({ length: 2 })
  state!: string;

  @Property({ length: 10 })
  zipCode!: string;

  /** SUBSIDIARY for a subsidiary's location; null for the client's own. */
  @Property({ length: 30, nullable: true })
  locationType?: string | null;
}

@ClientScoped('client')
@Entity({ tableName: 'task' })
export class Task {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => Policy, { nullable: true, deleteRule: 'cascade', index: true })
  policy?: Policy | null;

  /** The spec's task id (e.g. eif-submit-company-information). */
  @Property({ length: 100 })
  taskId!: string;

  @Enum({ items: () => TASK_STATUSES })
  status!: TaskStatus;

  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;

  @Property({ type: 'datetime', nullable: true })
  statusUpdatedAt?: Date | null;
}

@Entity({ tableName: 'ben_admin_platform' })
export class BenAdminPlatform {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 100, unique: true })
  name!: string;
}

export const CLIENT_ENTITIES = [
  Client,
  ClientSetupStep,
  ClientError,
  Policy,
  Plan,
  Contact,
  Location,
  Task,
  BenAdminPlatform,
];
