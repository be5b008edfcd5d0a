import { useCallback } from 'react';
import { useErrorText } from '../features/reference/hooks/useErrorText.js';
import { toaster } from '../components/ui/toaster.js';

/** Shows a failed call in a toast: 4xx messages as the server wrote them, otherwise the generic text. */
export function useErrorToast() {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) =>
      toaster.create({
        type: 'error',
        title: errorText.messageOf(error),
      }),
    [errorText],
  );
}

/** Runs a call and reports its result in a toast (3 s). Answers whether it succeeded. */
export function useToastedAction() {
  const showError = useErrorToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await action();
        toaster.create({ type: 'success', title: success });
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [showError],
  );
}
