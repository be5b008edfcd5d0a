import { HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { loadState } from '../../../components/ui/loadState.js';
import { downloadFile } from '../../documents/download.js';
import { StatusBadge, useDownloadError } from './OnboardingFormCard.js';
import { RecipientsTable } from './RecipientsTable.js';
import { WAITING_POLL_MS } from './model.js';
import { combinedPdfUrl, documentPdfUrl, useGetOnboardingFormQuery } from './onboardingFormsApi.js';

/**
 * /client/{clientId}/onboarding-forms/{onboardingFormId}/view/{recipientId} (spec §2 "viewer, no footer, Back
 * to Onboarding Forms link"): the form's documents to download (each, and all as one PDF) and its signers'
 * statuses, with the way back to the task.
 */
export function OnboardingFormViewPage() {
  const { t } = useTranslation('onboardingForms');
  const clientId = useRequiredParam('clientId');
  const formId = useRequiredParam('onboardingFormId');
  const recipientId = useRequiredParam('recipientId');
  // Spec §4/§9: refetched every 6 s while the provider's webhook is pending, as on the task page.
  const [pollingInterval, setPollingInterval] = useState(0);
  const query = useGetOnboardingFormQuery({ clientId, formId }, { pollingInterval });
  const waiting = query.data?.waitingForWebhook ?? false;
  useEffect(() => setPollingInterval(waiting ? WAITING_POLL_MS : 0), [waiting]);
  const downloadError = useDownloadError();
  const [error, setError] = useState<string | undefined>();
  const { data: form, fallback } = loadState(query, { notFoundPage: true });

  const back = (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
      <RouterLink to={PATHS.clientTask(clientId, 'onboarding-forms')}>← {t('viewer.back')}</RouterLink>
    </Link>
  );
  if (fallback)
    return (
      <Stack gap={6}>
        {back}
        {fallback}
      </Stack>
    );

  const download = async (url: string) => {
    setError(undefined);
    try {
      await downloadFile(url);
    } catch (thrown) {
      setError(downloadError(thrown));
    }
  };
  const known = form.recipients.some((recipient) => recipient.recipientId === recipientId);

  return (
    <Stack gap={6}>
      {back}
      <HStack gap={3} wrap="wrap">
        <Heading as="h1" size="2xl">
          {form.name}
        </Heading>
        <StatusBadge status={form.status} />
      </HStack>
      {waiting && <Text role="status">{t('waiting')}</Text>}
      {!known && <FormAlert status="warning" message={t('viewer.notFound')} />}
      <FormAlert message={error} />
      <Stack as="section" aria-labelledby="form-documents" gap={3}>
        <Heading as="h2" size="md" id="form-documents">
          {t('viewer.documents')}
        </Heading>
        {form.documents.length === 0 ? (
          <Text color="fg.muted">{t('viewer.noDocuments')}</Text>
        ) : (
          <List.Root gap={1} ps={5}>
            {form.documents.map((document) => {
              const url = documentPdfUrl(clientId, form.id, document.documentId);
              return (
                <List.Item key={document.documentId}>
                  <Link
                    href={url}
                    color="brand.fg"
                    textDecoration="underline"
                    aria-label={t('downloadFor', { name: document.name })}
                    onClick={(event) => {
                      event.preventDefault();
                      void download(url);
                    }}
                  >
                    {document.name}
                  </Link>
                </List.Item>
              );
            })}
            <List.Item>
              <Link
                href={combinedPdfUrl(clientId, form.id)}
                color="brand.fg"
                textDecoration="underline"
                aria-label={t('downloadFor', { name: form.name })}
                onClick={(event) => {
                  event.preventDefault();
                  void download(combinedPdfUrl(clientId, form.id));
                }}
              >
                {t('download')}: {form.name}
              </Link>
            </List.Item>
          </List.Root>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="form-recipients" gap={3}>
        <Heading as="h2" size="md" id="form-recipients">
          {t('viewer.recipients')}
        </Heading>
        <RecipientsTable form={form} currentRecipientId={recipientId} />
      </Stack>
    </Stack>
  );
}
