import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readMessageToken } from '../../app/messageToken.js';

/** i18next's `t` with namespaced keys; the keys here are built at run time from the contracts' keys. */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/**
 * Where a message key's text is: the first page's messages, then the features' own (`clients:messages.…`),
 * which are there once the feature that can meet them is loaded.
 */
const candidatesOf = (key: string): string[] => [
  `fieldMessages:${key}`,
  `clients:messages.${key}`,
  `users:messages.${key}`,
];

/** A token in the user's language (its numbers written the language's way); any other text as it is. */
export function translateValidationMessage(t: Translate, text: string): string {
  const token = readMessageToken(text);
  if (!token) return text;
  return t(candidatesOf(token.key), { ...token.params, defaultValue: token.fallback ?? token.key });
}

/** `translateValidationMessage` in the user's language. */
export function useValidationMessage(): (message: string) => string {
  const { t } = useTranslation('fieldMessages');
  return useCallback(
    (message: string) => translateValidationMessage(t as unknown as Translate, message),
    [t],
  );
}
