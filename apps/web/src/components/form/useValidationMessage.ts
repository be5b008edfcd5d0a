import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage, type Translate } from '../../app/translateMessage.js';

export { translateValidationMessage, type Translate };

/** `translateValidationMessage` in the user's language. */
export function useValidationMessage(): (message: string) => string {
  const { t } = useTranslation('fieldMessages');
  return useCallback(
    (message: string) => translateValidationMessage(t as unknown as Translate, message),
    [t],
  );
}
