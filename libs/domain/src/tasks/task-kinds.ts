import type { ClientTaskId, PolicyTaskId } from '@onboard/contracts';

/**
 * How a task gets done (decision 122).
 * - `reviewed`: the client sends documents or data, staff review them (Needs Review → In Review → Done or NIGO).
 * - `signed`: the client signs (e-signature); staff check what was signed; the envelope can be voided by staff
 *   or declined by the signer.
 * - `client`: the client completes it directly; no staff review (staff may still send it back as NIGO).
 * - `call`: a call the client schedules and staff hold; staff record the outcome.
 */
export const TASK_KINDS = ['reviewed', 'signed', 'client', 'call'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** The kind of every task id of spec §4. Product tasks (`{product}`: PRODUCT_TASK_IDS, decision 126) and any other id are `client`. */
export const TASK_KIND_BY_ID: Readonly<Record<ClientTaskId | PolicyTaskId, TaskKind>> = {
  'kickoff-call': 'call',
  'ongoing-service-call': 'call',
  'onboarding-forms': 'signed',
  'prior-carrier-certificates': 'reviewed',
  'enrollment-resources': 'client',
  'company-profile': 'client',
  'eif-submit-company-information': 'signed',
  'prior-carrier-bills': 'reviewed',
  'enrollment-elections': 'reviewed',
  pfml: 'reviewed',
  'pfml-spd': 'reviewed',
  'sunadvisor-spd': 'reviewed',
  'dental-rollover': 'reviewed',
  'deductible-maximum-report': 'reviewed',
};

export function taskKind(taskId: string): TaskKind {
  return Object.hasOwn(TASK_KIND_BY_ID, taskId)
    ? TASK_KIND_BY_ID[taskId as ClientTaskId | PolicyTaskId]
    : 'client';
}
