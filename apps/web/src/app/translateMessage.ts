import { readMessageToken } from './messageToken.js';

/*
 * A message as people read it, without React: the portal's forms use it through useValidationMessage, the lean
 * sign-in page (login-entry, decision 218) with its own small `t`.
 */

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
