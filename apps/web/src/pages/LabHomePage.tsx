import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SystemStatusPanel } from '../features/health/components/SystemStatusPanel.js';

/** /lab/home (optional auth): the product welcome and the system status. */
export function LabHomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <Heading as="h1" size="3xl">
          {t('title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('welcome')}
        </Text>
      </Stack>
      <SystemStatusPanel />
    </Stack>
  );
}
