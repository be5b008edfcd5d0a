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
