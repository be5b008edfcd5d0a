/*
 * The explorer's enums the public page needs, in a module without zod: the public explorer's lean entry
 * reads them without bringing the schemas (decision 176). explorer.ts re-exports them.
 */

/** Explorer spec §4 "Benefit types", in the spec's order. */
export const EXPLORER_BENEFIT_TYPES = [
  'MEDICAL',
  'DENTAL',
  'VISION',
  'ACCIDENT',
  'HOSPITAL_INDEMNITY',
  'LIFE',
  'CRITICAL_ILLNESS',
  'CANCER',
  'FINANCIAL',
  'SHORT_TERM_DISABILITY',
  'LONG_TERM_DISABILITY',
  'GAP',
  'OTHER_SHORT_TERM_PAID_LEAVE',
  'OTHER',
] as const;
export type ExplorerBenefitType = (typeof EXPLORER_BENEFIT_TYPES)[number];

/** Explorer spec §4 "Demo enrollment states" (the public page fetch's `demoEnrollmentStatus`). */
export const DEMO_ENROLLMENT_STATUSES = ['pre', 'active', 'post'] as const;
export type DemoEnrollmentStatus = (typeof DEMO_ENROLLMENT_STATUSES)[number];

/** The vision services of explorer spec §3, each with BiYearly (every other year), InNetwork and OutOfNetwork. */
export const VISION_SERVICES = ['Exam', 'Lenses', 'Frames', 'ContactLenses', 'ContactLensExam'] as const;

/** Who a plan's premiums and the employer's account money are given for (issue 34; decision 248). */
export const PLAN_COST_TIERS = ['Employee', 'EmployeeSpouse', 'EmployeeChildren', 'Family'] as const;
export type PlanCostTier = (typeof PLAN_COST_TIERS)[number];
/** The account the employer's money goes to beside a medical plan. */
export const EMPLOYER_ACCOUNT_TYPES = ['HSA', 'HRA'] as const;
export type EmployerAccountType = (typeof EMPLOYER_ACCOUNT_TYPES)[number];
/** The services a plan may give a copay for (the cost model's services, @onboard/domain plan-cost.ts). */
export const COPAY_SERVICES = [
  'PrimaryCare',
  'Specialist',
  'UrgentCare',
  'EmergencyRoom',
  'RxGeneric',
  'RxPreferred',
  'RxNonPreferred',
  'RxSpecialty',
  'OutpatientProcedure',
  'HospitalStay',
] as const;
export type CopayService = (typeof COPAY_SERVICES)[number];
/** The most paychecks a year (weekly pay in a year with 53 paydays). */
export const MAX_PLAN_PAY_PERIODS = 53;
/** The highest premium per paycheck a plan takes: above it a figure is a typing slip, not a premium. */
export const MAX_PREMIUM_PER_PAY_PERIOD = 10_000;
/** The highest copay or yearly employer contribution a plan takes. */
export const MAX_PLAN_COST_AMOUNT = 100_000;
