import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  IMPLEMENTATION_TYPES,
  type ImplementationType,
  EIF_CLIENT_FIELDS,
  type EifClientAnswers,
  type EnrollmentNeed,
  type OwnerEmailsSentAt,
} from '@onboard/contracts';
import { addEifColumns } from '../eif-columns.js';
import { ClientScoped, TimestampedEntity, Tracked } from '@onboard/server-kit';

/**
 * Client core (spec §3). The platform issue lays down what the demo data needs; the client issue adds the
 * remaining fields through migrations of its own. The lists sort by name as people read it: an index on
 * lower(name) lets a page be cut without a sort. Changes are recorded (decision 040), with the client they
 * belong to for the EIF's review.
 */
@Index({
  name: 'client_name_lower_index',
  expression: 'create index "client_name_lower_index" on "clients"."client" (lower("name"), "id")',
})
// Step-viewed flags are no answer: the flags keep their own times, the audit trail is not flooded with views.
@Tracked({ metadata: (c: Client) => ({ clientId: c.id }), exclude: ['stepsViewed', 'ownerEmailsSentAt'] })
@ClientScoped('id')
@Entity({ tableName: 'client' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Client extends TimestampedEntity {
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

  /** When and by whom the EIF was signed (spec §3 signing fields); the outside signer's name when signed outside. */
  @Property({ type: 'datetime', nullable: true })
  eifSignedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  eifSignedBy?: string | null;

  @Property({ length: 255, nullable: true })
  eifOutsideSignedBy?: string | null;

  /** The outside signer staff named (spec §3 outsideSigner; decision 108): signs through an e-mailed link. */
  @Property({ length: 100, nullable: true })
  outsideSignerFirstName?: string | null;

  @Property({ length: 100, nullable: true })
  outsideSignerLastName?: string | null;

  @Property({ length: 191, nullable: true })
  outsideSignerEmail?: string | null;

  /**
   * The review of changes made after signing (spec §3 change-review fields, §4; decision 106): each
   * decision with its time and who made it (a user id, or the outside signer's e-mail).
   */
  @Property({ type: 'datetime', nullable: true })
  deifChangesAcceptedAt?: Date | null;

  @Property({ length: 255, nullable: true })
  deifChangesAcceptedBy?: string | null;

  @Property({ type: 'datetime', nullable: true })
  deifChangesDeclinedAt?: Date | null;

  @Property({ length: 255, nullable: true })
  deifChangesDeclinedBy?: string | null;

  @Property({ type: 'text', nullable: true })
  deifChangesDeclinedReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  deifChangesReadyForReviewAt?: Date | null;

  @Property({ length: 255, nullable: true })
  deifChangesReadyForReviewBy?: string | null;

  @Property({ type: 'datetime', nullable: true })
  deifChangesUndoneAt?: Date | null;

  @Property({ length: 255, nullable: true })
  deifChangesUndoneBy?: string | null;

  /** The broker, not the ben admin, signs the EIF (spec §6). */
  @Property({ default: false })
  brokerAsAuthorizedSigner: boolean & Opt = false;

  /** Staff settings the EIF's sub-steps depend on (spec §4: malpractice, age rules). */
  @Property({ default: false })
  healthcareProfessionalsSegment: boolean & Opt = false;

  @Property({ default: false })
  ageRules: boolean & Opt = false;

  /** The client's open enrollment: its first and last days (calendar dates; decision 128). */
  @Property({ type: 'date', nullable: true })
  enrollmentStartDate?: string | null;

  @Property({ type: 'date', nullable: true })
  enrollmentEndDate?: string | null;

  /** What the client needs for its enrollment (ENROLLMENT_NEEDS), and the text of OTHER. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  enrollmentNeeds: EnrollmentNeed[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  enrollmentNeedsOther?: string | null;

  /**
   * When each owner-triggered e-mail (OWNER_EMAIL_KINDS) was last sent to the client, ISO times (spec §3
   * e-mail-sent dates; decision 141). Not tracked: a record of sending, no answer.
   */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  ownerEmailsSentAt: OwnerEmailsSentAt & Opt = {};

  /** The phase-change status flag (spec §6; decision 142): phase-change e-mails may go out for this client. */
  @Property({ default: true })
  phaseChangeEmailsEnabled: boolean & Opt = true;

  /** Step-viewed flags: a step or section key → when a client user first opened it (ISO time). */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  stepsViewed: Record<string, string> & Opt = {};
}

/** The EIF's answers held on the client (spec §3), one nullable column each (decision 090). */
addEifColumns(Client, EIF_CLIENT_FIELDS);
// The answers' columns are added by addEifColumns above, so only an interface can declare them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface Client extends EifClientAnswers {}
