import { DataList, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { CallDto, ContactRecordDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useCallStatusLabel, useOptionLabel, useTopicLabel } from './callText.js';

type Props = { call: CallDto; contacts: readonly ContactRecordDto[] };

/** What the client chose and the call's outcome: the page's record of the call (issue 12 item 2). */
export function CallSummary({ call, contacts }: Props) {
  const { t } = useTranslation('calls');
  const topicLabel = useTopicLabel();
  const statusLabel = useCallStatusLabel();
  const optionLabel = useOptionLabel();
  const selection = call.selection;
  const option = selection?.optionId ? call.options.find((o) => o.id === selection.optionId) : undefined;
  const time = option
    ? optionLabel(option)
    : selection?.requestedTime
      ? t('summary.requestedTime', { time: selection.requestedTime })
      : t('summary.nothingYet');
  const people = [
    ...(selection?.contactIds ?? []).flatMap((id) => {
      const c = contacts.find((contact) => contact.id === id);
      return c ? [`${c.firstName} ${c.lastName} (${c.email})`] : [];
    }),
    ...(selection?.extraInvitees ?? []).map((p) => `${p.name} (${p.email})`),
  ];

  return (
    <Stack as="section" aria-labelledby="call-summary" gap={3}>
      <Heading as="h2" size="md" id="call-summary">
        {t('summary.heading')}
      </Heading>
      <DataList.Root orientation="horizontal" gap={2}>
        <DataList.Item>
          <DataList.ItemLabel>{t('summary.status')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="call-status">{statusLabel(call.status)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('summary.time')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="call-time">{time}</DataList.ItemValue>
        </DataList.Item>
        {call.meetingDetails && (
          <DataList.Item>
            <DataList.ItemLabel>{t('summary.meeting')}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{call.meetingDetails}</DataList.ItemValue>
          </DataList.Item>
        )}
        {selection && (
          <>
            <DataList.Item>
              <DataList.ItemLabel>{t('summary.topics')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {selection.topics.length ? selection.topics.map(topicLabel).join(', ') : '—'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('summary.people')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {people.length ? (
                  <List.Root ps={4}>
                    {people.map((person) => (
                      <List.Item key={person}>{person}</List.Item>
                    ))}
                  </List.Root>
                ) : (
                  t('summary.nobody')
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </>
        )}
        {call.outcomeNotes && (
          <DataList.Item>
            <DataList.ItemLabel>{t('summary.notes')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text whiteSpace="pre-wrap">{call.outcomeNotes}</Text>
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {call.recordingLink && (
          <DataList.Item>
            <DataList.ItemLabel>{t('summary.recording')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Link href={call.recordingLink} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                {t('summary.openRecording')}
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Stack>
  );
}
