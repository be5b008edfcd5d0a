import { Alert, Box, Skeleton } from '@chakra-ui/react';
import type { AskedQuestion } from '@onboard/domain';
import type { EifAnswers } from '@onboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetEifAnswersQuery } from '../../eif/api/eifAnswersApi.js';
import { EifQuestion } from '../../eif/components/EifQuestion.js';
import { ConflictNotice } from '../../eif/components/EifSubStep.js';
import { useEifEditor, type EifEditor } from '../../eif/components/useEifEditor.js';

/**
 * A task page's part that edits EIF answers (issue 12 items 5 to 7): the client's EIF answers loaded once,
 * and the EIF's own editor over them (autosave through eifAnswersSave, co-editing conflicts, after signing the
 * EIF's tracked changes), so an answer given on a task page is the EIF's answer and shows there too.
 */
export function TaskEifAnswers({
  clientId,
  children,
}: {
  clientId: string;
  children: (editor: EifEditor, loaded: EifAnswers) => ReactNode;
}) {
  const { t } = useTranslation('taskforms');
  const answers = useGetEifAnswersQuery(clientId);
  if (answers.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('loadError')}</Alert.Title>
      </Alert.Root>
    );
  if (!answers.data) return <Skeleton height="40" />;
  return (
    <Editor clientId={clientId} loaded={answers.data}>
      {children}
    </Editor>
  );
}

function Editor({
  clientId,
  loaded,
  children,
}: {
  clientId: string;
  loaded: EifAnswers;
  children: (editor: EifEditor, loaded: EifAnswers) => ReactNode;
}) {
  const editor = useEifEditor(clientId, loaded);
  return <>{children(editor, loaded)}</>;
}

/** One EIF question as the EIF asks it, labelled with the EIF's own words, with its conflict notice. */
export function TaskEifQuestion({ question, editor }: { question: AskedQuestion; editor: EifEditor }) {
  const { t } = useTranslation('eif');
  return (
    <Box>
      <EifQuestion
        form={editor.form}
        path={question.path}
        kind={question.kind}
        label={t(`questions.${question.scope}.${question.field}` as 'questions.client.erisaHasPlan')}
      />
      <ConflictNotice path={question.path} editor={editor} />
    </Box>
  );
}
