import { DEFAULT_LANGUAGE, isLanguage, type Language } from './resources.js';
import { detectLanguage, withoutLanguagePrefix } from './detect.js';
import { writeLanguageCookie } from './languageCookie.js';

/*
 * The language in the browser, without i18next: what the visit's language is by the browser's rule and where
 * the choice is kept. The portal's i18n (index.ts) and the lean sign-in page (login-entry, decision 218) both
 * use it.
 */

/** localStorage (and sessionStorage) key of the language the user picked. */
export const LANGUAGE_STORAGE_KEY = 'onboard.language';

/** localStorage can throw (privacy modes, disabled storage): the language then simply is not remembered. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredLanguage(): Language {
  try {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
const read = (store: Storage | undefined): string | null => {
  try {
    return store?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};

/**
 * The visit's language by explorer spec §9's order: URL prefix, `?lng=`, localStorage, sessionStorage, the
 * browser's languages (detect.ts, decision 175). The portal then takes a URL prefix off the address (its route
 * table has no prefixed routes), keeping the rest of the address; the explorer's entry keeps it (`keepPrefix`,
 * decision 196: its router reads the prefix, and the gateway's first HTML is in the prefix's language).
 */
export function detectBrowserLanguage({ keepPrefix = false }: { keepPrefix?: boolean } = {}): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const { pathname, search, hash } = window.location;
  const language = detectLanguage({
    pathname,
    search,
    local: read(storage()),
    session: read(sessionStore()),
    navigatorLanguages: window.navigator.languages ?? [window.navigator.language],
  });
  const bare = withoutLanguagePrefix(pathname);
  if (!keepPrefix && bare !== pathname)
    window.history.replaceState(window.history.state, '', `${bare}${search}${hash}`);
  return language;
}

/**
 * Keeps the language the visit is in: localStorage, the page's lang attribute, and the cookie the gateway
 * reads for /login's first HTML (decision 200). The portal calls it whenever i18next's language changes, the
 * lean sign-in page (decision 218) for the page's language.
 */
export function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still works for this page.
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    // The same choice for the gateway, which draws /login's first HTML in it (decision 200).
    writeLanguageCookie(language);
  }
}
