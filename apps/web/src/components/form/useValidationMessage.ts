import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../../i18n/locales/en.js';

type ValidationKey = keyof typeof en.validation;

/** English text → key of the `validation` namespace. */
const KEY_OF_TEXT: ReadonlyMap<string, ValidationKey> = new Map(
  (Object.entries(en.validation) as Array<[ValidationKey, string]>).map(([key, text]) => [text, key]),
);

/**
 * Messages come from the shared zod schemas and from the server in English (the spec's texts, verbatim).
 * Known ones are shown in the user's language; anything else as it came.
 */
export function useValidationMessage(): (message: string) => string {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string) => {
      const key = KEY_OF_TEXT.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
