// No zod here: screens read these tables to build their fields; eif-answers.ts derives the schemas.
import { BENEFIT_TYPES } from './enums.js';

/**
 * The EIF's answers (spec §3 "EIF answers held on the client", Policy and Plan fields) as one table per record:
 * what kind of value each answer takes. The clients service makes a column of each (EIF_*_FIELDS → MikroORM
 * properties), eif-answers.ts derives the zod schema of each, and the web's sub-steps draw their fields from
 * them, so a new answer is one line here (decision 090).
 */

/** Spec §9: waiting periods and rehire durations. */
export const DURATIONS = [
  'MONTHS_1',
  'MONTHS_2',
  'MONTHS_3',
  'MONTHS_4',
  'MONTHS_6',
  'MONTHS_9',
  'MONTHS_12',
  'MONTHS_18',
  'MONTHS_24',
  'MONTHS_36',
  'MONTHS_60',
  'DAYS_30',
  'DAYS_45',
  'DAYS_60',
  'DAYS_90',
  'DAYS_120',
] as const;
/**
 * The order to list durations in: shortest first, days and months together (30 days, 1 month, 45 days …),
 * a month counted as 30 days and a tie listing the days first. Values that are not durations (NONE) keep
 * their place ahead of them. Only the order shown: DURATIONS itself is wire and column format.
 */
export function inDurationOrder<T extends string>(values: readonly T[]): T[] {
  const days = (value: string): number => {
    const match = /^(MONTHS|DAYS)_(\d+)$/.exec(value);
    if (!match) return -1;
    return Number(match[2]) * (match[1] === 'MONTHS' ? 30 : 1) + (match[1] === 'MONTHS' ? 0.5 : 0);
  };
  return [...values].sort((a, b) => days(a) - days(b));
}

/** Spec §9 effective timings. */
export const EFFECTIVE_TIMINGS = [
  'IMMEDIATELY',
  'FIRST_OF_THE_FOLLOWING_MONTH',
  'ANNUALLY_ON_POLICY_ANNIVERSARY',
  'NOT_APPLICABLE',
] as const;
/** When annual-enrollment elections take effect: an effective timing, or another rule written out. */
export const AEP_EFFECTIVE_TIMINGS = [...EFFECTIVE_TIMINGS, 'OTHER'] as const;
/** Spec §9 age basis: spouse or employee age. */
export const AGE_BASES = ['SPOUSE_AGE', 'EMPLOYEE_AGE'] as const;
/** Spec §9 termination: date of termination or end of month. */
export const TERMINATION_TIMINGS = ['DATE_OF_TERMINATION', 'END_OF_MONTH'] as const;
/** Spec §9 leave-year methods. */
export const LEAVE_YEAR_METHODS = [
  'ROLLING_BACKWARD',
  'MEASURED_FORWARD',
  'CALENDAR_YEAR',
  'FIXED_YEAR',
] as const;
/** Spec §9 PFML options. */
export const PFML_OPTIONS = ['ADVICE_ONLY', 'ADVICE_WITH_BENEFIT_CALC', 'ADVICE_PLUS'] as const;
/** Spec §9 PFML contribution types. */
export const PFML_CONTRIBUTION_TYPES = ['FULLY_EMPLOYER_PAID', 'GROSS_UP', 'SHARED'] as const;
/** Spec §9 minimum intermittent leave. */
export const INTERMITTENT_LEAVE_MINIMUMS = ['ONE_HOUR', 'FOUR_HOURS', 'ONE_WORK_DAY'] as const;
/** Spec §9 tax treatment: pre-tax, post-tax, tax choice. */
export const TAX_TREATMENTS = ['PRE_TAX', 'POST_TAX', 'TAX_CHOICE'] as const;
/** Spec §9 billing administration: List bill, Self-bill, TPA administration. */
export const BILLING_ADMINISTRATION_TYPES = ['LIST', 'SELF', 'TPA'] as const;
/** Spec §9 billing structure and statement type. */
export const BILLING_STRUCTURE_TYPES = ['SINGLE', 'MULTIPLE'] as const;
export const BILLING_STATEMENT_TYPES = ['SINGLE', 'MULTIPLE'] as const;
/** Spec §9 payroll cycles. */
export const PAYROLL_CYCLES = ['WEEKLY', 'BIWEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'OTHER'] as const;
/** Spec §9 bill split types. */
export const BILL_SPLIT_TYPES = ['LOCATION', 'BENEFIT', 'TAGS', 'NONE'] as const;
/** Premiums billed in advance or in arrears (values not shown in the spec: decision 091). */
export const ADVANCE_OR_ARREARS = ['ADVANCE', 'ARREARS'] as const;
/** Who sends claims to the insurer (values not shown in the spec: decision 091). */
export const CLAIM_SUBMITTERS = ['EMPLOYER', 'EMPLOYEE', 'TPA'] as const;
/** Spec §3: the assistance program may be blended with life, STD or LTD. */
export const EAP_BLENDED_WITH = ['LIFE', 'STD', 'LTD'] as const;
/** Spec §9 plan-administrator payee: the primary plan admin or someone else. */
export const CLAIMS_CHECK_PAYEES = ['PRIMARY_PLAN_ADMIN', 'SOMEONE_ELSE'] as const;
/** Spec §9 claims check destination. */
export const CLAIMS_CHECK_DESTINATIONS = ['PRIMARY_PLAN_ADMINISTRATOR', 'EMPLOYEE_HOME', 'EMPLOYER'] as const;
/** Spec §9 assistance-program value-added services. */
export const VALUE_ADDED_SERVICES = [
  'ONLINE_WILL_PREPARATION',
  'EMERGENCY_TRAVEL_ASSISTANCE',
  'SELF_CARE_PLUS',
  'WELLTLY_SERVICE',
] as const;
/** ERISA plan types (the spec names the field, not its values: decision 091). */
export const ERISA_PLAN_TYPES = ['WELFARE_BENEFIT_PLAN', 'CAFETERIA_PLAN', 'WRAP_PLAN', 'OTHER'] as const;
/** Who is paid the malpractice reimbursement (decision 091). */
export const MALPRACTICE_PAYEES = ['EMPLOYER', 'EMPLOYEE'] as const;
/** The states with statutory disability or family leave the EIF asks about (NY, NJ, HI). */
export const STATUTORY_STATES = ['NY', 'NJ', 'HI'] as const;

/** What one answer holds. Every answer may also be null (not answered yet). */
export type EifFieldKind =
  | { kind: 'boolean' }
  | { kind: 'text'; max: number; multiLine?: boolean }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'enumList'; values: readonly string[] }
  | { kind: 'mmdd' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'percent' }
  | { kind: 'state' }
  | { kind: 'zip' }
  | { kind: 'id' };

const bool = { kind: 'boolean' } as const;
const line = (max = 255) => ({ kind: 'text', max }) as const;
const para = (max = 2000) => ({ kind: 'text', max, multiLine: true }) as const;
const oneOf = <const V extends readonly string[]>(values: V) => ({ kind: 'enum', values }) as const;
const someOf = <const V extends readonly string[]>(values: V) => ({ kind: 'enumList', values }) as const;
const mmdd = { kind: 'mmdd' } as const;
const state = { kind: 'state' } as const;
const zip = { kind: 'zip' } as const;
const id = { kind: 'id' } as const;
const percent = { kind: 'percent' } as const;

/** Answers held on the client (spec §3, in its order). */
export const EIF_CLIENT_FIELDS = {
  // Previous coverage.
  hasPreviousCoverageWithSlf: bool,
  previousPolicies: para(1000),
  benefitsReplacedWithSlf: someOf(BENEFIT_TYPES),
  // Anniversary and waiting periods.
  policyAnniversaryMonth: { kind: 'integer', min: 1, max: 12 },
  unionMembersCovered: bool,
  domesticPartnersCovered: bool,
  waitingPeriodTimeSpentCounts: bool,
  waitingPeriodPartTimeCounts: bool,
  waitingPeriodOtherCounts: bool,
  waitingPeriodOtherCountsText: para(1000),
  waitingPeriodWaived: bool,
  // Rehire.
  reHireProvisionExists: bool,
  rehireProvision: oneOf(DURATIONS),
  // Section 125 (the spec's two fields spelled {hash}: decision 091).
  hasSection125Plan: bool,
  hasSection125Dental: bool,
  hasSection125Vision: bool,
  hasSection125DHMO: bool,
  hasSection125Accident: bool,
  hasSection125CriticalIllness: bool,
  // Annual enrollment timing.
  ageReductionDecreaseTakeEffectWhen: oneOf(EFFECTIVE_TIMINGS),
  ageBandIncreaseTakeEffectWhen: oneOf(EFFECTIVE_TIMINGS),
  ageForDependentLifeBenefits: oneOf(AGE_BASES),
  changesForDependentLifeBenefitsUseAge: bool,
  otherCoverageChangesTakeEffectWhen: oneOf(EFFECTIVE_TIMINGS),
  whenDoYouAdministerYourAEPStart: mmdd,
  whenDoYouAdministerYourAEPEnd: mmdd,
  whenDoAEPTakeEffect: oneOf(AEP_EFFECTIVE_TIMINGS),
  whenDoAEPTakeEffectOther: line(),
  whenDecreasesInsuranceTakeEffect: oneOf(EFFECTIVE_TIMINGS),
  changesOnlyAllowedDuringAE: bool,
  whenDoChangesToBenefitsTakeEffect: oneOf(EFFECTIVE_TIMINGS),
  // ERISA.
  erisaHasPlan: bool,
  erisaPlanType: oneOf(ERISA_PLAN_TYPES),
  erisaPlanTypeOther: line(),
  erisaPrefersPlanDetails: bool,
  erisaPlanAdminName: line(),
  erisaPlanAdminStreet: line(),
  erisaPlanAdminCity: line(100),
  erisaPlanAdminState: state,
  erisaPlanAdminZip: zip,
  erisaPlanNumber: oneOf(['501', '502', '503', '504', '505', 'OTHER']),
  erisaPlanNumberOther: line(3),
  erisaPlanYearEndDateMMDD: mmdd,
  erisaAdministerOwnPlan: bool,
  erisaHasAgentForLegalProcess: bool,
  erisaIsLegalAgentSameAsAdmin: bool,
  erisaLegalAgentName: line(),
  erisaLegalAgentStreet: line(),
  erisaLegalAgentCity: line(100),
  erisaLegalAgentState: state,
  erisaLegalAgentZip: zip,
  // Other.
  valueAddedServicesOptions: someOf(VALUE_ADDED_SERVICES),
  malpracticeReimbursementRider: bool,
  malpracticeReimbursementPayableTo: oneOf(MALPRACTICE_PAYEES),
  pfmlLeaveYearMethod: oneOf(LEAVE_YEAR_METHODS),
  pfmlFixedYearMMDD: mmdd,
  fliCoversAllEmployees: bool,
  fliExcludedGroups: para(1000),
  hasSubsidiary: bool,
  subsidiaryEEsInNYNJOrHI: bool,
  mainPolicyHolderEEsInNYNJOrHI: bool,
  mainPolicyHolderEEStates: someOf(STATUTORY_STATES),
  hasCertificateSplit: bool,
  certificateSplitText: para(1000),
  // Eligibility answers the sub-steps ask (spec §3 Client).
  allEmployeesActivelyAtWork: bool,
  allBenefitsNonContributory: bool,
  needsEmployeeClasses: bool,
} as const satisfies Record<string, EifFieldKind>;

/** Answers held on each policy (spec §3 Policy: benefits administration, billing, claims, EAP, dental). */
export const EIF_POLICY_FIELDS = {
  hasBenAdminPlatform: bool,
  benAdminPlatformId: id,
  benAdminPlatformOtherName: line(),
  hasDataFeeds: bool,
  billingAdministrationType: oneOf(BILLING_ADMINISTRATION_TYPES),
  billingStructureType: oneOf(BILLING_STRUCTURE_TYPES),
  billingSummaryStatementType: oneOf(BILLING_STATEMENT_TYPES),
  billPayrollCycles: someOf(PAYROLL_CYCLES),
  billPayrollCyclesOther: line(),
  billPayrollCyclesExplanation: para(1000),
  billSplitType: oneOf(BILL_SPLIT_TYPES),
  advanceOrArrears: oneOf(ADVANCE_OR_ARREARS),
  whoSubmitsClaims: oneOf(CLAIM_SUBMITTERS),
  eapIsBlendedWith: oneOf(EAP_BLENDED_WITH),
  hasDentalRollover: bool,
  dentalRolloverPriorCarrierAccumulators: bool,
} as const satisfies Record<string, EifFieldKind>;

/** Answers held on each plan (spec §3 Plan, PFML settings included). */
export const EIF_PLAN_FIELDS = {
  salaryBased: bool,
  pfmlOption: oneOf(PFML_OPTIONS),
  terminationDate: oneOf(TERMINATION_TIMINGS),
  sendClaimsCheckTo: oneOf(CLAIMS_CHECK_DESTINATIONS),
  claimsCheckPayee: oneOf(CLAIMS_CHECK_PAYEES),
  planAdminPayeeContactId: id,
  someoneElsePayeeContactId: id,
  payeeListedOnTheCheckContact: line(),
  pfmlPremiumContributionType: oneOf(PFML_CONTRIBUTION_TYPES),
  pfmlEmployerContributionPercentage: percent,
  pfmlEmployeePremiumPayments: oneOf(TAX_TREATMENTS),
  pfmlThreeYearLookBackPercent: percent,
  allowPFMLAndSTDConcurrently: bool,
  pfmlMinimumIntermittentLeave: oneOf(INTERMITTENT_LEAVE_MINIMUMS),
} as const satisfies Record<string, EifFieldKind>;

export type EifClientField = keyof typeof EIF_CLIENT_FIELDS;
export type EifPolicyField = keyof typeof EIF_POLICY_FIELDS;
export type EifPlanField = keyof typeof EIF_PLAN_FIELDS;

/** The value type of an answer of a kind (null: not answered). */
export type EifValueOf<K extends EifFieldKind> = K extends { kind: 'boolean' }
  ? boolean | null
  : K extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V | null
    : K extends { kind: 'enumList'; values: readonly (infer V)[] }
      ? V[] | null
      : K extends { kind: 'integer' } | { kind: 'percent' }
        ? number | null
        : string | null;

export type EifAnswersOf<T extends Record<string, EifFieldKind>> = { [F in keyof T]: EifValueOf<T[F]> };
export type EifClientAnswers = EifAnswersOf<typeof EIF_CLIENT_FIELDS>;
export type EifPolicyAnswers = EifAnswersOf<typeof EIF_POLICY_FIELDS>;
export type EifPlanAnswers = EifAnswersOf<typeof EIF_PLAN_FIELDS>;

/**
 * Where an answer lives, as the web's form names it and the save call's field errors say it: `<field>` for
 * the client's, `policies.<policyId>.<field>` and `plans.<planId>.<field>` for a policy's or a plan's.
 */
export type EifAnswerPath = string;
export const eifPolicyPath = (policyId: string, field: EifPolicyField): EifAnswerPath =>
  `policies.${policyId}.${field}`;
export const eifPlanPath = (planId: string, field: EifPlanField): EifAnswerPath => `plans.${planId}.${field}`;
