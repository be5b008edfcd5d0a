import { escapeHtml } from './explorer-ssr.js';
import { LOGIN_AUTH_TEXTS, LOGIN_COMMON_TEXTS, LOGIN_LANGUAGES, type LoginLanguage } from './login-texts.js';

/*
 * The sign-in page's first HTML (issue 27 item 8, decision 200): for /login the gateway sends index.html with
 * the credentials form already in it, as the portal app first renders it (the auth layout: skip link, top
 * navigation, the form, the footer), so the page paints and can be typed into before the portal's bundle has
 * run. Plain HTML and a small stylesheet of its own (`lg-` classes), no React on the server. The app replaces
 * it on its first render and takes over what the visitor typed and where the focus was
 * (apps/web/src/features/auth/serverSignInForm.ts).
 */

/** The form's id: the web app looks for it (SERVER_SIGN_IN_FORM_ID in serverSignInForm.ts). */
export const SERVER_SIGN_IN_FORM_ID = 'server-sign-in-form';

/**
 * The cookie the web app writes with the language the visitor picked (its localStorage choice, which a server
 * cannot read). Wire format: the web's LANGUAGE_COOKIE in i18n/index.ts.
 */
export const LANGUAGE_COOKIE = 'onboard_lng';

/** The sign-in page's addresses: /login, with or without a language prefix (the web's withoutLanguagePrefix). */
export function isLoginPath(path: string): boolean {
  return /^\/(?:(?:en|es)\/)?login\/?$/i.test(path);
}

const isLanguage = (value: unknown): value is LoginLanguage =>
  typeof value === 'string' && (LOGIN_LANGUAGES as readonly string[]).includes(value);
const primary = (tag: string | null | undefined) => tag?.trim().toLowerCase().split('-')[0];

/** The browser's languages from Accept-Language, most preferred first (its `navigator.languages`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The page's language by the web app's rule (apps/web/src/i18n/detect.ts, decision 175), with what a server
 * sees: the address's prefix (/es/login), `?lng=`, the remembered choice (the language cookie the app writes
 * beside its localStorage), the browser's languages (Accept-Language); none: English.
 */
export function loginLanguageOf(input: {
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): LoginLanguage {
  const [path = '/', search = ''] = input.url.split('?');
  const candidates = [
    primary(path.split('/')[1]),
    primary(new URLSearchParams(search).get('lng')),
    input.cookie,
    ...acceptedLanguages(input.acceptLanguage).map(primary),
  ];
  return candidates.find(isLanguage) ?? 'en';
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * The auth layout with the credentials form (AppLayout, TopNav, SignInFlow, Footer) in `language`. The form
 * works as the app's: labelled fields with the same names and autocomplete, no browser validation. Its
 * submit button waits for the page's script (disabled, and so is pressing Enter: the form is never sent by
 * the browser, so a password can never end up in an address); the language links work without it.
 */
export function renderLoginContent(language: LoginLanguage, options: { year?: number } = {}): string {
  const c = LOGIN_COMMON_TEXTS[language];
  const a = LOGIN_AUTH_TEXTS[language].signIn;
  const e = escapeHtml;
  const year = options.year ?? new Date().getFullYear();
  const languageLinks = LOGIN_LANGUAGES.map(
    (code) =>
      `<a class="lg-lang${code === language ? ' lg-lang-on' : ''}" href="/login?lng=${code}" lang="${code}"${
        code === language ? ' aria-current="true"' : ''
      }>${e(c.language[code])}</a>`,
  ).join('');
  return (
    `<div class="lg-app"><a class="lg-skip" href="#main-content">${e(c.skipToContent)}</a>` +
    `<header class="lg-header"><div class="lg-container"><nav class="lg-nav" aria-label="${e(c.mainNavigation)}">` +
    `<a class="lg-brand" href="/" aria-label="${e(c.homeLink)}">${e(c.appName)}</a>` +
    `<div class="lg-nav-actions"><div class="lg-langs" role="group" aria-label="${e(c.language.label)}">${languageLinks}</div></div>` +
    `</nav></div></header>` +
    `<main class="lg-main" id="main-content" tabindex="-1"><div class="lg-container"><div class="lg-flow">` +
    `<form class="lg-form" id="${SERVER_SIGN_IN_FORM_ID}" method="post" action="/login" novalidate>` +
    `<h1 class="lg-h1">${e(a.title)}</h1>` +
    `<div class="lg-field"><label class="lg-label" for="lg-username">${e(a.username)}</label>` +
    `<input class="lg-input" id="lg-username" name="username" type="email" autocomplete="username"></div>` +
    `<div class="lg-field"><label class="lg-label" for="lg-password">${e(a.password)}</label>` +
    `<input class="lg-input" id="lg-password" name="password" type="password" autocomplete="current-password"></div>` +
    `<label class="lg-check"><input type="checkbox" name="remember">${e(a.rememberMe)}</label>` +
    `<button class="lg-submit" type="submit" disabled>${e(a.submit)}</button>` +
    `<a class="lg-link" href="/forgot">${e(a.forgot)}</a>` +
    `</form></div></div></main>` +
    `<footer class="lg-footer"><div class="lg-container"><div class="lg-footer-row">` +
    `<p>${e(fill(c.footer.copyright, { year }))}</p><p>${e(c.footer.tagline)}</p></div></div></footer></div>`
  );
}

/**
 * The first HTML's own styles: the app's look (Chakra's theme values as the app renders them: container,
 * spacing, type scale, input and button recipes, the brand colours) for the `lg-` classes only, so they
 * cannot touch the app once it has replaced the markup. Measured against the app's render (decision 200).
 */
export const LOGIN_CSS = `
html{line-height:1.5;-webkit-text-size-adjust:100%;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#09090b;background:#fff}
body{margin:0}
.lg-app{display:flex;flex-direction:column;min-height:100vh;box-sizing:border-box}
.lg-app *,.lg-app *::before,.lg-app *::after{box-sizing:border-box;margin:0;padding:0;border:0 solid #e4e4e7}
.lg-app p{margin:0}
.lg-skip{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.lg-skip:focus{width:auto;height:auto;clip:auto;top:1.5rem;left:1.5rem;padding:.5rem 1rem;background:#fff;border-radius:.25rem;z-index:10}
.lg-container{max-width:72rem;margin:0 auto;padding:0 1rem;width:100%;position:relative}
@media (min-width:48rem){.lg-container{padding:0 1.5rem}}
@media (min-width:64rem){.lg-container{padding:0 2rem}}
.lg-header{border-bottom:1px solid #e4e4e7;background:#fff}
.lg-nav{display:flex;align-items:center;justify-content:space-between;padding:.75rem 0;gap:1rem}
.lg-brand{font-weight:700;font-size:1.25rem;line-height:1.5;color:#0a4a8a;text-decoration:none;border-radius:.125rem}
.lg-nav-actions{display:flex;flex:1;justify-content:flex-end;align-items:center;gap:.5rem;flex-wrap:wrap}
.lg-langs{display:inline-flex}
.lg-lang{display:inline-flex;align-items:center;justify-content:center;height:2rem;min-width:2rem;padding:0 .625rem;font-size:.75rem;line-height:1rem;font-weight:500;border:1px solid #e4e4e7;color:#0a4a8a;text-decoration:none;white-space:nowrap}
.lg-lang:first-child{border-radius:.25rem 0 0 .25rem}
.lg-lang:last-child{border-radius:0 .25rem .25rem 0}
.lg-lang-on{background:#0b5cab;border-color:#0b5cab;color:#fff}
.lg-main{flex:1;outline:none;padding:1.5rem 0}
@media (min-width:48rem){.lg-main{padding:2.5rem 0}}
.lg-flow{display:flex;flex-direction:column;gap:1.5rem;max-width:28rem;margin:0 auto}
.lg-form{display:flex;flex-direction:column;gap:1.25rem}
.lg-h1{font-size:1.5rem;line-height:2rem;font-weight:600}
.lg-field{display:flex;flex-direction:column;gap:.375rem;width:100%}
.lg-label{font-size:.875rem;line-height:1.25rem;font-weight:500;align-self:flex-start}
.lg-input{display:block;width:100%;height:2.5rem;min-width:2.5rem;padding:0 .75rem;font:inherit;font-size:.875rem;line-height:1.25rem;border:1px solid #e4e4e7;border-radius:.25rem;background:transparent;color:inherit;outline:0}
.lg-input:focus{border-color:#1a68c0;box-shadow:0 0 0 1px #1a68c0}
.lg-check{display:inline-flex;align-items:center;gap:.5rem;font-size:.875rem;line-height:1.25rem;cursor:pointer}
.lg-check input{width:1rem;height:1rem;font:inherit;color:inherit;accent-color:#0b5cab;cursor:pointer}
.lg-submit{display:inline-flex;align-items:center;justify-content:center;height:2.5rem;min-width:2.5rem;padding:0 1rem;font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:500;border:1px solid transparent;border-radius:.25rem;background:#0b5cab;color:#fff;cursor:pointer}
.lg-submit:disabled{cursor:progress}
.lg-submit[aria-busy=true]{opacity:.8}
.lg-input[aria-invalid=true]{border-color:#dc2626;box-shadow:0 0 0 1px #dc2626}
.lg-error{font-size:.75rem;line-height:1rem;color:#b91c1c}
.lg-alert{padding:.75rem 1rem;border-radius:.25rem;background:#fef2f2;color:#991b1b;font-size:.875rem;line-height:1.25rem}
.lg-text{font-size:1rem;line-height:1.5rem}
.lg-back{align-self:flex-start;font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:500;background:none;color:#0a4a8a;cursor:pointer;padding:0;height:2.5rem}
.lg-back:hover{text-decoration:underline}
.lg-form[hidden]{display:none}
.lg-link{align-self:flex-start;color:#0a4a8a;text-decoration:none;border-radius:.125rem}
.lg-link:hover{text-decoration:underline}
.lg-footer{border-top:1px solid #e4e4e7;padding:1rem 0;margin-top:auto;background:#fafafa}
.lg-footer-row{display:flex;justify-content:space-between;flex-wrap:wrap;gap:.5rem;color:#52525b;font-size:.875rem;line-height:1.5}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The page (login.html, the lean sign-in entry of decision 218; index.html for a build without it) with the
 * sign-in form in it: the language on `<html lang>`, the form inside the root element, its stylesheet in the
 * head. The portal's page also gets its scripts fetched at low priority: the page is already there, so on a
 * phone's network they must not compete with it (as the explorer's, decision 184).
 */
export function loginHtml(
  pageHtml: string,
  language: LoginLanguage,
  options: { year?: number; lowPriorityScripts?: boolean } = {},
): string {
  const content = renderLoginContent(language, options);
  const html = pageHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('</head>', () => `<style id="server-sign-in-style">${LOGIN_CSS}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${content}</div>`);
  // The portal's page (a build without the lean entry): its scripts must not compete with the page.
  if (options.lowPriorityScripts === false) return html;
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}
