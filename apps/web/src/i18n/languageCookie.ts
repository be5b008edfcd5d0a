/**
 * The cookie with the language the visitor picked (beside localStorage, which a server cannot read), for the
 * gateway that draws /login's first HTML in it (decision 200). Wire format: the gateway's LANGUAGE_COOKIE in
 * apps/gateway/src/web/login-ssr.ts.
 */
export const LANGUAGE_COOKIE = 'onboard_lng';

/** Writes the cookie: the whole site, a year, sent on top-level navigations. */
export function writeLanguageCookie(language: string, doc: Document = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; SameSite=Lax`;
}
