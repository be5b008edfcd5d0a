import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast, useToastedAction } from '../../../hooks/useToastedAction.js';
import {
  useArchiveClientMutation,
  useSendActivationEmailsMutation,
  useSetBaseClientMutation,
  useSyncClientMutation,
} from '../api/clientsApi.js';

/** Jira sync, activation e-mails, the base client and archiving (with a confirmation), for staff. */
export function ClientActionsPanel({ client }: { client: ClientDto }) {
  const { t } = useTranslation('clients');
  const format = useFormatDateTime();
  const navigate = useNavigate();
  const run = useToastedAction();
  const showError = useErrorToast();
  const [sync, syncing] = useSyncClientMutation();
  const [sendActivation, sending] = useSendActivationEmailsMutation();
  const [archive, archiving] = useArchiveClientMutation();
  const [setBaseClient, linking] = useSetBaseClientMutation();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [baseClientId, setBaseClientId] = useState(client.baseClientId ?? '');

  const onSendActivation = async () => {
    try {
      const { sent } = await sendActivation(client.id).unwrap();
      toaster.create({ type: 'success', title: t('manage.actions.activationSent', { count: sent }) });
    } catch (error) {
      showError(error);
    }
  };

  const onArchive = async () => {
    const done = await run(
      () => archive(client.id).unwrap(),
      t('manage.actions.archived', { name: client.name }),
    );
    setConfirmArchive(false);
    if (done) await navigate(PATHS.internalHome);
  };

  const onLinkBase = (event: FormEvent) => {
    event.preventDefault();
    if (!baseClientId.trim()) return;
    void run(
      () => setBaseClient({ clientId: client.id, baseClientId: baseClientId.trim() }).unwrap(),
      t('manage.baseClient.saved'),
    );
  };

  return (
    <Stack as="section" aria-labelledby="client-actions" gap={4}>
      <Heading as="h2" size="lg" id="client-actions">
        {t('manage.actions.title')}
      </Heading>
      <HStack wrap="wrap" gap={3}>
        <Button
          variant="outline"
          loading={syncing.isLoading}
          onClick={() => void run(() => sync(client.id).unwrap(), t('manage.actions.synced'))}
        >
          {t('manage.actions.sync')}
        </Button>
        <Button variant="outline" loading={sending.isLoading} onClick={() => void onSendActivation()}>
          {t('manage.actions.activation')}
        </Button>
        {!client.isArchived && (
          <Button colorPalette="red" variant="outline" onClick={() => setConfirmArchive(true)}>
            {t('manage.actions.archive')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {client.jiraUpdatedAt
          ? t('manage.actions.lastSync', { date: format(client.jiraUpdatedAt) })
          : t('manage.actions.neverSynced')}
      </Text>
      <HStack
        as="form"
        onSubmit={onLinkBase}
        align="end"
        gap={3}
        maxW="xl"
        aria-label={t('manage.baseClient.save')}
      >
        <Field.Root>
          <Field.Label>{t('manage.baseClient.label')}</Field.Label>
          <Input value={baseClientId} onChange={(e) => setBaseClientId(e.target.value)} />
          <Field.HelperText>{t('manage.baseClient.help')}</Field.HelperText>
        </Field.Root>
        <Button type="submit" variant="outline" loading={linking.isLoading} mb={6}>
          {t('manage.baseClient.save')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirmArchive}
        destructive
        busy={archiving.isLoading}
        title={t('manage.actions.archiveTitle', { name: client.name })}
        body={t('manage.actions.archiveBody')}
        confirmLabel={t('manage.actions.archive')}
        onConfirm={() => void onArchive()}
        onClose={() => setConfirmArchive(false)}
      />
    </Stack>
  );
}
