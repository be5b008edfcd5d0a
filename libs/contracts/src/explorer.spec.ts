import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { fieldErrorsFromZod } from './errors.js';
import {
  DENTAL_NETWORK_CODES,
  DENTAL_NETWORKS,
  EXPLORER_BENEFIT_TYPES,
  PLAN_TYPES,
  VISION_FIELDS,
  benefitPlanInputSchema,
  benefitTypeMetadataSchema,
  explorerRenewalInputSchema,
  explorerSiteInputSchema,
  vanitySlugSchema,
  type ExplorerSiteInput,
} from './explorer.js';
import { uncheckedStrings } from './text.js';

const OWNER = '7b0e0c7e-6a43-4c51-9a43-0a4c3f7d2a11';

/** A site with every required field, valid. */
const validSite = (): ExplorerSiteInput => ({
  name: 'Acme 2026 benefits',
  kioskMode: false,
  startsAt: '2026-01-01',
  openEnrollmentStart: '2025-11-01',
  openEnrollmentEnd: '2025-11-30',
  maintenanceMode: false,
  employerState: 'NC',
  hasEmployeesInNY: false,
  showBenefitCount: true,
  hideSunLifeLogo: false,
  pageOwner: OWNER,
  policies: ['900123'],
  medicalVideo: 'NO_VIDEO',
  enableContactUsAppointment: true,
  enableContactUsEmail: true,
  enableContactUsLiveChat: false,
});

/** The API's rows (path and English message) for a value. */
const errors = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : fieldErrorsFromZod(result.error).map(({ path, message }) => ({ path, message }));
};

describe('explorer enums (explorer spec §4)', () => {
  test('14 benefit types and 33 plan types, DCFSA as DCA', () => {
    expect(EXPLORER_BENEFIT_TYPES).toHaveLength(14);
    expect(PLAN_TYPES).toHaveLength(33);
    expect(PLAN_TYPES).toContain('DCA');
    expect(PLAN_TYPES).not.toContain('DCFSA');
  });

  test('dental network codes are the spec’s', () => {
    expect(DENTAL_NETWORKS.map((network) => [network, DENTAL_NETWORK_CODES[network]])).toEqual([
      ['SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO', 46],
      ['SUN_LIFE_DENTAL_NETWORK_PPO', 47],
      ['HERITAGE', 23],
      ['DHMO_DENTAL_SERIES', 29],
      ['CA_UDC_PREPAID', 28],
      ['LEGEND', 24],
      ['UNITED_DENTAL_CARE', 27],
      ['PREPAID_DENTAL_SERIES_FLORIDA_ONLY', 29],
      ['GEORGIA_PREPAID', 26],
    ]);
  });

  test('vision has five services with three fields each', () => {
    expect(VISION_FIELDS).toHaveLength(15);
    expect(VISION_FIELDS).toContain('visionContactLensExamOutOfNetwork');
  });
});

describe('explorerSiteInputSchema (explorer spec §3 and §5)', () => {
  test('a site with its required fields parses, blanks and absent fields becoming null', () => {
    const parsed = explorerSiteInputSchema.parse({ ...validSite(), vanitySlug: '  ', planYear: '' });
    expect(parsed).toMatchObject({
      name: 'Acme 2026 benefits',
      benefits: [],
      benefitTypeMetadata: {},
      vanitySlug: null,
      planYear: null,
      expiresAt: null,
      employeeCount: null,
      prevExplorerPageId: null,
    });
  });

  test('every required field missing is answered at its own path', () => {
    const rows = errors(explorerSiteInputSchema, {});
    expect(Object.fromEntries(rows.map((row) => [row.path, row.message]))).toEqual({
      name: 'Please enter a site name.',
      kioskMode: 'Please provide a response',
      startsAt: 'Please provide a response',
      openEnrollmentStart: 'Please provide a response',
      openEnrollmentEnd: 'Please provide a response',
      maintenanceMode: 'Please provide a response',
      employerState: 'Employer state is required',
      hasEmployeesInNY: 'Please provide a response',
      showBenefitCount: 'Please provide a response',
      hideSunLifeLogo: 'Please provide a response',
      pageOwner: 'Please provide a response',
      policies: 'Please add at least one policy',
      medicalVideo: 'Please provide a response.',
      enableContactUsAppointment: 'Please provide a response',
      enableContactUsEmail: 'Please provide a response',
      enableContactUsLiveChat: 'Please provide a response',
    });
  });

  test.each([
    ['name', '   ', 'Please enter a site name.'],
    ['employerState', '', 'Employer state is required'],
    ['employerState', 'XX', 'State not valid'],
    [
      'planYear',
      '2025/2026',
      'Please enter a numerical value for the plan year(s). Example: #### or ####-####',
    ],
    ['planYear', 'FY25', 'Please enter a numerical value for the plan year(s). Example: #### or ####-####'],
    ['policies', [], 'Please add at least one policy'],
    ['medicalVideo', 'SPANISH_VIDEO', 'Please provide a response.'],
    ['customThemeBrandColor', '#12345', 'Invalid color code'],
    ['customThemeBrandColor', 'red', 'Invalid color code'],
    ['customThemeContrastingColor', '#ggg', 'Invalid color code'],
    ['vanitySlug', 'acme_benefits', 'Please input only alphanumeric characters'],
    ['vanitySlug', 'acme/2026', 'Please input only alphanumeric characters'],
    ['employeeCount', -1, 'Please enter a number no less than 0'],
    ['employeeCount', 2.5, 'Please enter a whole number'],
    ['startsAt', '01/01/2026', 'Date needs to be in the format YYYY-MM-DD'],
    ['startsAt', '2026-02-30', 'Not a valid date'],
    [
      'benAdminPlatformUrl',
      'http://platform.example.com',
      'Please enter a web address that starts with https://',
    ],
    ['pageOwner', 'not-an-id', 'Please enter a valid id'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errors(explorerSiteInputSchema, { ...validSite(), [field]: value })).toEqual([
      { path: field, message },
    ]);
  });

  test.each([
    ['planYear', '2025'],
    ['planYear', '2025-2026'],
    ['planYear', '2025.1'],
    ['customThemeBrandColor', '#fff'],
    ['customThemeBrandColor', '#00A3E0'],
    ['customThemeBrandColor', 'abc'],
    ['vanitySlug', 'Acme Benefits-2026'],
    ['employeeCount', 0],
    ['medicalVideo', 'ENGLISH_AND_SPANISH_VIDEO'],
  ])('%s %j is accepted', (field, value) => {
    expect(errors(explorerSiteInputSchema, { ...validSite(), [field]: value })).toEqual([]);
  });

  test('text fields are bounded', () => {
    expect(errors(explorerSiteInputSchema, { ...validSite(), name: 'x'.repeat(256) })).toEqual([
      { path: 'name', message: 'Please enter at most 255 characters' },
    ]);
    expect(errors(explorerSiteInputSchema, { ...validSite(), vanitySlug: 'a'.repeat(101) })).toEqual([
      { path: 'vanitySlug', message: 'Please enter at most 100 characters' },
    ]);
  });

  test('at most 200 plans', () => {
    const plan = { benefitType: 'MEDICAL' };
    expect(errors(explorerSiteInputSchema, { ...validSite(), benefits: Array(200).fill(plan) })).toEqual([]);
    expect(errors(explorerSiteInputSchema, { ...validSite(), benefits: Array(201).fill(plan) })).toEqual([
      { path: 'benefits', message: 'Please choose at most 200 items' },
    ]);
  });

  test("a plan's costs (issue 34): bounded, whole pay periods, field messages rather than a silent $0", () => {
    const withPlan = (fields: Record<string, unknown>) => ({
      ...validSite(),
      benefits: [{ benefitType: 'MEDICAL', ...fields }],
    });
    expect(
      errors(
        explorerSiteInputSchema,
        withPlan({
          payPeriodsPerYear: 26,
          premiumPerPayPeriodEmployee: 0,
          premiumPerPayPeriodFamily: 10_000,
          employerAccountType: 'HSA',
          employerContributionFamily: 1_000,
          coinsuranceInNetwork: 20,
          copayPrimaryCare: 25,
          copaysAfterDeductible: true,
        }),
      ),
    ).toEqual([]);
    expect(
      errors(
        explorerSiteInputSchema,
        withPlan({
          payPeriodsPerYear: 0,
          premiumPerPayPeriodEmployee: -5,
          premiumPerPayPeriodFamily: 10_000.01,
          employerAccountType: 'FSA',
          employerContributionEmployee: 100_001,
          coinsuranceInNetwork: 101,
          copaySpecialist: -1,
        }),
      ),
    ).toEqual([
      {
        path: 'benefits.0.payPeriodsPerYear',
        message: 'Please enter a whole number of pay periods from 1 to 53',
      },
      {
        path: 'benefits.0.premiumPerPayPeriodEmployee',
        message: 'Please enter a premium per pay period from $0 to $10,000',
      },
      {
        path: 'benefits.0.premiumPerPayPeriodFamily',
        message: 'Please enter a premium per pay period from $0 to $10,000',
      },
      { path: 'benefits.0.employerAccountType', message: 'Please choose one of the options' },
      {
        path: 'benefits.0.employerContributionEmployee',
        message: 'Please enter an amount from $0 to $100,000',
      },
      { path: 'benefits.0.coinsuranceInNetwork', message: 'Please enter a percentage from 0 to 100' },
      { path: 'benefits.0.copaySpecialist', message: 'Please enter an amount from $0 to $100,000' },
    ]);
    expect(errors(explorerSiteInputSchema, withPlan({ payPeriodsPerYear: 999_999 }))).toEqual([
      {
        path: 'benefits.0.payPeriodsPerYear',
        message: 'Please enter a whole number of pay periods from 1 to 53',
      },
    ]);
    expect(errors(explorerSiteInputSchema, withPlan({ payPeriodsPerYear: 26.5 }))).toEqual([
      {
        path: 'benefits.0.payPeriodsPerYear',
        message: 'Please enter a whole number of pay periods from 1 to 53',
      },
    ]);
  });

  test('highlighter metadata is keyed by benefit type', () => {
    const metadata = { highlighterText: 'New this year', spanishHighlighterText: null, highlighterOrder: 1 };
    expect(
      explorerSiteInputSchema.parse({ ...validSite(), benefitTypeMetadata: { DENTAL: metadata } })
        .benefitTypeMetadata,
    ).toEqual({ DENTAL: metadata });
    expect(
      errors(explorerSiteInputSchema, { ...validSite(), benefitTypeMetadata: { DENTIST: metadata } }),
    ).toEqual([{ path: 'benefitTypeMetadata', message: 'These fields are not accepted here: DENTIST' }]);
    expect(errors(benefitTypeMetadataSchema, { highlighterOrder: -1 })).toEqual([
      { path: 'highlighterOrder', message: 'Please enter a number no less than 0' },
    ]);
  });

  test('unknown fields are refused', () => {
    expect(errors(explorerSiteInputSchema, { ...validSite(), isLive: true })).toEqual([
      { path: '', message: 'These fields are not accepted here: isLive' },
    ]);
  });

  test('a renewal names the site it renews', () => {
    expect(errors(explorerRenewalInputSchema, validSite())).toEqual([
      { path: 'prevExplorerPageId', message: 'Please provide a response' },
    ]);
    const renewal = {
      ...validSite(),
      prevExplorerPageId: OWNER,
      prevExplorerPageVanitySlug: 'acme 2025',
      prevExplorerPageExpiry: '2025-12-31',
      prevExplorerPagePlanYear: '2025',
      prevExplorerPageCustomBranding: false,
    };
    expect(errors(explorerRenewalInputSchema, renewal)).toEqual([]);
    expect(errors(explorerRenewalInputSchema, { ...renewal, prevExplorerPageVanitySlug: 'acme!' })).toEqual([
      { path: 'prevExplorerPageVanitySlug', message: 'Please input only alphanumeric characters' },
    ]);
  });

  test('every string is checked text', () => {
    expect(uncheckedStrings(explorerSiteInputSchema)).toEqual([]);
    expect(uncheckedStrings(explorerRenewalInputSchema)).toEqual([]);
  });
});

describe('benefitPlanInputSchema (explorer spec §3 "Benefit plan")', () => {
  test('only the benefit type is required; the rest defaults to empty', () => {
    expect(errors(benefitPlanInputSchema, {})).toEqual([
      { path: 'benefitType', message: 'Please provide a response' },
    ]);
    expect(benefitPlanInputSchema.parse({ benefitType: 'LIFE' })).toMatchObject({
      benefitType: 'LIFE',
      carrierId: null,
      planType: null,
      contentFlags: [],
      isNew: false,
      planYearDeductibleIndividualInNetwork: null,
      financialFSAMoneyRolloverDate: null,
    });
  });

  test.each([
    ['carrierId', 0, 'Please enter a number greater than 0'],
    ['carrierId', 1.5, 'Please enter a whole number'],
    ['benefitType', 'PENSION', 'Please choose one of the options'],
    ['planType', 'DCFSA', 'Please choose one of the options'],
    ['contentFlags', ['AD&D'], 'Please choose one of the options'],
    ['prepaidSitusState', 'ZZ', 'State not valid'],
    ['prepaidDentalNetwork', 'DELTA', 'Please choose one of the options'],
    ['premium', '$$$$', 'Please choose one of the options'],
    ['planYearDeductibleIndividualInNetwork', -1, 'Please enter a number no less than 0'],
    ['visionFramesOverInNetwork', 101, 'Please enter a percentage from 0 to 100'],
    ['dentalTypeOneInNetwork', -5, 'Please enter a percentage from 0 to 100'],
    ['financialFSAMoneyRolloverDate', '2026-13-01', 'Not a valid date'],
    ['planName', 'x'.repeat(256), 'Please enter at most 255 characters'],
  ])('%s %j: %s', (field, value, message) => {
    const rows = errors(benefitPlanInputSchema, { benefitType: 'DENTAL', [field]: value });
    expect(rows.map((row) => row.message)).toEqual([message]);
    expect(rows[0]?.path).toMatch(new RegExp(`^${field}`));
  });

  test('content flags are deduplicated and a state is upper-cased', () => {
    expect(
      benefitPlanInputSchema.parse({
        benefitType: 'MEDICAL',
        contentFlags: ['HDHP', 'HDHP', 'HSA_COMPATIBLE'],
        otherShortTermPaidLeaveState: 'ny',
      }),
    ).toMatchObject({ contentFlags: ['HDHP', 'HSA_COMPATIBLE'], otherShortTermPaidLeaveState: 'NY' });
  });

  test('every string is checked text', () => {
    expect(uncheckedStrings(benefitPlanInputSchema)).toEqual([]);
  });
});

describe('vanitySlugSchema', () => {
  test.each([
    ['acme', true],
    ['Acme Benefits 2026', true],
    ['acme-2026', true],
    ['acme_2026', false],
    ['acmé', false],
    ['', false],
  ])('%j valid: %s', (slug, valid) => {
    expect(vanitySlugSchema.safeParse(slug).success).toBe(valid);
  });
});
