import { describe, expect, test } from '@jest/globals';
import { estimateDentalCost, estimateMedicalCost, readCostInput, type CostInput } from './costEstimate.js';

const medicalPlan = {
  planYearDeductibleIndividualInNetwork: 1500,
  planYearDeductibleFamilyInNetwork: 3000,
  planYearMaximumIndividualInNetwork: 5000,
  planYearMaximumFamilyInNetwork: 10000,
};
const input = (over: Partial<CostInput> = {}): CostInput => ({
  premiumPerPayPeriod: 100,
  payPeriods: 26,
  tier: 'employee',
  use: 'low',
  ...over,
});

describe('estimateMedicalCost: premium × pay periods + out-of-pocket up to the maximum', () => {
  test.each([
    // use charges: low 500, medium 4,000, high 25,000 a person
    ['low, just me: all charges under the deductible', input(), 2600, 500, false],
    // 1,500 deductible + 20% of 2,500
    ['medium, just me: deductible then 20%', input({ use: 'medium' }), 2600, 2000, false],
    // 1,500 + 20% of 23,500 = 6,200 → capped at 5,000
    ['high, just me: capped at the individual maximum', input({ use: 'high' }), 2600, 5000, true],
    // family tier: 4 people × 4,000 = 16,000; 3,000 + 20% of 13,000 = 5,600 (family maximum 10,000)
    [
      'medium, family: family deductible and maximum',
      input({ use: 'medium', tier: 'family' }),
      2600,
      5600,
      false,
    ],
    ['high, family: capped at the family maximum', input({ use: 'high', tier: 'family' }), 2600, 10000, true],
    ['monthly premiums', input({ premiumPerPayPeriod: 250.5, payPeriods: 12 }), 3006, 500, false],
  ])('%s', (_name, given, premiums, outOfPocket, capped) => {
    const estimate = estimateMedicalCost(medicalPlan, given);
    expect(estimate).toEqual({ premiums, outOfPocket, total: premiums + outOfPocket, capped });
  });

  test('no maximum means no cap; no deductible counts as 0', () => {
    expect(estimateMedicalCost({}, input({ use: 'high', premiumPerPayPeriod: 0 }))).toEqual({
      premiums: 0,
      outOfPocket: 5000,
      total: 5000,
      capped: false,
    });
  });

  test('a negative premium or impossible paychecks are no figure at all, not $0 or $100 million', () => {
    for (const bad of [
      input({ premiumPerPayPeriod: -5 }),
      input({ payPeriods: 0 }),
      input({ payPeriods: 999_999 }),
    ])
      expect(() => estimateMedicalCost(medicalPlan, bad)).toThrow(RangeError);
  });
});

describe('estimateDentalCost: the plan pays its share up to its yearly maximum', () => {
  const dentalPlan = {
    planYearDeductibleIndividualInNetwork: 50,
    planYearDeductibleFamilyInNetwork: 150,
    planYearMaximumIndividualInNetwork: 1500,
    planYearMaximumFamilyInNetwork: 4500,
    dentalTypeTwoInNetwork: 80,
  };
  test.each([
    // 200 charges: 50 deductible + 20% of 150 = 80
    ['low, just me', input({ premiumPerPayPeriod: 10 }), 260, 80, false],
    // 3,000: plan would pay 80% of 2,950 = 2,360 > 1,500 → employee 1,500
    [
      'high, just me: the plan stops at its maximum',
      input({ premiumPerPayPeriod: 10, use: 'high' }),
      260,
      1500,
      true,
    ],
    // family 4 × 900 = 3,600: plan pays 80% of 3,450 = 2,760 → employee 840
    ['medium, family', input({ premiumPerPayPeriod: 10, use: 'medium', tier: 'family' }), 260, 840, false],
  ])('%s', (_name, given, premiums, outOfPocket, capped) => {
    expect(estimateDentalCost(dentalPlan, given)).toEqual({
      premiums,
      outOfPocket,
      total: premiums + outOfPocket,
      capped,
    });
  });
  test('a plan without a basic-care share counts 80%', () => {
    const { dentalTypeTwoInNetwork: _share, ...withoutShare } = dentalPlan;
    expect(estimateDentalCost(withoutShare, input({ premiumPerPayPeriod: 0 })).outOfPocket).toBe(80);
  });
});

describe('readCostInput: no figure until the premium and paychecks are valid (issue 27 item 9)', () => {
  test.each([
    ['a premium and 26 paychecks', '45.50', '26', { ok: true, premiumPerPayPeriod: 45.5, payPeriods: 26 }],
    [
      'a premium of 0 (the employer pays it all)',
      '0',
      '12',
      { ok: true, premiumPerPayPeriod: 0, payPeriods: 12 },
    ],
    ['53 weekly paychecks', '10', '53', { ok: true, premiumPerPayPeriod: 10, payPeriods: 53 }],
    ['no premium yet: no figure, no error', '', '26', { ok: false, premiumMissing: true, errors: {} }],
    [
      'a negative premium',
      '-20',
      '26',
      { ok: false, premiumMissing: false, errors: { premium: 'premiumNegative' } },
    ],
    [
      'a premium over $10,000 a paycheck',
      '10000.01',
      '26',
      { ok: false, premiumMissing: false, errors: { premium: 'premiumInvalid' } },
    ],
    [
      'a premium with fractions of a cent',
      '12.345',
      '26',
      { ok: false, premiumMissing: false, errors: { premium: 'premiumInvalid' } },
    ],
    [
      '0 paychecks',
      '45',
      '0',
      { ok: false, premiumMissing: false, errors: { payPeriods: 'payPeriodsInvalid' } },
    ],
    [
      '999,999 paychecks',
      '45',
      '999999',
      { ok: false, premiumMissing: false, errors: { payPeriods: 'payPeriodsInvalid' } },
    ],
    [
      '2.5 paychecks',
      '45',
      '2.5',
      { ok: false, premiumMissing: false, errors: { payPeriods: 'payPeriodsInvalid' } },
    ],
    [
      'no paychecks',
      '45',
      '',
      { ok: false, premiumMissing: false, errors: { payPeriods: 'payPeriodsInvalid' } },
    ],
    [
      'both wrong',
      '-1',
      '0',
      {
        ok: false,
        premiumMissing: false,
        errors: { premium: 'premiumNegative', payPeriods: 'payPeriodsInvalid' },
      },
    ],
  ])('%s', (_name, premium, payPeriods, expected) => {
    expect(readCostInput(premium, payPeriods)).toEqual(expected);
  });
});
