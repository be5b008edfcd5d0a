import { z } from 'zod';
import { DURATIONS, TAX_TREATMENTS } from './eif-fields.js';
import { BENEFIT_TYPES } from './enums.js';
import { msg } from './messages.js';

/** How long a new employee of the class waits for the plan's coverage: none, or a duration of §9 (decision 096). */
export const CLASS_WAITING_PERIODS = ['NONE', ...DURATIONS] as const;
/** When coverage starts once the wait is over. */
export const WAITING_PERIOD_STARTS = ['DAY_AFTER', 'FIRST_OF_FOLLOWING_MONTH'] as const;
/** Who pays the class's premium for the plan; SHARED names the employer's part. */
export const CLASS_CONTRIBUTION_TYPES = ['EMPLOYER_PAID', 'EMPLOYEE_PAID', 'SHARED'] as const;

/** A plan chosen for an employee class, with its waiting period and contribution (spec §3 EmployeeClassPlan). WIRE FORMAT. */
export const employeeClassPlanSchema = z.object({
  id: z.string().uuid(),
  employeeClassId: z.string().uuid(),
  planId: z.string().uuid(),
  benefitType: z.enum(BENEFIT_TYPES),
  waitingPeriod: z.enum(CLASS_WAITING_PERIODS).nullable(),
  waitingPeriodStarts: z.enum(WAITING_PERIOD_STARTS).nullable(),
  contributionType: z.enum(CLASS_CONTRIBUTION_TYPES).nullable(),
  employerContributionPercentage: z.number().nullable(),
  taxTreatment: z.enum(TAX_TREATMENTS).nullable(),
});
export type EmployeeClassPlanDto = z.infer<typeof employeeClassPlanSchema>;

const classPlanId = z.string().uuid(msg('id'));

/** POST …/plans/set-benefit-type-plans: the class's plans of one benefit type become these (kept ones keep their settings). */
export const setBenefitTypePlansSchema = z
  .object({
    benefitType: z.enum(BENEFIT_TYPES),
    planIds: z.array(z.string().uuid(msg('id'))).max(20),
  })
  .strict();
export type SetBenefitTypePlans = z.input<typeof setBenefitTypePlansSchema>;

/** PUT …/plans/waiting-periods: each chosen plan's waiting period. */
export const classWaitingPeriodsSchema = z
  .object({
    waitingPeriods: z
      .array(
        z
          .object({
            employeeClassPlanId: classPlanId,
            waitingPeriod: z.enum(CLASS_WAITING_PERIODS).nullable(),
            waitingPeriodStarts: z.enum(WAITING_PERIOD_STARTS).nullable().default(null),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type ClassWaitingPeriods = z.input<typeof classWaitingPeriodsSchema>;

/** PUT …/plans/contributions: who pays for each chosen plan (the employer's percentage when shared). */
export const classContributionsSchema = z
  .object({
    contributions: z
      .array(
        z
          .object({
            employeeClassPlanId: classPlanId,
            contributionType: z.enum(CLASS_CONTRIBUTION_TYPES).nullable(),
            employerContributionPercentage: z.number().min(1).max(99).nullable().default(null),
            taxTreatment: z.enum(TAX_TREATMENTS).nullable().default(null),
          })
          .strict()
          .superRefine((c, ctx) => {
            if (c.contributionType === 'SHARED' && c.employerContributionPercentage === null) {
              ctx.addIssue({
                code: 'custom',
                path: ['employerContributionPercentage'],
                message: msg('required'),
              });
            }
          })
          .transform((c) => ({
            ...c,
            // Only a shared premium has an employer's part to name.
            employerContributionPercentage:
              c.contributionType === 'SHARED' ? c.employerContributionPercentage : null,
          })),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type ClassContributions = z.input<typeof classContributionsSchema>;
