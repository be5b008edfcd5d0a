/*
 * The coverages a plan is priced for, apart from the cost model (plan-cost.ts) so that the public page's first
 * load (the per-plan estimate, decision 173) can read them without carrying the model's tables.
 */

/** Who a plan covers: the employee alone, with a spouse, with children, or the whole family. */
export const COVERAGE_TIERS = ['employee', 'employeeSpouse', 'employeeChildren', 'family'] as const;
export type CoverageTier = (typeof COVERAGE_TIERS)[number];

/** People a tier counts for the expected care (a household of the tier's usual size). */
export const TIER_PEOPLE: Readonly<Record<CoverageTier, number>> = {
  employee: 1,
  employeeSpouse: 2,
  employeeChildren: 3,
  family: 4,
};
