import type {
  BenefitPlanInputParsed,
  ExplorerBenefitPlan,
  ExplorerDocument,
  ExplorerPage,
  ExplorerPageSummary,
  ExplorerSiteInputParsed,
  MedicalVideoChoice,
} from '@onboard/contracts';
import type { BenefitPlan } from './benefit-plan.entity.js';
import type { ExplorerSite, StoredHighlighter } from './explorer-site.entity.js';
import type { SiteDocument } from './site-document.entity.js';

/** The plan fields kept as columns; every other field of the contract goes to `details`. */
const PLAN_COLUMNS = [
  'carrierId',
  'benefitType',
  'planType',
  'benefitLevel',
  'planName',
  'legalEntity',
  'contentFlags',
  'planSummaryDocumentId',
  'spanishPlanSummaryDocumentId',
  'isNew',
] as const;
type PlanColumns = Pick<BenefitPlan, (typeof PLAN_COLUMNS)[number]>;

/** A parsed plan split into its columns and its type's own fields (`details`). */
export function planRecord(
  input: BenefitPlanInputParsed,
): PlanColumns & { details: Record<string, unknown> } {
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'id' || (PLAN_COLUMNS as readonly string[]).includes(key)) continue;
    details[key] = value;
  }
  return {
    carrierId: input.carrierId,
    benefitType: input.benefitType,
    planType: input.planType,
    benefitLevel: input.benefitLevel,
    planName: input.planName,
    legalEntity: input.legalEntity,
    contentFlags: input.contentFlags,
    planSummaryDocumentId: input.planSummaryDocumentId,
    spanishPlanSummaryDocumentId: input.spanishPlanSummaryDocumentId,
    isNew: input.isNew,
    details,
  };
}

export function toPlanDto(plan: BenefitPlan): ExplorerBenefitPlan {
  return {
    ...(plan.details as Omit<ExplorerBenefitPlan, PlanColumnsKey | 'id'>),
    id: plan.id,
    carrierId: plan.carrierId ?? null,
    benefitType: plan.benefitType as ExplorerBenefitPlan['benefitType'],
    planType: (plan.planType ?? null) as ExplorerBenefitPlan['planType'],
    benefitLevel: (plan.benefitLevel ?? null) as ExplorerBenefitPlan['benefitLevel'],
    planName: plan.planName ?? null,
    legalEntity: plan.legalEntity ?? null,
    contentFlags: plan.contentFlags as ExplorerBenefitPlan['contentFlags'],
    planSummaryDocumentId: plan.planSummaryDocumentId ?? null,
    spanishPlanSummaryDocumentId: plan.spanishPlanSummaryDocumentId ?? null,
    isNew: plan.isNew,
  };
}
type PlanColumnsKey = (typeof PLAN_COLUMNS)[number];

/** The site's own fields of a parsed form (everything but its plans and the renewal fields). */
export function siteFields(input: ExplorerSiteInputParsed) {
  return {
    name: input.name,
    kioskMode: input.kioskMode,
    startsAt: input.startsAt,
    expiresAt: input.expiresAt,
    planYear: input.planYear,
    openEnrollmentStart: input.openEnrollmentStart,
    openEnrollmentEnd: input.openEnrollmentEnd,
    maintenanceMode: input.maintenanceMode,
    employerState: input.employerState,
    benAdminPlatformId: input.benAdminPlatformId,
    benAdminPlatformUrl: input.benAdminPlatformUrl,
    notificationLink: input.notificationLink,
    customCalendlyLink: input.customCalendlyLink,
    customClientName: input.customClientName,
    logoDocumentId: input.logoDocumentId,
    employeeCount: input.employeeCount,
    hasEmployeesInNY: input.hasEmployeesInNY,
    showBenefitCount: input.showBenefitCount,
    associationId: input.associationId,
    hideSunLifeLogo: input.hideSunLifeLogo,
    pageOwner: input.pageOwner,
    policies: input.policies,
    medicalVideo: input.medicalVideo,
    medicalVideoEnglishTitle: input.medicalVideoEnglishTitle,
    medicalVideoSpanishTitle: input.medicalVideoSpanishTitle,
    medicalVideoDocumentId: input.medicalVideoDocumentId,
    vidyardUploadId: input.vidyardUploadId,
    vidyardId: input.vidyardId,
    territory: input.territory,
    showLegacyVisionPlanTable: input.showLegacyVisionPlanTable ?? false,
    showLegacyDentalPlanTable: input.showLegacyDentalPlanTable ?? false,
    vanitySlug: input.vanitySlug,
    customBranding: input.customBranding ?? false,
    customThemeBrandColor: input.customThemeBrandColor,
    customThemeContrastingColor: input.customThemeContrastingColor,
    enableContactUsAppointment: input.enableContactUsAppointment,
    enableContactUsEmail: input.enableContactUsEmail,
    enableContactUsLiveChat: input.enableContactUsLiveChat,
    benefitTypeMetadata: input.benefitTypeMetadata as Record<string, StoredHighlighter>,
  };
}

export const toDocumentDto = (d: SiteDocument): ExplorerDocument => ({
  id: d.documentId,
  documentKey: d.documentKey,
  name: d.name,
  mimeType: d.mimeType,
});

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A site for the staff form, with its successor's dates when it was renewed. */
export function toSiteDto(
  site: ExplorerSite,
  plans: readonly BenefitPlan[],
  documents: readonly SiteDocument[],
  successor: Pick<ExplorerSite, 'startsAt' | 'expiresAt' | 'planYear'> | null,
): ExplorerPage {
  return {
    id: site.id,
    clientId: site.clientId,
    name: site.name,
    kioskMode: site.kioskMode,
    startsAt: site.startsAt,
    expiresAt: site.expiresAt ?? null,
    planYear: site.planYear ?? null,
    openEnrollmentStart: site.openEnrollmentStart,
    openEnrollmentEnd: site.openEnrollmentEnd,
    maintenanceMode: site.maintenanceMode,
    employerState: site.employerState,
    benAdminPlatformId: site.benAdminPlatformId ?? null,
    benAdminPlatformUrl: site.benAdminPlatformUrl ?? null,
    notificationLink: site.notificationLink ?? null,
    customCalendlyLink: site.customCalendlyLink ?? null,
    customClientName: site.customClientName ?? null,
    logoDocumentId: site.logoDocumentId ?? null,
    employeeCount: site.employeeCount ?? null,
    hasEmployeesInNY: site.hasEmployeesInNY,
    showBenefitCount: site.showBenefitCount,
    associationId: site.associationId ?? null,
    hideSunLifeLogo: site.hideSunLifeLogo,
    pageOwner: site.pageOwner,
    policies: site.policies,
    medicalVideo: site.medicalVideo as MedicalVideoChoice,
    medicalVideoEnglishTitle: site.medicalVideoEnglishTitle ?? null,
    medicalVideoSpanishTitle: site.medicalVideoSpanishTitle ?? null,
    medicalVideoDocumentId: site.medicalVideoDocumentId ?? null,
    vidyardUploadId: site.vidyardUploadId ?? null,
    vidyardId: site.vidyardId ?? null,
    territory: site.territory ?? null,
    showLegacyVisionPlanTable: site.showLegacyVisionPlanTable,
    showLegacyDentalPlanTable: site.showLegacyDentalPlanTable,
    vanitySlug: site.vanitySlug ?? null,
    customBranding: site.customBranding,
    customThemeBrandColor: site.customThemeBrandColor ?? null,
    customThemeContrastingColor: site.customThemeContrastingColor ?? null,
    enableContactUsAppointment: site.enableContactUsAppointment,
    enableContactUsEmail: site.enableContactUsEmail,
    enableContactUsLiveChat: site.enableContactUsLiveChat,
    benefitTypeMetadata: site.benefitTypeMetadata,
    benefits: [...plans].sort((a, b) => a.position - b.position).map(toPlanDto),
    documents: [...documents]
      .sort((a, b) => a.benefitType.localeCompare(b.benefitType) || a.position - b.position)
      .map((d) => ({
        ...toDocumentDto(d),
        benefitType: d.benefitType as ExplorerPage['documents'][number]['benefitType'],
      })),
    isLive: site.isLive,
    newExplorerPageId: site.newExplorerPageId ?? null,
    newExplorerPageStartDate: successor?.startsAt ?? null,
    newExplorerPageEndDate: successor?.expiresAt ?? null,
    newExplorerPagePlanYear: successor?.planYear ?? null,
    prevExplorerPageId: site.prevExplorerPageId ?? null,
    createdAt: iso(site.createdAt),
    updatedAt: iso(site.updatedAt),
  };
}

export function toSummaryDto(site: ExplorerSite, benefitCount: number): ExplorerPageSummary {
  return {
    id: site.id,
    clientId: site.clientId,
    name: site.name,
    startsAt: site.startsAt,
    expiresAt: site.expiresAt ?? null,
    planYear: site.planYear ?? null,
    vanitySlug: site.vanitySlug ?? null,
    isLive: site.isLive,
    pageOwner: site.pageOwner,
    newExplorerPageId: site.newExplorerPageId ?? null,
    prevExplorerPageId: site.prevExplorerPageId ?? null,
    benefitCount,
    createdAt: iso(site.createdAt),
    updatedAt: iso(site.updatedAt),
  };
}
