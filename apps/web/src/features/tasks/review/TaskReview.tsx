import { Button, HStack, Heading, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { type TaskEventType, type TaskHistoryEntryDto } from '@onboard/contracts';
import { taskKind } from '@onboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../app/errors.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useFireTaskEventMutation, useGetTaskActivityQuery } from '../api/tasksApi.js';
import type { TaskOfClient } from '../registry.js';

/**
 * Events the page offers no button for, because the task's own work fires them (decision 123): a phase
 * opens a task; signing submits or declines a signed task; a call's selection and outcome move a call; the
 * census submits the enrollment elections; acknowledging a plan description submits it.
 */
export function offeredEvents(taskId: string, allowed: readonly TaskEventType[]): TaskEventType[] {
  const kind = taskKind(taskId);
  const byWork = new Set<TaskEventType>(['phaseReached']);
  if (kind === 'signed')
    ['submitted', 'resubmitted', 'declined'].forEach((e) => byWork.add(e as TaskEventType));
  if (kind === 'call') ['started', 'completed', 'declined'].forEach((e) => byWork.add(e as TaskEventType));
  // The census's submission sends it for review, and again after a NIGO. A plan description's acknowledgement
  // sends it the first time; after a NIGO the client uploads the corrected document and resubmits here.
  if (taskId === 'enrollment-elections') byWork.add('submitted').add('resubmitted');
  if (taskId === 'pfml-spd' || taskId === 'sunadvisor-spd') byWork.add('submitted');
  return allowed.filter((event) => !byWork.has(event));
}

/** Staff's review buttons show as primary; the rest as outline. */
const PRIMARY: readonly TaskEventType[] = ['submitted', 'resubmitted', 'approved', 'completed'];

/**
 * The review part of every task's page (issue 12 item 1): what must be fixed while it is NIGO (Action
 * Required), the events the viewer may fire now as buttons (marking NIGO asks for the reasons), and the
 * task's history, oldest first.
 */
export function TaskReview({ clientId, task }: { clientId: string; task: TaskOfClient }) {
  const { t } = useTranslation('tasks');
  const format = useFormatDateTime();
  const activity = useGetTaskActivityQuery({ clientId, taskId: task.id });
  const [fire, firing] = useFireTaskEventMutation();
  const [error, setError] = useState<string | undefined>();
  const [nigoOpen, setNigoOpen] = useState(false);
  const [voidOpen, setVoidOpen] = useState(false);
  const historyId = useId();

  const send = async (event: TaskEventType) => {
    setError(undefined);
    const result = await fire({ clientId, taskId: task.id, body: { event } });
    if ('error' in result) setError(formErrorsOf(result.error, [], t('failed')).form);
  };

  const events = offeredEvents(task.taskId, activity.data?.allowedEvents ?? []);

  return (
    <Stack gap={5}>
      {/* What to fix comes from the page's own record of the task, as its status badge does: the activity, read
          again later after a resubmission, still held the old reasons beside the badge's Needs Review. */}
      {task.status === 'NIGO' && task.nigoReasons.length > 0 && (
        <Stack
          as="section"
          aria-labelledby={`${historyId}-nigo`}
          gap={2}
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          rounded="md"
          p={4}
        >
          <Heading as="h2" size="sm" id={`${historyId}-nigo`}>
            {t('nigo.heading')}
          </Heading>
          <List.Root ps={5}>
            {task.nigoReasons.map((reason, index) => (
              <List.Item key={index}>{reason}</List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm">{t('nigo.fix')}</Text>
        </Stack>
      )}
      {events.length > 0 && (
        <HStack gap={3} wrap="wrap" aria-label={t('actions')} role="group">
          {events.map((event) =>
            event === 'nigo' || event === 'voided' ? (
              // Both ask first: NIGO for its reasons, Void (it closes the task) for a confirmation.
              <Button
                key={event}
                variant="outline"
                colorPalette="red"
                onClick={() => (event === 'nigo' ? setNigoOpen(true) : setVoidOpen(true))}
              >
                {t(`events.${event}`)}
              </Button>
            ) : (
              <Button
                key={event}
                colorPalette="brand"
                variant={PRIMARY.includes(event) ? 'solid' : 'outline'}
                loading={firing.isLoading && firing.originalArgs?.body.event === event}
                onClick={() => void send(event)}
              >
                {t(`events.${event}`)}
              </Button>
            ),
          )}
        </HStack>
      )}
      <FormAlert message={error} />
      <Stack as="section" aria-labelledby={historyId} gap={2}>
        <Heading as="h2" size="md" id={historyId}>
          {t('history.heading')}
        </Heading>
        {activity.data && activity.data.history.length === 0 ? (
          <Text color="fg.muted">{t('history.empty')}</Text>
        ) : (
          <List.Root as="ol" gap={2} ps={0} listStyle="none">
            {[...(activity.data?.history ?? [])].reverse().map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} when={format(entry.at)} />
            ))}
          </List.Root>
        )}
      </Stack>
      <ConfirmDialog
        open={voidOpen}
        title={t('void.title')}
        body={t('void.body')}
        confirmLabel={t('void.confirm')}
        destructive
        busy={firing.isLoading}
        onClose={() => setVoidOpen(false)}
        onConfirm={() => void send('voided').finally(() => setVoidOpen(false))}
      />
      <NigoDialog
        open={nigoOpen}
        onClose={() => setNigoOpen(false)}
        onSent={() => setNigoOpen(false)}
        clientId={clientId}
        taskId={task.id}
      />
    </Stack>
  );
}

function HistoryEntry({ entry, when }: { entry: TaskHistoryEntryDto; when: string }) {
  const { t } = useTranslation('tasks');
  const who = entry.by.name
    ? t('history.byNamed', { name: entry.by.name, role: t(`roles.${entry.by.role}`) })
    : t(`roles.${entry.by.role}`);
  return (
    <List.Item borderLeftWidth="3px" borderColor="border.emphasized" ps={3}>
      <Text fontWeight="medium">{t(`history.events.${entry.event}`)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('history.when', { when, who })}
      </Text>
      {entry.reasons.length > 0 && (
        <List.Root ps={5} fontSize="sm">
          {entry.reasons.map((reason, index) => (
            <List.Item key={index}>{reason}</List.Item>
          ))}
        </List.Root>
      )}
    </List.Item>
  );
}

/** Staff mark a task NIGO: the reasons, one a line, are what the client sees with Action Required. */
function NigoDialog({
  open,
  onClose,
  onSent,
  clientId,
  taskId,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
  clientId: string;
  taskId: string;
}) {
  const { t } = useTranslation('tasks');
  const [fire, firing] = useFireTaskEventMutation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reasons?: string | undefined; form?: string | undefined }>({});

  const submit = async () => {
    const reasons = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const result = await fire({ clientId, taskId, body: { event: 'nigo', reasons } });
    if ('error' in result) {
      const mapped = formErrorsOf(result.error, ['reasons'], t('failed'));
      setErrors({ reasons: mapped.fields.reasons, form: mapped.form });
      return;
    }
    setText('');
    setErrors({});
    onSent();
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('nigo.dialogTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={firing.isLoading}>
            {t('cancel')}
          </Button>
          <Button colorPalette="red" loading={firing.isLoading} onClick={() => void submit()}>
            {t('nigo.send')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <FormAlert message={errors.form} />
        <FormField label={t('nigo.reasons')} error={errors.reasons} helperText={t('nigo.reasonsHelp')}>
          <Textarea value={text} rows={4} onChange={(e) => setText(e.target.value)} />
        </FormField>
      </Stack>
    </DialogShell>
  );
}
