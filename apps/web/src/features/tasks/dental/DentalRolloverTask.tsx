import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  EIF_POLICY_FIELDS,
  eifPolicyPath,
  type EifAllAnswers,
  type EifPolicyField,
} from '@onboard/contracts';
import type { AskedQuestion } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { AutosaveStatus } from '../../../components/form/AutosaveStatus.js';
import type { TaskWorkProps } from '../registry.js';
import { TaskEifAnswers, TaskEifQuestion } from '../eif/TaskEifAnswers.js';

/**
 * The policy's dental rollover questions (spec §3 Policy dental rollover fields), the second only once the
 * first is yes: whether the policy has rollover, and whether the prior carrier's accumulators carry over.
 */
export function dentalRolloverQuestions(policyId: string, answers: EifAllAnswers): AskedQuestion[] {
  const record = answers.policies[policyId];
  if (!record) return [];
  const ask = (field: EifPolicyField): AskedQuestion => ({
    path: eifPolicyPath(policyId, field),
    scope: 'policy',
    field,
    kind: EIF_POLICY_FIELDS[field],
    value: record[field],
    recordId: policyId,
  });
  return [
    ask('hasDentalRollover'),
    ...(record.hasDentalRollover === true ? [ask('dentalRolloverPriorCarrierAccumulators')] : []),
  ];
}

/**
 * The dental-rollover task's part (issue 12 item 7): what rollover is, and the policy's rollover answers,
 * saved through the EIF's save call. The prior carrier's accumulator file goes in the page's documents panel.
 */
export function DentalRolloverTask({ client, policy }: TaskWorkProps) {
  const { t } = useTranslation('taskforms');
  if (!policy) return null;
  return (
    <Stack as="section" aria-labelledby="dental-rollover" gap={4}>
      <Heading as="h2" size="md" id="dental-rollover">
        {t('dentalRollover.title')}
      </Heading>
      <Text>{t('dentalRollover.explanation')}</Text>
      <TaskEifAnswers clientId={client.id}>
        {(editor) => (
          <Stack gap={4}>
            {dentalRolloverQuestions(policy.id, editor.form.watch()).map((q) => (
              <TaskEifQuestion key={q.path} question={q} editor={editor} />
            ))}
            <AutosaveStatus status={editor.autosave.status} />
          </Stack>
        )}
      </TaskEifAnswers>
    </Stack>
  );
}

/** The deductible-maximum-report task's part (issue 12 item 7): what to upload in the documents panel below. */
export function DeductibleMaximumReportTask() {
  const { t } = useTranslation('taskforms');
  return (
    <Stack as="section" aria-labelledby="deductible-report" gap={2}>
      <Heading as="h2" size="md" id="deductible-report">
        {t('deductibleReport.title')}
      </Heading>
      <Text>{t('deductibleReport.explanation')}</Text>
    </Stack>
  );
}
