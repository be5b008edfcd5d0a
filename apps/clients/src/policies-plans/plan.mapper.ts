import type { planSchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Plan } from './plan.entity.js';

export type PlanDto = z.infer<typeof planSchema>;

/** One plan as the client detail and the plan list both show it. */
export function toPlanDto(plan: Plan): PlanDto {
  return {
    id: plan.id,
    benefitType: plan.benefitType,
    planType: plan.planType ?? null,
    carrierName: plan.carrierName ?? null,
  };
}
