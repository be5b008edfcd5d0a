/** Enums of the spec, as `as const` tuples with derived unions. */

export const ROLES = ['BEN_ADMIN', 'BROKER', 'SLF_ADMIN', 'SLF_OWNER'] as const;
export type Role = (typeof ROLES)[number];

export const BENEFIT_TYPES = [
  'MEDICAL',
  'FINANCIAL',
  'DENTAL',
  'VISION',
  'ACCIDENT',
  'CRITICAL_ILLNESS',
  'HOSPITAL_INDEMNITY',
  'CANCER',
  'GAP',
  'SHORT_TERM_DISABILITY',
  'LONG_TERM_DISABILITY',
  'LIFE',
  'OTHER_SHORT_TERM_PAID_LEAVE',
  'OTHER',
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

export const PHASES = [
  'WELCOME',
  'INFO_GATHERING',
  'REVIEW_AND_VALIDATE',
  'PLAN_APPROVAL',
  'CONTRACTS_AND_BILLING',
  'ONBOARDING_COMPLETE',
] as const;
export type Phase = (typeof PHASES)[number];

export const TASK_STATUSES = [
  'Not Started',
  'In Progress',
  'NIGO',
  'Upcoming',
  'Done',
  'Needs Review',
  'In Review',
  'Voided',
  'Declined',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * A client's release status. The spec names LIVE ("onboarding is complete"); IMPLEMENTATION is the status
 * before it (decision 028). WIRE FORMAT and stored in clients.client.release_status.
 */
export const RELEASE_STATUSES = ['IMPLEMENTATION', 'LIVE'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export const IMPLEMENTATION_TYPES = ['NEW_IMPLEMENTATION', 'ADD_COVERAGE'] as const;
export type ImplementationType = (typeof IMPLEMENTATION_TYPES)[number];

export const CONTACT_TYPES = [
  'DATA_FEEDS_IMPLEMENTOR',
  'DATA_FEEDS_PRODUCTION_SUPPORT',
  'DATA_FEEDS_BEN_ADMIN',
  'DATA_FEEDS_API_CONNECTION_CONTACT',
  'WEB_ADMIN',
  'PRIMARY_WEB_ADMIN',
  'DISABILITY_CLAIM_REIMBURSEMENT_CHECK_PAYEE',
  'CLAIMS_CHECK_PAYEE',
  'TPA',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const API_JOB_STATUSES = [
  'NOT_APPLICABLE',
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED_WITH_WARNINGS',
  'COMPLETED_WITH_ERRORS',
  'TIMEOUT',
] as const;
export type ApiJobStatus = (typeof API_JOB_STATUSES)[number];

/** Spec §4: the client-level task ids. `{product}` stands for product-specific tasks, named by product. */
export const CLIENT_TASK_IDS = [
  'kickoff-call',
  'ongoing-service-call',
  'onboarding-forms',
  'prior-carrier-certificates',
  'enrollment-resources',
  'company-profile',
  'eif-submit-company-information',
] as const;
export type ClientTaskId = (typeof CLIENT_TASK_IDS)[number];

/** Spec §4: the policy-level task ids. */
export const POLICY_TASK_IDS = [
  'prior-carrier-bills',
  'enrollment-elections',
  'pfml',
  'pfml-spd',
  'sunadvisor-spd',
  'dental-rollover',
  'deductible-maximum-report',
] as const;
export type PolicyTaskId = (typeof POLICY_TASK_IDS)[number];

/**
 * The benefit types that are products the insurer sells to employees, each with a product task (spec §4
 * `{product}`, decision 126). MEDICAL (medical stop loss, the employer's own cover: employees enrol in nothing)
 * and OTHER (no product) have none.
 */
const NOT_PRODUCTS = ['MEDICAL', 'OTHER'] as const;
export type ProductBenefitType = Exclude<BenefitType, (typeof NOT_PRODUCTS)[number]>;
export const PRODUCT_BENEFIT_TYPES: readonly ProductBenefitType[] = BENEFIT_TYPES.filter(
  (type): type is ProductBenefitType => !(NOT_PRODUCTS as readonly string[]).includes(type),
);

/** A benefit type's product task id: its name in kebab case (DENTAL → `dental`). WIRE FORMAT: in URLs and rows. */
export const productTaskIdOf = (benefitType: ProductBenefitType): string =>
  benefitType.toLowerCase().replace(/_/g, '-');

/**
 * Spec §4 `{product}`: one client task per product (decision 126): `financial`, `dental`, `vision`, `accident`,
 * `critical-illness`, `hospital-indemnity`, `cancer`, `gap`, `short-term-disability`, `long-term-disability`,
 * `life`, `other-short-term-paid-leave`. WIRE FORMAT.
 */
export const PRODUCT_TASK_IDS = PRODUCT_BENEFIT_TYPES.map(productTaskIdOf) as readonly string[];

export const isProductTaskId = (id: string): boolean => PRODUCT_TASK_IDS.includes(id);

/** The benefit type a product task is about, or null when the id is no product task's. */
export function benefitTypeOfProductTask(id: string): ProductBenefitType | null {
  return PRODUCT_BENEFIT_TYPES.find((type) => productTaskIdOf(type) === id) ?? null;
}

/** Spec §2: a task id is accepted only if it is a known client task id (product tasks included) or policy task id. */
export const isKnownTaskId = (id: string): boolean =>
  (CLIENT_TASK_IDS as readonly string[]).includes(id) ||
  (POLICY_TASK_IDS as readonly string[]).includes(id) ||
  isProductTaskId(id);

export const KICKOFF_CALL_STATUSES = [
  'Pending',
  'Complete',
  'Complete - No Recording',
  'Complete - Call Recorded',
  'Declined',
  'No Response',
] as const;
export type KickoffCallStatus = (typeof KICKOFF_CALL_STATUSES)[number];

/** Spec §4: the internal client setup steps, in order. */
export const CLIENT_SETUP_STEPS = [
  'merge-client-instances',
  'add-broker',
  'add-ben-admin',
  'add-census-template',
  'add-e-signature',
  'configure-company',
  'prefill-company',
  'add-resources',
  'update-ticket',
  'send-welcome-email',
  'confirm-setup',
  'import-company-information',
] as const;
export type ClientSetupStep = (typeof CLIENT_SETUP_STEPS)[number];
