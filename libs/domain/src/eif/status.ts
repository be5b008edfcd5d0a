import {
  isLocationComplete,
  type ClientDto,
  type EifAllAnswers,
  type EifPlanAnswers,
} from '@onboard/contracts';
import { coverageOf } from './coverages.js';
import { askedQuestions, SUB_STEP_CONTENT, type RecordSection } from './layout.js';

/** The status words of spec §4, verbatim. */
export const EIF_STATUSES = ['Not Started', 'In Progress', 'Done'] as const;
export type EifStatus = (typeof EIF_STATUSES)[number];

/** What a sub-step's status is computed from: the answers, and the client's records as the EIF has them. */
export type EifStatusInput = {
  answers: EifAllAnswers;
  client: Pick<ClientDto, 'taxId' | 'policies' | 'plans' | 'contacts' | 'locations'>;
  /** The policies a per-policy sub-step asks about (all when absent). */
  policyIds?: readonly string[] | undefined;
};

const answered = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Whether a record section has what it needs; undefined for the sections whose records the EIF cannot take yet
 * (subsidiaries, bills, the claims report mailing, classes): they do not count until their screens exist.
 */
function recordGiven(section: RecordSection, { client }: EifStatusInput): boolean | undefined {
  switch (section) {
    case 'taxId':
      return answered(client.taxId);
    case 'currentPolicies':
      return client.policies.length > 0;
    case 'locations':
      // A location staff prefilled without all of its details is not given yet (decision 098).
      return client.locations.length > 0 && client.locations.every(isLocationComplete);
    case 'planAdministrators':
      return client.contacts.some((c) => c.type === 'PRIMARY_WEB_ADMIN' || c.type === 'WEB_ADMIN');
    case 'subsidiaries':
    case 'bills':
    case 'monthlyClaimsReportMailing':
    case 'classBuilder':
      return undefined;
  }
}

/**
 * A sub-step's status from its answers (issue 9 item 1): every question it shows (its conditions applied to
 * the answers as they are) and every record section it has counts once; none given is Not Started, all given
 * is Done, anything between is In Progress. A sub-step with nothing to ask is Done.
 */
export function subStepStatus(subStepId: string, input: EifStatusInput): EifStatus {
  const content = SUB_STEP_CONTENT[subStepId];
  if (!content) return 'Not Started';
  const checks = askedQuestions(subStepId, input.answers, input.client, input.policyIds).map((q) =>
    answered(q.value),
  );
  for (const section of content.records ?? []) {
    const given = recordGiven(section, input);
    if (given !== undefined) checks.push(given);
  }
  if (checks.length === 0 || checks.every(Boolean)) return 'Done';
  return checks.some(Boolean) ? 'In Progress' : 'Not Started';
}

/** A step's status from its sub-steps' statuses (a step with none is Not Started). */
export function stepStatus(statuses: readonly EifStatus[]): EifStatus {
  if (statuses.length === 0) return 'Not Started';
  if (statuses.every((s) => s === 'Done')) return 'Done';
  return statuses.every((s) => s === 'Not Started') ? 'Not Started' : 'In Progress';
}

/**
 * PFML sections by state (spec §4): Colorado is complete once allowPFMLAndSTDConcurrently is set; Delaware
 * and Maine once pfmlMinimumIntermittentLeave is set; any other state's section is Not Started.
 */
export function pfmlSectionStatus(state: string, plan: Partial<EifPlanAnswers>): EifStatus {
  switch (state) {
    case 'CO':
      return answered(plan.allowPFMLAndSTDConcurrently) ? 'Done' : 'Not Started';
    case 'DE':
    case 'ME':
      return answered(plan.pfmlMinimumIntermittentLeave) ? 'Done' : 'Not Started';
    default:
      return 'Not Started';
  }
}

/** The state of a PFML plan's coverage, if it is one. */
export const pfmlStateOf = (planType: string | null): string | undefined => {
  const coverage = coverageOf(planType);
  return coverage?.kind === 'pfml' ? coverage.state : undefined;
};
