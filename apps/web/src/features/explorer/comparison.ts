import { EXPLORER_BENEFIT_TYPES, type ExplorerBenefitType, type PlanType } from '@onboard/contracts';
import { comparisonAvailable } from '@onboard/domain';
import type { ExplorerPublicPage, ExplorerPublicPlan } from './types.js';

/*
 * Which plans may be compared side by side (explorer spec §5 "Comparison availability", @onboard/domain's
 * rule) and in which order the page shows benefit types.
 */

/** The page's policy date the cutoffs are judged on: the latest effective date (the current plan year's). */
export function latestPolicyDate(dates: readonly string[]): string | null {
  const latest = [...dates].sort().at(-1);
  return latest === undefined ? null : latest.slice(0, 10);
}

/** Whether `plan` can be compared, on this page (its toggles and policies). */
export function planComparable(
  page: Pick<ExplorerPublicPage, 'dentalComparison' | 'visionComparison' | 'policyEffectiveDates'>,
  plan: Pick<ExplorerPublicPlan, 'benefitType' | 'planType'>,
): boolean {
  return comparisonAvailable({
    benefitType: plan.benefitType,
    planType: (plan.planType as PlanType | null) ?? null,
    policyEffectiveDate: latestPolicyDate(page.policyEffectiveDates),
    toggles: { dentalComparison: page.dentalComparison, visionComparison: page.visionComparison },
  });
}

/** Plans by benefit type, in order: highlighted types first (highlighterOrder), then the spec's order. */
export function plansByType(
  plans: readonly ExplorerPublicPlan[],
  metadata: ExplorerPublicPage['benefitTypeMetadata'] = {},
): Array<{ benefitType: ExplorerBenefitType; plans: ExplorerPublicPlan[] }> {
  const order = (type: ExplorerBenefitType): [number, number] => [
    metadata[type]?.highlighterOrder ?? Number.MAX_SAFE_INTEGER,
    EXPLORER_BENEFIT_TYPES.indexOf(type),
  ];
  return EXPLORER_BENEFIT_TYPES.filter((type) => plans.some((plan) => plan.benefitType === type))
    .sort((a, b) => {
      const [ha, sa] = order(a);
      const [hb, sb] = order(b);
      return ha - hb || sa - sb;
    })
    .map((benefitType) => ({ benefitType, plans: plans.filter((plan) => plan.benefitType === benefitType) }));
}
