import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
// The web app's texts and language rule, only in this test: the gateway's first HTML must show the same.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test comparing texts, no web code at run time
import { en } from '../../../web/src/i18n/locales/en/index.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { es } from '../../../web/src/i18n/locales/es/index.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { detectLanguage } from '../../../web/src/i18n/detect.js';
import {
  acceptedLanguages,
  isLoginPath,
  LANGUAGE_COOKIE,
  loginHtml,
  loginLanguageOf,
  renderLoginContent,
  SERVER_SIGN_IN_FORM_ID,
} from './login-ssr.js';
import { LOGIN_AUTH_TEXTS, LOGIN_COMMON_TEXTS } from './login-texts.js';

/** `copy` with the values of `source` at the same keys (only the copy's keys). */
function sameKeys(copy: unknown, source: unknown): unknown {
  if (typeof copy !== 'object' || copy === null || typeof source !== 'object' || source === null)
    return source;
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => [
      key,
      sameKeys(value, (source as Record<string, unknown>)[key]),
    ]),
  );
}

describe('the sign-in page’s first HTML (decision 200)', () => {
  test.each([
    ['en', en],
    ['es', es],
  ] as const)('its %s texts are the web app’s', (language, web) => {
    expect(LOGIN_COMMON_TEXTS[language]).toEqual(sameKeys(LOGIN_COMMON_TEXTS[language], web.common));
    expect(LOGIN_AUTH_TEXTS[language]).toEqual(sameKeys(LOGIN_AUTH_TEXTS[language], web.auth));
  });

  test('the names shared with the web app are the web’s', () => {
    // Read as text: those web modules use the DOM, which the gateway's type check does not know.
    const web = (path: string) => readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8');
    expect(web('features/auth/serverSignInForm.ts')).toContain(
      `export const SERVER_SIGN_IN_FORM_ID = '${SERVER_SIGN_IN_FORM_ID}';`,
    );
    expect(web('i18n/languageCookie.ts')).toContain(`export const LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}';`);
  });

  test('its language is the web app’s rule with what a server sees (the cookie standing for localStorage)', () => {
    const cases: Array<{ url: string; cookie?: string; acceptLanguage?: string }> = [
      { url: '/login' },
      { url: '/login', acceptLanguage: 'es-ES,es;q=0.9' },
      { url: '/login', acceptLanguage: 'fr;q=0.9,es;q=0.8,en;q=0.7' },
      { url: '/login', acceptLanguage: 'en;q=0.1,es;q=0.9' },
      { url: '/login', acceptLanguage: 'de, fr' },
      { url: '/login?lng=es', acceptLanguage: 'en' },
      { url: '/login?lng=ES-mx', acceptLanguage: 'en' },
      { url: '/login?lng=fr', acceptLanguage: 'es' },
      { url: '/es/login', acceptLanguage: 'en' },
      { url: '/en/login?lng=es' },
      { url: '/login', cookie: 'es', acceptLanguage: 'en' },
      { url: '/login?lng=en', cookie: 'es' },
      { url: '/login', cookie: 'xx', acceptLanguage: 'es' },
    ];
    for (const input of cases) {
      const [pathname = '', search = ''] = input.url.split('?');
      // The browser's navigator.languages are Accept-Language's tags in order of preference.
      const navigatorLanguages = acceptedLanguages(input.acceptLanguage);
      const web = detectLanguage({
        pathname,
        search: search ? `?${search}` : '',
        local: input.cookie,
        session: null,
        navigatorLanguages,
      });
      expect([
        input,
        loginLanguageOf({ url: input.url, cookie: input.cookie, acceptLanguage: input.acceptLanguage }),
      ]).toEqual([input, web]);
    }
    expect(acceptedLanguages('es;q=0, en-GB;q=0.5, *;q=0.1, fr')).toEqual(['fr', 'en-GB']);
  });

  test('only /login is the sign-in page (with or without a language prefix)', () => {
    expect(['/login', '/login/', '/es/login', '/en/login'].every(isLoginPath)).toBe(true);
    expect(['/', '/forgot', '/loginx', '/fr/login', '/login/more', '/api/login'].some(isLoginPath)).toBe(
      false,
    );
  });

  test('the form: labelled fields named as the app’s, no browser submission before the app runs', () => {
    const html = renderLoginContent('es', { year: 2031 });
    const field = (id: string, name: string, type: string, autocomplete: string, label: string) =>
      `<label class="lg-label" for="${id}">${label}</label><input class="lg-input" id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}">`;
    expect(html).toContain(field('lg-username', 'username', 'email', 'username', 'Nombre de usuario'));
    expect(html).toContain(field('lg-password', 'password', 'password', 'current-password', 'Contraseña'));
    expect(html).toContain(
      '<label class="lg-check"><input type="checkbox" name="remember">Recordarme</label>',
    );
    // Posted (never a GET with the password in the address) and only by the app: the button is disabled, so
    // pressing Enter does nothing either until the app's form replaces this one.
    expect(html).toContain(
      `<form class="lg-form" id="${SERVER_SIGN_IN_FORM_ID}" method="post" action="/login" novalidate>`,
    );
    expect(html).toContain('<button class="lg-submit" type="submit" disabled>Iniciar sesión</button>');
    expect(html).toContain('<h1 class="lg-h1">Iniciar sesión en Onboard</h1>');
    expect(html).toContain('<main class="lg-main" id="main-content" tabindex="-1">');
    expect(html).toContain('<nav class="lg-nav" aria-label="Navegación principal">');
    expect(html).toContain(
      '<a class="lg-lang lg-lang-on" href="/login?lng=es" lang="es" aria-current="true">Español</a>',
    );
    expect(html).toContain('<a class="lg-link" href="/forgot">¿Olvidó su contraseña?</a>');
    expect(html).toContain('<p>© 2031 Onboard. Todos los derechos reservados.</p>');
    expect(renderLoginContent('en')).toContain(
      '<a class="lg-skip" href="#main-content">Skip to main content</a>',
    );
  });

  test('the app’s scripts are fetched at low priority on this page (the page is already there)', () => {
    const shell =
      '<html lang="en"><head><script type="module" crossorigin src="/assets/entry-AbCd1234.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/main-AbCd1234.js"></head><body><div id="root"></div></body></html>';
    const html = loginHtml(shell, 'en');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/entry-AbCd1234.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-AbCd1234.js">',
    );
  });

  test('into index.html: the language on <html>, the styles in the head, the form in the root', () => {
    const shell =
      '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div><script type="module" src="/x.js"></script></body></html>';
    const html = loginHtml(shell, 'es', { year: 2031 });
    expect(
      html.startsWith(
        '<!doctype html><html lang="es"><head><title>T</title><style id="server-sign-in-style">',
      ),
    ).toBe(true);
    expect(html).toContain(
      `<div id="root">${renderLoginContent('es', { year: 2031 })}</div><script type="module" fetchpriority="low" src="/x.js">`,
    );
  });
});
