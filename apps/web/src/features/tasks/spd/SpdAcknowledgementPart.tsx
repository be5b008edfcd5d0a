import { Alert, Button, Checkbox, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { can, type SpdKind } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useGetDocumentsQuery } from '../../documents/api/documentsApi.js';
import type { TaskWorkProps } from '../registry.js';
import { useAcknowledgeSpdMutation, useGetSpdAcknowledgementQuery } from './spdApi.js';

/** The documents the task page's panel lists for the SPD tasks (TaskPage's TASK_DOCUMENT_CATEGORIES). */
const SPD_CATEGORIES = ['plan-document'] as const;

/**
 * The pfml-spd and sunadvisor-spd tasks' part (issue 12 item 6; decision 130): what the SPD is for, and the
 * client's acknowledgement that it received it and distributes it: a confirmation box and a button, offered
 * once the page's documents panel lists the SPD; then who acknowledged and when.
 */
export function SpdAcknowledgementPart({ client, taskId, policy }: TaskWorkProps) {
  const { t } = useTranslation('taskforms');
  const format = useFormatDateTime();
  const { principal } = useSession();
  const [confirmed, setConfirmed] = useState(false);
  const kind = taskId as SpdKind;
  const key = { clientId: client.id, policyId: policy?.id ?? '', kind };
  const acknowledgement = useGetSpdAcknowledgementQuery(key, { skip: !policy });
  // The same list as the page's documents panel (one cache entry): an upload there enables the button here.
  const documents = useGetDocumentsQuery(
    { clientId: client.id, categories: SPD_CATEGORIES, policyId: policy?.id },
    { skip: !policy },
  );
  const [acknowledge, state] = useAcknowledgeSpdMutation();
  if (!policy) return null;

  const done = acknowledgement.data?.acknowledgedAt ? acknowledgement.data : undefined;
  const hasDocument = (documents.data?.length ?? 0) > 0;
  const mayAct = can(principal, 'update', 'client', { clientId: client.id });

  return (
    <Stack as="section" aria-labelledby="spd-acknowledgement" gap={3}>
      <Heading as="h2" size="md" id="spd-acknowledgement">
        {t('spd.title')}
      </Heading>
      <Text>{t(`spd.explanation.${kind}`)}</Text>
      {acknowledgement.isLoading ? (
        <Skeleton height="10" />
      ) : done ? (
        <Text role="status" color="fg.success">
          {t('spd.acknowledged', { name: done.acknowledgedByName ?? '—', date: format(done.acknowledgedAt) })}
        </Text>
      ) : mayAct ? (
        <Stack gap={3} align="start">
          {!hasDocument && <Text color="fg.muted">{t('spd.waitForDocument')}</Text>}
          <Checkbox.Root
            checked={confirmed}
            disabled={!hasDocument}
            onCheckedChange={(e) => setConfirmed(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('spd.confirm')}</Checkbox.Label>
          </Checkbox.Root>
          <Button
            colorPalette="brand"
            disabled={!hasDocument || !confirmed}
            loading={state.isLoading}
            onClick={() => void acknowledge(key)}
          >
            {t('spd.acknowledge')}
          </Button>
          {state.isError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('spd.failed')}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
