import { detectLanguage, LANGUAGE_QUERY_PARAM } from '../i18n/detect.js';
import { LANGUAGE_STORAGE_KEY, writeLanguageCookie } from '../i18n/languageCookie.js';
import { startLeanSignIn } from './leanSignIn.js';

/*
 * The sign-in page's entry (issue 27 item 8, decision 218): the gateway's first HTML is the page; this small
 * script makes its form work, without the portal's bundle. The page's language is the gateway's choice; the
 * browser's own rule (decision 175) can know better (a choice kept in localStorage the server cannot read):
 * then the page is asked for again in that language. Otherwise the language is remembered, as the portal
 * remembers the one it starts in.
 */

const stored = (store: () => Storage): string | null => {
  try {
    return store().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};

const { pathname, search } = window.location;
const language = detectLanguage({
  pathname,
  search,
  local: stored(() => window.localStorage),
  session: stored(() => window.sessionStorage),
  navigatorLanguages: window.navigator.languages ?? [window.navigator.language],
});
if (language !== document.documentElement.lang) {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  window.location.replace(`${pathname}?${params.toString()}`);
} else {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the page still works.
  }
  writeLanguageCookie(language);
  void startLeanSignIn();
}
