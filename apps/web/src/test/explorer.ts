import type { ExplorerBenefitPlan, ExplorerPage, ExplorerPageSummary } from '@onboard/contracts';
import { CLIENT_A, POLICY_A } from './clients.js';

/** Ids of the explorer tests. */
export const SITE_1 = '0b6f5c3e-0000-4000-8000-0000000000e1';
export const SITE_2 = '0b6f5c3e-0000-4000-8000-0000000000e2';
export const STAFF_OWNER = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0001';
export const PLAN_1 = '0b6f5c3e-0000-4000-8000-0000000000f1';

/** A site as GET …/explorer-pages/{id} answers it: one life plan, a vanity address, 2026. */
export function explorerPage(overrides: Partial<ExplorerPage> = {}): ExplorerPage {
  return {
    id: SITE_1,
    clientId: CLIENT_A,
    name: 'Maple 2026',
    kioskMode: false,
    startsAt: '2026-01-01',
    expiresAt: '2026-12-31',
    planYear: '2026',
    openEnrollmentStart: '2025-11-01',
    openEnrollmentEnd: '2025-11-30',
    maintenanceMode: false,
    employerState: 'NY',
    benAdminPlatformId: null,
    benAdminPlatformUrl: null,
    notificationLink: null,
    customCalendlyLink: null,
    customClientName: null,
    logoDocumentId: null,
    employeeCount: 40,
    hasEmployeesInNY: true,
    showBenefitCount: false,
    associationId: null,
    hideSunLifeLogo: false,
    pageOwner: STAFF_OWNER,
    policies: [POLICY_A],
    medicalVideo: 'NO_VIDEO',
    medicalVideoEnglishTitle: null,
    medicalVideoSpanishTitle: null,
    medicalVideoDocumentId: null,
    vidyardUploadId: null,
    vidyardId: null,
    territory: null,
    showLegacyVisionPlanTable: false,
    showLegacyDentalPlanTable: false,
    vanitySlug: 'maple',
    customBranding: false,
    customThemeBrandColor: null,
    customThemeContrastingColor: null,
    enableContactUsAppointment: false,
    enableContactUsEmail: true,
    enableContactUsLiveChat: false,
    benefitTypeMetadata: {},
    benefits: [
      {
        id: PLAN_1,
        carrierId: 1,
        benefitType: 'LIFE',
        planType: 'BASIC_LIFE',
        benefitLevel: null,
        planName: 'Basic Life',
        legalEntity: null,
        contentFlags: ['AD_AND_D'],
        planSummaryDocumentId: null,
        spanishPlanSummaryDocumentId: null,
        isNew: false,
      } as ExplorerBenefitPlan,
    ],
    documents: [],
    isLive: true,
    newExplorerPageId: null,
    newExplorerPageStartDate: null,
    newExplorerPageEndDate: null,
    newExplorerPagePlanYear: null,
    prevExplorerPageId: null,
    createdAt: '2025-10-01T10:00:00.000Z',
    updatedAt: '2025-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A site as the list answers it. */
export function explorerSummary(overrides: Partial<ExplorerPageSummary> = {}): ExplorerPageSummary {
  const page = explorerPage();
  return {
    id: page.id,
    clientId: page.clientId,
    name: page.name,
    startsAt: page.startsAt,
    expiresAt: page.expiresAt,
    planYear: page.planYear,
    vanitySlug: page.vanitySlug,
    isLive: page.isLive,
    pageOwner: page.pageOwner,
    newExplorerPageId: null,
    prevExplorerPageId: null,
    benefitCount: 1,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    ...overrides,
  };
}
