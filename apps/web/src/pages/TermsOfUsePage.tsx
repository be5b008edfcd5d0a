import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../features/reference/hooks/useErrorText.js';
import { toaster } from '../components/ui/toaster.js';
import { useAcceptTermsMutation } from '../features/auth/api/authApi.js';
import { useSession } from '../features/auth/hooks/useSession.js';

const SECTIONS = ['use', 'privacy', 'security', 'changes'] as const;

/**
 * /terms-of-use (basic layout, auth required): the terms, and an Accept button while the user has not
 * accepted them (termsOfUseDate is null).
 */
export function TermsOfUsePage() {
  const { t, i18n } = useTranslation('terms');
  const errorText = useErrorText();
  const { user } = useSession();
  const [accept, { isLoading }] = useAcceptTermsMutation();

  const onAccept = async () => {
    try {
      await accept().unwrap();
      toaster.create({ type: 'success', title: t('accepted') });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: errorText.messageOf(error),
      });
    }
  };

  return (
    <Stack gap={6} maxW="3xl">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <Text>{t('intro')}</Text>
      <List.Root as="ol" ps={5} gap={3}>
        {SECTIONS.map((section) => (
          <List.Item key={section}>
            <Text fontWeight="semibold">{t(`sections.${section}.title`)}</Text>
            <Text>{t(`sections.${section}.body`)}</Text>
          </List.Item>
        ))}
      </List.Root>
      {user?.termsOfUseDate ? (
        <Text color="fg.muted" data-testid="terms-accepted-on">
          {t('acceptedOn', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
              new Date(user.termsOfUseDate),
            ),
          })}
        </Text>
      ) : (
        <Button colorPalette="brand" alignSelf="start" loading={isLoading} onClick={() => void onAccept()}>
          {t('accept')}
        </Button>
      )}
    </Stack>
  );
}
