import { Fieldset, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import {
  coverageOf,
  pfmlTaskSections,
  pfmlTaskState,
  pfmlTaskStatesOf,
  type PfmlTaskSection,
} from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { AutosaveStatus } from '../../../components/form/AutosaveStatus.js';
import type { EifEditor } from '../../eif/components/useEifEditor.js';
import type { TaskWorkProps } from '../registry.js';
import { SectionStatusBadge } from '../eif/SectionStatusBadge.js';
import { TaskEifAnswers, TaskEifQuestion } from '../eif/TaskEifAnswers.js';

/**
 * The pfml task's part (issue 12 item 6; decision 129): a section per state among Colorado, Delaware and
 * Maine whose PFML the policy holds, headed by its status word, with the EIF's PFML questions of its plans,
 * saved as they are answered through the EIF's save call.
 */
export function PfmlTask({ client, policy }: TaskWorkProps) {
  const { t } = useTranslation('taskforms');
  if (!policy) return null;
  if (pfmlTaskStatesOf(policy).length === 0)
    return (
      <Stack as="section" aria-labelledby="pfml-sections" gap={2}>
        <Heading as="h2" size="md" id="pfml-sections">
          {t('pfml.title')}
        </Heading>
        <Text>{t('pfml.none')}</Text>
      </Stack>
    );
  return (
    <TaskEifAnswers clientId={client.id}>
      {(editor) => <PfmlSections client={client} policy={policy} editor={editor} />}
    </TaskEifAnswers>
  );
}

function PfmlSections({
  client,
  policy,
  editor,
}: {
  client: ClientDto;
  policy: ClientDto['policies'][number];
  editor: EifEditor;
}) {
  const { t } = useTranslation('taskforms');
  const answers = editor.form.watch();
  const sections = pfmlTaskSections(policy, client, answers);
  // Every section Done: the page says so; the client sends the task for review with the review part's button.
  const allDone = pfmlTaskState(sections) === 'done';
  return (
    <Stack as="section" aria-labelledby="pfml-sections" gap={6}>
      <Stack gap={2}>
        <Heading as="h2" size="md" id="pfml-sections">
          {t('pfml.title')}
        </Heading>
        <Text>{t('pfml.intro')}</Text>
        <AutosaveStatus status={editor.autosave.status} />
      </Stack>
      {sections.map((section) => (
        <PfmlSectionView key={section.state} client={client} section={section} editor={editor} />
      ))}
      <Text role="status" data-all-done={allDone} color={allDone ? 'fg.success' : 'fg.muted'}>
        {allDone ? t('pfml.allDone') : t('pfml.notAllDone')}
      </Text>
    </Stack>
  );
}

function PfmlSectionView({
  client,
  section,
  editor,
}: {
  client: ClientDto;
  section: PfmlTaskSection;
  editor: EifEditor;
}) {
  const { t } = useTranslation(['taskforms', 'eif']);
  const headingId = `pfml-${section.state}`;
  const planName = (planId: string) => {
    const plan = client.plans.find((p) => p.id === planId);
    return coverageOf(plan?.planType)?.name ?? plan?.planType ?? '';
  };
  return (
    <Stack as="section" aria-labelledby={headingId} gap={4} borderWidth="1px" borderRadius="md" p={4}>
      <HStack gap={3} wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          {t(`taskforms:pfml.states.${section.state}`)}
        </Heading>
        <SectionStatusBadge status={section.status} />
      </HStack>
      {section.planIds.length === 0 && <Text color="fg.muted">{t('taskforms:pfml.noPlan')}</Text>}
      {section.planIds.map((planId) => (
        <Fieldset.Root key={planId}>
          <Fieldset.Legend fontWeight="semibold">{t('eif:plan', { name: planName(planId) })}</Fieldset.Legend>
          <Stack gap={4}>
            {section.questions
              .filter((q) => q.recordId === planId)
              .map((q) => (
                <TaskEifQuestion key={q.path} question={q} editor={editor} />
              ))}
          </Stack>
        </Fieldset.Root>
      ))}
    </Stack>
  );
}
