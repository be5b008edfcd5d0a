import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { showsWelcomePrompt } from '@onboard/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { PhaseStepper } from '../../clients/components/OnboardingProgress.js';
import { NewDocumentNotice } from '../../documents/components/NewDocumentNotice.js';
import { useHubClient } from './ClientScope.js';
import { FeedbackBlock } from './FeedbackBlock.js';
import { TaskList } from './TaskList.js';

/**
 * /client/{clientId}: where the client stands (the six phases, tasks done), the welcome prompt while the
 * welcome flow is open and the client not live, the new-document notice, the client's tasks and the
 * give-feedback block.
 */
export function HubHomePage() {
  const { t } = useTranslation('hub');
  const client = useHubClient();
  return (
    <Stack gap={8}>
      <Heading as="h1" size="2xl">
        {client.name}
      </Heading>
      <NewDocumentNotice clientId={client.id} />
      <Stack as="section" aria-labelledby="onboarding-progress" gap={4}>
        <Heading as="h2" size="lg" id="onboarding-progress">
          {t('home.progress')}
        </Heading>
        <PhaseStepper client={client} />
      </Stack>
      {showsWelcomePrompt(client) && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('home.welcomePrompt')}</Alert.Title>
            <Alert.Description>
              <Button asChild size="sm" colorPalette="brand" mt={2}>
                <RouterLink to={PATHS.clientWelcome(client.id)}>{t('home.startWelcome')}</RouterLink>
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack as="section" aria-labelledby="onboarding-tasks" gap={4}>
        <Heading as="h2" size="lg" id="onboarding-tasks">
          {t('home.tasks')}
        </Heading>
        <TaskList client={client} />
      </Stack>
      <FeedbackBlock clientName={client.name} />
    </Stack>
  );
}
