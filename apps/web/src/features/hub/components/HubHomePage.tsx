import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { useHubClient } from './ClientScope.js';
import { FeedbackBlock } from './FeedbackBlock.js';
import { TaskList } from './TaskList.js';

/** /client/{clientId}: the client's tasks (client and policy tasks) and the give-feedback block. */
export function HubHomePage() {
  const { t } = useTranslation('hub');
  const { t: tc } = useTranslation('clients');
  const client = useHubClient();
  return (
    <Stack gap={8}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {client.name}
        </Heading>
        {client.phase && (
          <Text color="fg.muted">{t('home.phase', { phase: tc(`phases.${client.phase}`) })}</Text>
        )}
      </Stack>
      {!client.welcomeFlowCompletedAt && (
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
