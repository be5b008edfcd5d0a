import { describe, expect, test } from '@jest/globals';
import {
  EXPLORER_BENEFIT_TYPES,
  PLAN_TYPES,
  VISION_FIELDS,
  explorerSiteInputSchema,
  type BenefitPlanInput,
  type ExplorerBenefitType,
  type ExplorerSiteInput,
} from '@onboard/contracts';
import {
  explorerSiteIssues,
  isPfmlLeave,
  isValidVanitySlug,
  type ExplorerSiteContext,
} from './site-issues.js';
import { allowedPlanTypes } from './tables.js';

const OWNER = '7b0e0c7e-6a43-4c51-9a43-0a4c3f7d2a11';
const DOC = '1f7a2b3c-4d5e-4f60-8a1b-2c3d4e5f6a7b';

/** A site with every required field, valid, and no plans. */
const site = (over: Partial<ExplorerSiteInput> = {}): ExplorerSiteInput => ({
  name: 'Acme 2026 benefits',
  kioskMode: false,
  startsAt: '2026-01-01',
  expiresAt: '2026-12-31',
  openEnrollmentStart: '2025-11-01',
  openEnrollmentEnd: '2025-11-30',
  maintenanceMode: false,
  employerState: 'TX',
  hasEmployeesInNY: false,
  showBenefitCount: true,
  hideSunLifeLogo: false,
  pageOwner: OWNER,
  policies: ['900123'],
  medicalVideo: 'NO_VIDEO',
  enableContactUsAppointment: true,
  enableContactUsEmail: true,
  enableContactUsLiveChat: false,
  ...over,
});

/** Comparisons not available (an old policy): the plan rules without the comparison fields. */
const OLD: ExplorerSiteContext = {
  policyEffectiveDate: '2020-01-01',
  toggles: { dentalComparison: true, visionComparison: true },
};
/** Comparisons available for every type. */
const NEW: ExplorerSiteContext = {
  policyEffectiveDate: '2025-01-01',
  toggles: { dentalComparison: true, visionComparison: true },
};

/** A plan of another carrier with the fields every plan needs. */
const plan = (over: Partial<BenefitPlanInput> & Pick<BenefitPlanInput, 'benefitType'>): BenefitPlanInput => ({
  carrierId: 7,
  planName: 'Plan A',
  legalEntity: 'Acme Insurance Co.',
  planType: allowedPlanTypes(over.benefitType)[0] ?? null,
  ...over,
});

const issuesOf = (plans: BenefitPlanInput[], context = OLD, over: Partial<ExplorerSiteInput> = {}) =>
  explorerSiteIssues(site({ ...over, benefits: plans }), context).map(({ path, message }) => ({
    path,
    message,
  }));
const onePlan = (p: BenefitPlanInput, context = OLD, over: Partial<ExplorerSiteInput> = {}) =>
  issuesOf([p], context, over);

/** Complete medical comparison fields. */
const MEDICAL_COMPARISON: Partial<BenefitPlanInput> = {
  planYearDeductibleIndividualInNetwork: 1000,
  planYearDeductibleFamilyInNetwork: 2000,
  planYearMaximumIndividualInNetwork: 5000,
  planYearMaximumFamilyInNetwork: 10000,
  planYearDeductibleIndividualOutOfNetwork: 2000,
  planYearDeductibleFamilyOutOfNetwork: 4000,
  planYearMaximumIndividualOutOfNetwork: 10000,
  planYearMaximumFamilyOutOfNetwork: 20000,
  medicalOutOfNetworkBenefits: true,
  medicalPcpCoordinationRequired: false,
  medicalPcpSpecialtyCareReferralRequired: false,
};
const DENTAL_COMPARISON: Partial<BenefitPlanInput> = {
  planYearDeductibleIndividualInNetwork: 50,
  planYearDeductibleFamilyInNetwork: 150,
  planYearMaximumIndividualInNetwork: 1500,
  dentalYearType: 'CALENDAR',
  dentalOrthodonticServices: 'NONE',
  dentalTypeOneInNetwork: 100,
  dentalTypeTwoInNetwork: 80,
  dentalTypeThreeInNetwork: 50,
};
const VISION_COMPARISON: Partial<BenefitPlanInput> = {
  ...Object.fromEntries(VISION_FIELDS.map((field) => [field, field.endsWith('BiYearly') ? false : 10])),
  visionFramesOverInNetwork: 20,
  visionFramesOverOutOfNetwork: 0,
};

describe('a valid site has no issues', () => {
  test('without plans', () => {
    expect(explorerSiteIssues(site(), NEW)).toEqual([]);
  });

  test('with a complete plan of every benefit type, comparisons on', () => {
    const plans = EXPLORER_BENEFIT_TYPES.map((benefitType) =>
      plan({
        benefitType,
        ...(benefitType === 'MEDICAL' ? MEDICAL_COMPARISON : {}),
        ...(benefitType === 'DENTAL' ? DENTAL_COMPARISON : {}),
        ...(benefitType === 'VISION' ? VISION_COMPARISON : {}),
        ...(benefitType === 'FINANCIAL' ? { planType: 'FSA', financialFSAMoneyRollover: false } : {}),
        ...(benefitType === 'OTHER_SHORT_TERM_PAID_LEAVE' ? { otherShortTermPaidLeaveState: 'NY' } : {}),
      }),
    );
    expect(issuesOf(plans, NEW)).toEqual([]);
  });

  test('the schema’s parsed output is accepted as it is', () => {
    const parsed = explorerSiteInputSchema.parse(site({ benefits: [plan({ benefitType: 'LIFE' })] }));
    expect(explorerSiteIssues(parsed, OLD)).toEqual([]);
  });
});

describe('site rules (explorer spec §5 "Explorer site")', () => {
  const siteIssues = (over: Record<string, unknown>) =>
    explorerSiteIssues({ ...site(), ...over } as ExplorerSiteInput, OLD).map(({ path, message }) => ({
      path,
      message,
    }));

  test.each([
    ['name', '', 'Please enter a site name.'],
    ['name', '  ', 'Please enter a site name.'],
    ['name', undefined, 'Please enter a site name.'],
    ['employerState', '', 'Employer state is required'],
    ['employerState', null, 'Employer state is required'],
    ['employerState', 'XX', 'State not valid'],
    [
      'planYear',
      '2025/26',
      'Please enter a numerical value for the plan year(s). Example: #### or ####-####',
    ],
    ['planYear', 'twenty', 'Please enter a numerical value for the plan year(s). Example: #### or ####-####'],
    ['policies', [], 'Please add at least one policy'],
    ['policies', [' '], 'Please add at least one policy'],
    ['policies', undefined, 'Please add at least one policy'],
    ['medicalVideo', undefined, 'Please provide a response.'],
    ['medicalVideo', 'SPANISH_ONLY', 'Please provide a response.'],
    ['vanitySlug', 'acme_2026', 'Please input only alphanumeric characters'],
    ['vanitySlug', 'acme.com', 'Please input only alphanumeric characters'],
    ['customThemeBrandColor', '#abcd', 'Invalid color code'],
    ['customThemeContrastingColor', 'blue', 'Invalid color code'],
    ['employeeCount', -1, 'Please enter a number no less than 0'],
    ['employeeCount', 1.5, 'Please enter a whole number'],
  ])('%s %j: %s', (field, value, message) => {
    expect(siteIssues({ [field]: value })).toEqual([{ path: field, message }]);
  });

  test.each([
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
  ])('%s is required', (field) => {
    expect(siteIssues({ [field]: undefined })).toEqual([
      { path: field, message: 'Please provide a response' },
    ]);
    expect(siteIssues({ [field]: null })).toEqual([{ path: field, message: 'Please provide a response' }]);
  });

  test('false is an answer for a required flag', () => {
    expect(siteIssues({ kioskMode: false, maintenanceMode: false, hideSunLifeLogo: false })).toEqual([]);
  });

  test.each([
    ['planYear', '2025'],
    ['planYear', '2025-2026'],
    ['planYear', '2025.5'],
    ['vanitySlug', 'Acme Benefits-2026'],
    ['vanitySlug', ''],
    ['customThemeBrandColor', '#fff'],
    ['customThemeBrandColor', '00a3e0'],
    ['employeeCount', 0],
    ['expiresAt', null],
  ])('%s %j is fine', (field, value) => {
    expect(siteIssues({ [field]: value })).toEqual([]);
  });

  test('custom branding needs both colours', () => {
    expect(siteIssues({ customBranding: true })).toEqual([
      { path: 'customThemeBrandColor', message: 'Brand color is required' },
      { path: 'customThemeContrastingColor', message: 'Contrast color is required' },
    ]);
    expect(siteIssues({ customBranding: true, customThemeBrandColor: '#003946' })).toEqual([
      { path: 'customThemeContrastingColor', message: 'Contrast color is required' },
    ]);
    expect(
      siteIssues({
        customBranding: true,
        customThemeBrandColor: '#003946',
        customThemeContrastingColor: '#FFF',
      }),
    ).toEqual([]);
    expect(
      siteIssues({
        customBranding: true,
        customThemeBrandColor: 'navy',
        customThemeContrastingColor: '#FFF',
      }),
    ).toEqual([{ path: 'customThemeBrandColor', message: 'Invalid color code' }]);
    expect(siteIssues({ customBranding: false })).toEqual([]);
  });

  test('an English video needs its title and document; a bilingual one its Spanish title too', () => {
    expect(siteIssues({ medicalVideo: 'ENGLISH_VIDEO' })).toEqual([
      { path: 'medicalVideoEnglishTitle', message: 'Please enter the English title of the video' },
      { path: 'medicalVideoDocumentId', message: 'Please upload the video' },
    ]);
    expect(
      siteIssues({
        medicalVideo: 'ENGLISH_VIDEO',
        medicalVideoEnglishTitle: 'Your medical plan',
        medicalVideoDocumentId: DOC,
      }),
    ).toEqual([]);
    expect(
      siteIssues({
        medicalVideo: 'ENGLISH_AND_SPANISH_VIDEO',
        medicalVideoEnglishTitle: 'Your medical plan',
        medicalVideoDocumentId: DOC,
      }),
    ).toEqual([{ path: 'medicalVideoSpanishTitle', message: 'Please enter the Spanish title of the video' }]);
    expect(siteIssues({ medicalVideo: 'NO_VIDEO', medicalVideoEnglishTitle: null })).toEqual([]);
  });

  test('dates in order', () => {
    expect(siteIssues({ openEnrollmentStart: '2025-11-30', openEnrollmentEnd: '2025-11-01' })).toEqual([
      { path: 'openEnrollmentEnd', message: 'The enrollment end date cannot be before its start date' },
    ]);
    expect(siteIssues({ openEnrollmentStart: '2025-11-30', openEnrollmentEnd: '2025-11-30' })).toEqual([]);
    expect(siteIssues({ startsAt: '2026-01-02', expiresAt: '2026-01-01' })).toEqual([
      { path: 'expiresAt', message: 'The site cannot expire before it starts' },
    ]);
  });

  test('issues carry the message key and its values', () => {
    expect(explorerSiteIssues(site({ employeeCount: -3 }), OLD)).toEqual([
      {
        path: 'employeeCount',
        message: 'Please enter a number no less than 0',
        key: 'numberTooSmall',
        params: { min: 0 },
      },
    ]);
    expect(explorerSiteIssues(site({ name: '' }), OLD)).toEqual([
      { path: 'name', message: 'Please enter a site name.', key: 'explorerSiteNameRequired' },
    ]);
  });
});

describe('plan rules (explorer spec §5 "Benefit plan")', () => {
  test.each([
    [{ carrierId: null }, 'carrierId', 'Please choose a carrier'],
    [{ carrierId: 0 }, 'carrierId', 'Please choose a carrier'],
    [{ carrierId: -4 }, 'carrierId', 'Please choose a carrier'],
    [{ planName: '' }, 'planName', 'Plan Name is required.'],
    [{ planName: null }, 'planName', 'Plan Name is required.'],
    [{ legalEntity: null }, 'legalEntity', 'Underwriter/Administrator is required'],
    [{ legalEntity: ' ' }, 'legalEntity', 'Underwriter/Administrator is required'],
    [{ planType: null }, 'planType', 'Please choose a plan type'],
    [{ planType: 'DHMO' }, 'planType', 'This plan type is not offered for this benefit type'],
    [{ benefitLevel: 'BUY_UP' }, 'benefitLevel', 'This benefit level is not offered for this benefit type'],
    [{ contentFlags: ['AD_AND_D'] }, 'contentFlags', 'Invalid content flags.'],
    [{ contentFlags: ['HDHP', 'VAS_1'] }, 'contentFlags', 'Invalid content flags.'],
    [{ wellnessAmount: -1 }, 'wellnessAmount', 'Please enter a number no less than 0'],
    [
      { prepaidDentalNetwork: 'HERITAGE' },
      'prepaidDentalNetwork',
      'This dental network is not available for this plan type and state',
    ],
  ] as const)('a medical plan with %j: %s %s', (over, path, message) => {
    const changes = over as Partial<BenefitPlanInput>;
    expect(onePlan(plan({ benefitType: 'MEDICAL', ...changes }))).toEqual([
      { path: `benefits.0.${path}`, message },
    ]);
  });

  test('a missing benefit type is answered and the type-dependent rules skipped', () => {
    expect(onePlan({ ...plan({ benefitType: 'MEDICAL' }), benefitType: undefined as never })).toEqual([
      { path: 'benefits.0.benefitType', message: 'Please provide a response' },
    ]);
  });

  test('the provider’s plans need no underwriter', () => {
    expect(onePlan(plan({ benefitType: 'LIFE', carrierId: 1, legalEntity: null }))).toEqual([]);
    expect(onePlan(plan({ benefitType: 'LIFE', carrierId: 2, legalEntity: null }))).toEqual([
      { path: 'benefits.0.legalEntity', message: 'Underwriter/Administrator is required' },
    ]);
  });

  describe('plan type allowed for the benefit type: every combination', () => {
    const cases = EXPLORER_BENEFIT_TYPES.flatMap((benefitType) =>
      PLAN_TYPES.map(
        (planType) => [benefitType, planType, allowedPlanTypes(benefitType).includes(planType)] as const,
      ),
    );
    test.each(cases)('%s with %s: allowed %s', (benefitType, planType, allowed) => {
      const rows = onePlan(
        plan({
          benefitType,
          planType,
          carrierId: 7,
          ...(planType === 'PFML_FMLA_LEAVE' ? { otherShortTermPaidLeaveState: 'NY' } : {}),
        }),
      );
      const refused = rows.filter((row) => row.path === 'benefits.0.planType');
      expect(refused).toEqual(
        allowed
          ? []
          : [{ path: 'benefits.0.planType', message: 'This plan type is not offered for this benefit type' }],
      );
    });

    test.each(
      EXPLORER_BENEFIT_TYPES.map((type): [ExplorerBenefitType, boolean] => [
        type,
        allowedPlanTypes(type).length > 0,
      ]),
    )('%s without a plan type: plan type required %s', (benefitType, required) => {
      expect(onePlan(plan({ benefitType, planType: null }))).toEqual(
        required ? [{ path: 'benefits.0.planType', message: 'Please choose a plan type' }] : [],
      );
    });
  });

  test.each([
    ['ACCIDENT', 'LOW_HIGH', true],
    ['ACCIDENT', 'BUY_UP', false],
    ['HOSPITAL_INDEMNITY', 'LOW_HIGH', true],
    ['DENTAL', 'LOW_HIGH', true],
    ['DENTAL', 'LEVEL_1_LEVEL_2', false],
    ['CANCER', 'LEVEL_1_LEVEL_2', true],
    ['CANCER', 'LOW_HIGH', false],
    ['SHORT_TERM_DISABILITY', 'BUY_UP', true],
    ['LONG_TERM_DISABILITY', 'BUY_UP', true],
    ['LIFE', 'BUY_UP', true],
    ['LIFE', 'LOW_HIGH', false],
    ['MEDICAL', 'LOW_HIGH', false],
    ['VISION', 'BUY_UP', false],
    ['GAP', 'LEVEL_1_LEVEL_2', false],
  ] as const)('%s at level %s: allowed %s', (benefitType, benefitLevel, allowed) => {
    expect(onePlan(plan({ benefitType, benefitLevel }))).toEqual(
      allowed
        ? []
        : [
            {
              path: 'benefits.0.benefitLevel',
              message: 'This benefit level is not offered for this benefit type',
            },
          ],
    );
  });

  test.each([
    ['MEDICAL', ['HDHP', 'HSA_COMPATIBLE', 'HRA'], true],
    ['LIFE', ['AD_AND_D', 'VAS_1', 'WELLTHY', 'VAS_2', 'SELF_CARE_PLUS', 'SELF_CARE_FROM_ABLETO'], true],
    ['LIFE', ['HDHP'], false],
    ['ACCIDENT', ['VAS_1'], true],
    ['ACCIDENT', ['VAS_2'], false],
    ['CRITICAL_ILLNESS', ['HEALTH_NAVIGATOR_HELPLINE'], true],
    ['CRITICAL_ILLNESS', ['SELF_CARE_FROM_ABLETO'], true],
    ['CRITICAL_ILLNESS', ['WELLTHY'], false],
    ['DENTAL', ['VAS_1'], false],
    ['CANCER', [], true],
  ] as const)('%s with flags %j: allowed %s', (benefitType, contentFlags, allowed) => {
    expect(onePlan(plan({ benefitType, contentFlags: [...contentFlags] }))).toEqual(
      allowed ? [] : [{ path: 'benefits.0.contentFlags', message: 'Invalid content flags.' }],
    );
  });

  test('Critical Illness includes one value-added service at most', () => {
    expect(
      onePlan(
        plan({
          benefitType: 'CRITICAL_ILLNESS',
          contentFlags: ['HEALTH_NAVIGATOR_HELPLINE', 'SELF_CARE_FROM_ABLETO'],
        }),
      ),
    ).toEqual([
      {
        path: 'benefits.0.contentFlags',
        message:
          'Critical Illness can include one value-added service. Please check the sold-case proposal for the correct selection.',
      },
    ]);
  });

  test('a PFML leave plan names its state', () => {
    expect(
      onePlan(plan({ benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'PFML_FMLA_LEAVE' })),
    ).toEqual([{ path: 'benefits.0.otherShortTermPaidLeaveState', message: 'State is required' }]);
    expect(
      onePlan(
        plan({
          benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE',
          planType: 'PFML_FMLA_LEAVE',
          otherShortTermPaidLeaveState: 'WA',
        }),
      ),
    ).toEqual([]);
    expect(
      onePlan(plan({ benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'FAMILY_LEAVE_INSURANCE' })),
    ).toEqual([]);
    expect(
      onePlan(
        plan({
          benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE',
          planType: 'PFML_FMLA_LEAVE',
          otherShortTermPaidLeaveState: 'QQ',
        }),
      ),
    ).toEqual([{ path: 'benefits.0.otherShortTermPaidLeaveState', message: 'State not valid' }]);
  });

  test.each([
    [{ benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'PFML_FMLA_LEAVE' }, true],
    [{ benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'FAMILY_LEAVE_INSURANCE' }, false],
    [{ benefitType: 'SHORT_TERM_DISABILITY', planType: 'PFML_FMLA_LEAVE' }, false],
    [{ benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: null }, false],
  ])('isPfmlLeave(%j) is %s', (p, expected) => {
    expect(isPfmlLeave(p)).toBe(expected);
  });

  describe('the provider’s prepaid and dental plans (carrier 1)', () => {
    const dental = (over: Partial<BenefitPlanInput>) =>
      plan({ benefitType: 'DENTAL', carrierId: 1, legalEntity: null, ...over });

    test('a DHMO names its situs state and every dental plan its network', () => {
      expect(onePlan(dental({ planType: 'DHMO' }))).toEqual([
        { path: 'benefits.0.prepaidSitusState', message: 'Prepaid situs state is required' },
        { path: 'benefits.0.prepaidDentalNetwork', message: 'Please choose a dental network' },
      ]);
      expect(onePlan(dental({ planType: 'PPO' }))).toEqual([
        { path: 'benefits.0.prepaidDentalNetwork', message: 'Please choose a dental network' },
      ]);
      expect(
        onePlan(dental({ planType: 'DHMO', prepaidSitusState: 'TX', prepaidDentalNetwork: 'LEGEND' })),
      ).toEqual([]);
    });

    test('other carriers need neither', () => {
      expect(onePlan(plan({ benefitType: 'DENTAL', planType: 'DHMO' }))).toEqual([]);
    });

    test.each([
      ['DHMO', 'CA', 'CA_UDC_PREPAID', true],
      ['DHMO', 'CA', 'DHMO_DENTAL_SERIES', true],
      ['DHMO', 'CA', 'HERITAGE', false],
      ['DHMO', 'FL', 'PREPAID_DENTAL_SERIES_FLORIDA_ONLY', true],
      ['DHMO', 'FL', 'HERITAGE', true],
      ['DHMO', 'FL', 'LEGEND', false],
      ['DHMO', 'GA', 'GEORGIA_PREPAID', true],
      ['DHMO', 'TX', 'GEORGIA_PREPAID', false],
      ['DHMO', 'TX', 'SUN_LIFE_DENTAL_NETWORK_PPO', false],
      ['PPO', 'NC', 'SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO', true],
      ['PPO', 'NC', 'SUN_LIFE_DENTAL_NETWORK_PPO', false],
      ['PPO', 'CA', 'SUN_LIFE_DENTAL_NETWORK_PPO', true],
      ['PPO', 'CA', 'SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO', false],
      ['INDEMNITY', 'TX', 'SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO', true],
      ['ASO_PPO', 'TX', 'HERITAGE', false],
    ] as const)('%s in %s on %s: allowed %s', (planType, state, network, allowed) => {
      expect(onePlan(dental({ planType, prepaidSitusState: state, prepaidDentalNetwork: network }))).toEqual(
        allowed
          ? []
          : [
              {
                path: 'benefits.0.prepaidDentalNetwork',
                message: 'This dental network is not available for this plan type and state',
              },
            ],
      );
    });

    test('without a situs state, the network is checked in the employer’s state', () => {
      expect(
        onePlan(dental({ planType: 'PPO', prepaidDentalNetwork: 'SUN_LIFE_DENTAL_NETWORK_PPO' }), OLD, {
          employerState: 'NC',
        }),
      ).toEqual([
        {
          path: 'benefits.0.prepaidDentalNetwork',
          message: 'This dental network is not available for this plan type and state',
        },
      ]);
      expect(
        onePlan(dental({ planType: 'PPO', prepaidDentalNetwork: 'SUN_LIFE_FOCUS_DENTAL_NETWORK_PPO' }), OLD, {
          employerState: 'NC',
        }),
      ).toEqual([]);
    });

    test.each([
      ['DHMO', 'MA', false],
      ['DHMO', 'NY', true],
      ['PPO', 'MT', false],
      ['INDEMNITY', 'RI', false],
      ['ASO_PPO', 'RI', true],
    ] as const)('a %s plan situated in %s: offered %s', (planType, state, offered) => {
      const rows = onePlan(plan({ benefitType: 'DENTAL', planType, prepaidSitusState: state }));
      expect(rows).toEqual(
        offered
          ? []
          : [
              {
                path: 'benefits.0.prepaidSitusState',
                message: 'This plan type is not offered in this state',
              },
            ],
      );
    });
  });
});

describe('comparison fields (explorer spec §5)', () => {
  const requiredPaths = (p: BenefitPlanInput, context: ExplorerSiteContext) =>
    issuesOf([p], context)
      .filter((row) => row.message === 'Please provide a response')
      .map((row) => row.path.replace('benefits.0.', ''));

  test('a medical plan needs every comparison field when comparison is available', () => {
    expect(requiredPaths(plan({ benefitType: 'MEDICAL' }), NEW)).toEqual([
      'planYearDeductibleIndividualInNetwork',
      'planYearDeductibleFamilyInNetwork',
      'planYearMaximumIndividualInNetwork',
      'planYearMaximumFamilyInNetwork',
      'planYearDeductibleIndividualOutOfNetwork',
      'planYearDeductibleFamilyOutOfNetwork',
      'planYearMaximumIndividualOutOfNetwork',
      'planYearMaximumFamilyOutOfNetwork',
      'medicalOutOfNetworkBenefits',
      'medicalPcpCoordinationRequired',
      'medicalPcpSpecialtyCareReferralRequired',
    ]);
    expect(requiredPaths(plan({ benefitType: 'MEDICAL' }), OLD)).toEqual([]);
  });

  test('the NA flags lift the out-of-network values', () => {
    const base = { ...MEDICAL_COMPARISON };
    for (const field of [
      'planYearDeductibleIndividualOutOfNetwork',
      'planYearDeductibleFamilyOutOfNetwork',
      'planYearMaximumIndividualOutOfNetwork',
      'planYearMaximumFamilyOutOfNetwork',
    ] as const)
      delete base[field];
    expect(
      requiredPaths(plan({ benefitType: 'MEDICAL', ...base, planYearDeductibleOutOfNetworkNA: true }), NEW),
    ).toEqual(['planYearMaximumIndividualOutOfNetwork', 'planYearMaximumFamilyOutOfNetwork']);
    expect(
      requiredPaths(
        plan({
          benefitType: 'MEDICAL',
          ...base,
          planYearDeductibleOutOfNetworkNA: true,
          planYearMaximumOutOfNetworkNA: true,
        }),
        NEW,
      ),
    ).toEqual([]);
  });

  test('an HSA-compatible plan needs the employer’s HSA contribution', () => {
    const hsa = plan({
      benefitType: 'MEDICAL',
      ...MEDICAL_COMPARISON,
      contentFlags: ['HDHP', 'HSA_COMPATIBLE'],
    });
    expect(requiredPaths(hsa, NEW)).toEqual(['medicalHealthSavingsAccountEmployerContribution']);
    expect(requiredPaths({ ...hsa, medicalHealthSavingsAccountEmployerContribution: 0 }, NEW)).toEqual([]);
  });

  test('the medical cutoff: 9/15/2024', () => {
    const at = (date: string | null) =>
      requiredPaths(plan({ benefitType: 'MEDICAL' }), { ...NEW, policyEffectiveDate: date }).length;
    expect(at('2024-09-14')).toBe(0);
    expect(at('2024-09-15')).toBe(11);
    expect(at(null)).toBe(11);
    expect(
      requiredPaths(plan({ benefitType: 'MEDICAL' }), {
        ...NEW,
        policyEffectiveDate: '2024-09-14',
        comparisonOverride: true,
      }),
    ).toHaveLength(11);
  });

  test('a dental plan needs deductibles, maximum, year type, orthodontics and coinsurance', () => {
    expect(requiredPaths(plan({ benefitType: 'DENTAL' }), NEW)).toEqual([
      'planYearDeductibleIndividualInNetwork',
      'planYearDeductibleFamilyInNetwork',
      'planYearMaximumIndividualInNetwork',
      'dentalYearType',
      'dentalOrthodonticServices',
      'dentalTypeOneInNetwork',
      'dentalTypeTwoInNetwork',
      'dentalTypeThreeInNetwork',
    ]);
  });

  test.each([
    ['NONE', []],
    ['ADULTS', ['dentalOrthodonticMaximumAdult', 'dentalOrthodonticMaximumAdultPercent']],
    ['CHILDREN', ['dentalOrthodonticMaximumChild', 'dentalOrthodonticMaximumChildPercent']],
    [
      'BOTH',
      [
        'dentalOrthodonticMaximumAdult',
        'dentalOrthodonticMaximumAdultPercent',
        'dentalOrthodonticMaximumChild',
        'dentalOrthodonticMaximumChildPercent',
      ],
    ],
  ] as const)('orthodontic services %s need %j', (ortho, fields) => {
    expect(
      requiredPaths(
        plan({ benefitType: 'DENTAL', ...DENTAL_COMPARISON, dentalOrthodonticServices: ortho }),
        NEW,
      ),
    ).toEqual(fields);
  });

  test('the dental cutoff (5/30/2024), toggle, and no comparison for DHMO', () => {
    const at = (context: ExplorerSiteContext, planType: 'PPO' | 'DHMO' = 'PPO') =>
      requiredPaths(plan({ benefitType: 'DENTAL', planType }), context).length;
    expect(at({ ...NEW, policyEffectiveDate: '2024-05-29' })).toBe(0);
    expect(at({ ...NEW, policyEffectiveDate: '2024-05-30' })).toBe(8);
    expect(at({ ...NEW, toggles: { dentalComparison: false, visionComparison: true } })).toBe(0);
    expect(at(NEW, 'DHMO')).toBe(0);
  });

  test('a vision plan needs every vision field, and the cutoff and toggle apply', () => {
    expect(requiredPaths(plan({ benefitType: 'VISION' }), NEW)).toEqual([
      ...VISION_FIELDS,
      'visionFramesOverInNetwork',
      'visionFramesOverOutOfNetwork',
    ]);
    expect(
      requiredPaths(plan({ benefitType: 'VISION' }), { ...NEW, policyEffectiveDate: '2024-05-29' }),
    ).toEqual([]);
    expect(
      requiredPaths(plan({ benefitType: 'VISION' }), { ...NEW, policyEffectiveDate: '2024-05-30' }),
    ).toHaveLength(17);
    expect(
      requiredPaths(plan({ benefitType: 'VISION' }), {
        ...NEW,
        toggles: { dentalComparison: true, visionComparison: false },
      }),
    ).toEqual([]);
    expect(requiredPaths(plan({ benefitType: 'VISION', ...VISION_COMPARISON }), NEW)).toEqual([]);
  });

  test('FSA rollover: the answer when comparison is available, amount and date with a rollover', () => {
    expect(requiredPaths(plan({ benefitType: 'FINANCIAL', planType: 'FSA' }), NEW)).toEqual([
      'financialFSAMoneyRollover',
    ]);
    expect(requiredPaths(plan({ benefitType: 'FINANCIAL', planType: 'LPFSA' }), NEW)).toEqual([
      'financialFSAMoneyRollover',
    ]);
    expect(requiredPaths(plan({ benefitType: 'FINANCIAL', planType: 'HSA' }), NEW)).toEqual([]);
    expect(
      requiredPaths(plan({ benefitType: 'FINANCIAL', planType: 'FSA' }), {
        ...NEW,
        policyEffectiveDate: '2024-09-14',
      }),
    ).toEqual([]);
    expect(
      requiredPaths(
        plan({ benefitType: 'FINANCIAL', planType: 'FSA', financialFSAMoneyRollover: true }),
        OLD,
      ),
    ).toEqual(['financialFSAMoneyRolloverAmount', 'financialFSAMoneyRolloverDate']);
    expect(
      requiredPaths(
        plan({
          benefitType: 'FINANCIAL',
          planType: 'FSA',
          financialFSAMoneyRollover: true,
          financialFSAMoneyRolloverAmount: 640,
          financialFSAMoneyRolloverDate: '2026-03-15',
        }),
        NEW,
      ),
    ).toEqual([]);
  });

  test('other benefit types have no comparison fields', () => {
    for (const benefitType of ['ACCIDENT', 'LIFE', 'GAP', 'OTHER'] as const)
      expect(requiredPaths(plan({ benefitType }), NEW)).toEqual([]);
  });

  test.each([
    ['planYearDeductibleIndividualInNetwork', -1, 'Please enter a number no less than 0'],
    ['visionExamInNetwork', -0.01, 'Please enter a number no less than 0'],
    ['dentalOrthodonticMaximumChild', -5, 'Please enter a number no less than 0'],
    ['dentalTypeOneInNetwork', 101, 'Please enter a percentage from 0 to 100'],
    ['dentalTypeThreeOutOfNetwork', -1, 'Please enter a percentage from 0 to 100'],
    ['visionFramesOverOutOfNetwork', 150, 'Please enter a percentage from 0 to 100'],
    ['dentalOrthodonticMaximumAdultPercent', 100.5, 'Please enter a percentage from 0 to 100'],
  ] as const)('%s %s: %s (comparison or not)', (field, value, message) => {
    const p = plan({ benefitType: 'LIFE', [field]: value });
    expect(onePlan(p, OLD)).toEqual([{ path: `benefits.0.${field}`, message }]);
  });

  test('0 and 100 are percentages; 0 is an amount', () => {
    expect(
      onePlan(
        plan({
          benefitType: 'LIFE',
          dentalTypeOneInNetwork: 0,
          dentalTypeTwoInNetwork: 100,
          visionExamInNetwork: 0,
        }),
      ),
    ).toEqual([]);
  });
});

describe('paths and order', () => {
  test('plans are answered at their index, after the site’s own issues', () => {
    expect(
      issuesOf([plan({ benefitType: 'LIFE' }), plan({ benefitType: 'LIFE', planName: '' })], OLD, {
        name: '',
      }),
    ).toEqual([
      { path: 'name', message: 'Please enter a site name.' },
      { path: 'benefits.1.planName', message: 'Plan Name is required.' },
    ]);
  });
});

describe('isValidVanitySlug (explorer spec §5)', () => {
  test.each([
    ['acme', true],
    ['Acme Benefits 2026', true],
    ['acme-2026', true],
    ['ACME', true],
    ['acme_2026', false],
    ['acme/2026', false],
    ['acmé', false],
    ['', false],
    ['   ', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
  ])('%j: %s', (slug, valid) => {
    expect(isValidVanitySlug(slug)).toBe(valid);
  });
});

describe("a plan's costs (issue 34 item 1, decision 248)", () => {
  test('premiums need their pay periods, employer money its account', () => {
    expect(
      onePlan(
        plan({
          benefitType: 'MEDICAL',
          premiumPerPayPeriodEmployee: 45,
          employerContributionEmployee: 500,
        }),
      ),
    ).toEqual([
      {
        path: 'benefits.0.payPeriodsPerYear',
        message: 'Please enter the pay periods a year the premiums are taken from',
      },
      {
        path: 'benefits.0.employerAccountType',
        message: 'Please choose whether the employer’s money goes to an HSA or an HRA',
      },
    ]);
    expect(
      onePlan(
        plan({
          benefitType: 'MEDICAL',
          payPeriodsPerYear: 26,
          premiumPerPayPeriodEmployee: 45,
          employerAccountType: 'HRA',
          employerContributionEmployee: 500,
        }),
      ),
    ).toEqual([]);
  });

  test('out-of-bound amounts, fractional pay periods and a coinsurance over 100% are refused by field', () => {
    expect(
      onePlan(
        plan({
          benefitType: 'DENTAL',
          payPeriodsPerYear: 2.5,
          premiumPerPayPeriodFamily: -1,
          copayRxSpecialty: 250_000,
          coinsuranceInNetwork: 150,
        }),
      ),
    ).toEqual([
      { path: 'benefits.0.coinsuranceInNetwork', message: 'Please enter a percentage from 0 to 100' },
      {
        path: 'benefits.0.premiumPerPayPeriodFamily',
        message: 'Please enter a premium per pay period from $0 to $10,000',
      },
      { path: 'benefits.0.copayRxSpecialty', message: 'Please enter an amount from $0 to $100,000' },
      {
        path: 'benefits.0.payPeriodsPerYear',
        message: 'Please enter a whole number of pay periods from 1 to 53',
      },
    ]);
  });
});
