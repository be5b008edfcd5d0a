import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../features/reference/hooks/useErrorText.js';

/** A load that failed (the session, a client, a flow): the error's message and a button to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('errors');
  const errorText = useErrorText();
  return (
    <Stack gap={4} maxW="2xl">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorText.messageOf(error)}</Alert.Title>
      </Alert.Root>
      <Button alignSelf="start" colorPalette="brand" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Stack>
  );
}
