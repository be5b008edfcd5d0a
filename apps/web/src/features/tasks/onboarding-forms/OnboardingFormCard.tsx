import { Badge, Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { can, isStaff } from '@onboard/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { downloadFile } from '../../documents/download.js';
import { isMe, isOpen, maySignNow, mayReassign } from './model.js';
import {
  combinedPdfUrl,
  useDeleteOnboardingFormMutation,
  useSyncOnboardingFormMutation,
  type OnboardingFormDto,
  type OnboardingRecipientDto,
} from './onboardingFormsApi.js';
import { ReassignDialog } from './ReassignDialog.js';
import { RecipientsTable } from './RecipientsTable.js';

/** A form or recipient status in the user's language (an unknown provider word as it is). */
export function useStatusText() {
  const { t } = useTranslation('onboardingForms');
  return (status: string) => t(`statuses.${status}` as 'statuses.sent', { defaultValue: status });
}

const STATUS_PALETTE: Record<string, string> = {
  completed: 'green',
  declined: 'red',
  voided: 'gray',
  delivered: 'blue',
  sent: 'blue',
};

export function StatusBadge({ status }: { status: string }) {
  const statusText = useStatusText();
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{statusText(status)}</Badge>;
}

/** A download's failure: the thrown header text (spec §8) or the call's message. */
export function useDownloadError() {
  const { t } = useTranslation('onboardingForms');
  const errorText = useErrorText();
  return (error: unknown) =>
    error instanceof Error ? `${t('downloadFailed')} ${error.message}` : errorText.messageOf(error);
}

/** The dates of a recipient, as one line each. */
export function RecipientDates({ recipient }: { recipient: OnboardingRecipientDto }) {
  const { t } = useTranslation('onboardingForms');
  const format = useFormatDateTime();
  const lines = [
    recipient.deliveredDateTime && t('recipients.delivered', { date: format(recipient.deliveredDateTime) }),
    recipient.signedDateTime && t('recipients.signed', { date: format(recipient.signedDateTime) }),
    recipient.declinedDateTime && t('recipients.declined', { date: format(recipient.declinedDateTime) }),
    recipient.lastActionDateTime &&
      t('recipients.lastAction', { date: format(recipient.lastActionDateTime) }),
  ].filter((line): line is string => !!line);
  return (
    <Stack gap={0} fontSize="sm">
      {lines.length === 0 ? (
        <Text color="fg.muted">—</Text>
      ) : (
        lines.map((line) => <Text key={line}>{line}</Text>)
      )}
    </Stack>
  );
}

/**
 * One onboarding form: its name and status, its signers in signing order (status and dates), Sign now for the
 * signed-in signer whose turn it is, View for each signer, Download of the combined PDF, and for staff Reassign
 * (a signer to another user of the client) and Void.
 */
export function OnboardingFormCard({
  clientId,
  form,
  onAnnounce,
}: {
  clientId: string;
  form: OnboardingFormDto;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('onboardingForms');
  const { principal } = useSession();
  const format = useFormatDateTime();
  const headingId = useId();
  const downloadError = useDownloadError();
  const errorText = useErrorText();
  const [error, setError] = useState<string | undefined>();
  const [downloading, setDownloading] = useState(false);
  const [reassigning, setReassigning] = useState<OnboardingRecipientDto | null>(null);
  const [removing, setRemoving] = useState(false);
  const [remove, removal] = useDeleteOnboardingFormMutation();
  const [sync, syncing] = useSyncOnboardingFormMutation();
  const mayUpdate = can(principal, 'update', 'onboarding-form', { clientId });
  const mayReassignAny = can(principal, 'update', 'onboarding-form-reassign', { clientId });
  // The service voids for staff or for the user who created the form.
  const mayVoid =
    (!!principal && isStaff(principal.role)) || (!!principal && form.createdBy === principal.id);

  const download = async () => {
    setError(undefined);
    setDownloading(true);
    try {
      await downloadFile(combinedPdfUrl(clientId, form.id));
    } catch (thrown) {
      setError(downloadError(thrown));
    } finally {
      setDownloading(false);
    }
  };
  const checkNow = async () => {
    setError(undefined);
    const result = await sync({ clientId, formId: form.id });
    if ('error' in result) setError(errorText.messageOf(result.error));
  };
  const confirmVoid = async () => {
    const result = await remove({ clientId, formId: form.id });
    setRemoving(false);
    if ('error' in result) setError(errorText.messageOf(result.error));
    else onAnnounce(t('remove.done', { name: form.name }));
  };

  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap={3}
      borderWidth="1px"
      rounded="md"
      p={5}
      data-testid="onboarding-form"
    >
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <HStack gap={3} wrap="wrap">
          <Heading as="h3" size="md" id={headingId}>
            {form.name}
          </Heading>
          <HStack gap={1}>
            <Text srOnly>{t('formStatus')}:</Text>
            <StatusBadge status={form.status} />
          </HStack>
        </HStack>
        <HStack gap={2}>
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            aria-label={t('downloadFor', { name: form.name })}
            onClick={() => void download()}
          >
            {t('download')}
          </Button>
          {mayVoid && isOpen(form) && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('remove.buttonFor', { name: form.name })}
              onClick={() => setRemoving(true)}
            >
              {t('remove.button')}
            </Button>
          )}
        </HStack>
      </HStack>
      {form.waitingForWebhook && (
        <HStack gap={3} wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('waiting')}
          </Text>
          {mayUpdate && (
            <Button
              size="xs"
              variant="outline"
              loading={syncing.isLoading}
              aria-label={t('syncFor', { name: form.name })}
              onClick={() => void checkNow()}
            >
              {t('sync')}
            </Button>
          )}
        </HStack>
      )}
      {form.lockStatus === 'LOCKED' && (
        <Text fontSize="sm" color="fg.muted">
          {t('locked')}
        </Text>
      )}
      {form.declinedDateTime && (
        <Text fontSize="sm">{t('declinedAt', { date: format(form.declinedDateTime) })}</Text>
      )}
      {form.voidedDateTime && (
        <Text fontSize="sm">{t('voidedAt', { date: format(form.voidedDateTime) })}</Text>
      )}
      <FormAlert message={error} />
      <RecipientsTable
        form={form}
        renderName={(recipient) => (
          <>
            <Text>
              {isMe(recipient, principal) ? `${recipient.name} ${t('recipients.you')}` : recipient.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {recipient.email}
            </Text>
          </>
        )}
        actions={(recipient) => (
          <HStack gap={2} wrap="wrap">
            {maySignNow(form, recipient, principal) && (
              <Button asChild size="xs" colorPalette="brand">
                <RouterLink
                  to={PATHS.onboardingFormAction(clientId, form.id, recipient.recipientId)}
                  aria-label={t('signNowFor', { name: form.name })}
                >
                  {t('signNow')}
                </RouterLink>
              </Button>
            )}
            <Link asChild color="brand.fg" textDecoration="underline" fontSize="sm">
              <RouterLink
                to={PATHS.onboardingFormView(clientId, form.id, recipient.recipientId)}
                aria-label={t('viewFor', { name: form.name, recipient: recipient.name })}
              >
                {t('view')}
              </RouterLink>
            </Link>
            {mayReassignAny && mayReassign(form, recipient) && (
              <Button
                size="xs"
                variant="outline"
                aria-label={t('reassign.buttonFor', { recipient: recipient.name, name: form.name })}
                onClick={() => setReassigning(recipient)}
              >
                {t('reassign.button')}
              </Button>
            )}
          </HStack>
        )}
      />
      <ReassignDialog
        clientId={clientId}
        form={form}
        recipient={reassigning}
        onClose={() => setReassigning(null)}
        onDone={onAnnounce}
      />
      <ConfirmDialog
        open={removing}
        title={t('remove.title')}
        body={t('remove.body', { name: form.name })}
        confirmLabel={t('remove.confirm')}
        destructive
        busy={removal.isLoading}
        onConfirm={() => void confirmVoid()}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
