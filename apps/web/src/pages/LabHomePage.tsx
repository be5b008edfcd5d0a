import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../app/paths.js';
import { SystemStatusPanel } from '../features/health/components/SystemStatusPanel.js';

/** /lab/home (optional auth): the product welcome and the system status. */
export function LabHomePage() {
  const { t } = useTranslation(['home', 'about']);
  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <Heading as="h1" size="3xl">
          {t('title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('welcome')}
        </Text>
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={PATHS.labAbout}>{t('about:title')}</RouterLink>
        </Link>
      </Stack>
      <SystemStatusPanel />
    </Stack>
  );
}
