import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '../../reference/hooks/useConfiguration.js';

/**
 * The hub home's give-feedback block. The spec names the block but no call for it: feedback goes by e-mail
 * to the support address of the configuration.
 */
export function FeedbackBlock({ clientName }: { clientName: string }) {
  const { t } = useTranslation('hub');
  const email = useSupportEmail();
  const subject = encodeURIComponent(t('feedback.subject', { client: clientName }));
  return (
    <Stack
      as="section"
      aria-labelledby="give-feedback"
      gap={2}
      borderWidth="1px"
      rounded="md"
      p={5}
      bg="bg.subtle"
    >
      <Heading as="h2" size="md" id="give-feedback">
        {t('feedback.title')}
      </Heading>
      <Text>{t('feedback.body')}</Text>
      <Button asChild variant="outline" colorPalette="brand" alignSelf="start" size="sm">
        <a href={`mailto:${email}?subject=${subject}`}>{t('feedback.action')}</a>
      </Button>
    </Stack>
  );
}
