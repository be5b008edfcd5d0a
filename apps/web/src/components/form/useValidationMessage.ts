import { matchFieldMessage } from '@onboard/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../../i18n/locales/en/index.js';

type ExactKey =
  `validation:${keyof typeof en.validation}` | `fieldMessages:schema.${keyof typeof en.fieldMessages.schema}`;

/** English text → key, for the messages that are fixed texts (the spec's and the schemas' own). */
const KEY_OF_TEXT: ReadonlyMap<string, ExactKey> = new Map<string, ExactKey>([
  ...Object.entries(en.validation).map(([key, text]) => [text, `validation:${key}`] as [string, ExactKey]),
  ...Object.entries(en.fieldMessages.schema).map(
    ([key, text]) => [text, `fieldMessages:schema.${key}`] as [string, ExactKey],
  ),
]);

/** i18next's `t` with namespaced keys; the keys here are built at run time from the contracts' templates. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Messages come from the shared zod schemas and from the server in English. Fixed texts are found by their
 * English text; messages with a limit in them ("Please enter at most 255 characters") by the contracts'
 * templates, and shown with the limit written for the user's language. Anything else shows as it came.
 */
export function translateValidationMessage(t: Translate, message: string): string {
  const key = KEY_OF_TEXT.get(message);
  if (key) return t(key);
  const template = matchFieldMessage(message);
  if (template) return t(`fieldMessages:templates.${template.key}`, template.values);
  return message;
}

/** `translateValidationMessage` in the user's language. */
export function useValidationMessage(): (message: string) => string {
  const { t } = useTranslation(['validation', 'fieldMessages']);
  return useCallback(
    (message: string) => translateValidationMessage(t as unknown as Translate, message),
    [t],
  );
}
