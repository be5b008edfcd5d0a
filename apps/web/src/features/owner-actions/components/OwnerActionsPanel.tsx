import { Button, HStack, Heading, List, Stack, Switch, Text } from '@chakra-ui/react';
import { OWNER_EMAIL_KINDS, type ClientDto, type OwnerEmailKind } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorToast, useToastedAction } from '../../../hooks/useToastedAction.js';
import { useSendOwnerEmailMutation, useSetPhaseChangeStatusMutation } from '../api/ownerActionsApi.js';

/**
 * The owner's actions on a client (spec §6 "Owner only"; decisions 141, 142): one button per e-mail kind, each
 * confirmed first and answered "Sent" or "Already sent today", with when it was last sent; and the client's
 * phase-change status flag. The page shows it to owners alone.
 */
export function OwnerActionsPanel({ client }: { client: ClientDto }) {
  const { t } = useTranslation('ownerActions');
  const format = useFormatDateTime();
  const showError = useErrorToast();
  const run = useToastedAction();
  const [send, sending] = useSendOwnerEmailMutation();
  const [setPhaseChange, switching] = useSetPhaseChangeStatusMutation();
  const [asked, setAsked] = useState<OwnerEmailKind | null>(null);

  const onSend = async (kind: OwnerEmailKind) => {
    try {
      const result = await send({ clientId: client.id, kind }).unwrap();
      const label = t(`kinds.${kind}`);
      toaster.create({
        type: result.alreadySentToday ? 'info' : 'success',
        title: result.alreadySentToday ? t('alreadySent', { kind: label }) : t('sent', { kind: label }),
      });
    } catch (error) {
      showError(error);
    } finally {
      setAsked(null);
    }
  };

  const onPhaseChange = (enabled: boolean) =>
    void run(
      () => setPhaseChange({ clientId: client.id, enabled }).unwrap(),
      enabled ? t('phaseChange.turnedOn') : t('phaseChange.turnedOff'),
    );

  return (
    <Stack as="section" aria-labelledby="owner-actions" gap={4}>
      <Heading as="h2" size="lg" id="owner-actions">
        {t('panel.title')}
      </Heading>
      <Text color="fg.muted">{t('panel.intro')}</Text>
      <List.Root variant="plain" gap={2} aria-label={t('panel.emailsLabel')}>
        {OWNER_EMAIL_KINDS.map((kind) => {
          const sentAt = client.ownerEmailsSentAt[kind];
          return (
            <List.Item key={kind} data-kind={kind}>
              <HStack gap={4} wrap="wrap">
                <Button variant="outline" size="sm" minW="16rem" onClick={() => setAsked(kind)}>
                  {t(`kinds.${kind}`)}
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  {sentAt ? t('panel.lastSent', { date: format(sentAt) }) : t('panel.neverSent')}
                </Text>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
      <Stack gap={1}>
        <Switch.Root
          checked={client.phaseChangeEmailsEnabled}
          disabled={switching.isLoading}
          onCheckedChange={(details) => onPhaseChange(details.checked)}
        >
          {/* An on/off setting that applies at once: announced as a switch, not a checkbox (issue 28 item 8). */}
          <Switch.HiddenInput role="switch" aria-describedby="phase-change-help" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('phaseChange.label')}</Switch.Label>
        </Switch.Root>
        <Text id="phase-change-help" fontSize="sm" color="fg.muted">
          {t('phaseChange.help')}
        </Text>
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        busy={sending.isLoading}
        title={asked ? t('confirm.title', { kind: t(`kinds.${asked}`) }) : ''}
        body={t('confirm.body', { name: client.name })}
        confirmLabel={t('confirm.confirm')}
        onConfirm={() => asked && void onSend(asked)}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
