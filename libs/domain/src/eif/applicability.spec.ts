import { describe, expect, test } from '@jest/globals';
import { eifApplicability, type EifContext } from './applicability.js';

type Policy = EifContext['policies'][number];
type Plan = EifContext['plans'][number];

const policy = (slfCoverages: string[], extra: Partial<Policy> = {}): Policy => ({
  id: `policy-${slfCoverages.join('-')}`,
  slfCoverages,
  issuedStateSitus: 'TX',
  policyEffective: '2026-03-01',
  eapIsBlendedWith: null,
  ...extra,
});
const plan = (planType: string, extra: Partial<Plan> = {}): Plan => ({
  id: `plan-${planType}`,
  planType,
  salaryBased: null,
  pfmlOption: null,
  ...extra,
});
const client = (extra: Partial<EifContext> = {}): EifContext => ({
  removeEdiFromEif: false,
  healthcareProfessionalsSegment: false,
  ageRules: false,
  allBenefitsNonContributory: null,
  policies: [],
  plans: [],
  ...extra,
});
/** A client with one policy holding these coverages, and a plan for each. */
const holding = (codes: string[], extra: Partial<EifContext> = {}, policyExtra: Partial<Policy> = {}) =>
  client({ policies: [policy(codes, policyExtra)], plans: codes.map((c) => plan(c)), ...extra });

const shown = (ctx: EifContext, subStep: string) => eifApplicability(ctx).shown[subStep];

describe('sub-step applicability (spec §4), rule by rule', () => {
  test.each([
    ['tax-id', client()],
    ['current-sun-life-policies', holding(['NY_DBL'])],
    ['plan-administrators', holding(['PFML_CO_FI'])],
  ])('%s is always shown', (subStep, ctx) => {
    expect(shown(ctx, subStep)).toBe(true);
  });

  test.each([
    ['no plans at all', client(), true],
    ['a life plan', holding(['BASIC_LIFE']), true],
    ['only statutory and PFML plans', holding(['NY_DBL', 'PFML_MA_ASO']), false],
    ['the EDI toggle on', holding(['BASIC_LIFE'], { removeEdiFromEif: true }), false],
    ['a plan whose coverage is not named', client({ plans: [plan('')] }), true],
  ])('benefits-administration-and-data-feed with %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'benefits-administration-and-data-feed')).toBe(expected);
  });

  test.each([
    ['a statutory plan', holding(['BASIC_LIFE', 'NJ_TDB']), true],
    ['a PFML plan', holding(['PFML_WA_FI']), true],
    ['ASO dental', holding(['DENTAL_ASO']), true],
    ['insured dental only', holding(['DENTAL', 'BASIC_LIFE']), false],
  ])('subsidiaries-and-affiliates with %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'subsidiaries-and-affiliates')).toBe(expected);
  });

  test.each([
    ['a life coverage', holding(['BASIC_LIFE']), true],
    ['only the assistance program', holding(['EMPLOYEE_ASSISTANCE_PROGRAM']), false],
    ['nothing', client(), false],
  ])('previous-coverage-information with %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'previous-coverage-information')).toBe(expected);
  });

  test('billing-preferences skips a policy that holds only the assistance program blended with another', () => {
    const ctx = client({
      policies: [
        policy(['Basic Life'], { id: 'life' }),
        policy(['Employee Assistance Program'], { id: 'eap-blended', eapIsBlendedWith: 'LIFE' }),
        policy(['Employee Assistance Program'], { id: 'eap-alone' }),
        policy([], { id: 'empty' }),
      ],
    });
    expect(eifApplicability(ctx).billingPolicies).toEqual(['life', 'eap-alone']);
    expect(shown(ctx, 'billing-preferences')).toBe(true);
    expect(shown(client(), 'billing-preferences')).toBe(false);
  });

  test.each([
    ['an ASO coverage', holding(['STD_ASO']), true],
    [
      'advice plus on a PFML plan',
      client({ plans: [plan('PFML_CO_FI', { pfmlOption: 'ADVICE_PLUS' })] }),
      true,
    ],
    ['advice only', client({ plans: [plan('PFML_CO_FI', { pfmlOption: 'ADVICE_ONLY' })] }), false],
    ['insured coverages only', holding(['BASIC_LIFE', 'DENTAL']), false],
  ])(
    'claims payment, claims check mailing and monthly claims reports with %s: %s',
    (_what, ctx, expected) => {
      for (const subStep of [
        'claims-payment-reimbursement',
        'claims-check-mailing-locations',
        'monthly-claims-reports-and-eobs',
      ]) {
        expect(shown(ctx, subStep)).toBe(expected);
      }
    },
  );

  test.each([
    [
      'healthcare professionals with LTD',
      holding(['LONG_TERM_DISABILITY'], { healthcareProfessionalsSegment: true }),
      true,
    ],
    [
      'healthcare professionals without LTD',
      holding(['BASIC_LIFE'], { healthcareProfessionalsSegment: true }),
      false,
    ],
    ['LTD outside the segment', holding(['LONG_TERM_DISABILITY']), false],
  ])('malpractice-reimbursements for %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'malpractice-reimbursements')).toBe(expected);
  });

  test.each([
    ['class-builder', holding(['PREPAID_DENTAL_CA']), true],
    ['class-builder', holding(['NY_DBL', 'EMPLOYEE_ASSISTANCE_PROGRAM']), false],
    ['non-class-benefits-preferences', holding(['PFML_OR_ASO']), true],
    ['non-class-benefits-preferences', holding(['HI_TDI']), true],
    ['non-class-benefits-preferences', holding(['BASIC_LIFE']), false],
  ])('%s: %s', (subStep, ctx, expected) => {
    expect(shown(ctx, subStep)).toBe(expected);
  });

  test.each([
    ['PFML only', holding(['PFML_CO_ASO', 'PFML_MA_FI']), 'pfml'],
    ['statutory only', holding(['NY_DBL']), 'statutory'],
    ['both', holding(['NJ_TDB', 'PFML_CT_FI', 'BASIC_LIFE']), 'both'],
    ['neither', holding(['BASIC_LIFE']), null],
  ])('the non-class sub-step is titled for %s', (_what, ctx, title) => {
    expect(eifApplicability(ctx).nonClassTitle).toBe(title);
  });

  test.each([
    ['salary-based FLI', client({ plans: [plan('NJ_FLI', { salaryBased: true })] }), true],
    ['FLI not salary-based', client({ plans: [plan('NJ_FLI', { salaryBased: false })] }), false],
    ['FLI with the basis not set', client({ plans: [plan('NJ_FLI')] }), false],
  ])('fli-preferences with %s: %s (spec §5: FLI applies only when salary-based)', (_what, ctx, expected) => {
    expect(shown(ctx, 'fli-preferences')).toBe(expected);
  });

  test.each([
    ['all statutory', holding(['NY_DBL', 'NJ_TDB']), false],
    ['all PFML', holding(['PFML_CO_FI']), true],
    ['mixed', holding(['NY_DBL', 'BASIC_LIFE']), true],
  ])('confirm-policy-anniversary when %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'confirm-policy-anniversary')).toBe(expected);
  });

  const sameRule = [
    'additional-waiting-period-rules',
    'rehire-provision',
    'union-members-and-domestic-partners',
    'other-changes-to-coverage',
    'employee-certificate',
    'section-125',
    'erisa',
  ];
  test.each([
    ['all statutory', holding(['NY_DBL', 'HI_TDI']), false],
    ['all PFML', holding(['PFML_WA_ASO', 'PFML_WA_FI']), false],
    ['a life coverage beside them', holding(['NY_DBL', 'BASIC_LIFE']), true],
  ])('the other contract details when the client has %s: %s', (_what, ctx, expected) => {
    for (const subStep of sameRule) expect(shown(ctx, subStep)).toBe(expected);
  });

  test.each([
    ['contributory benefits', holding(['BASIC_LIFE'], { allBenefitsNonContributory: false }), true],
    ['not answered yet', holding(['BASIC_LIFE']), true],
    [
      'all non-contributory, no dental or vision',
      holding(['BASIC_LIFE'], { allBenefitsNonContributory: true }),
      false,
    ],
    ['all non-contributory with dental', holding(['DENTAL'], { allBenefitsNonContributory: true }), true],
    ['all statutory', holding(['NY_DBL'], { allBenefitsNonContributory: false }), false],
  ])('changes-during-annual-enrollment with %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'changes-during-annual-enrollment')).toBe(expected);
  });

  test.each([
    ['age rules', holding(['BASIC_LIFE'], { ageRules: true }), true],
    ['dependent life', holding(['DEPENDENT_LIFE']), true],
    ['neither', holding(['BASIC_LIFE']), false],
    ['age rules but only PFML', holding(['PFML_CO_FI'], { ageRules: true }), false],
  ])('age-rules with %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'age-rules')).toBe(expected);
  });

  test.each([
    ['life in Texas from 2026-01-01', holding(['BASIC_LIFE'], {}, { policyEffective: '2026-01-01' }), true],
    [
      'life in Texas before the cutoff',
      holding(['BASIC_LIFE'], {}, { policyEffective: '2025-12-31' }),
      false,
    ],
    ['life in New York', holding(['BASIC_LIFE'], {}, { issuedStateSitus: 'NY' }), false],
    ['life in Vermont', holding(['BASIC_LIFE'], {}, { issuedStateSitus: 'VT' }), false],
    [
      'accident in Vermont before the cutoff',
      holding(['ACCIDENT'], {}, { issuedStateSitus: 'VT', policyEffective: '2025-06-01' }),
      true,
    ],
    ['critical illness in New York', holding(['CRITICAL_ILLNESS'], {}, { issuedStateSitus: 'NY' }), false],
    ['dental only', holding(['DENTAL']), false],
  ])('value-added-services for %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'value-added-services')).toBe(expected);
  });

  test.each([
    ['dental', holding(['DENTAL']), true],
    ['vision', holding(['VOLUNTARY_VISION']), true],
    ['prepaid dental', holding(['PREPAID_DENTAL_NY']), true],
    ['life only', holding(['BASIC_LIFE']), false],
  ])('termination-of-insurance with %s: %s', (_what, ctx, expected) => {
    expect(shown(ctx, 'termination-of-insurance')).toBe(expected);
  });

  test('unknown coverage names change nothing', () => {
    expect(eifApplicability(holding(['Pet Insurance', 'BASIC_LIFE'], {}, { id: 'p' }))).toEqual(
      eifApplicability(holding(['BASIC_LIFE'], {}, { id: 'p' })),
    );
  });
});
