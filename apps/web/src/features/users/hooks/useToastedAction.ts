import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../../app/config.js';
import { displayMessageOf } from '../../../app/errors.js';
import { toaster } from '../../../components/ui/toaster.js';

/** Shows a failed call in a toast: 4xx messages as the server wrote them, otherwise the generic text. */
export function useErrorToast() {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) =>
      toaster.create({
        type: 'error',
        title: displayMessageOf(error, {
          noResponse: t('noResponse'),
          generic: t('genericRetry', { email: SUPPORT_EMAIL }),
        }),
      }),
    [t],
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
