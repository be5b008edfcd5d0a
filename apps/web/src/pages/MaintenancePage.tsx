import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../app/paths.js';

/** Where the app sends the user when the gateway reports maintenance (spec section 8). */
export function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  return (
    <Stack gap={5} py={{ base: 6, md: 12 }} maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <Text>{t('message')}</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={PATHS.home}>{t('returnHome')}</RouterLink>
      </Button>
    </Stack>
  );
}
