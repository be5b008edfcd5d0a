import { DEFAULT_LANGUAGE, isLanguage, type Language } from './resources.js';

/*
 * Explorer spec §9: the language is detected from, in order, the URL prefix (/es/…), the query string
 * (?lng=es), localStorage, sessionStorage and the browser's languages (decision 175). The first that names a
 * supported language wins; none: English.
 */

/** Where a language may be read from, as plain values (so the rule is a pure function). */
export type LanguageSources = {
  pathname: string;
  search: string;
  local: string | null | undefined;
  session: string | null | undefined;
  navigatorLanguages: readonly string[];
};

/** The query parameter that names a language. */
export const LANGUAGE_QUERY_PARAM = 'lng';

/** The language prefix of a path (`/es/benefits-explorer/…` → 'es'), if any. */
export function languagePrefixOf(pathname: string): Language | undefined {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLanguage(first) ? first : undefined;
}

/** The path without its language prefix (`/es/benefits-explorer/x` → `/benefits-explorer/x`, `/es` → `/`). */
export function withoutLanguagePrefix(pathname: string): string {
  if (!languagePrefixOf(pathname)) return pathname;
  const rest = pathname.split('/').slice(2).join('/');
  return `/${rest}`;
}

const primary = (tag: string | null | undefined): string | undefined => tag?.toLowerCase().split('-')[0];

export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [
    languagePrefixOf(sources.pathname),
    primary(new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM)),
    sources.local,
    sources.session,
    ...sources.navigatorLanguages.map(primary),
  ];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}
