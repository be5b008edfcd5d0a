import {
  benefitPlanInputSchema,
  explorerSiteInputSchema,
  keyedMessageOf,
  type BenefitPlanInput,
  type ClientDto,
  type ExplorerBenefitType,
  type EXPLORER_CALLS,
  type ExplorerSiteInput,
  type ResponseOf,
} from '@onboard/contracts';
import {
  allowedBenefitLevels,
  allowedContentFlags,
  allowedPlanTypes,
  explorerSiteIssues,
  type ExplorerSiteContext,
} from '@onboard/domain';
import { messageToken } from '../../app/messageToken.js';

/*
 * The staff site form's values and checks (explorer spec §3 "Explorer site (form)", §5). The values are the
 * request body's shape, so a field's name is the path the API's errors name (`benefits.2.planType`).
 */

/**
 * A stored site as the staff calls answer it (the route's response): its plans are loose objects with the common
 * fields typed (the contracts' `ExplorerPage`, the service's richer type, is not what the route promises).
 */
export type StaffExplorerPage = ResponseOf<typeof EXPLORER_CALLS.explorerPageGet>;

/** The form's values: the site's input, every field present (null when empty). */
export type SiteFormValues = ExplorerSiteInput & { benefits: BenefitPlanInput[] };
export type PlanFormValues = BenefitPlanInput;

/** The client's feature toggles for dental and vision comparisons (the explorer service reads the same). */
export const COMPARISON_TOGGLES = {
  dental: 'BENEFITS_EXPLORER_DENTAL_COMPARISON',
  vision: 'BENEFITS_EXPLORER_VISION_COMPARISON',
} as const;

const SITE_KEYS = Object.keys(explorerSiteInputSchema.shape) as (keyof ExplorerSiteInput)[];
const PLAN_KEYS = Object.keys(benefitPlanInputSchema.shape) as (keyof BenefitPlanInput)[];

function pick<T extends object>(source: Record<string, unknown>, keys: readonly (keyof T)[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key as string] = source[key as string] ?? null;
  return out as T;
}

/** A new plan of a benefit type: the provider as carrier, no choices yet. */
export function newPlan(benefitType: ExplorerBenefitType = 'MEDICAL'): PlanFormValues {
  return {
    ...pick<PlanFormValues>({}, PLAN_KEYS),
    id: undefined,
    benefitType,
    carrierId: 1,
    contentFlags: [],
    isNew: false,
  };
}

/** The plan with the choices its (new) benefit type does not allow cleared. */
export function withBenefitType(plan: PlanFormValues, benefitType: ExplorerBenefitType): PlanFormValues {
  const keep = <T>(value: T | null | undefined, allowed: readonly T[]) =>
    value != null && allowed.includes(value) ? value : null;
  return {
    ...plan,
    benefitType,
    planType: keep(plan.planType, allowedPlanTypes(benefitType)),
    benefitLevel: keep(plan.benefitLevel, allowedBenefitLevels(benefitType)),
    contentFlags: (plan.contentFlags ?? []).filter((f) => allowedContentFlags(benefitType).includes(f)),
  };
}

/** An empty site form: the signed-in staff user owns it; no video; every flag off. */
export function emptySite(pageOwner: string, client: ClientDto | undefined): SiteFormValues {
  const primary = client?.policies.find((p) => p.primaryPolicy) ?? client?.policies[0];
  return {
    ...pick<SiteFormValues>({}, SITE_KEYS),
    name: client?.name ?? '',
    benefits: [],
    kioskMode: false,
    maintenanceMode: false,
    hasEmployeesInNY: false,
    showBenefitCount: false,
    hideSunLifeLogo: false,
    customBranding: false,
    showLegacyDentalPlanTable: false,
    showLegacyVisionPlanTable: false,
    enableContactUsAppointment: false,
    enableContactUsEmail: false,
    enableContactUsLiveChat: false,
    benefitTypeMetadata: {},
    employerState: primary?.issuedStateSitus ?? '',
    pageOwner,
    policies: primary ? [primary.id] : [],
    medicalVideo: 'NO_VIDEO',
  };
}

/** A stored site as the form edits it (only the input's fields; each plan keeps its id). */
export function siteValuesOf(page: StaffExplorerPage): SiteFormValues {
  const values = pick<SiteFormValues>(page as unknown as Record<string, unknown>, SITE_KEYS);
  return {
    ...values,
    benefits: page.benefits.map((plan) => ({
      ...pick<PlanFormValues>(plan as unknown as Record<string, unknown>, PLAN_KEYS),
      id: plan.id,
    })),
    benefitTypeMetadata: page.benefitTypeMetadata as SiteFormValues['benefitTypeMetadata'],
    prevExplorerPageId: page.prevExplorerPageId,
  };
}

/** Blank texts and empty number inputs (NaN) become null, as the API reads an absent value. */
export function cleanValues<T>(value: T): T {
  if (typeof value === 'string') return (value.trim() === '' ? null : value) as T;
  if (typeof value === 'number' && Number.isNaN(value)) return null as T;
  if (Array.isArray(value)) return value.map((v: unknown) => cleanValues(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== undefined) out[key] = cleanValues(inner);
    }
    return out as T;
  }
  return value;
}

/** The comparison context of a site: its policies' earliest effective date and the client's toggles. */
export function siteContext(client: ClientDto, policies: readonly string[]): ExplorerSiteContext {
  const effective = client.policies
    .filter((p) => policies.includes(p.id))
    .map((p) => p.policyEffective)
    .filter((d): d is string => !!d)
    .sort();
  return {
    policyEffectiveDate: effective[0] ?? null,
    toggles: {
      dentalComparison: client.featureToggles[COMPARISON_TOGGLES.dental] === true,
      visionComparison: client.featureToggles[COMPARISON_TOGGLES.vision] === true,
    },
  };
}

/**
 * The form's errors before it is sent, as message tokens by field path: each field's own check (the
 * contracts' schema) and every rule across fields (`explorerSiteIssues`, explorer spec §5), the first per
 * field. Empty: the site may be sent.
 */
export function siteFormErrors(values: SiteFormValues, context: ExplorerSiteContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const clean = cleanValues(values);
  for (const issue of explorerSiteIssues(clean, context)) {
    errors[issue.path] ??= messageToken(issue.key, issue.params, issue.message);
  }
  const parsed = explorerSiteInputSchema.safeParse(clean);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const keyed = keyedMessageOf(issue);
      errors[path] ??= 'key' in keyed ? messageToken(keyed.key, keyed.params, keyed.message) : keyed.message;
    }
  }
  return errors;
}

/** Every field path of the values (leaves and the lists and objects on the way): what server errors may name. */
export function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  return [
    ...(prefix ? [prefix] : []),
    ...Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      pathsOf(inner, prefix ? `${prefix}.${key}` : key),
    ),
  ];
}
