import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { can } from '@onboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { useSession } from '../../auth/hooks/useSession.js';
import type { TaskWorkProps } from '../registry.js';
import { CreateFormPanel } from './CreateFormPanel.js';
import { anyWaiting, WAITING_POLL_MS } from './model.js';
import { OnboardingFormCard } from './OnboardingFormCard.js';
import { useListOnboardingFormsQuery } from './onboardingFormsApi.js';

/**
 * The onboarding-forms task (issue 13 item 4, decision 136): the client's forms with their signers and
 * statuses, Sign now for the signed-in signer whose turn it is, View, Download, a new form from a template, and
 * for staff Reassign and Void. While a form waits for the provider's webhook the list is refetched every 6 s
 * (spec §4/§9), and stops once none waits.
 */
export function OnboardingFormsTask({ client }: TaskWorkProps) {
  const { t } = useTranslation('onboardingForms');
  const { principal } = useSession();
  const clientId = client.id;
  const [pollingInterval, setPollingInterval] = useState(0);
  const list = useListOnboardingFormsQuery(clientId, { pollingInterval });
  const waiting = anyWaiting(list.data);
  useEffect(() => setPollingInterval(waiting ? WAITING_POLL_MS : 0), [waiting]);
  const [announcement, setAnnouncement] = useState('');
  const forms = list.data ?? [];
  const mayCreate = can(principal, 'create', 'onboarding-form', { clientId });

  return (
    <Stack gap={6}>
      <Stack as="section" aria-labelledby="onboarding-forms-heading" gap={4}>
        <Heading as="h2" size="lg" id="onboarding-forms-heading">
          {t('heading')}
        </Heading>
        {waiting && (
          <Text role="status" color="fg.muted" data-testid="onboarding-forms-waiting">
            {t('waiting')}
          </Text>
        )}
        {list.isError && !list.data ? (
          <FormAlert message={t('loadFailed')} />
        ) : forms.length === 0 ? (
          <Text color="fg.muted">{list.isLoading ? '…' : t('empty')}</Text>
        ) : (
          forms.map((form) => (
            <OnboardingFormCard key={form.id} clientId={clientId} form={form} onAnnounce={setAnnouncement} />
          ))
        )}
      </Stack>
      {mayCreate && <CreateFormPanel clientId={clientId} onAnnounce={setAnnouncement} />}
      <Box role="status" aria-live="polite" srOnly data-testid="onboarding-forms-status">
        {announcement}
      </Box>
    </Stack>
  );
}
