/*
 * A projected yearly cost for a medical or dental plan (issue 16 item 2, beyond the spec; decision 173):
 * premium × pay periods + the expected out-of-pocket for a level of use, capped where the plan caps it. An
 * ESTIMATE: the site holds deductibles and maximums, not coinsurance nor dollar premiums, so the premium is the
 * employee's own figure and the rest follows the assumptions below.
 */

import { MAX_PLAN_PAY_PERIODS, MAX_PREMIUM_PER_PAY_PERIOD } from '@onboard/contracts';
import { COVERAGE_TIERS, TIER_PEOPLE, type CoverageTier } from '@onboard/domain';

// The coverages, the people each counts (1 to 4, decision 173) and the bounds of a premium and of paychecks are the plan-cost model's
// and the site form's (decision 248), so this estimate and the finder never disagree on them.
export { COVERAGE_TIERS, MAX_PREMIUM_PER_PAY_PERIOD, TIER_PEOPLE, type CoverageTier };
/** The most paychecks a year (weekly pay in a year with 53 paydays; decision 186). */
export const MAX_PAY_PERIODS = MAX_PLAN_PAY_PERIODS;
export const EXPECTED_USES = ['low', 'medium', 'high'] as const;
export type ExpectedUse = (typeof EXPECTED_USES)[number];

/** Pay periods a year when the employee does not say (every other week). */
export const DEFAULT_PAY_PERIODS = 26;

/** Yearly allowed charges (what care costs before the plan pays) of one person, by use (decision 173). */
export const MEDICAL_USE_CHARGES: Readonly<Record<ExpectedUse, number>> = {
  low: 500,
  medium: 4_000,
  high: 25_000,
};
export const DENTAL_USE_CHARGES: Readonly<Record<ExpectedUse, number>> = {
  low: 200,
  medium: 900,
  high: 3_000,
};
/** The employee's share of medical charges after the deductible, when the plan does not say (20%). */
export const MEDICAL_COINSURANCE = 0.2;

export type MedicalCostPlan = {
  planYearDeductibleIndividualInNetwork?: unknown;
  planYearDeductibleFamilyInNetwork?: unknown;
  planYearMaximumIndividualInNetwork?: unknown;
  planYearMaximumFamilyInNetwork?: unknown;
};
export type DentalCostPlan = MedicalCostPlan & { dentalTypeTwoInNetwork?: unknown };

export type CostInput = {
  /** The employee's premium per pay period for the tier, in dollars (their enrollment materials say it). */
  premiumPerPayPeriod: number;
  payPeriods: number;
  tier: CoverageTier;
  use: ExpectedUse;
};

export type CostEstimate = {
  premiums: number;
  outOfPocket: number;
  total: number;
  /** Whether the out-of-pocket reached the plan's cap (medical: the maximum; dental: the plan's yearly maximum). */
  capped: boolean;
};

/** Why a typed figure is refused: the key of its message under `estimate.errors`. */
export type CostInputError = 'premiumNegative' | 'premiumInvalid' | 'payPeriodsInvalid';

/**
 * The premium and paychecks as typed, read (issue 27 item 9): a figure is shown only for valid inputs. No
 * premium yet is no error, but no estimate either (`premiumMissing`); a negative or unreadable premium, one over
 * the ceiling, or paychecks that are not a whole number from 1 to 53 are field errors.
 */
export function readCostInput(
  premium: string,
  payPeriods: string,
):
  | { ok: true; premiumPerPayPeriod: number; payPeriods: number }
  | {
      ok: false;
      premiumMissing: boolean;
      errors: { premium?: CostInputError; payPeriods?: CostInputError };
    } {
  const errors: { premium?: CostInputError; payPeriods?: CostInputError } = {};
  const premiumText = premium.trim();
  const periodsText = payPeriods.trim();
  const premiumValue = Number(premiumText);
  if (premiumText !== '') {
    if (/^-/.test(premiumText)) errors.premium = 'premiumNegative';
    else if (!/^\d+(\.\d{1,2})?$/.test(premiumText) || premiumValue > MAX_PREMIUM_PER_PAY_PERIOD)
      errors.premium = 'premiumInvalid';
  }
  const periods = Number(periodsText);
  if (!/^\d+$/.test(periodsText) || periods < 1 || periods > MAX_PAY_PERIODS)
    errors.payPeriods = 'payPeriodsInvalid';
  if (premiumText === '' || errors.premium || errors.payPeriods)
    return { ok: false, premiumMissing: premiumText === '', errors };
  return { ok: true, premiumPerPayPeriod: premiumValue, payPeriods: periods };
}

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const cents = (value: number): number => Math.round(value * 100) / 100;
/** Premiums of the year; the input is one `readCostInput` accepted (no silent clamping of a bad figure). */
const premiumsOf = ({ premiumPerPayPeriod, payPeriods }: CostInput): number => {
  if (
    !(premiumPerPayPeriod >= 0 && premiumPerPayPeriod <= MAX_PREMIUM_PER_PAY_PERIOD) ||
    !Number.isInteger(payPeriods) ||
    payPeriods < 1 ||
    payPeriods > MAX_PAY_PERIODS
  )
    throw new RangeError(`Not an estimable input: ${premiumPerPayPeriod} × ${payPeriods}`);
  return premiumPerPayPeriod * payPeriods;
};

/**
 * Medical: charges = the use's charges × people; out-of-pocket = the deductible (individual for employee only,
 * else family) then 20% of the rest, capped at the out-of-pocket maximum (same choice of individual/family). A
 * missing deductible counts as 0, a missing maximum as no cap.
 */
export function estimateMedicalCost(plan: MedicalCostPlan, input: CostInput): CostEstimate {
  const single = input.tier === 'employee';
  const deductible =
    amount(single ? plan.planYearDeductibleIndividualInNetwork : plan.planYearDeductibleFamilyInNetwork) ?? 0;
  const maximum = amount(
    single ? plan.planYearMaximumIndividualInNetwork : plan.planYearMaximumFamilyInNetwork,
  );
  const charges = MEDICAL_USE_CHARGES[input.use] * TIER_PEOPLE[input.tier];
  const beforeCap = Math.min(charges, deductible) + Math.max(0, charges - deductible) * MEDICAL_COINSURANCE;
  const capped = maximum !== null && beforeCap >= maximum;
  const outOfPocket = capped ? maximum : beforeCap;
  const premiums = premiumsOf(input);
  return {
    premiums: cents(premiums),
    outOfPocket: cents(outOfPocket),
    total: cents(premiums + outOfPocket),
    capped,
  };
}

/**
 * Dental: charges = the use's charges × people; the employee pays the deductible, then the plan pays its basic
 * services share (type two in network, 80% when not given) of the rest up to its yearly maximum (individual or
 * family); whatever the plan does not pay is the employee's.
 */
export function estimateDentalCost(plan: DentalCostPlan, input: CostInput): CostEstimate {
  const single = input.tier === 'employee';
  const deductible =
    amount(single ? plan.planYearDeductibleIndividualInNetwork : plan.planYearDeductibleFamilyInNetwork) ?? 0;
  const planMaximum = amount(
    single ? plan.planYearMaximumIndividualInNetwork : plan.planYearMaximumFamilyInNetwork,
  );
  const share = Math.min(100, amount(plan.dentalTypeTwoInNetwork) ?? 80) / 100;
  const charges = DENTAL_USE_CHARGES[input.use] * TIER_PEOPLE[input.tier];
  const afterDeductible = Math.max(0, charges - deductible);
  const planWouldPay = afterDeductible * share;
  const capped = planMaximum !== null && planWouldPay > planMaximum;
  const planPays = capped ? planMaximum : planWouldPay;
  const outOfPocket = charges - planPays;
  const premiums = premiumsOf(input);
  return {
    premiums: cents(premiums),
    outOfPocket: cents(outOfPocket),
    total: cents(premiums + outOfPocket),
    capped,
  };
}
