import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

/**
 * Changes to a signed EIF and their review (spec §3 change-review fields and Change record, §4 "EIF phases
 * and change tracking", §7 change-log/deif-changes and undo-ic-edits; issue 10, decision 106).
 */

/** The status of one tracked change (spec §3 Change record changeDetails.status). */
export const CHANGE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export const CHANGE_OPERATIONS = ['create', 'update', 'delete'] as const;
export type ChangeOperation = (typeof CHANGE_OPERATIONS)[number];

/**
 * The names of the records the values hold (issue 28 item 3): a platform, contact, location, class,
 * subsidiary, plan or policy of the client by its id, so a value reads "bswift", not an id.
 */
export const referenceNamesSchema = z.record(z.string(), z.string());

/** The net change of one attribute of one record since the signing (spec §4 net-change rules). */
export const deifChangeSchema = z.object({
  entity: z.string(),
  entityId: z.string(),
  /** The record's name as its changes tell it (a location's or class's name, a contact's full name). */
  label: z.string().nullable(),
  /** What happened to the record last: created, changed or removed. */
  operation: z.enum(CHANGE_OPERATIONS),
  attributeKey: z.string(),
  previousValue: z.unknown(),
  value: z.unknown(),
  status: z.enum(CHANGE_STATUSES),
  changedAt: z.string(),
  /** The user who made the latest change of the run (null: the system). */
  changedBy: z.string().nullable(),
  /** The record was created after the latest signing or decision (spec §4). */
  newRecord: z.boolean(),
  /**
   * The record was created since the signing, and its creation is pending, accepted or declined (null: it was
   * there at the signing). A creation not accepted is not in the signed record (decision 215).
   */
  creation: z.enum(CHANGE_STATUSES).nullable(),
});
export type DeifChange = z.infer<typeof deifChangeSchema>;

const at = z.string().nullable();
const by = z.string().nullable();

/** GET change-log/deif-changes: the review state and the net changes by sub-step. */
export const deifChangesSchema = z.object({
  phase: z.enum(['pre-sign', 'post-sign-with-edit']),
  review: z.object({
    signedAt: at,
    signedBy: by,
    acceptedAt: at,
    acceptedBy: by,
    declinedAt: at,
    declinedBy: by,
    declinedReason: z.string().nullable(),
    readyForReviewAt: at,
    readyForReviewBy: by,
    undoneAt: at,
    undoneBy: by,
  }),
  /** Some sub-step shows a pending change (spec §4). */
  hasPendingChanges: z.boolean(),
  /** Staff marked the changes ready for review since the last signing or decision: the signer decides. */
  readyForReview: z.boolean(),
  requiresReview: z.boolean(),
  needsClickThrough: z.boolean(),
  /** The sub-steps holding changes (flagged "changed"), in the form's order. */
  subSteps: z.array(
    z.object({ subStepId: z.string(), pending: z.boolean(), changes: z.array(deifChangeSchema) }),
  ),
  names: referenceNamesSchema,
});
export type DeifChanges = z.infer<typeof deifChangesSchema>;

/**
 * The signer declines the changes, saying why. The reason is required, and told as "Please provide a
 * response" on body.reason, by the service once it knows the caller is the signer (anyone else hears that
 * first, as for signing).
 */
export const deifDeclineSchema = z.object({
  reason: text({ trim: true, multiLine: true }).max(2000).optional(),
});
export type DeifDecline = z.infer<typeof deifDeclineSchema>;

/** What undo-ic-edits did: how many changes of implementers it reverted. */
export const undoIcEditsSchema = z.object({ undone: z.number().int().min(0), changes: deifChangesSchema });
export type UndoIcEdits = z.infer<typeof undoIcEditsSchema>;

/**
 * The entities whose changes the clients service records (its `@Tracked()` classes, by class name), in the
 * form's order: the audit trail's entity filter offers these. Wire format: the `entity` of a change record
 * and the `entity` filter of the change log; a unit test of the clients service keeps the list equal to its
 * tracked classes.
 */
export const CHANGE_LOG_ENTITIES = [
  'Client',
  'Policy',
  'Plan',
  'Location',
  'Contact',
  'ContactLocation',
  'Bill',
  'BillLocation',
  'Subsidiary',
  'MonthlyClaimsReportMailingLocation',
  'EmployeeClass',
  'EmployeeClassPlan',
  'AdditionalCompensation',
  'Task',
  'SpdAcknowledgement',
  'ClientCall',
  // The links and documents staff attach for the client (decision 127).
  'ClientResource',
] as const;
export type ChangeLogEntity = (typeof CHANGE_LOG_ENTITIES)[number];

/**
 * The attributes each tracked entity's change records list (what the audit trail can show of it), checked
 * against the clients service's entities by its integration test: the web and the CSV label every one.
 */
export const CHANGE_LOG_ATTRIBUTES: Record<ChangeLogEntity, readonly string[]> = {
  Client: [
    'ageBandIncreaseTakeEffectWhen',
    'ageForDependentLifeBenefits',
    'ageReductionDecreaseTakeEffectWhen',
    'ageRules',
    'allBenefitsNonContributory',
    'allEmployeesActivelyAtWork',
    'baseClientId',
    'benefitsReplacedWithSlf',
    'brokerAsAuthorizedSigner',
    'caseId',
    'certificateSplitText',
    'changesForDependentLifeBenefitsUseAge',
    'changesOnlyAllowedDuringAE',
    'completedSetupAt',
    'deifChangesAcceptedAt',
    'deifChangesAcceptedBy',
    'deifChangesDeclinedAt',
    'deifChangesDeclinedBy',
    'deifChangesDeclinedReason',
    'deifChangesReadyForReviewAt',
    'deifChangesReadyForReviewBy',
    'deifChangesUndoneAt',
    'deifChangesUndoneBy',
    'domesticPartnersCovered',
    'ebrEmail',
    'eifOutsideSignedBy',
    'eifSignedAt',
    'eifSignedBy',
    'employeesNumber',
    'enrollmentEndDate',
    'enrollmentNeeds',
    'enrollmentNeedsOther',
    'enrollmentStartDate',
    'erisaAdministerOwnPlan',
    'erisaHasAgentForLegalProcess',
    'erisaHasPlan',
    'erisaIsLegalAgentSameAsAdmin',
    'erisaLegalAgentCity',
    'erisaLegalAgentName',
    'erisaLegalAgentState',
    'erisaLegalAgentStreet',
    'erisaLegalAgentZip',
    'erisaPlanAdminCity',
    'erisaPlanAdminName',
    'erisaPlanAdminState',
    'erisaPlanAdminStreet',
    'erisaPlanAdminZip',
    'erisaPlanNumber',
    'erisaPlanNumberOther',
    'erisaPlanType',
    'erisaPlanTypeOther',
    'erisaPlanYearEndDateMMDD',
    'erisaPrefersPlanDetails',
    'featureToggles',
    'fliCoversAllEmployees',
    'fliExcludedGroups',
    'hasCertificateSplit',
    'hasPreviousCoverageWithSlf',
    'hasSection125Accident',
    'hasSection125CriticalIllness',
    'hasSection125DHMO',
    'hasSection125Dental',
    'hasSection125Plan',
    'hasSection125Vision',
    'hasSubsidiary',
    'healthcareProfessionalsSegment',
    'icEmail',
    'icFirstName',
    'icLastName',
    'icPhoneNumber',
    'implementationType',
    'isActive',
    'isArchived',
    'isBenefitsExplorer',
    'isOnboard',
    'isRiskRejected',
    'isTest',
    'jiraUpdatedAt',
    'liveReleaseStatusAt',
    'mainPolicyHolderEEStates',
    'mainPolicyHolderEEsInNYNJOrHI',
    'malpracticeReimbursementPayableTo',
    'malpracticeReimbursementRider',
    'name',
    'needsEmployeeClasses',
    'otherCoverageChangesTakeEffectWhen',
    'outsideSignerEmail',
    'outsideSignerFirstName',
    'outsideSignerLastName',
    'pfmlFixedYearMMDD',
    'pfmlLeaveYearMethod',
    'phaseChangeEmailsEnabled',
    'policyAnniversaryMonth',
    'previousPolicies',
    'reHireProvisionExists',
    'rehireProvision',
    'releaseStatus',
    'subsidiaryEEsInNYNJOrHI',
    'taxId',
    'ticketId',
    'unionMembersCovered',
    'valueAddedServicesOptions',
    'waitingPeriodOtherCounts',
    'waitingPeriodOtherCountsText',
    'waitingPeriodPartTimeCounts',
    'waitingPeriodTimeSpentCounts',
    'waitingPeriodWaived',
    'welcomeFlow',
    'welcomeFlowCompletedAt',
    'whenDecreasesInsuranceTakeEffect',
    'whenDoAEPTakeEffect',
    'whenDoAEPTakeEffectOther',
    'whenDoChangesToBenefitsTakeEffect',
    'whenDoYouAdministerYourAEPEnd',
    'whenDoYouAdministerYourAEPStart',
  ],
  Policy: [
    'advanceOrArrears',
    'benAdminPlatformId',
    'benAdminPlatformOtherName',
    'billPayrollCycles',
    'billPayrollCyclesExplanation',
    'billPayrollCyclesOther',
    'billSplitType',
    'billingAdministrationType',
    'billingStructureType',
    'billingSummaryStatementType',
    'client',
    'dentalRolloverPriorCarrierAccumulators',
    'eapIsBlendedWith',
    'enrollmentCensusDeadline',
    'hasBenAdminPlatform',
    'hasDataFeeds',
    'hasDentalRollover',
    'infoGatheringDeadline',
    'issuedStateSitus',
    'liveStatusDate',
    'phaseId',
    'policyEffective',
    'policyNumber',
    'primaryPolicy',
    'pushedToCompassAt',
    'qpsEvents',
    'slfCoverages',
    'whoSubmitsClaims',
  ],
  Plan: [
    'allowPFMLAndSTDConcurrently',
    'benefitType',
    'carrierName',
    'claimsCheckPayee',
    'client',
    'payeeListedOnTheCheckContact',
    'pfmlEmployeePremiumPayments',
    'pfmlEmployerContributionPercentage',
    'pfmlMinimumIntermittentLeave',
    'pfmlOption',
    'pfmlPremiumContributionType',
    'pfmlThreeYearLookBackPercent',
    'planAdminPayeeContactId',
    'planType',
    'qpsClasses',
    'salaryBased',
    'sendClaimsCheckTo',
    'someoneElsePayeeContactId',
    'terminationDate',
  ],
  Location: ['address1', 'address2', 'city', 'client', 'locationType', 'name', 'state', 'zipCode'],
  Contact: [
    'accessesForPolicyIds',
    'address1',
    'address2',
    'billingAccess',
    'city',
    'claimsAccess',
    'client',
    'documentsAccess',
    'email',
    'faxNumber',
    'firstName',
    'lastName',
    'location',
    'locationManagementType',
    'memberChangesAccess',
    'paymentsAccess',
    'phoneNumber',
    'policy',
    'state',
    'title',
    'tpaFirmName',
    'type',
    'zipCode',
  ],
  ContactLocation: ['client', 'contact', 'location'],
  Bill: [
    'billGroupedByLocation',
    'category',
    'client',
    'contact',
    'deletedAt',
    'hasDifferentMailingAddress',
    'location',
    'policy',
    'reimbursement',
    'slfCoverages',
  ],
  BillLocation: ['bill', 'category', 'client', 'location'],
  Subsidiary: ['client', 'employeesNumber', 'location', 'name', 'taxId'],
  MonthlyClaimsReportMailingLocation: ['client', 'location', 'sendMonthlyClaimsReportsToContact'],
  EmployeeClass: ['client', 'description', 'employmentType', 'minimumHoursPerWeek', 'name', 'qpsClasses'],
  EmployeeClassPlan: [
    'benefitType',
    'contributionType',
    'employeeClass',
    'employerContributionPercentage',
    'plan',
    'taxTreatment',
    'waitingPeriod',
    'waitingPeriodStarts',
  ],
  AdditionalCompensation: ['client', 'description', 'includedInEarnings', 'type'],
  Task: ['client', 'dueDate', 'nigoReasons', 'policy', 'status', 'statusUpdatedAt', 'taskId'],
  SpdAcknowledgement: ['acknowledgedAt', 'acknowledgedBy', 'acknowledgedByName', 'client', 'kind', 'policy'],
  ClientCall: [
    'callType',
    'chosenTopics',
    'client',
    'contactIds',
    'extraInvitees',
    'meetingDetails',
    'options',
    'outcomeNotes',
    'recordingLink',
    'requestedTime',
    'scheduledAt',
    'selectedAt',
    'selectedBy',
    'selectedOptionId',
    'status',
    'topics',
    'updatedBy',
  ],
  ClientResource: [
    'audience',
    'client',
    'createdBy',
    'documentId',
    'kind',
    'productTaskId',
    'title',
    'titleEs',
    'url',
  ],
};

/**
 * Tracked entities that are not answers of the EIF (a task's status, issue 12): the audit trail shows their
 * changes, the review of a signed EIF's changes leaves them out (they are not the signer's to accept).
 */
export const NOT_EIF_CHANGE_ENTITIES: readonly ChangeLogEntity[] = [
  'Task',
  'SpdAcknowledgement',
  'ClientCall',
];

/**
 * The audit trail (issue 10 item 5): every change record of a client's tracked entities, newest first, paged
 * by a keyset cursor (the last record's time and id), filtered by entity, person and dates.
 */
const instant = text({ trim: true })
  .max(40)
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    {
      error: msg('date'),
    },
  );

export const changeLogQuerySchema = z.object({
  entity: text().max(100).optional(),
  userId: z.string().uuid().optional(),
  /** From this instant on (ISO), and before that one. */
  from: instant.optional(),
  to: instant.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The `next` of the previous page. */
  after: text().max(200).optional(),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;

export const changeLogEntrySchema = z.object({
  id: z.string(),
  entity: z.string(),
  entityId: z.string(),
  operation: z.enum(CHANGE_OPERATIONS),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  role: z.string().nullable(),
  /** Made by the outside signer through their link (no account): who they are (issue 28 item 4). */
  outsideSigner: z.object({ name: z.string(), email: z.string() }).nullable(),
  details: z.array(
    z.object({
      attributeKey: z.string(),
      previousValue: z.unknown(),
      value: z.unknown(),
      status: z.enum(CHANGE_STATUSES),
    }),
  ),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

export const changeLogPageSchema = z.object({
  items: z.array(changeLogEntrySchema),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
  names: referenceNamesSchema,
  /** Everyone who made a change to the client's records (for the person filter), with their role then. */
  authors: z.array(z.object({ id: z.string(), role: z.string().nullable() })),
});
export type ChangeLogPage = z.infer<typeof changeLogPageSchema>;

/** The CSV export: the same filters, no paging. */
export const changeLogCsvQuerySchema = changeLogQuerySchema.omit({ limit: true, after: true });
