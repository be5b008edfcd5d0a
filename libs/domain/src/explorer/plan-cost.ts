/*
 * The yearly cost of a benefit plan for one household (issue 34 item 3, decision 248): what the employee pays in
 * premiums, plus the out-of-pocket their expected care costs under the plan's deductible, coinsurance, copays
 * and out-of-pocket maximum, less the employer's HSA/HRA money and the tax an HSA saves. Pure and table-tested
 * (plan-cost.spec.ts): the Benefits Explorer's guided "which plan fits me", its comparison, the personal plan
 * and the shared e-mail all read their figures from here, so one figure never differs between two pages.
 *
 * Every assumption (what a visit, a prescription or a stay costs, how much care "low", "moderate" and "high"
 * use mean) is in the tables below, which the explorer page shows as they are. Amounts are US dollars. Input
 * that cannot be costed (a negative premium, no pay periods, a count of visits no household has) is refused
 * with a RangeError, never turned into $0: the forms check the same bounds first and say why by field.
 */

import { MAX_PLAN_PAY_PERIODS, type CopayService, type PlanCostTier } from '@onboard/contracts';

import { COVERAGE_TIERS, TIER_PEOPLE, type CoverageTier } from './coverage-tiers.js';

/** The kinds of care the model prices, in the order it spends a year's care (see `outOfPocketFor`). */
export const CARE_SERVICES = [
  'primaryCare',
  'specialist',
  'urgentCare',
  'rxGeneric',
  'rxPreferred',
  'rxNonPreferred',
  'rxSpecialty',
  'emergencyRoom',
  'outpatientProcedure',
  'hospitalStay',
] as const;
export type CareService = (typeof CARE_SERVICES)[number];

/**
 * What one of each costs before the plan pays (the in-network allowed amount), from typical US in-network
 * prices: a primary-care visit, a specialist visit, an urgent-care visit, a 30-day fill of each prescription
 * tier, an emergency-room visit, an outpatient procedure (a scan, a minor surgery) and a hospital stay.
 */
export const CARE_COSTS: Readonly<Record<CareService, number>> = {
  primaryCare: 175,
  specialist: 275,
  urgentCare: 200,
  rxGeneric: 20,
  rxPreferred: 120,
  rxNonPreferred: 300,
  rxSpecialty: 4_000,
  emergencyRoom: 2_200,
  outpatientProcedure: 4_500,
  hospitalStay: 18_000,
};

/** The levels of expected use the guided flow offers besides counting visits one by one. */
export const CARE_USES = ['low', 'moderate', 'high'] as const;
export type CareUse = (typeof CARE_USES)[number];

/** A year of care for a household: how many of each service. */
export type CareCounts = Readonly<Record<CareService, number>>;

/**
 * A year of care of one person at each level. Visits and prescriptions are per person and multiply with the
 * tier's people; the emergency-room visit, the procedure and the stay of a high year are the household's, once
 * (`HOUSEHOLD_SERVICES`).
 */
export const CARE_USE_COUNTS: Readonly<Record<CareUse, CareCounts>> = {
  low: {
    primaryCare: 1,
    specialist: 0,
    urgentCare: 0,
    rxGeneric: 2,
    rxPreferred: 0,
    rxNonPreferred: 0,
    rxSpecialty: 0,
    emergencyRoom: 0,
    outpatientProcedure: 0,
    hospitalStay: 0,
  },
  moderate: {
    primaryCare: 3,
    specialist: 2,
    urgentCare: 1,
    rxGeneric: 6,
    rxPreferred: 2,
    rxNonPreferred: 0,
    rxSpecialty: 0,
    emergencyRoom: 0,
    outpatientProcedure: 0,
    hospitalStay: 0,
  },
  high: {
    primaryCare: 6,
    specialist: 6,
    urgentCare: 2,
    rxGeneric: 12,
    rxPreferred: 6,
    rxNonPreferred: 2,
    rxSpecialty: 0,
    emergencyRoom: 1,
    outpatientProcedure: 1,
    hospitalStay: 1,
  },
};

/** Services counted once a household rather than once a person in the levels of use. */
export const HOUSEHOLD_SERVICES: ReadonlySet<CareService> = new Set([
  'emergencyRoom',
  'outpatientProcedure',
  'hospitalStay',
]);

/** The most of one service a custom count takes (a visit a day, a year): above it a figure is a slip. */
export const MAX_CARE_COUNT = 365;

/** The employee's share after the deductible when a plan gives no coinsurance. */
export const DEFAULT_COINSURANCE_PERCENT = 20;

/**
 * The yearly HSA contribution limits (IRS, 2026: $4,400 self-only, $8,750 family), employer and employee money
 * together: the tax saving counts only what the employee could still put in.
 */
export const HSA_LIMITS: Readonly<{ selfOnly: number; family: number }> = { selfOnly: 4_400, family: 8_750 };

/** Federal income tax brackets the guided flow offers (percent), for an HSA-eligible plan's tax saving. */
export const TAX_BRACKETS = [10, 12, 22, 24, 32, 35, 37] as const;
export type TaxBracket = (typeof TAX_BRACKETS)[number];

/** The highest amount the model takes for a premium per paycheck, a deductible, a maximum or a contribution. */
export const MAX_PLAN_AMOUNT = 1_000_000;

/** Per tier, as the site form holds them (null: not given). */
export type TierAmounts = Readonly<Record<CoverageTier, number | null>>;

/** What the model needs of a plan (the site's fields, read by the explorer). */
export type PlanCostTerms = {
  /** The employee's premium per pay period for each tier. */
  premiums: TierAmounts;
  /** Pay periods a year (the premiums are taken from each paycheck). */
  payPeriods: number;
  /** In-network deductible: the individual one for the employee alone, the family one otherwise. */
  deductibleIndividual: number | null;
  deductibleFamily: number | null;
  /** In-network out-of-pocket maximum (no maximum: no cap). */
  outOfPocketMaxIndividual: number | null;
  outOfPocketMaxFamily: number | null;
  /** The employee's share after the deductible, in percent (null: DEFAULT_COINSURANCE_PERCENT). */
  coinsurancePercent: number | null;
  /** A flat amount per service instead of the deductible and coinsurance (null: none for that service). */
  copays: Readonly<Partial<Record<CareService, number | null>>>;
  /**
   * Copays apply only once the deductible is met (a high-deductible plan's rule): before, the service is paid
   * in full toward the deductible.
   */
  copaysAfterDeductible: boolean;
  /** The plan can be paired with a health savings account (then the tax saving counts). */
  hsaEligible: boolean;
  /** The employer's money in an account beside the plan, per tier and year. */
  employerAccount: 'HSA' | 'HRA' | null;
  employerContribution: TierAmounts;
};

export type HouseholdAnswers = {
  tier: CoverageTier;
  /** A level of use, or a custom count of each service for the household. */
  care: CareUse | CareCounts;
  /** The employee's federal bracket, percent; null: not said (no tax saving counted). */
  taxBracket: TaxBracket | null;
};

export type PlanCost = {
  /** Premium per pay period × pay periods. */
  premiums: number;
  /** What the household's care costs the employee under the plan, capped at the maximum. */
  outOfPocket: number;
  /** The employer's HSA money (all of it, the employee keeps it), or the HRA money the care uses. */
  employerMoney: number;
  /** Income tax an HSA saves on what the employee puts in to pay the rest of the out-of-pocket. */
  taxSavings: number;
  /** premiums + outOfPocket − employerMoney − taxSavings. */
  total: number;
  /** Whether the out-of-pocket maximum was reached. */
  capped: boolean;
  /** The out-of-pocket maximum that applies to the tier: the worst year's care (null: the plan has none). */
  outOfPocketMax: number | null;
  /** Whether the plan's coinsurance was not given and DEFAULT_COINSURANCE_PERCENT was used. */
  assumedCoinsurance: boolean;
};

const cents = (value: number): number => Math.round(value * 100) / 100;

function checkAmount(name: string, value: number | null): void {
  if (value !== null && !(Number.isFinite(value) && value >= 0 && value <= MAX_PLAN_AMOUNT))
    throw new RangeError(`${name} is not an amount the model takes: ${value}`);
}

/** The household's counts of care: a level's per-person counts × the tier's people, or the custom counts. */
export function careCountsFor(tier: CoverageTier, care: CareUse | CareCounts): CareCounts {
  if (typeof care === 'string') {
    const level = CARE_USE_COUNTS[care];
    const people = TIER_PEOPLE[tier];
    return Object.fromEntries(
      CARE_SERVICES.map((service) => [
        service,
        HOUSEHOLD_SERVICES.has(service) ? level[service] : level[service] * people,
      ]),
    ) as CareCounts;
  }
  for (const service of CARE_SERVICES) {
    const count = care[service];
    if (!Number.isInteger(count) || count < 0 || count > MAX_CARE_COUNT)
      throw new RangeError(`${service}: ${count} is not a count of care the model takes`);
  }
  return care;
}

/**
 * The out-of-pocket of a year of care: the services in CARE_SERVICES' order (routine care first, the stay
 * last), each visit or fill paying its copay when the plan has one for it (after the deductible, for a plan
 * whose copays wait for it), else what is left of the deductible and then the coinsurance on the rest; the
 * running total stops at the out-of-pocket maximum.
 */
export function outOfPocketFor(
  terms: PlanCostTerms,
  tier: CoverageTier,
  counts: CareCounts,
): { outOfPocket: number; capped: boolean; outOfPocketMax: number | null; assumedCoinsurance: boolean } {
  const single = tier === 'employee';
  let deductibleLeft = (single ? terms.deductibleIndividual : terms.deductibleFamily) ?? 0;
  const outOfPocketMax = single ? terms.outOfPocketMaxIndividual : terms.outOfPocketMaxFamily;
  const assumedCoinsurance = terms.coinsurancePercent === null;
  const coinsurance = (terms.coinsurancePercent ?? DEFAULT_COINSURANCE_PERCENT) / 100;
  let paid = 0;
  for (const service of CARE_SERVICES) {
    const cost = CARE_COSTS[service];
    const copay = terms.copays[service] ?? null;
    for (let i = 0; i < counts[service]; i += 1) {
      let pay: number;
      if (copay !== null && !(terms.copaysAfterDeductible && deductibleLeft > 0)) {
        pay = Math.min(copay, cost);
      } else {
        const towardDeductible = Math.min(cost, deductibleLeft);
        deductibleLeft -= towardDeductible;
        pay = towardDeductible + (cost - towardDeductible) * coinsurance;
      }
      paid += pay;
      if (outOfPocketMax !== null && paid >= outOfPocketMax) {
        return { outOfPocket: outOfPocketMax, capped: true, outOfPocketMax, assumedCoinsurance };
      }
    }
  }
  return { outOfPocket: cents(paid), capped: false, outOfPocketMax, assumedCoinsurance };
}

function checkTerms(terms: PlanCostTerms): void {
  for (const tier of COVERAGE_TIERS) {
    checkAmount(`premium (${tier})`, terms.premiums[tier]);
    checkAmount(`employer contribution (${tier})`, terms.employerContribution[tier]);
  }
  checkAmount('deductible (individual)', terms.deductibleIndividual);
  checkAmount('deductible (family)', terms.deductibleFamily);
  checkAmount('out-of-pocket maximum (individual)', terms.outOfPocketMaxIndividual);
  checkAmount('out-of-pocket maximum (family)', terms.outOfPocketMaxFamily);
  for (const service of CARE_SERVICES) checkAmount(`copay (${service})`, terms.copays[service] ?? null);
  const coinsurance = terms.coinsurancePercent;
  if (coinsurance !== null && !(Number.isFinite(coinsurance) && coinsurance >= 0 && coinsurance <= 100))
    throw new RangeError(`coinsurance is not a percent: ${coinsurance}`);
}

/**
 * The yearly cost of one plan for a household, or null when the plan has no premium for the household's tier
 * (the site does not say what it costs them: it is listed, not ranked).
 */
export function planYearlyCost(terms: PlanCostTerms, answers: HouseholdAnswers): PlanCost | null {
  const { payPeriods } = terms;
  if (!Number.isInteger(payPeriods) || payPeriods < 1 || payPeriods > MAX_PLAN_PAY_PERIODS)
    throw new RangeError(
      `pay periods must be a whole number from 1 to ${MAX_PLAN_PAY_PERIODS}: ${payPeriods}`,
    );
  checkTerms(terms);
  const premium = terms.premiums[answers.tier];
  if (premium === null) return null;
  const counts = careCountsFor(answers.tier, answers.care);
  const { outOfPocket, capped, outOfPocketMax, assumedCoinsurance } = outOfPocketFor(
    terms,
    answers.tier,
    counts,
  );
  const premiums = premium * payPeriods;
  const contribution = terms.employerAccount ? (terms.employerContribution[answers.tier] ?? 0) : 0;
  // HSA money is the employee's to keep whatever the year brings; HRA money only pays for care.
  const employerMoney = terms.employerAccount === 'HRA' ? Math.min(contribution, outOfPocket) : contribution;
  let taxSavings = 0;
  if (terms.hsaEligible && answers.taxBracket !== null) {
    const limit = answers.tier === 'employee' ? HSA_LIMITS.selfOnly : HSA_LIMITS.family;
    const employerHsa = terms.employerAccount === 'HSA' ? contribution : 0;
    const ownContribution = Math.max(0, Math.min(outOfPocket - employerHsa, limit - employerHsa));
    taxSavings = ownContribution * (answers.taxBracket / 100);
  }
  return {
    premiums: cents(premiums),
    outOfPocket: cents(outOfPocket),
    employerMoney: cents(employerMoney),
    taxSavings: cents(taxSavings),
    total: cents(premiums + outOfPocket - employerMoney - taxSavings),
    capped,
    outOfPocketMax,
    assumedCoinsurance,
  };
}

/** One plan in the ranking: its expected cost for the answers, and the year's low-use and high-use bounds. */
export type RankedPlan<P> = {
  plan: P;
  expected: PlanCost;
  low: PlanCost;
  high: PlanCost;
  /**
   * The worst year: premiums + the out-of-pocket maximum − the employer's money (an HRA's in full, the year
   * having used it); null when the plan has no maximum.
   */
  worstYear: number | null;
};

export type PlanRanking<P> = {
  /** The plans with a premium for the tier, cheapest expected year first (ties: lower worst year, then order). */
  ranked: RankedPlan<P>[];
  /** The plans without a premium for the tier, in the site's order. */
  unpriced: P[];
  /**
   * Why the first is first, for the plain-language line: always the lowest expected total; `capsBadYear` when its
   * maximum bounds a bad year (then `worstYear` says at what).
   */
  reason: { use: CareUse | 'custom'; capsBadYear: boolean; worstYear: number | null } | null;
};

/**
 * Every plan ranked by its expected yearly cost for the household's answers, each with the low-use and
 * high-use years as bounds (the same tier and tax bracket, the levels' counts).
 */
export function rankPlans<P>(
  plans: readonly P[],
  termsOf: (plan: P) => PlanCostTerms | null,
  answers: HouseholdAnswers,
): PlanRanking<P> {
  const ranked: RankedPlan<P>[] = [];
  const unpriced: P[] = [];
  for (const plan of plans) {
    const terms = termsOf(plan);
    if (!terms) {
      unpriced.push(plan);
      continue;
    }
    const expected = planYearlyCost(terms, answers);
    const low = planYearlyCost(terms, { ...answers, care: 'low' });
    const high = planYearlyCost(terms, { ...answers, care: 'high' });
    // The three are null together: the tier's premium is what decides it.
    if (!expected || !low || !high) {
      unpriced.push(plan);
      continue;
    }
    const contribution = terms.employerAccount ? (terms.employerContribution[answers.tier] ?? 0) : 0;
    const worstYear =
      expected.outOfPocketMax === null
        ? null
        : cents(expected.premiums + expected.outOfPocketMax - contribution);
    ranked.push({ plan, expected, low, high, worstYear });
  }
  // Ties keep the site's order: sort is stable.
  ranked.sort(
    (a, b) => a.expected.total - b.expected.total || (a.worstYear ?? Infinity) - (b.worstYear ?? Infinity),
  );
  const first = ranked[0];
  return {
    ranked,
    unpriced,
    reason: first
      ? {
          use: typeof answers.care === 'string' ? answers.care : 'custom',
          capsBadYear: first.worstYear !== null,
          worstYear: first.worstYear,
        }
      : null,
  };
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The copay field of each service, by the contract's names (`copay<Service>`). */
const COPAY_FIELD: Readonly<Record<CareService, `copay${CopayService}`>> = {
  primaryCare: 'copayPrimaryCare',
  specialist: 'copaySpecialist',
  urgentCare: 'copayUrgentCare',
  rxGeneric: 'copayRxGeneric',
  rxPreferred: 'copayRxPreferred',
  rxNonPreferred: 'copayRxNonPreferred',
  rxSpecialty: 'copayRxSpecialty',
  emergencyRoom: 'copayEmergencyRoom',
  outpatientProcedure: 'copayOutpatientProcedure',
  hospitalStay: 'copayHospitalStay',
};
const TIER_FIELD: Readonly<Record<CoverageTier, PlanCostTier>> = {
  employee: 'Employee',
  employeeSpouse: 'EmployeeSpouse',
  employeeChildren: 'EmployeeChildren',
  family: 'Family',
};

/**
 * A site's plan (its fields by the contract's names, as the public page and the service hold them) as the
 * model's terms, or null when the plan gives no pay periods (its premiums cannot be made yearly). An HSA-eligible
 * plan is one flagged HSA compatible or HDHP.
 */
export function planCostTermsOf(plan: Readonly<Record<string, unknown>>): PlanCostTerms | null {
  const payPeriods = numberOrNull(plan['payPeriodsPerYear']);
  if (payPeriods === null) return null;
  const tierAmounts = (prefix: string): TierAmounts =>
    Object.fromEntries(
      COVERAGE_TIERS.map((tier) => [tier, numberOrNull(plan[`${prefix}${TIER_FIELD[tier]}`])]),
    ) as TierAmounts;
  const flags = Array.isArray(plan['contentFlags']) ? (plan['contentFlags'] as unknown[]) : [];
  const account = plan['employerAccountType'];
  return {
    payPeriods,
    premiums: tierAmounts('premiumPerPayPeriod'),
    deductibleIndividual: numberOrNull(plan['planYearDeductibleIndividualInNetwork']),
    deductibleFamily: numberOrNull(plan['planYearDeductibleFamilyInNetwork']),
    outOfPocketMaxIndividual: numberOrNull(plan['planYearMaximumIndividualInNetwork']),
    outOfPocketMaxFamily: numberOrNull(plan['planYearMaximumFamilyInNetwork']),
    coinsurancePercent: numberOrNull(plan['coinsuranceInNetwork']),
    copays: Object.fromEntries(
      CARE_SERVICES.map((service) => [service, numberOrNull(plan[COPAY_FIELD[service]])]),
    ),
    copaysAfterDeductible: plan['copaysAfterDeductible'] === true,
    hsaEligible: flags.includes('HSA_COMPATIBLE') || flags.includes('HDHP'),
    employerAccount: account === 'HSA' || account === 'HRA' ? account : null,
    employerContribution: tierAmounts('employerContribution'),
  };
}
