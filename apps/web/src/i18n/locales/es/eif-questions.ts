import {
  EIF_CLIENT_LABELS_ES,
  EIF_OPTION_LABELS_ES,
  EIF_PLAN_LABELS_ES,
  EIF_POLICY_LABELS_ES,
  EIF_YES_NO_ES,
} from '@onboard/contracts';

/** Spanish for the EIF's questions and options, from libs/contracts/src/eif-labels-es.ts (the summary prints them too). */
export const eifQuestionsEs = {
  client: EIF_CLIENT_LABELS_ES,
  policy: EIF_POLICY_LABELS_ES,
  plan: EIF_PLAN_LABELS_ES,
  options: EIF_OPTION_LABELS_ES,
  yes: EIF_YES_NO_ES.yes,
  no: EIF_YES_NO_ES.no,
};
