import type { BenefitPlanInput, ExplorerSiteInput } from '@onboard/contracts';
import { demoId } from '@onboard/server-kit';

/** A calendar date `days` from today (the demo sites follow the day the demo data is loaded). */
const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The provider itself (explorer spec §4: carrier id 1). */
const PROVIDER = 1;
/** Another carrier (its plans name their underwriter or administrator). */
const OTHER_CARRIER = 2;

const medical = (over: Partial<BenefitPlanInput>): BenefitPlanInput => ({
  benefitType: 'MEDICAL',
  carrierId: OTHER_CARRIER,
  legalEntity: 'Garden State Health Plan',
  premium: '$$',
  outOfPocketCosts: '$$',
  planYearDeductibleIndividualInNetwork: 1500,
  planYearDeductibleFamilyInNetwork: 3000,
  planYearMaximumIndividualInNetwork: 5000,
  planYearMaximumFamilyInNetwork: 10000,
  planYearDeductibleIndividualOutOfNetwork: 3000,
  planYearDeductibleFamilyOutOfNetwork: 6000,
  planYearMaximumIndividualOutOfNetwork: 10000,
  planYearMaximumFamilyOutOfNetwork: 20000,
  planYearDeductibleOutOfNetworkNA: false,
  planYearMaximumOutOfNetworkNA: false,
  medicalOutOfNetworkBenefits: true,
  medicalPcpCoordinationRequired: false,
  medicalPcpSpecialtyCareReferralRequired: false,
  ...over,
});

const dental = (over: Partial<BenefitPlanInput>): BenefitPlanInput => ({
  benefitType: 'DENTAL',
  carrierId: PROVIDER,
  planYearDeductibleIndividualInNetwork: 50,
  planYearDeductibleFamilyInNetwork: 150,
  planYearMaximumIndividualInNetwork: 1500,
  planYearMaximumFamilyInNetwork: 4500,
  dentalYearType: 'CALENDAR',
  dentalOrthodonticServices: 'CHILDREN',
  dentalOrthodonticMaximumChild: 1000,
  dentalOrthodonticMaximumChildPercent: 50,
  dentalTypeOneInNetwork: 100,
  dentalTypeOneOutOfNetwork: 80,
  dentalTypeTwoInNetwork: 80,
  dentalTypeTwoOutOfNetwork: 60,
  dentalTypeThreeInNetwork: 50,
  dentalTypeThreeOutOfNetwork: 40,
  ...over,
});

const vision: BenefitPlanInput = {
  benefitType: 'VISION',
  carrierId: PROVIDER,
  planName: 'Vision Choice',
  visionExamBiYearly: false,
  visionExamInNetwork: 10,
  visionExamOutOfNetwork: 45,
  visionLensesBiYearly: false,
  visionLensesInNetwork: 25,
  visionLensesOutOfNetwork: 40,
  visionFramesBiYearly: true,
  visionFramesInNetwork: 150,
  visionFramesOutOfNetwork: 70,
  visionContactLensesBiYearly: false,
  visionContactLensesInNetwork: 150,
  visionContactLensesOutOfNetwork: 105,
  visionContactLensExamBiYearly: false,
  visionContactLensExamInNetwork: 60,
  visionContactLensExamOutOfNetwork: 40,
  visionFramesOverInNetwork: 20,
  visionFramesOverOutOfNetwork: 0,
};

/** Every benefit type of explorer spec §4, with the fields each type's rules ask for (issue 15 item 4). */
const EVERY_TYPE: BenefitPlanInput[] = [
  medical({
    planType: 'PPO',
    planName: 'Open Access PPO 1500',
    isNew: true,
    // What the plan costs (issue 34, decision 248): the guided "which plan fits me" ranks on these.
    payPeriodsPerYear: 26,
    premiumPerPayPeriodEmployee: 62.5,
    premiumPerPayPeriodEmployeeSpouse: 140,
    premiumPerPayPeriodEmployeeChildren: 118,
    premiumPerPayPeriodFamily: 205,
    coinsuranceInNetwork: 20,
    copayPrimaryCare: 25,
    copaySpecialist: 50,
    copayUrgentCare: 75,
    copayEmergencyRoom: 350,
    copayRxGeneric: 10,
    copayRxPreferred: 40,
    copayRxNonPreferred: 80,
    copayRxSpecialty: 150,
    copaysAfterDeductible: false,
  }),
  medical({
    planType: 'HMO',
    planName: 'HMO Saver 3000 HDHP',
    premium: '$',
    outOfPocketCosts: '$$$',
    contentFlags: ['HDHP', 'HSA_COMPATIBLE'],
    medicalHealthSavingsAccountEmployerContribution: 500,
    planYearDeductibleIndividualInNetwork: 3000,
    planYearDeductibleFamilyInNetwork: 6000,
    planYearDeductibleIndividualOutOfNetwork: null,
    planYearDeductibleFamilyOutOfNetwork: null,
    planYearMaximumIndividualOutOfNetwork: null,
    planYearMaximumFamilyOutOfNetwork: null,
    planYearDeductibleOutOfNetworkNA: true,
    planYearMaximumOutOfNetworkNA: true,
    medicalOutOfNetworkBenefits: false,
    medicalPcpCoordinationRequired: true,
    medicalPcpSpecialtyCareReferralRequired: true,
    payPeriodsPerYear: 26,
    premiumPerPayPeriodEmployee: 28,
    premiumPerPayPeriodEmployeeSpouse: 70,
    premiumPerPayPeriodEmployeeChildren: 60,
    premiumPerPayPeriodFamily: 105,
    employerAccountType: 'HSA',
    employerContributionEmployee: 500,
    employerContributionEmployeeSpouse: 1000,
    employerContributionEmployeeChildren: 1000,
    employerContributionFamily: 1000,
    coinsuranceInNetwork: 10,
    copayPrimaryCare: 30,
    copaySpecialist: 60,
    copaysAfterDeductible: true,
  }),
  dental({
    planType: 'PPO',
    planName: 'Dental PPO High',
    benefitLevel: 'LOW_HIGH',
    prepaidDentalNetwork: 'SUN_LIFE_DENTAL_NETWORK_PPO',
  }),
  dental({
    planType: 'DHMO',
    planName: 'Dental Prepaid Plan',
    prepaidSitusState: 'NJ',
    prepaidDentalNetwork: 'DHMO_DENTAL_SERIES',
  }),
  vision,
  {
    benefitType: 'ACCIDENT',
    carrierId: PROVIDER,
    planName: 'Accident Insurance',
    benefitLevel: 'LOW_HIGH',
    contentFlags: ['VAS_1'],
  },
  {
    benefitType: 'HOSPITAL_INDEMNITY',
    carrierId: PROVIDER,
    planName: 'Hospital Indemnity',
    benefitLevel: 'LOW_HIGH',
  },
  {
    benefitType: 'LIFE',
    carrierId: PROVIDER,
    planType: 'BASIC_LIFE',
    planName: 'Basic Life and AD&D',
    contentFlags: ['AD_AND_D', 'VAS_2', 'WELLTHY'],
  },
  {
    benefitType: 'LIFE',
    carrierId: PROVIDER,
    planType: 'VOLUNTARY_LIFE',
    planName: 'Voluntary Life',
    benefitLevel: 'BUY_UP',
    contentFlags: ['SELF_CARE_PLUS'],
  },
  {
    benefitType: 'CRITICAL_ILLNESS',
    carrierId: PROVIDER,
    planName: 'Critical Illness',
    contentFlags: ['HEALTH_NAVIGATOR_HELPLINE'],
  },
  {
    benefitType: 'CANCER',
    carrierId: PROVIDER,
    planName: 'Cancer Insurance',
    benefitLevel: 'LEVEL_1_LEVEL_2',
  },
  {
    benefitType: 'FINANCIAL',
    carrierId: OTHER_CARRIER,
    legalEntity: 'Benefit Wallet Administrators',
    planType: 'FSA',
    planName: 'Health Care FSA',
    financialFSAMoneyRollover: true,
    financialFSAMoneyRolloverAmount: 640,
    financialFSAMoneyRolloverDate: dayFromToday(400),
  },
  {
    benefitType: 'SHORT_TERM_DISABILITY',
    carrierId: PROVIDER,
    planType: 'EMPLOYER_PAID',
    planName: 'Short Term Disability',
  },
  {
    benefitType: 'LONG_TERM_DISABILITY',
    carrierId: PROVIDER,
    planType: 'VOLUNTARY',
    planName: 'Long Term Disability Buy-Up',
    benefitLevel: 'BUY_UP',
  },
  { benefitType: 'GAP', carrierId: PROVIDER, planName: 'Gap Insurance' },
  {
    benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE',
    carrierId: PROVIDER,
    planType: 'PFML_FMLA_LEAVE',
    planName: 'New Jersey Family Leave',
    otherShortTermPaidLeaveState: 'NJ',
  },
  {
    benefitType: 'OTHER',
    carrierId: OTHER_CARRIER,
    legalEntity: 'Employee Assistance Partners',
    planType: 'EAP',
    planName: 'Employee Assistance Program',
  },
];

/** The form fields every demo site shares. */
const BASE = {
  kioskMode: false,
  maintenanceMode: false,
  hasEmployeesInNY: false,
  showBenefitCount: true,
  hideSunLifeLogo: false,
  medicalVideo: 'NO_VIDEO',
  enableContactUsAppointment: true,
  enableContactUsEmail: true,
  enableContactUsLiveChat: true,
  pageOwner: demoId('user:admin'),
} as const satisfies Partial<ExplorerSiteInput>;

export type DemoSite = { key: string; clientKey: string; isLive: boolean; input: ExplorerSiteInput };

/**
 * The demo sites (issue 15 item 4; decision 159): a LIVE site of Northwind Foods with a plan of every benefit
 * type, and a demo (not live) site of Bluebird Health Partners. Both are valid under explorer spec §5.
 */
export function demoSites(): DemoSite[] {
  const year = new Date().getUTCFullYear();
  return [
    {
      key: 'northwind-foods',
      clientKey: 'northwind-foods',
      isLive: true,
      input: {
        ...BASE,
        name: 'Northwind Foods Benefits',
        employerState: 'NJ',
        startsAt: dayFromToday(-30),
        expiresAt: dayFromToday(335),
        planYear: `${year}-${year + 1}`,
        openEnrollmentStart: dayFromToday(-10),
        openEnrollmentEnd: dayFromToday(20),
        employeeCount: 88,
        vanitySlug: 'northwind-foods',
        customBranding: true,
        customThemeBrandColor: '#0b5394',
        customThemeContrastingColor: '#ffffff',
        policies: [demoId('policy:northwind-foods')],
        benefits: EVERY_TYPE,
        benefitTypeMetadata: {
          MEDICAL: {
            highlighterText: 'New PPO plan this year',
            spanishHighlighterText: 'Nuevo plan PPO este año',
            highlighterOrder: 1,
          },
          DENTAL: {
            highlighterText: 'Orthodontics for children',
            spanishHighlighterText: 'Ortodoncia para niños',
            highlighterOrder: 2,
          },
        },
      },
    },
    {
      key: 'bluebird-health',
      clientKey: 'bluebird-health',
      isLive: false,
      input: {
        ...BASE,
        name: 'Bluebird Health Partners Benefits (demo)',
        employerState: 'FL',
        startsAt: dayFromToday(-5),
        expiresAt: null,
        planYear: String(year + 1),
        openEnrollmentStart: dayFromToday(10),
        openEnrollmentEnd: dayFromToday(40),
        employeeCount: 1200,
        vanitySlug: 'bluebird-demo',
        policies: [demoId('policy:bluebird-health')],
        benefits: [
          medical({ planType: 'EPO', planName: 'EPO 2000', planYearDeductibleIndividualInNetwork: 2000 }),
          dental({
            planType: 'DHMO',
            planName: 'Florida Prepaid Dental',
            prepaidSitusState: 'FL',
            prepaidDentalNetwork: 'PREPAID_DENTAL_SERIES_FLORIDA_ONLY',
          }),
          vision,
        ],
      },
    },
  ];
}
