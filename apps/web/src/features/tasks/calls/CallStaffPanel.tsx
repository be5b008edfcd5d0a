import {
  Box,
  Button,
  CloseButton,
  Fieldset,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  KICKOFF_CALL_STATUSES,
  callOutcomeInputSchema,
  type CallDto,
  type CallType,
  type KickoffCallStatus,
} from '@onboard/contracts';
import { mayChooseCallTime } from '@onboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callErrorOf } from '../../../app/errors.js';
import { messageOfError, messageToken } from '../../../app/messageToken.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useOfferCallMutation, useRecordCallOutcomeMutation } from './callsApi.js';
import {
  useFocusFirstError,
  isoToLocalInput,
  localInputToIso,
  useCallStatusLabel,
  useTopicLabel,
  viewerTimeZone,
} from './callText.js';

type Props = { clientId: string; callType: CallType; call: CallDto };

/** Staff's part of a call's page: offer times, the meeting link and topics; record the outcome. */
export function CallStaffPanel(props: Props) {
  const { t } = useTranslation('calls');
  return (
    <Stack as="section" aria-labelledby="call-staff" gap={6} borderWidth="1px" borderRadius="md" p={4}>
      <Heading as="h2" size="md" id="call-staff">
        {t('staff.heading')}
      </Heading>
      {mayChooseCallTime(props.call.status) && <OfferForm {...props} />}
      <OutcomeForm {...props} />
    </Stack>
  );
}

type OptionRow = { id?: string | undefined; local: string; duration: string };
type OfferErrors = { fields: Record<string, string>; form: string | undefined };
const NO_ERRORS: OfferErrors = { fields: {}, form: undefined };

/**
 * The times (entered in the viewer's time zone as `datetime-local`, sent as instants), the meeting details and
 * the topics offered. Its own state rather than a schema form: the inputs hold wall-clock times the schema
 * does not take; the server's field errors are placed by their paths.
 */
function OfferForm({ clientId, callType, call }: Props) {
  const { t } = useTranslation('calls');
  const message = useValidationMessage();
  const errorText = useErrorText();
  const topicLabel = useTopicLabel();
  const [ref, focusError] = useFocusFirstError();
  const [offer, offering] = useOfferCallMutation();
  const [rows, setRows] = useState<OptionRow[]>(() =>
    call.options.length
      ? call.options.map((o) => ({
          id: o.id,
          local: isoToLocalInput(o.startsAt),
          duration: String(o.durationMinutes),
        }))
      : [{ local: '', duration: '30' }],
  );
  const [meetingDetails, setMeetingDetails] = useState(call.meetingDetails ?? '');
  const [topics, setTopics] = useState<string[]>(call.topics);
  const [newTopic, setNewTopic] = useState('');
  const [errors, setErrors] = useState<OfferErrors>(NO_ERRORS);
  const [saved, setSaved] = useState(false);

  const setRow = (i: number, change: Partial<OptionRow>) =>
    setRows((list) => list.map((row, j) => (j === i ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // A blank time is caught here: the server would only say it is not in its format.
    const blank = Object.fromEntries(
      rows.flatMap((row, i) =>
        localInputToIso(row.local) ? [] : [[`options.${i}.startsAt`, messageToken('required')]],
      ),
    );
    if (Object.keys(blank).length > 0) {
      setErrors({ fields: blank, form: undefined });
      focusError();
      return;
    }
    try {
      await offer({
        clientId,
        callType,
        body: {
          options: rows.map((row) => ({
            ...(row.id ? { id: row.id } : {}),
            startsAt: localInputToIso(row.local) ?? '',
            durationMinutes: Number(row.duration),
          })),
          meetingDetails,
          topics,
        },
      }).unwrap();
      setErrors(NO_ERRORS);
      setSaved(true);
    } catch (error) {
      const fields: Record<string, string> = {};
      for (const row of callErrorOf(error).errors)
        fields[row.path.replace(/^body\./, '')] ??= messageOfError(row);
      setErrors({
        fields,
        form: Object.keys(fields).length ? undefined : errorText.messageOf(error),
      });
      focusError();
    }
  };

  const optionsError = errors.fields['options'];
  const topicsError =
    errors.fields['topics'] ?? topics.map((_, i) => errors.fields[`topics.${i}`]).find(Boolean);

  return (
    <Box ref={ref}>
      <FormStack gap={4} onSubmit={(event) => void submit(event)} aria-labelledby="call-offer">
        <Heading as="h3" size="sm" id="call-offer">
          {t('staff.offerHeading')}
        </Heading>
        {errors.form && (
          <Box tabIndex={-1} data-form-error>
            <FormAlert message={errors.form} />
          </Box>
        )}
        {saved && <FormAlert status="success" message={t('staff.offerSaved')} />}
        <Fieldset.Root invalid={!!optionsError}>
          <Fieldset.Legend>{t('staff.times')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('timeZoneNote', { timeZone: viewerTimeZone() })}</Fieldset.HelperText>
          <Stack gap={3}>
            {rows.map((row, i) => (
              <SimpleGrid key={row.id ?? `new-${i}`} columns={{ base: 1, md: 3 }} gap={3} alignItems="end">
                <FormField
                  label={t('staff.startsAt', { number: i + 1 })}
                  error={errors.fields[`options.${i}.startsAt`] ?? errors.fields[`options.${i}.id`]}
                >
                  <Input
                    type="datetime-local"
                    value={row.local}
                    onChange={(e) => setRow(i, { local: e.target.value })}
                  />
                </FormField>
                <FormField
                  label={t('staff.duration', { number: i + 1 })}
                  error={errors.fields[`options.${i}.durationMinutes`]}
                >
                  <Input
                    type="number"
                    min={5}
                    max={480}
                    step={5}
                    value={row.duration}
                    onChange={(e) => setRow(i, { duration: e.target.value })}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  disabled={rows.length === 1}
                  onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                >
                  {t('staff.removeTime', { number: i + 1 })}
                </Button>
              </SimpleGrid>
            ))}
          </Stack>
          {optionsError && <Fieldset.ErrorText>{message(optionsError)}</Fieldset.ErrorText>}
          <HStack>
            <Button
              variant="outline"
              size="sm"
              disabled={rows.length >= 10}
              onClick={() => setRows((list) => [...list, { local: '', duration: '30' }])}
            >
              {t('staff.addTime')}
            </Button>
          </HStack>
        </Fieldset.Root>
        <FormField label={t('staff.meetingDetails')} error={errors.fields['meetingDetails']}>
          <Textarea value={meetingDetails} onChange={(e) => setMeetingDetails(e.target.value)} rows={2} />
        </FormField>
        <Fieldset.Root invalid={!!topicsError}>
          <Fieldset.Legend>{t('staff.topics')}</Fieldset.Legend>
          <Stack as="ul" gap={1} listStyleType="none" ms={0}>
            {topics.map((topic) => (
              <HStack as="li" key={topic} gap={2}>
                <Text fontSize="sm">{topicLabel(topic)}</Text>
                <CloseButton
                  size="2xs"
                  variant="outline"
                  aria-label={t('staff.removeTopic', { topic: topicLabel(topic) })}
                  onClick={() => setTopics((list) => list.filter((x) => x !== topic))}
                />
              </HStack>
            ))}
          </Stack>
          {topicsError && <Fieldset.ErrorText>{message(topicsError)}</Fieldset.ErrorText>}
          <HStack align="end">
            <FormField label={t('staff.newTopic')}>
              <Input value={newTopic} onChange={(e) => setNewTopic(e.target.value)} />
            </FormField>
            <Button
              variant="outline"
              disabled={newTopic.trim() === ''}
              onClick={() => {
                const topic = newTopic.trim();
                setTopics((list) => (list.includes(topic) ? list : [...list, topic]));
                setNewTopic('');
              }}
            >
              {t('staff.addTopic')}
            </Button>
          </HStack>
        </Fieldset.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={offering.isLoading}>
            {t('staff.saveOffer')}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

type OutcomeValues = { status: KickoffCallStatus; outcomeNotes: string; recordingLink: string };

/** The status (the six kickoff call statuses), notes and recording link of the call. */
function OutcomeForm({ clientId, callType, call }: Props) {
  const { t } = useTranslation('calls');
  const errorText = useErrorText();
  const statusLabel = useCallStatusLabel();
  const [ref, focusError] = useFocusFirstError();
  const [record, recording] = useRecordCallOutcomeMutation();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<OutcomeValues, z.output<typeof callOutcomeInputSchema>>(callOutcomeInputSchema, {
    status: call.status,
    outcomeNotes: call.outcomeNotes ?? '',
    recordingLink: call.recordingLink ?? '',
  });

  const submit = async (event: FormEvent) => {
    setSaved(false);
    await form.onSubmit(async (body) => {
      try {
        await record({ clientId, callType, body }).unwrap();
        setSaved(true);
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);
    focusError();
  };

  return (
    <Box ref={ref}>
      <FormStack gap={4} onSubmit={(event) => void submit(event)} aria-labelledby="call-outcome">
        <Heading as="h3" size="sm" id="call-outcome">
          {t('staff.outcomeHeading')}
        </Heading>
        {form.formError && (
          <Box tabIndex={-1} data-form-error>
            <FormAlert message={form.formError} />
          </Box>
        )}
        {saved && <FormAlert status="success" message={t('staff.outcomeSaved')} />}
        <FormField label={t('staff.status')} error={form.errorOf('status')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')}>
              {KICKOFF_CALL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('staff.notes')} error={form.errorOf('outcomeNotes')}>
          <Textarea {...form.register('outcomeNotes')} rows={3} />
        </FormField>
        <FormField
          label={t('staff.recordingLink')}
          error={form.errorOf('recordingLink')}
          helperText={t('staff.recordingHelp')}
        >
          <Input {...form.register('recordingLink')} type="url" />
        </FormField>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={recording.isLoading}>
            {t('staff.saveOutcome')}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
