import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../app/paths.js';

/** The explorer index (explorer spec §1): the welcome text. Never redirected to sign-in. */
export function ExplorerIndexPage() {
  const { t } = useTranslation('explorer');
  return (
    <Box
      as="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      outline="none"
      px={{ base: 4, md: 8 }}
      py={{ base: 8, md: 16 }}
      maxW="3xl"
      mx="auto"
    >
      <Stack gap={4}>
        <Heading as="h1" size="2xl">
          {t('index.title')}
        </Heading>
        <Text fontSize="lg">{t('index.welcome')}</Text>
        <Text>{t('index.contactHr')}</Text>
      </Stack>
    </Box>
  );
}
