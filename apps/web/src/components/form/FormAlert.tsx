import { Alert } from '@chakra-ui/react';
import { useValidationMessage } from './useValidationMessage.js';

/** A form's general error (or any message of a flow), announced to screen readers. */
export function FormAlert({
  message,
  status = 'error',
}: {
  message: string | undefined | null;
  status?: 'error' | 'info' | 'success' | 'warning';
}) {
  const translate = useValidationMessage();
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{translate(message)}</Alert.Title>
    </Alert.Root>
  );
}
