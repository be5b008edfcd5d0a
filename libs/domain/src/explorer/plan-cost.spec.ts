import { describe, expect, test } from '@jest/globals';
import {
  CARE_SERVICES,
  planCostTermsOf,
  careCountsFor,
  planYearlyCost,
  rankPlans,
  type CareCounts,
  type PlanCostTerms,
  type TierAmounts,
} from './plan-cost.js';

const tiers = (employee: number | null, family: number | null = null): TierAmounts => ({
  employee,
  employeeSpouse: null,
  employeeChildren: null,
  family,
});

/** A PPO: $1,000/$2,000 deductible, $4,000/$8,000 maximum, 20% coinsurance, copays for routine care. */
const PPO: PlanCostTerms = {
  payPeriods: 26,
  premiums: { employee: 50, employeeSpouse: 120, employeeChildren: 100, family: 180 },
  deductibleIndividual: 1_000,
  deductibleFamily: 2_000,
  outOfPocketMaxIndividual: 4_000,
  outOfPocketMaxFamily: 8_000,
  coinsurancePercent: 20,
  copays: {
    primaryCare: 25,
    specialist: 50,
    urgentCare: 75,
    rxGeneric: 10,
    rxPreferred: 40,
    rxNonPreferred: 80,
    emergencyRoom: 300,
  },
  copaysAfterDeductible: false,
  hsaEligible: false,
  employerAccount: null,
  employerContribution: tiers(null),
};

/** A high-deductible plan with an HSA: $3,000 deductible first for everything, then 10%; $500 from the employer. */
const HDHP: PlanCostTerms = {
  payPeriods: 26,
  premiums: tiers(20, 90),
  deductibleIndividual: 3_000,
  deductibleFamily: 6_000,
  outOfPocketMaxIndividual: 6_000,
  outOfPocketMaxFamily: 12_000,
  coinsurancePercent: 10,
  copays: { primaryCare: 30 },
  copaysAfterDeductible: true,
  hsaEligible: true,
  employerAccount: 'HSA',
  employerContribution: tiers(500, 1_000),
};

const none: CareCounts = Object.fromEntries(CARE_SERVICES.map((s) => [s, 0])) as CareCounts;

describe('planYearlyCost: worked examples (decision 248)', () => {
  test('PPO, employee alone, moderate use: copays only', () => {
    // Care: 3 primary × $25 + 2 specialist × $50 + 1 urgent × $75 + 6 generic × $10 + 2 preferred × $40
    //   = 75 + 100 + 75 + 60 + 80 = $390 (every service has a copay: the deductible is never touched).
    // Premiums: $50 × 26 = $1,300. Total: 1,300 + 390 = $1,690.
    expect(planYearlyCost(PPO, { tier: 'employee', care: 'moderate', taxBracket: null })).toEqual({
      premiums: 1_300,
      outOfPocket: 390,
      employerMoney: 0,
      taxSavings: 0,
      total: 1_690,
      capped: false,
      outOfPocketMax: 4_000,
      assumedCoinsurance: false,
    });
  });

  test('PPO, employee alone, high use: the maximum caps the year', () => {
    // Copays: 6 × 25 + 6 × 50 + 2 × 75 + 12 × 10 + 6 × 40 + 2 × 80 = 150 + 300 + 150 + 120 + 240 + 160 = 1,120;
    // the ER visit's copay $300 → 1,420. The procedure ($4,500, no copay): the $1,000 deductible + 20% of
    // 3,500 = 700 → 1,700; running 3,120. The stay ($18,000): 20% = 3,600 → 6,720 ≥ 4,000: capped at $4,000.
    // Total: 1,300 + 4,000 = $5,300.
    const cost = planYearlyCost(PPO, { tier: 'employee', care: 'high', taxBracket: null });
    expect(cost).toMatchObject({ outOfPocket: 4_000, capped: true, total: 5_300 });
  });

  test('PPO, family, moderate use: per-person counts × 4 people', () => {
    // 12 primary × 25 + 8 specialist × 50 + 4 urgent × 75 + 24 generic × 10 + 8 preferred × 40
    //   = 300 + 400 + 300 + 240 + 320 = $1,560. Premiums: $180 × 26 = $4,680. Total $6,240.
    expect(planYearlyCost(PPO, { tier: 'family', care: 'moderate', taxBracket: null })).toMatchObject({
      premiums: 4_680,
      outOfPocket: 1_560,
      total: 6_240,
    });
  });

  test('HDHP with an employer HSA and a 22% bracket: everything toward the deductible, money back', () => {
    // Deductible first: 3 × 175 + 2 × 275 + 200 + 6 × 20 + 2 × 120 = 525 + 550 + 200 + 120 + 240 = $1,635
    // (left of the deductible: 1,365; the primary-care copay waits for the deductible). Premiums 20 × 26 = $520.
    // Employer HSA $500 (the employee's to keep). Own HSA money: min(1,635 − 500, 4,400 − 500) = 1,135, taxed
    // 22% less: $249.70. Total: 520 + 1,635 − 500 − 249.70 = $1,405.30.
    expect(planYearlyCost(HDHP, { tier: 'employee', care: 'moderate', taxBracket: 22 })).toEqual({
      premiums: 520,
      outOfPocket: 1_635,
      employerMoney: 500,
      taxSavings: 249.7,
      total: 1_405.3,
      capped: false,
      outOfPocketMax: 6_000,
      assumedCoinsurance: false,
    });
  });

  test('HDHP without a tax bracket: no tax saving counted', () => {
    // As above without the 249.70: 520 + 1,635 − 500 = $1,655.
    expect(planYearlyCost(HDHP, { tier: 'employee', care: 'moderate', taxBracket: null })).toMatchObject({
      taxSavings: 0,
      total: 1_655,
    });
  });

  test('an HRA pays only for care: at most the out-of-pocket', () => {
    // PPO moderate out-of-pocket $390; HRA $1,000 pays 390 of it. Total: 1,300 + 390 − 390 = $1,300.
    const withHra: PlanCostTerms = { ...PPO, employerAccount: 'HRA', employerContribution: tiers(1_000) };
    expect(planYearlyCost(withHra, { tier: 'employee', care: 'moderate', taxBracket: 22 })).toMatchObject({
      employerMoney: 390,
      taxSavings: 0,
      total: 1_300,
    });
  });

  test('no coinsurance given: 20% assumed and said; a $0 premium is a premium', () => {
    // Low use: 1 primary ($175) + 2 generic ($40), all under the $500 deductible: $215.
    const plain: PlanCostTerms = {
      ...PPO,
      premiums: tiers(0),
      deductibleIndividual: 500,
      coinsurancePercent: null,
      copays: {},
    };
    expect(
      planYearlyCost({ ...plain, payPeriods: 12 }, { tier: 'employee', care: 'low', taxBracket: null }),
    ).toMatchObject({
      premiums: 0,
      outOfPocket: 215,
      total: 215,
      assumedCoinsurance: true,
    });
  });

  test('a copay that waits for the deductible starts once it is met; no maximum, no cap', () => {
    // $200 deductible, $30 primary-care copay after it, 10% coinsurance, 3 primary visits of $175:
    // 1st: 175 toward the deductible (25 left); 2nd: 25 + 10% × 150 = 40 (met); 3rd: the copay, 30.
    // 175 + 40 + 30 = $245.
    const terms: PlanCostTerms = {
      ...HDHP,
      deductibleIndividual: 200,
      outOfPocketMaxIndividual: null,
      employerAccount: null,
    };
    const care = { ...none, primaryCare: 3 };
    expect(planYearlyCost(terms, { tier: 'employee', care, taxBracket: null })).toMatchObject({
      outOfPocket: 245,
      capped: false,
      outOfPocketMax: null,
      employerMoney: 0,
    });
  });

  test('no premium for the tier: no figure (the plan is listed, not ranked)', () => {
    expect(planYearlyCost(HDHP, { tier: 'employeeSpouse', care: 'low', taxBracket: null })).toBeNull();
  });

  test.each([
    ['a negative premium', { ...PPO, premiums: { ...PPO.premiums, employee: -5 } }, 26],
    ['an absurd deductible', { ...PPO, deductibleIndividual: 5_000_000 }, 26],
    ['a coinsurance over 100%', { ...PPO, coinsurancePercent: 120 }, 26],
    ['a negative copay', { ...PPO, copays: { primaryCare: -1 } }, 26],
    ['zero pay periods', PPO, 0],
    ['999,999 pay periods', PPO, 999_999],
    ['half a pay period', PPO, 2.5],
  ] as const)('%s is refused, never counted as $0', (_name, terms, payPeriods) => {
    expect(() =>
      planYearlyCost(
        { ...(terms as PlanCostTerms), payPeriods },
        { tier: 'employee', care: 'low', taxBracket: null },
      ),
    ).toThrow(RangeError);
  });

  test.each([
    ['a negative count', -1],
    ['more visits than days', 366],
    ['a fraction of a visit', 1.5],
  ])('custom care with %s is refused', (_name, count) => {
    expect(() => careCountsFor('employee', { ...none, specialist: count })).toThrow(RangeError);
  });
});

describe('careCountsFor', () => {
  test('visits and prescriptions per person; the stay, the procedure and the ER visit once a household', () => {
    // High use, employee and children (3 people): primary 6 × 3 = 18, generic 12 × 3 = 36, stay 1.
    expect(careCountsFor('employeeChildren', 'high')).toMatchObject({
      primaryCare: 18,
      rxGeneric: 36,
      emergencyRoom: 1,
      hospitalStay: 1,
      outpatientProcedure: 1,
    });
  });
});

describe('rankPlans', () => {
  const plans = [
    { name: 'PPO', terms: PPO },
    { name: 'HDHP', terms: HDHP },
    { name: 'No premium given', terms: { ...PPO, premiums: tiers(null) } },
  ];

  test('cheapest expected year first, with low and high bounds and the reason', () => {
    const ranking = rankPlans(plans, (p) => p.terms, {
      tier: 'employee',
      care: 'moderate',
      taxBracket: 22,
    });
    expect(ranking.ranked.map((r) => [r.plan.name, r.expected.total])).toEqual([
      ['HDHP', 1_405.3],
      ['PPO', 1_690],
    ]);
    const hdhp = ranking.ranked[0];
    if (!hdhp) throw new Error('no plan ranked');
    // Low: 175 + 2 × 20 = 215 out of pocket, all paid by the $500 HSA money: 520 + 215 − 500 = $235 (no own
    // HSA money needed, no tax saving).
    expect(hdhp.low.total).toBe(235);
    // High: 6 primary (1,050) and 6 specialists (1,650) toward the deductible (300 left); urgent care 200 and
    // 100 + 10% × 100 = 110 (met); then 10%: generic 24, preferred 72, non-preferred 60, ER 220, procedure 450,
    // stay 1,800: 5,636 < 6,000. Own HSA money min(5,136, 3,900) = 3,900 × 22% = 858.
    // 520 + 5,636 − 500 − 858 = $4,798.
    expect(hdhp.high.total).toBe(4_798);
    // Worst year: premiums 520 + the $6,000 maximum − $500 = $6,020.
    expect(hdhp.worstYear).toBe(6_020);
    expect(ranking.reason).toEqual({ use: 'moderate', capsBadYear: true, worstYear: 6_020 });
    expect(ranking.unpriced.map((p) => p.name)).toEqual(['No premium given']);
  });

  test('at low use the HDHP wins even without a tax bracket; ties keep the site order', () => {
    // Low use, employee: PPO 1,300 + (25 + 2 × 10) = $1,345; HDHP 520 + 215 − 500 = $235: the HDHP still wins.
    const low = rankPlans(plans, (p) => p.terms, { tier: 'employee', care: 'low', taxBracket: null });
    expect(low.ranked[0]?.plan.name).toBe('HDHP');
    const twins = rankPlans(
      [
        { name: 'A', terms: PPO },
        { name: 'B', terms: PPO },
      ],
      (p) => p.terms,
      { tier: 'employee', care: 'high', taxBracket: null },
    );
    expect(twins.ranked.map((r) => r.plan.name)).toEqual(['A', 'B']);
  });

  test('plans without a premium for the tier are listed apart; none priced: no reason', () => {
    const spouse = rankPlans(plans, (p) => p.terms, {
      tier: 'employeeSpouse',
      care: 'moderate',
      taxBracket: null,
    });
    expect(spouse.ranked.map((r) => r.plan.name)).toEqual(['PPO']);
    expect(spouse.unpriced.map((p) => p.name)).toEqual(['HDHP', 'No premium given']);
    const nobody = rankPlans(plans.slice(1, 3), (p) => p.terms, {
      tier: 'employeeChildren',
      care: 'moderate',
      taxBracket: null,
    });
    expect(nobody).toEqual({ ranked: [], unpriced: plans.slice(1, 3), reason: null });
  });
});

describe('planCostTermsOf: a site plan’s fields as the model’s terms', () => {
  test('the contract’s names per tier and service; HSA-eligible by its flags; no pay periods: not priced', () => {
    const plan = {
      benefitType: 'MEDICAL',
      contentFlags: ['HDHP', 'HSA_COMPATIBLE'],
      payPeriodsPerYear: 26,
      premiumPerPayPeriodEmployee: 28,
      premiumPerPayPeriodFamily: 105,
      planYearDeductibleIndividualInNetwork: 3_000,
      planYearDeductibleFamilyInNetwork: 6_000,
      planYearMaximumIndividualInNetwork: 6_000,
      planYearMaximumFamilyInNetwork: 12_000,
      coinsuranceInNetwork: 10,
      copayPrimaryCare: 30,
      copaysAfterDeductible: true,
      employerAccountType: 'HSA',
      employerContributionEmployee: 500,
      employerContributionFamily: 1_000,
    };
    expect(planCostTermsOf(plan)).toEqual({
      payPeriods: 26,
      premiums: { employee: 28, employeeSpouse: null, employeeChildren: null, family: 105 },
      deductibleIndividual: 3_000,
      deductibleFamily: 6_000,
      outOfPocketMaxIndividual: 6_000,
      outOfPocketMaxFamily: 12_000,
      coinsurancePercent: 10,
      copays: {
        primaryCare: 30,
        specialist: null,
        urgentCare: null,
        rxGeneric: null,
        rxPreferred: null,
        rxNonPreferred: null,
        rxSpecialty: null,
        emergencyRoom: null,
        outpatientProcedure: null,
        hospitalStay: null,
      },
      copaysAfterDeductible: true,
      hsaEligible: true,
      employerAccount: 'HSA',
      employerContribution: { employee: 500, employeeSpouse: null, employeeChildren: null, family: 1_000 },
    });
    expect(planCostTermsOf({ ...plan, payPeriodsPerYear: null })).toBeNull();
    expect(planCostTermsOf({ ...plan, contentFlags: [], employerAccountType: 'FSA' })).toMatchObject({
      hsaEligible: false,
      employerAccount: null,
    });
  });
});
