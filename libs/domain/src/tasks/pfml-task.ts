import type { ClientDto, EifAllAnswers } from '@onboard/contracts';
import { coverageOf } from '../eif/coverages.js';
import { askedQuestions, type AskedQuestion } from '../eif/layout.js';
import { pfmlSectionStatus, pfmlStateOf, type EifStatus } from '../eif/status.js';

/**
 * The pfml task of a policy (spec §4 "PFML sections", issue 12 item 6; decision 129): one section per state
 * among Colorado, Delaware and Maine whose PFML coverage the policy holds, each with the PFML questions of the
 * policy's plans of that state (the EIF's non-class-benefits-preferences questions, so both ask the same) and
 * a status word.
 */
export const PFML_TASK_STATES = ['CO', 'DE', 'ME'] as const;
export type PfmlTaskState = (typeof PFML_TASK_STATES)[number];

/** The status words of a section (spec §4): the EIF's own. */
export type PfmlSectionWord = EifStatus;

export type PfmlTaskSection = {
  state: PfmlTaskState;
  /** The client's plans of this state's PFML coverage that the policy holds, in the client's order. */
  planIds: string[];
  /** The questions the section asks now (a follow-up shows once the answer it depends on is given). */
  questions: AskedQuestion[];
  status: PfmlSectionWord;
};

type PolicyLike = Pick<ClientDto['policies'][number], 'id' | 'slfCoverages'>;
type ClientLike = Pick<ClientDto, 'policies' | 'plans'>;

const isAnswered = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A section's status word (decision 129):
 * - Done: the section has plans and each has its state's completing answer (spec §4: Colorado's
 *   allowPFMLAndSTDConcurrently, Delaware's and Maine's pfmlMinimumIntermittentLeave).
 * - In Progress: not Done, but some question of the section is answered (a PFML plan setting such as the
 *   premium contribution type, or the completing answer on some of its plans).
 * - Not Started: nothing of the section answered, or no plan of the state yet (nothing to answer).
 */
export function pfmlTaskSectionStatus(
  state: PfmlTaskState,
  planIds: readonly string[],
  questions: readonly AskedQuestion[],
  answers: Pick<EifAllAnswers, 'plans'>,
): PfmlSectionWord {
  if (planIds.length === 0) return 'Not Started';
  const done = planIds.every((id) => pfmlSectionStatus(state, answers.plans[id] ?? {}) === 'Done');
  if (done) return 'Done';
  return questions.some((q) => isAnswered(q.value)) ? 'In Progress' : 'Not Started';
}

/** The PFML sections of a policy, Colorado, Delaware, Maine in that order; none when it holds no such PFML. */
export function pfmlTaskSections(
  policy: PolicyLike,
  client: ClientLike,
  answers: EifAllAnswers,
): PfmlTaskSection[] {
  const held = new Set(
    policy.slfCoverages.map((name) => coverageOf(name)).flatMap((c) => (c?.kind === 'pfml' ? [c.code] : [])),
  );
  const states = PFML_TASK_STATES.filter((state) => [...held].some((code) => pfmlStateOf(code) === state));
  // The EIF's own PFML questions, asked of every PFML or statutory plan; a section keeps its plans'.
  const asked = askedQuestions('non-class-benefits-preferences', answers, client).filter(
    (q) => q.scope === 'plan',
  );
  return states.map((state) => {
    const planIds = client.plans
      .filter(
        (plan) => plan.planType !== null && held.has(plan.planType) && pfmlStateOf(plan.planType) === state,
      )
      .map((plan) => plan.id);
    const questions = asked.filter((q) => q.recordId !== undefined && planIds.includes(q.recordId));
    return { state, planIds, questions, status: pfmlTaskSectionStatus(state, planIds, questions, answers) };
  });
}

/** Which of a policy's coverages make the PFML sections: used to say "no such PFML" without the answers. */
export function pfmlTaskStatesOf(policy: Pick<PolicyLike, 'slfCoverages'>): PfmlTaskState[] {
  const states = new Set(
    policy.slfCoverages.map((name) => coverageOf(name)).flatMap((c) => (c?.kind === 'pfml' ? [c.state] : [])),
  );
  return PFML_TASK_STATES.filter((state) => states.has(state));
}

/**
 * The policy's PFML task overall: `none` when it has no Colorado, Delaware or Maine PFML, `done` when every
 * section is Done (the client can then submit the task for review), `open` otherwise.
 */
export function pfmlTaskState(sections: readonly PfmlTaskSection[]): 'none' | 'open' | 'done' {
  if (sections.length === 0) return 'none';
  return sections.every((s) => s.status === 'Done') ? 'done' : 'open';
}
