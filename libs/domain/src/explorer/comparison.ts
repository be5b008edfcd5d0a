import type { ExplorerBenefitType, PlanType } from '@onboard/contracts';

/*
 * Explorer spec §5 "Comparison availability" and §9 cutoffs: whether a plan's comparison fields are shown
 * (and so required). Choices the spec leaves open: decision 157.
 */

/** Spec §9: medical and financial comparisons from 9/15/2024, dental and vision from 5/30/2024 (inclusive). */
export const COMPARISON_CUTOFFS: Readonly<Partial<Record<ExplorerBenefitType, string>>> = {
  MEDICAL: '2024-09-15',
  FINANCIAL: '2024-09-15',
  DENTAL: '2024-05-30',
  VISION: '2024-05-30',
};

/** The plan types that never get a comparison (explorer spec §5: DHMO and DCA). */
export const NO_COMPARISON_PLAN_TYPES: readonly PlanType[] = ['DHMO', 'DCA'];

export type ComparisonToggles = { dentalComparison: boolean; visionComparison: boolean };

export type ComparisonQuery = {
  benefitType: ExplorerBenefitType;
  planType: PlanType | null;
  /** The policy's effective date, YYYY-MM-DD (a longer ISO text is read by its first 10 characters). */
  policyEffectiveDate: string | null;
  /** Lifts the date cutoff (not the toggles nor the DHMO/DCA rule; decision 157). */
  override?: boolean;
  toggles: ComparisonToggles;
};

/**
 * Whether plan comparison is available for a plan (explorer spec §5): dental and vision need their feature
 * toggles; DHMO and DCA plans have none; medical and financial from 9/15/2024, dental and vision from
 * 5/30/2024, by policy effective date (no date: allowed; the override lifts the cutoff); other types always.
 */
export function comparisonAvailable(query: ComparisonQuery): boolean {
  const { benefitType, planType, policyEffectiveDate, override, toggles } = query;
  if (planType !== null && NO_COMPARISON_PLAN_TYPES.includes(planType)) return false;
  if (benefitType === 'DENTAL' && !toggles.dentalComparison) return false;
  if (benefitType === 'VISION' && !toggles.visionComparison) return false;
  const cutoff = COMPARISON_CUTOFFS[benefitType];
  if (!cutoff || override === true || !policyEffectiveDate) return true;
  // ISO dates compare as text.
  return policyEffectiveDate.slice(0, 10) >= cutoff;
}
