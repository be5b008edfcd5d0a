import { detectBrowserLanguage, rememberLanguage } from '../i18n/browserLanguage.js';
import { LANGUAGE_QUERY_PARAM } from '../i18n/detect.js';
import { startLeanSignIn } from './leanSignIn.js';

/*
 * The sign-in page's entry (issue 27 item 8, decision 218): the gateway's first HTML is the page; this small
 * script makes its form work, without the portal's bundle. The page's language is the gateway's choice; the
 * browser's own rule (decision 175) can know better (a choice kept in localStorage the server cannot read):
 * then the page is asked for again in that language. Otherwise the language is remembered, as the portal
 * remembers the one it starts in.
 */

const language = detectBrowserLanguage({ keepPrefix: true });
if (language !== document.documentElement.lang) {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  window.location.replace(`${pathname}?${params.toString()}`);
} else {
  rememberLanguage(language);
  void startLeanSignIn();
}
