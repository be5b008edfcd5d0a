import type { planSchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Plan } from './plan.entity.js';

export type PlanDto = z.infer<typeof planSchema>;

/** One plan as the client detail and the plan list both show it. */
/** The plan fields its DTO reads: a loaded entity, or a row of the client's detail query. */
export type PlanFields = Pick<Plan, 'id' | 'benefitType' | 'planType' | 'carrierName'>;

export function toPlanDto(plan: PlanFields): PlanDto {
  return {
    id: plan.id,
    benefitType: plan.benefitType,
    planType: plan.planType ?? null,
    carrierName: plan.carrierName ?? null,
  };
}
