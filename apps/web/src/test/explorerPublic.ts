import type { ExplorerPublicPage, ExplorerPublicPlan } from '@onboard/contracts';

/** A public explorer page as the gateway answers it, for component tests. */
export const PAGE_ID = '5a0e1f42-0000-4000-8000-00000000e001';
export const PPO_ID = '5a0e1f42-0000-4000-8000-00000000a001';
export const HMO_ID = '5a0e1f42-0000-4000-8000-00000000a002';
export const DENTAL_ID = '5a0e1f42-0000-4000-8000-00000000a003';
export const DHMO_ID = '5a0e1f42-0000-4000-8000-00000000a004';

export const plan = (
  over: Partial<ExplorerPublicPlan> & Pick<ExplorerPublicPlan, 'id'>,
): ExplorerPublicPlan => ({
  carrierId: 2,
  carrierName: null,
  benefitType: 'MEDICAL',
  planType: 'PPO',
  planTypeDisplayName: 'PPO',
  benefitLevel: null,
  planName: 'Open Access PPO 1500',
  legalEntity: 'Garden State Health Plan',
  contentFlags: [],
  isNew: false,
  planSummaryDocument: null,
  spanishPlanSummaryDocument: null,
  ...over,
});

export const MEDICAL_PPO = plan({
  id: PPO_ID,
  premium: '$$',
  planYearDeductibleIndividualInNetwork: 1500,
  planYearDeductibleFamilyInNetwork: 3000,
  planYearMaximumIndividualInNetwork: 5000,
  planYearMaximumFamilyInNetwork: 10000,
  planYearDeductibleIndividualOutOfNetwork: 3000,
  planSummaryDocument: {
    id: '5a0e1f42-0000-4000-8000-00000000d001',
    name: 'PPO summary.pdf',
    mimeType: 'application/pdf',
    url: `/api/explorer-pages/${PAGE_ID}/documents/5a0e1f42-0000-4000-8000-00000000d001`,
  },
  spanishPlanSummaryDocument: {
    id: '5a0e1f42-0000-4000-8000-00000000d002',
    name: 'Resumen PPO.pdf',
    mimeType: 'application/pdf',
    url: `/api/explorer-pages/${PAGE_ID}/documents/5a0e1f42-0000-4000-8000-00000000d002`,
  },
});
export const MEDICAL_HMO = plan({
  id: HMO_ID,
  planType: 'HMO',
  planTypeDisplayName: 'HMO',
  planName: 'HMO Saver 3000 HDHP',
  contentFlags: ['HDHP', 'HSA_COMPATIBLE'],
  planYearDeductibleIndividualInNetwork: 3000,
  planYearMaximumIndividualInNetwork: 6000,
  planYearDeductibleOutOfNetworkNA: true,
});
export const DENTAL_PPO = plan({
  id: DENTAL_ID,
  benefitType: 'DENTAL',
  carrierId: 1,
  legalEntity: null,
  planName: 'Dental PPO High',
  dentalTypeOneInNetwork: 100,
  dentalTypeOneOutOfNetwork: 80,
  dentalOrthodonticServices: 'CHILDREN',
});
export const DENTAL_DHMO = plan({
  id: DHMO_ID,
  benefitType: 'DENTAL',
  carrierId: 1,
  legalEntity: null,
  planType: 'DHMO',
  planTypeDisplayName: 'DHMO/Prepaid',
  planName: 'Dental Prepaid Plan',
});

export function explorerPage(over: Partial<ExplorerPublicPage> = {}): ExplorerPublicPage {
  return {
    id: PAGE_ID,
    name: 'Northwind Foods Benefits',
    isLive: true,
    vanitySlug: 'northwind-foods',
    startsAt: '2026-01-01',
    expiresAt: '2027-01-01',
    expired: false,
    planYear: '2026-2027',
    openEnrollmentStart: '2026-11-01',
    openEnrollmentEnd: '2026-12-15',
    maintenanceMode: false,
    employerState: 'NJ',
    clientName: 'Northwind Foods',
    customClientName: null,
    benefits: [MEDICAL_PPO, MEDICAL_HMO, DENTAL_PPO, DENTAL_DHMO],
    benefitTypeMetadata: {
      MEDICAL: {
        highlighterText: 'New PPO plan this year',
        spanishHighlighterText: 'Nuevo plan PPO este año',
        highlighterOrder: 1,
      },
    },
    documents: [],
    customBranding: true,
    customThemeBrandColor: '#0b5394',
    customThemeContrastingColor: '#ffffff',
    hideSunLifeLogo: false,
    nonSunLifeBenefitsExplorer: false,
    logo: null,
    medicalVideo: {
      choice: 'NO_VIDEO',
      vidyardId: null,
      englishTitle: null,
      spanishTitle: null,
      document: null,
    },
    showLegacyVisionPlanTable: false,
    showLegacyDentalPlanTable: false,
    showBenefitCount: true,
    benAdminPlatform: { name: 'Benefitfocus', url: 'https://enroll.example.com' },
    enableContactUsAppointment: true,
    enableContactUsEmail: true,
    enableContactUsLiveChat: true,
    customCalendlyLink: null,
    languageFeatureToggle: true,
    largeClientFeatureToggle: false,
    dentalComparison: true,
    visionComparison: true,
    policyEffectiveDates: ['2026-01-01'],
    demoEnrollmentStatus: 'active',
    implementationConsultant: { name: 'Iris Consultant', phone: '555-0100', email: 'iris@onboard.test' },
    clientReleaseStatus: 'LIVE',
    chat: { department: 'Benefits Explorer Live', online: true },
    ...over,
  };
}
