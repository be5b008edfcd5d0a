import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  type ClientDto,
  type EifAllAnswers,
  type EifFieldKind,
  type EifClientField,
  type EifPlanAnswers,
  type EifPlanField,
  type EifPolicyAnswers,
  type EifPolicyField,
} from '@onboard/contracts';
import { coverageOf, isStatutoryOrPfml } from './coverages.js';

type PlanDto = ClientDto['plans'][number];

/**
 * What each EIF sub-step asks (issue 9 item 3): its questions in order, each shown only when its condition
 * holds (a follow-up question appears once the answer it depends on is given). Questions held on a policy
 * are asked once per policy, those held on a plan once per plan the sub-step is about. Sub-steps whose
 * content is records (plan administrators, classes, bills, …) name their section instead.
 */
export type ClientQuestion = {
  field: EifClientField;
  when?: (answers: EifAllAnswers) => boolean;
};
export type PolicyQuestion = {
  field: EifPolicyField;
  when?: (answers: EifPolicyAnswers) => boolean;
};
export type PlanQuestion = {
  field: EifPlanField;
  when?: (answers: EifPlanAnswers, plan: PlanDto) => boolean;
};

/** Sections of records a sub-step shows besides its questions (built by their own components). */
export type RecordSection =
  | 'taxId'
  | 'currentPolicies'
  | 'subsidiaries'
  | 'planAdministrators'
  | 'bills'
  | 'monthlyClaimsReportMailing'
  | 'classBuilder'
  | 'locations';

export type SubStepContent = {
  client?: ClientQuestion[];
  policy?: PolicyQuestion[];
  /** Which of the client's plans the plan questions are asked for (all when absent). */
  plans?: (plan: PlanDto) => boolean;
  plan?: PlanQuestion[];
  records?: RecordSection[];
};

const coverage = (plan: PlanDto) => coverageOf(plan.planType);
const isPfmlOrStatutory = (plan: PlanDto) => {
  const c = coverage(plan);
  return c ? isStatutoryOrPfml(c) : plan.benefitType === 'OTHER_SHORT_TERM_PAID_LEAVE';
};
const isDentalOrVision = (plan: PlanDto) => plan.benefitType === 'DENTAL' || plan.benefitType === 'VISION';
/** ASO plans and plans with advice plus have their claims paid (the claims sub-steps ask about them). */
const claimsPaid = (plan: PlanDto) => coverage(plan)?.funding === 'ASO';
/** Colorado asks about STD alongside PFML; Delaware and Maine about intermittent leave (spec §4). */
const pfmlState = (plan: PlanDto) => {
  const c = coverage(plan);
  return c?.kind === 'pfml' ? c.state : undefined;
};

export const SUB_STEP_CONTENT: Record<string, SubStepContent> = {
  // 1. Company details.
  'benefits-administration-and-data-feed': {
    // The platform is one of the list or, when it is not there, named (spec §3 "benAdminPlatformId /
    // OtherName", decision 105): once one is given the other is no longer asked.
    policy: [
      { field: 'hasBenAdminPlatform' },
      {
        field: 'benAdminPlatformId',
        when: (p) =>
          p.hasBenAdminPlatform === true && (!!p.benAdminPlatformId || !p.benAdminPlatformOtherName),
      },
      {
        field: 'benAdminPlatformOtherName',
        when: (p) =>
          p.hasBenAdminPlatform === true && (!!p.benAdminPlatformOtherName || !p.benAdminPlatformId),
      },
      { field: 'hasDataFeeds' },
    ],
  },
  'tax-id': { records: ['taxId'] },
  'subsidiaries-and-affiliates': {
    client: [
      { field: 'hasSubsidiary' },
      { field: 'subsidiaryEEsInNYNJOrHI', when: (a) => a.hasSubsidiary === true },
      { field: 'mainPolicyHolderEEsInNYNJOrHI' },
      { field: 'mainPolicyHolderEEStates', when: (a) => a.mainPolicyHolderEEsInNYNJOrHI === true },
    ],
    records: ['subsidiaries'],
  },
  'current-sun-life-policies': { records: ['currentPolicies'] },
  'previous-coverage-information': {
    client: [
      { field: 'hasPreviousCoverageWithSlf' },
      { field: 'previousPolicies', when: (a) => a.hasPreviousCoverageWithSlf === true },
      { field: 'benefitsReplacedWithSlf' },
    ],
  },
  // 2. Plan administrators and billing.
  'plan-administrators': { records: ['planAdministrators'] },
  'billing-preferences': {
    policy: [
      { field: 'billingAdministrationType' },
      { field: 'billingStructureType' },
      { field: 'billingSummaryStatementType', when: (p) => p.billingStructureType === 'MULTIPLE' },
      { field: 'billPayrollCycles' },
      { field: 'billPayrollCyclesOther', when: (p) => p.billPayrollCycles?.includes('OTHER') === true },
      { field: 'billPayrollCyclesExplanation', when: (p) => (p.billPayrollCycles?.length ?? 0) > 1 },
      { field: 'billSplitType', when: (p) => p.billingStructureType === 'MULTIPLE' },
      { field: 'advanceOrArrears' },
    ],
    records: ['bills'],
  },
  'claims-payment-reimbursement': {
    policy: [{ field: 'whoSubmitsClaims' }],
    plans: claimsPaid,
    plan: [
      { field: 'claimsCheckPayee' },
      { field: 'planAdminPayeeContactId', when: (p) => p.claimsCheckPayee === 'PRIMARY_PLAN_ADMIN' },
      { field: 'someoneElsePayeeContactId', when: (p) => p.claimsCheckPayee === 'SOMEONE_ELSE' },
      { field: 'payeeListedOnTheCheckContact', when: (p) => p.claimsCheckPayee === 'SOMEONE_ELSE' },
    ],
  },
  'claims-check-mailing-locations': {
    plans: claimsPaid,
    plan: [{ field: 'sendClaimsCheckTo' }],
    records: ['locations'],
  },
  'monthly-claims-reports-and-eobs': { records: ['monthlyClaimsReportMailing'] },
  'malpractice-reimbursements': {
    client: [
      { field: 'malpracticeReimbursementRider' },
      { field: 'malpracticeReimbursementPayableTo', when: (a) => a.malpracticeReimbursementRider === true },
    ],
  },
  // 3. Plan configuration and eligibility.
  'class-builder': {
    client: [{ field: 'needsEmployeeClasses' }],
    records: ['classBuilder'],
  },
  'non-class-benefits-preferences': {
    client: [
      { field: 'pfmlLeaveYearMethod' },
      { field: 'pfmlFixedYearMMDD', when: (a) => a.pfmlLeaveYearMethod === 'FIXED_YEAR' },
    ],
    plans: isPfmlOrStatutory,
    plan: [
      { field: 'pfmlOption' },
      { field: 'pfmlPremiumContributionType' },
      {
        field: 'pfmlEmployerContributionPercentage',
        when: (p) => p.pfmlPremiumContributionType === 'SHARED',
      },
      {
        field: 'pfmlEmployeePremiumPayments',
        when: (p) => p.pfmlPremiumContributionType !== 'FULLY_EMPLOYER_PAID',
      },
      { field: 'pfmlThreeYearLookBackPercent' },
      { field: 'allowPFMLAndSTDConcurrently', when: (_p, plan) => pfmlState(plan) === 'CO' },
      {
        field: 'pfmlMinimumIntermittentLeave',
        when: (_p, plan) => pfmlState(plan) === 'DE' || pfmlState(plan) === 'ME',
      },
    ],
  },
  'fli-preferences': {
    client: [
      { field: 'fliCoversAllEmployees' },
      { field: 'fliExcludedGroups', when: (a) => a.fliCoversAllEmployees === false },
    ],
  },
  // 4. Other contract details.
  'confirm-policy-anniversary': { client: [{ field: 'policyAnniversaryMonth' }] },
  'additional-waiting-period-rules': {
    client: [
      { field: 'waitingPeriodTimeSpentCounts' },
      { field: 'waitingPeriodPartTimeCounts' },
      { field: 'waitingPeriodOtherCounts' },
      { field: 'waitingPeriodOtherCountsText', when: (a) => a.waitingPeriodOtherCounts === true },
      { field: 'waitingPeriodWaived' },
    ],
  },
  'rehire-provision': {
    client: [
      { field: 'reHireProvisionExists' },
      { field: 'rehireProvision', when: (a) => a.reHireProvisionExists === true },
    ],
  },
  'union-members-and-domestic-partners': {
    client: [{ field: 'unionMembersCovered' }, { field: 'domesticPartnersCovered' }],
  },
  'changes-during-annual-enrollment': {
    client: [
      { field: 'whenDoYouAdministerYourAEPStart' },
      { field: 'whenDoYouAdministerYourAEPEnd' },
      { field: 'whenDoAEPTakeEffect' },
      { field: 'whenDoAEPTakeEffectOther', when: (a) => a.whenDoAEPTakeEffect === 'OTHER' },
      { field: 'changesOnlyAllowedDuringAE' },
      { field: 'whenDoChangesToBenefitsTakeEffect', when: (a) => a.changesOnlyAllowedDuringAE === false },
      { field: 'whenDecreasesInsuranceTakeEffect' },
    ],
  },
  'termination-of-insurance': { plans: isDentalOrVision, plan: [{ field: 'terminationDate' }] },
  'age-rules': {
    client: [
      { field: 'ageReductionDecreaseTakeEffectWhen' },
      { field: 'ageBandIncreaseTakeEffectWhen' },
      { field: 'changesForDependentLifeBenefitsUseAge' },
      { field: 'ageForDependentLifeBenefits', when: (a) => a.changesForDependentLifeBenefitsUseAge === true },
    ],
  },
  'other-changes-to-coverage': {
    client: [{ field: 'otherCoverageChangesTakeEffectWhen' }, { field: 'allEmployeesActivelyAtWork' }],
  },
  'employee-certificate': {
    client: [
      { field: 'hasCertificateSplit' },
      { field: 'certificateSplitText', when: (a) => a.hasCertificateSplit === true },
    ],
  },
  'section-125': {
    client: [
      { field: 'hasSection125Plan' },
      ...(
        [
          'hasSection125Dental',
          'hasSection125Vision',
          'hasSection125DHMO',
          'hasSection125Accident',
          'hasSection125CriticalIllness',
        ] as const
      ).map((field) => ({ field, when: (a: EifAllAnswers) => a.hasSection125Plan === true })),
      { field: 'allBenefitsNonContributory' },
    ],
  },
  erisa: {
    client: [
      { field: 'erisaHasPlan' },
      ...(
        [
          'erisaPlanType',
          'erisaPlanNumber',
          'erisaPlanYearEndDateMMDD',
          'erisaAdministerOwnPlan',
          'erisaPrefersPlanDetails',
        ] as const
      ).map((field) => ({ field, when: (a: EifAllAnswers) => a.erisaHasPlan === true })),
      { field: 'erisaPlanTypeOther', when: (a) => a.erisaHasPlan === true && a.erisaPlanType === 'OTHER' },
      {
        field: 'erisaPlanNumberOther',
        when: (a) => a.erisaHasPlan === true && a.erisaPlanNumber === 'OTHER',
      },
      ...(
        [
          'erisaPlanAdminName',
          'erisaPlanAdminStreet',
          'erisaPlanAdminCity',
          'erisaPlanAdminState',
          'erisaPlanAdminZip',
        ] as const
      ).map((field) => ({ field, when: (a: EifAllAnswers) => a.erisaHasPlan === true })),
      { field: 'erisaHasAgentForLegalProcess', when: (a) => a.erisaHasPlan === true },
      {
        field: 'erisaIsLegalAgentSameAsAdmin',
        when: (a) => a.erisaHasPlan === true && a.erisaHasAgentForLegalProcess === true,
      },
      ...(
        [
          'erisaLegalAgentName',
          'erisaLegalAgentStreet',
          'erisaLegalAgentCity',
          'erisaLegalAgentState',
          'erisaLegalAgentZip',
        ] as const
      ).map((field) => ({
        field,
        when: (a: EifAllAnswers) =>
          a.erisaHasPlan === true &&
          a.erisaHasAgentForLegalProcess === true &&
          a.erisaIsLegalAgentSameAsAdmin === false,
      })),
    ],
  },
  'value-added-services': { client: [{ field: 'valueAddedServicesOptions' }] },
};

/** One question a sub-step asks now: where its answer lives, what kind it is, and the answer it has. */
export type AskedQuestion = {
  /** The answer's path in the form and the save call: `field`, `policies.<id>.field`, `plans.<id>.field`. */
  path: string;
  scope: 'client' | 'policy' | 'plan';
  field: string;
  kind: EifFieldKind;
  value: unknown;
  /** The policy or plan it is asked about. */
  recordId?: string;
};

/**
 * The questions a sub-step asks with these answers, in order: the client's, then each policy's (those of
 * `policyIds` when given), then each plan's it is about; a follow-up only once the answer it depends on is
 * given. What the form shows, the summary prints and the status counts.
 */
export function askedQuestions(
  subStepId: string,
  answers: EifAllAnswers,
  client: Pick<ClientDto, 'policies' | 'plans'>,
  policyIds?: readonly string[],
): AskedQuestion[] {
  const content = SUB_STEP_CONTENT[subStepId];
  if (!content) return [];
  const asked: AskedQuestion[] = [];
  for (const q of content.client ?? []) {
    if (q.when && !q.when(answers)) continue;
    asked.push({
      path: q.field,
      scope: 'client',
      field: q.field,
      kind: EIF_CLIENT_FIELDS[q.field],
      value: answers[q.field],
    });
  }
  for (const policy of content.policy ? client.policies : []) {
    if (policyIds && !policyIds.includes(policy.id)) continue;
    const record = answers.policies[policy.id];
    if (!record) continue;
    for (const q of content.policy ?? []) {
      if (q.when && !q.when(record)) continue;
      asked.push({
        path: `policies.${policy.id}.${q.field}`,
        scope: 'policy',
        field: q.field,
        kind: EIF_POLICY_FIELDS[q.field],
        value: record[q.field],
        recordId: policy.id,
      });
    }
  }
  for (const plan of content.plan ? client.plans : []) {
    if (content.plans && !content.plans(plan)) continue;
    const record = answers.plans[plan.id];
    if (!record) continue;
    for (const q of content.plan ?? []) {
      if (q.when && !q.when(record, plan)) continue;
      asked.push({
        path: `plans.${plan.id}.${q.field}`,
        scope: 'plan',
        field: q.field,
        kind: EIF_PLAN_FIELDS[q.field],
        value: record[q.field],
        recordId: plan.id,
      });
    }
  }
  return asked;
}
