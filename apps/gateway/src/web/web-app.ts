import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { EXPLORER_PUBLIC_CACHE_CONTROL, type ExplorerPublicPage } from '@onboard/contracts';
import type { Logger } from '@onboard/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  explorerAddressOf,
  explorerHtml,
  explorerLanguageOf,
  inlineStylesheets,
  isExplorerPublicHost,
  renderExplorerContent,
  renderExplorerNotFound,
} from './explorer-ssr.js';
import { EXPLORER_TEXTS_OF, tableText } from './explorer-texts.js';
import { isLoginPath, LANGUAGE_COOKIE, loginHtml, loginLanguageOf } from './login-ssr.js';
import type { LoginLanguage } from './login-texts.js';

/** Caching of a file whose name carries its content hash: it never changes, so browsers keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the history fallback, favicon …): kept, but revalidated on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Vite writes the bundle as `assets/<name>-<hash>.<ext>` (8 characters of base64url); `.br` / `.gz` are the
 * pre-compressed copies of apps/web/build/precompress.ts (and `.map` the source maps). Only such names are immutable: a file of the
 * public folder (favicon.svg) keeps its name across deploys.
 */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}(?:\.[a-z0-9]+)+$/i;

/** `path` relative to the web app's folder, with forward slashes. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}

/** Requests for the bundle's folder are never pages: a missing file there is a 404, not index.html. */
export const isAssetPath = (urlPath: string): boolean => urlPath.startsWith('/assets/');

/**
 * Serves the built web app (`WEB_DIST_DIR`): the pre-compressed `.br` / `.gz` copy the request's
 * Accept-Encoding prefers (brotli first), else the file itself, always with `Vary: Accept-Encoding`, the
 * original's Content-Type and the sent file's Content-Length. Unknown page paths get index.html from the
 * error filter (history fallback, through `reply.sendFile`, so it is negotiated and cached the same way).
 * Returns false when the app is not built (only the API is served then).
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  webDist: string,
  logger: Logger,
): Promise<boolean> {
  if (!existsSync(webDist)) {
    logger.warn({ webDist }, 'web app not built: only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (res, path) => {
      void res.header('cache-control', cacheControlFor(relative(webDist, path).split(sep).join('/')));
    },
  });
  serveExplorerPages(app.getHttpAdapter().getInstance() as FastifyInstance, webDist);
  serveLoginPage(app.getHttpAdapter().getInstance() as FastifyInstance, webDist);
  return true;
}

/**
 * The explorer's addresses (decision 177): index.html with the page's plan content and data in it, fetched
 * through the gateway's own page route (same access, validation and cache); on the public explorer host only
 * its three routes, anything else the not-found page (404). Sent gzipped when the browser accepts it. In the
 * address's language (decision 196: `/es/…`, `?lng=`, Accept-Language), with its lang attribute and title.
 * A page is rendered and compressed again only when the page route's answer differs from the one it was last
 * rendered from (decision 246): the route itself is still asked every time.
 */
export function serveExplorerPages(fastify: FastifyInstance, webDist: string): void {
  let indexHtml: string | undefined;
  const rendered = new Map<string, RenderedPage>();
  // The explorer's lean entry (decision 176); a build without it serves the portal's page.
  const page = existsSync(join(webDist, 'explorer.html')) ? 'explorer.html' : 'index.html';
  // Its stylesheets inlined (decision 178): no request before the first paint.
  const readAsset = (path: string) => {
    const file = join(webDist, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const template = () =>
    (indexHtml ??= inlineStylesheets(readFileSync(join(webDist, page), 'utf8'), readAsset));
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || isAssetPath(path) || /\.[a-z0-9]+$/i.test(path))
      return;
    const address = explorerAddressOf(request.hostname, request.url);
    if (!address) return;
    const language = explorerLanguageOf(address, request.url, request.headers['accept-language']);
    const texts = EXPLORER_TEXTS_OF[language];
    // The explorer's title (explorer spec §1) and description in the page's language.
    const head = {
      language,
      title: tableText('publicTitle', {}, texts),
      description: tableText('publicDescription', {}, texts),
    };
    let status = 200;
    // The page without content unless the site's page or the not-found page is rendered below.
    let html: string | undefined;
    // The rendered page this answer is, when it is one (its gzipped copy kept with it).
    let shown: RenderedPage | undefined;
    let cacheControl = REVALIDATE;
    if (address.kind === 'notFound') status = 404;
    if (address.kind === 'page' || address.kind === 'personal') {
      const query = address.demoEnrollmentStatus
        ? `?demoEnrollmentStatus=${encodeURIComponent(address.demoEnrollmentStatus)}`
        : '';
      const answer = await fastify.inject({
        method: 'GET',
        url: `/api/explorer-pages/${encodeURIComponent(address.explorerPageId)}${query}`,
        headers: { 'x-forwarded-for': request.ip },
      });
      if (answer.statusCode === 200) {
        const publicHost = isExplorerPublicHost(request.hostname);
        // Everything the HTML depends on besides the answer (the footer's year among it).
        const key = JSON.stringify([
          address.kind,
          address.explorerPageId,
          address.demoEnrollmentStatus,
          address.languagePrefix,
          language,
          publicHost,
          new Date().getFullYear(),
        ]);
        let kept = rendered.get(key);
        if (kept?.answer !== answer.body) {
          const page = answer.json<ExplorerPublicPage>();
          kept = {
            answer: answer.body,
            html: explorerHtml(template(), {
              ...head,
              content: renderExplorerContent(page, address.kind, {
                publicHost,
                language,
                languagePrefix: address.languagePrefix,
              }),
              data: {
                explorerPageId: address.explorerPageId,
                demoEnrollmentStatus: address.demoEnrollmentStatus,
                page,
              },
            }),
          };
          keepRendered(rendered, key, kept);
        }
        shown = kept;
        html = kept.html;
        cacheControl = EXPLORER_PUBLIC_CACHE_CONTROL;
      } else if (answer.statusCode === 404) status = 404;
    }
    if (status === 404)
      html = explorerHtml(template(), { ...head, content: renderExplorerNotFound(language), data: null });
    html ??= explorerHtml(template(), { ...head, content: '', data: null });
    void reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      // The language may come from Accept-Language: a shared cache keeps one copy per language.
      .header('vary', 'Accept-Encoding, Accept-Language');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const gzip = shown ? (shown.gzip ??= gzipSync(html)) : gzipSync(html);
      return reply.header('content-encoding', 'gzip').send(gzip);
    }
    return reply.send(html);
  });
}

/** A site's page as last rendered: the page route's answer it was rendered from, its HTML, gzipped once asked. */
type RenderedPage = { answer: string; html: string; gzip?: Buffer };

/** At most this many rendered pages are kept (each ~70 kB and ~9 kB gzipped): the most recently rendered. */
export const RENDERED_PAGES_KEPT = 200;

function keepRendered(rendered: Map<string, RenderedPage>, key: string, page: RenderedPage): void {
  rendered.delete(key);
  rendered.set(key, page);
  if (rendered.size > RENDERED_PAGES_KEPT) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
}

/**
 * The sign-in page (issue 27 item 8, decisions 200, 218): login.html, the lean sign-in entry, with the
 * credentials form in it, in the visitor's language, so /login paints at once and works without the portal's
 * bundle. Revalidated on every use and varied by what picks the language (the language cookie,
 * Accept-Language); each language's page is built and compressed (brotli, gzip) once, then kept.
 */
export function serveLoginPage(fastify: FastifyInstance, webDist: string): void {
  let template: string | undefined;
  // The lean sign-in entry (decision 218); a build without it serves the portal's page, which takes over.
  const lean = existsSync(join(webDist, 'login.html'));
  const pages = new Map<string, { html: Buffer; br: Buffer; gzip: Buffer }>();
  const pageIn = (language: LoginLanguage) => {
    const year = new Date().getFullYear();
    const key = `${language}:${year}`;
    let page = pages.get(key);
    if (!page) {
      template ??= readFileSync(join(webDist, lean ? 'login.html' : 'index.html'), 'utf8');
      const html = Buffer.from(loginHtml(template, language, { year, lowPriorityScripts: !lean }));
      page = { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      pages.set(key, page);
    }
    return page;
  };
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isLoginPath(request.url.split('?')[0] ?? '')) return;
    const page = pageIn(
      loginLanguageOf({
        url: request.url,
        cookie: request.cookies?.[LANGUAGE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
      }),
    );
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (accepted.has('br')) return reply.header('content-encoding', 'br').send(page.br);
    if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });
}

/** The encodings a request accepts (`q=0` refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  return new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([name, ...params]) => name && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p)))
      .map(([name]) => name ?? ''),
  );
}
