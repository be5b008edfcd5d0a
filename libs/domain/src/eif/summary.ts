import type { ClientDto, EifAllAnswers } from '@onboard/contracts';
import type { Applicability } from './applicability.js';
import { askedQuestions, SUB_STEP_CONTENT, type AskedQuestion, type RecordSection } from './layout.js';
import { EIF_STEPS } from './steps.js';

export type SummarySubStep = { id: string; questions: AskedQuestion[]; records: RecordSection[] };
export type SummaryStep = { id: string; subSteps: SummarySubStep[] };

/**
 * What the Company Information Summary shows (spec §2; the page and the PDF alike): the steps in order with
 * the sub-steps that apply, each with the questions asked now and the record sections it holds. Steps with
 * nothing that applies (and review-&-submit) are left out.
 */
export function eifSummarySteps(
  applicability: Applicability,
  answers: EifAllAnswers,
  client: Pick<ClientDto, 'policies' | 'plans'>,
): SummaryStep[] {
  return EIF_STEPS.map((step) => ({
    id: step.id as string,
    subSteps: (step.subSteps as readonly string[])
      .filter((id) => applicability.shown[id] === true)
      .map((id) => ({
        id,
        questions: askedQuestions(
          id,
          answers,
          client,
          id === 'billing-preferences' ? applicability.billingPolicies : undefined,
        ),
        records: SUB_STEP_CONTENT[id]?.records ?? [],
      })),
  })).filter((step) => step.subSteps.length > 0);
}
