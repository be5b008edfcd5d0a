import {
  CONTENT_FLAGS,
  COPAY_SERVICES,
  EXPLORER_BENEFIT_TYPES,
  MAX_PLAN_COST_AMOUNT,
  MAX_PLAN_PAY_PERIODS,
  MAX_PREMIUM_PER_PAY_PERIOD,
  PLAN_COST_TIERS,
  HEX_COLOR_PATTERN,
  MEDICAL_VIDEO_CHOICES,
  PLAN_TYPES,
  PLAN_YEAR_PATTERN,
  PROVIDER_CARRIER_ID,
  US_STATES,
  VANITY_SLUG_MAX,
  VANITY_SLUG_PATTERN,
  VISION_FIELDS,
  fieldMessage,
  type BenefitPlanInput,
  type ExplorerBenefitType,
  type ExplorerSiteInput,
  type FieldMessageParams,
  type MessageKey,
  type PlanType,
} from '@onboard/contracts';
import { comparisonAvailable, type ComparisonToggles } from './comparison.js';
import {
  CRITICAL_ILLNESS_MAX_FLAGS,
  allowedBenefitLevels,
  allowedContentFlags,
  allowedPlanTypes,
  dentalNetworksFor,
  dentalStates,
} from './tables.js';

/*
 * Explorer spec §5 "Explorer site" and "Benefit plan": every rule, with the spec's texts (the messages it does
 * not give are decision 156's). The schemas of @onboard/contracts check each field's form; these are the rules
 * a site's staff form and the explorer service both apply, and they hold on their own (a form's raw values may
 * come here unparsed), so the required fields are checked here too.
 */

/**
 * A rule a site breaks: the path of the field in the site's body (`name`, `benefits.2.planType`), the English
 * message, and its key and placeholder values for the web's translation.
 */
export type FieldIssue = { path: string; message: string; key: MessageKey; params?: FieldMessageParams };

export type ExplorerSiteContext = {
  /** The client's policy effective date (YYYY-MM-DD), which decides whether comparisons are available. */
  policyEffectiveDate: string | null;
  toggles: ComparisonToggles;
  /** Comparisons regardless of the effective date. */
  comparisonOverride?: boolean;
};

const issue = (path: string, key: MessageKey, params?: FieldMessageParams): FieldIssue =>
  params
    ? { path, message: fieldMessage(key, params), key, params }
    : { path, message: fieldMessage(key), key };

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isState = (value: string): boolean =>
  (US_STATES as readonly string[]).includes(value.trim().toUpperCase());
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A short-term paid leave benefit of plan type PFML_FMLA_LEAVE (explorer spec §5 "the PFML leave test"). */
export const isPfmlLeave = (plan: { benefitType?: string | null; planType?: string | null }): boolean =>
  plan.benefitType === 'OTHER_SHORT_TERM_PAID_LEAVE' && plan.planType === 'PFML_FMLA_LEAVE';

/** A vanity slug spec §5 accepts: letters, digits, dashes and spaces, not blank, at most 100 characters. */
export const isValidVanitySlug = (slug: string): boolean =>
  slug.trim() !== '' && slug.length <= VANITY_SLUG_MAX && VANITY_SLUG_PATTERN.test(slug);

/** The fields a site requires without a message of their own (explorer spec §5 "Required"). */
const REQUIRED_SITE_FIELDS = [
  'startsAt',
  'openEnrollmentStart',
  'openEnrollmentEnd',
  'kioskMode',
  'maintenanceMode',
  'hasEmployeesInNY',
  'showBenefitCount',
  'hideSunLifeLogo',
  'pageOwner',
  'enableContactUsAppointment',
  'enableContactUsEmail',
  'enableContactUsLiveChat',
] as const;

function siteFieldIssues(site: ExplorerSiteInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (blank(site.name)) issues.push(issue('name', 'explorerSiteNameRequired'));
  if (blank(site.employerState)) issues.push(issue('employerState', 'explorerEmployerStateRequired'));
  else if (!isState(site.employerState)) issues.push(issue('employerState', 'stateInvalid'));
  if (!blank(site.planYear) && !PLAN_YEAR_PATTERN.test((site.planYear ?? '').trim()))
    issues.push(issue('planYear', 'planYearFormat'));
  if (!site.policies || site.policies.filter((policy) => !blank(policy)).length === 0)
    issues.push(issue('policies', 'explorerPoliciesRequired'));
  for (const field of REQUIRED_SITE_FIELDS) if (blank(site[field])) issues.push(issue(field, 'required'));
  if (
    typeof site.employeeCount === 'number' &&
    !(Number.isInteger(site.employeeCount) && site.employeeCount >= 0)
  )
    issues.push(
      Number.isInteger(site.employeeCount)
        ? issue('employeeCount', 'numberTooSmall', { min: 0 })
        : issue('employeeCount', 'wholeNumber'),
    );
  if (isDate(site.openEnrollmentStart) && isDate(site.openEnrollmentEnd))
    if (site.openEnrollmentEnd.slice(0, 10) < site.openEnrollmentStart.slice(0, 10))
      issues.push(issue('openEnrollmentEnd', 'enrollmentEndBeforeStart'));
  if (
    isDate(site.startsAt) &&
    isDate(site.expiresAt) &&
    site.expiresAt.slice(0, 10) < site.startsAt.slice(0, 10)
  )
    issues.push(issue('expiresAt', 'explorerExpiresBeforeStart'));
  if (!blank(site.vanitySlug) && !isValidVanitySlug((site.vanitySlug ?? '').trim()))
    issues.push(issue('vanitySlug', 'vanitySlugFormat'));

  // Branding: with custom branding on both colours are required; any colour given must be a hex code.
  const colours = [
    ['customThemeBrandColor', 'brandColorRequired'],
    ['customThemeContrastingColor', 'contrastColorRequired'],
  ] as const;
  for (const [field, required] of colours) {
    const value = site[field];
    if (blank(value)) {
      if (site.customBranding === true) issues.push(issue(field, required));
    } else if (!HEX_COLOR_PATTERN.test((value ?? '').trim())) issues.push(issue(field, 'invalidColorCode'));
  }

  // Medical video: one of the choices; an English video needs its title and document (decision 156: a
  // bilingual one its Spanish title too).
  if (!oneOf(MEDICAL_VIDEO_CHOICES, site.medicalVideo))
    issues.push(issue('medicalVideo', 'medicalVideoRequired'));
  else if (site.medicalVideo !== 'NO_VIDEO') {
    if (blank(site.medicalVideoEnglishTitle))
      issues.push(issue('medicalVideoEnglishTitle', 'medicalVideoTitleRequired'));
    if (site.medicalVideo === 'ENGLISH_AND_SPANISH_VIDEO' && blank(site.medicalVideoSpanishTitle))
      issues.push(issue('medicalVideoSpanishTitle', 'medicalVideoSpanishTitleRequired'));
    if (blank(site.medicalVideoDocumentId))
      issues.push(issue('medicalVideoDocumentId', 'medicalVideoDocumentRequired'));
  }
  return issues;
}

type PlanField = keyof BenefitPlanInput & string;

/** The in-network and out-of-network deductibles and maximums (explorer spec §3 "Medical fields"). */
const IN_NETWORK = {
  deductibleIndividual: 'planYearDeductibleIndividualInNetwork',
  deductibleFamily: 'planYearDeductibleFamilyInNetwork',
  maximumIndividual: 'planYearMaximumIndividualInNetwork',
  maximumFamily: 'planYearMaximumFamilyInNetwork',
} as const satisfies Record<string, PlanField>;
const OUT_OF_NETWORK_DEDUCTIBLES = [
  'planYearDeductibleIndividualOutOfNetwork',
  'planYearDeductibleFamilyOutOfNetwork',
] as const satisfies readonly PlanField[];
const OUT_OF_NETWORK_MAXIMUMS = [
  'planYearMaximumIndividualOutOfNetwork',
  'planYearMaximumFamilyOutOfNetwork',
] as const satisfies readonly PlanField[];

/** Amount fields (at least 0) and percentage fields (0 to 100) of a plan. */
const AMOUNT_FIELDS = [
  ...Object.values(IN_NETWORK),
  ...OUT_OF_NETWORK_DEDUCTIBLES,
  ...OUT_OF_NETWORK_MAXIMUMS,
  'medicalHealthSavingsAccountEmployerContribution',
  'dentalOrthodonticMaximumAdult',
  'dentalOrthodonticMaximumChild',
  'wellnessAmount',
  'financialFSAMoneyRolloverAmount',
  ...VISION_FIELDS.filter((field) => !field.endsWith('BiYearly')),
] as const satisfies readonly PlanField[];
const PERCENT_FIELDS = [
  'coinsuranceInNetwork',
  'dentalOrthodonticMaximumAdultPercent',
  'dentalOrthodonticMaximumChildPercent',
  'dentalTypeOneInNetwork',
  'dentalTypeOneOutOfNetwork',
  'dentalTypeTwoInNetwork',
  'dentalTypeTwoOutOfNetwork',
  'dentalTypeThreeInNetwork',
  'dentalTypeThreeOutOfNetwork',
  'visionFramesOverInNetwork',
  'visionFramesOverOutOfNetwork',
] as const satisfies readonly PlanField[];

/** The comparison fields a plan requires when comparison is available (explorer spec §5; decision 156). */
function comparisonFields(plan: BenefitPlanInput): PlanField[] {
  switch (plan.benefitType) {
    case 'MEDICAL':
      return [
        ...Object.values(IN_NETWORK),
        ...(plan.planYearDeductibleOutOfNetworkNA === true ? [] : OUT_OF_NETWORK_DEDUCTIBLES),
        ...(plan.planYearMaximumOutOfNetworkNA === true ? [] : OUT_OF_NETWORK_MAXIMUMS),
        'medicalOutOfNetworkBenefits',
        'medicalPcpCoordinationRequired',
        'medicalPcpSpecialtyCareReferralRequired',
        ...(plan.contentFlags?.includes('HSA_COMPATIBLE')
          ? (['medicalHealthSavingsAccountEmployerContribution'] as const)
          : []),
      ];
    case 'DENTAL': {
      const ortho = plan.dentalOrthodonticServices;
      return [
        IN_NETWORK.deductibleIndividual,
        IN_NETWORK.deductibleFamily,
        IN_NETWORK.maximumIndividual,
        'dentalYearType',
        'dentalOrthodonticServices',
        ...(ortho === 'ADULTS' || ortho === 'BOTH'
          ? (['dentalOrthodonticMaximumAdult', 'dentalOrthodonticMaximumAdultPercent'] as const)
          : []),
        ...(ortho === 'CHILDREN' || ortho === 'BOTH'
          ? (['dentalOrthodonticMaximumChild', 'dentalOrthodonticMaximumChildPercent'] as const)
          : []),
        'dentalTypeOneInNetwork',
        'dentalTypeTwoInNetwork',
        'dentalTypeThreeInNetwork',
      ];
    }
    case 'VISION':
      return [...VISION_FIELDS, 'visionFramesOverInNetwork', 'visionFramesOverOutOfNetwork'];
    case 'FINANCIAL':
      return plan.planType === 'FSA' || plan.planType === 'LPFSA' ? ['financialFSAMoneyRollover'] : [];
    default:
      return [];
  }
}

function planIssues(
  plan: BenefitPlanInput,
  at: string,
  site: ExplorerSiteInput,
  context: ExplorerSiteContext,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const path = (field: string) => `${at}.${field}`;
  const push = (field: string, key: MessageKey, params?: FieldMessageParams) =>
    issues.push(issue(path(field), key, params));

  if (!(typeof plan.carrierId === 'number' && Number.isInteger(plan.carrierId) && plan.carrierId > 0))
    push('carrierId', 'carrierRequired');
  if (blank(plan.planName)) push('planName', 'planNameRequired');
  if (plan.carrierId !== PROVIDER_CARRIER_ID && blank(plan.legalEntity))
    push('legalEntity', 'underwriterRequired');

  if (!oneOf(EXPLORER_BENEFIT_TYPES, plan.benefitType)) {
    push('benefitType', 'required');
    return issues;
  }
  const benefitType: ExplorerBenefitType = plan.benefitType;

  // Plan type: one of the benefit type's, or none where the benefit type has none.
  const planTypes = allowedPlanTypes(benefitType);
  const planType: PlanType | null = oneOf(PLAN_TYPES, plan.planType) ? plan.planType : null;
  if (blank(plan.planType)) {
    if (planTypes.length > 0) push('planType', 'planTypeRequired');
  } else if (planType === null || !planTypes.includes(planType)) push('planType', 'planTypeNotAllowed');

  if (
    !blank(plan.benefitLevel) &&
    !(allowedBenefitLevels(benefitType) as readonly unknown[]).includes(plan.benefitLevel)
  )
    push('benefitLevel', 'benefitLevelNotAllowed');

  const flags = plan.contentFlags ?? [];
  const allowedFlags: readonly unknown[] = allowedContentFlags(benefitType);
  if (flags.some((flag) => !oneOf(CONTENT_FLAGS, flag) || !allowedFlags.includes(flag)))
    push('contentFlags', 'invalidContentFlags');
  else if (benefitType === 'CRITICAL_ILLNESS' && new Set(flags).size > CRITICAL_ILLNESS_MAX_FLAGS)
    push('contentFlags', 'criticalIllnessOneFlag');

  if (isPfmlLeave(plan)) {
    if (blank(plan.otherShortTermPaidLeaveState)) push('otherShortTermPaidLeaveState', 'stateRequired');
  }
  for (const field of ['otherShortTermPaidLeaveState', 'prepaidSitusState'] as const) {
    const value = plan[field];
    if (!blank(value) && !isState(value ?? '')) push(field, 'stateInvalid');
  }

  // Prepaid situs and dental network (decision 158): the provider's DHMO names its situs state, the provider's
  // dental plans their network; a situs state must offer the plan type; a network must be one of the plan
  // type's in the situs state (the employer's state when the plan names none).
  const provider = plan.carrierId === PROVIDER_CARRIER_ID;
  const situs = blank(plan.prepaidSitusState) ? null : (plan.prepaidSitusState ?? '').trim().toUpperCase();
  if (provider && planType === 'DHMO' && situs === null)
    push('prepaidSitusState', 'prepaidSitusStateRequired');
  if (situs !== null && isState(situs) && benefitType === 'DENTAL' && planType !== null) {
    if (!(dentalStates(planType) as readonly string[]).includes(situs))
      push('prepaidSitusState', 'planTypeNotInState');
  }
  if (blank(plan.prepaidDentalNetwork)) {
    if (provider && benefitType === 'DENTAL') push('prepaidDentalNetwork', 'dentalNetworkRequired');
  } else {
    const employerState = blank(site.employerState) ? null : (site.employerState ?? '').trim().toUpperCase();
    const state = situs ?? employerState;
    const networks: readonly unknown[] =
      benefitType === 'DENTAL' && planType !== null ? dentalNetworksFor(planType, state) : [];
    if (!networks.includes(plan.prepaidDentalNetwork))
      push('prepaidDentalNetwork', 'dentalNetworkNotAllowed');
  }

  // Amounts at least 0, percentages 0 to 100, wherever given.
  const values = plan as Record<string, unknown>;
  for (const field of AMOUNT_FIELDS) {
    const value = values[field];
    if (typeof value === 'number' && !(value >= 0)) push(field, 'numberTooSmall', { min: 0 });
  }
  for (const field of PERCENT_FIELDS) {
    const value = values[field];
    if (typeof value === 'number' && !(value >= 0 && value <= 100)) push(field, 'percentRange');
  }

  // A plan's costs (issue 34 item 1, decision 248): amounts within their bounds, whole pay periods; premiums
  // need the pay periods they are taken from, the employer's money the account it goes to.
  const outside = (value: unknown, max: number) => typeof value === 'number' && !(value >= 0 && value <= max);
  for (const tier of PLAN_COST_TIERS) {
    if (outside(values[`premiumPerPayPeriod${tier}`], MAX_PREMIUM_PER_PAY_PERIOD))
      push(`premiumPerPayPeriod${tier}`, 'premiumPerPayPeriodRange');
    if (outside(values[`employerContribution${tier}`], MAX_PLAN_COST_AMOUNT))
      push(`employerContribution${tier}`, 'planCostAmountRange');
  }
  for (const service of COPAY_SERVICES)
    if (outside(values[`copay${service}`], MAX_PLAN_COST_AMOUNT))
      push(`copay${service}`, 'planCostAmountRange');
  const payPeriods = values['payPeriodsPerYear'];
  if (
    typeof payPeriods === 'number' &&
    !(Number.isInteger(payPeriods) && payPeriods >= 1 && payPeriods <= MAX_PLAN_PAY_PERIODS)
  )
    push('payPeriodsPerYear', 'payPeriodsRange');
  const given = (field: string) => !blank(values[field]);
  if (blank(payPeriods) && PLAN_COST_TIERS.some((tier) => given(`premiumPerPayPeriod${tier}`)))
    push('payPeriodsPerYear', 'payPeriodsRequired');
  if (
    blank(values['employerAccountType']) &&
    PLAN_COST_TIERS.some((tier) => given(`employerContribution${tier}`))
  )
    push('employerAccountType', 'employerAccountTypeRequired');

  // Comparison fields, when the plan's comparison is available.
  const comparison = comparisonAvailable({
    benefitType,
    planType,
    policyEffectiveDate: context.policyEffectiveDate,
    override: context.comparisonOverride === true,
    toggles: context.toggles,
  });
  if (comparison)
    for (const field of comparisonFields(plan)) if (blank(values[field])) push(field, 'required');

  // FSA rollover: a rollover names its amount and date.
  if (plan.financialFSAMoneyRollover === true) {
    if (blank(plan.financialFSAMoneyRolloverAmount)) push('financialFSAMoneyRolloverAmount', 'required');
    if (blank(plan.financialFSAMoneyRolloverDate)) push('financialFSAMoneyRolloverDate', 'required');
  }
  return issues;
}

/**
 * Every rule of explorer spec §5 "Explorer site" and "Benefit plan" a site breaks, with the spec's messages:
 * the site's own fields, then each plan's (paths `benefits.<index>.<field>`), in the order a form shows them.
 * An empty list: the site may be saved.
 */
export function explorerSiteIssues(site: ExplorerSiteInput, context: ExplorerSiteContext): FieldIssue[] {
  const plans = site.benefits ?? [];
  return [
    ...siteFieldIssues(site),
    ...plans.flatMap((plan, i) => planIssues(plan, `benefits.${i}`, site, context)),
  ];
}
