import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorEnvelopeSchema } from '@onboard/contracts';
import { startPrivateNats } from '@onboard/server-kit/testing';
import { SHORT_TIMEOUTS, startTestGateway } from '../testing.js';

// The built web app as the gateway serves it: a folder laid out like `vite build` writes it (hashed names
// under assets/, a .br and a .gz beside each compressible file, favicon from the public folder without them).
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let app: NestFastifyApplication;
let port: number;
let web: string;

const JS = 'assets/index-Bk7_jsgC.js';
const CSS = 'assets/index-x9Q2-abc.css';
/** A hashed chunk whose compressed copies the build did not write (too small): sent as it is. */
const SMALL_JS = 'assets/tiny-AbCd1234.js';

const jsSource = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},label:"row ${i}"}`).join(',')}];\n`;
const cssSource = `${Array.from({ length: 100 }, (_, i) => `.c${i}{color:#${String(i).padStart(6, '0')}}`).join('\n')}\n`;
const indexSource = `<!doctype html><html lang="en"><head><title>Onboard test shell</title>${'<!-- padding -->'.repeat(80)}</head><body><div id="root"></div></body></html>`;

function writeWithCopies(relativePath: string, content: string): void {
  const path = join(web, relativePath);
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET with exactly the given headers (supertest would add Accept-Encoding and decode the body). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** What the `mime` package of @fastify/send says for .js (browsers run modules of either JavaScript type). */
const JS_TYPE = 'application/javascript; charset=utf-8';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const varyList = (res: RawResponse) =>
  String(res.headers['vary'] ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

beforeAll(async () => {
  nats = await startPrivateNats();
  web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(web, 'assets'));
  writeWithCopies('index.html', indexSource);
  writeWithCopies(JS, jsSource);
  writeWithCopies(CSS, cssSource);
  writeFileSync(join(web, SMALL_JS), 'export const x = 1;\n');
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ({ app, port } = await startTestGateway({ NATS_URL: nats.url, WEB_DIST_DIR: web, ...SHORT_TIMEOUTS }));
});

afterAll(async () => {
  await app.close();
  await nats.stop();
  rmSync(web, { recursive: true, force: true });
});

describe('compressed static files', () => {
  test('brotli when the browser accepts it: the .br file, its length, the original type', async () => {
    const res = await get(`/${JS}`, BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(JS_TYPE);
    expect(Number(res.headers['content-length'])).toBe(statSync(join(web, `${JS}.br`)).size);
    expect(res.body.length).toBe(statSync(join(web, `${JS}.br`)).size);
    expect(brotliDecompressSync(res.body).toString()).toBe(jsSource);
    expect(varyList(res)).toContain('accept-encoding');
  });

  test('gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(`/${JS}`, { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(statSync(join(web, `${JS}.gz`)).size);
      expect(gunzipSync(res.body).toString()).toBe(jsSource);
      expect(res.headers['content-type']).toBe(JS_TYPE);
      expect(varyList(res)).toContain('accept-encoding');
    }
  });

  test('the file itself when the request accepts no encoding, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(`/${JS}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(jsSource));
      expect(res.body.toString()).toBe(jsSource);
      expect(res.headers['content-type']).toBe(JS_TYPE);
      expect(varyList(res)).toContain('accept-encoding');
    }
  });

  test('a file without compressed copies is sent as it is to every browser', async () => {
    const res = await get(`/${SMALL_JS}`, BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export const x = 1;\n');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('stylesheets keep their type', async () => {
    const res = await get(`/${CSS}`, BROWSER);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(cssSource);
  });
});

describe('caching', () => {
  test('hashed asset names are cached for a year and never revalidated', async () => {
    for (const [path, headers] of [
      [JS, BROWSER],
      [JS, {}],
      [CSS, { 'accept-encoding': 'gzip' }],
    ] as const) {
      const res = await get(`/${path}`, headers);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('index.html, at / and by name, is revalidated on every use', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path, BROWSER);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(indexSource);
      expect(varyList(res)).toContain('accept-encoding');
    }
  });

  test('a page address (history fallback) gets index.html, compressed as asked, revalidated, with Vary', async () => {
    for (const path of ['/forgot', '/clients/admin/123/manage', '/client/abc/task/x?tab=2']) {
      const br = await get(path, BROWSER);
      expect(br.status).toBe(200);
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(indexSource);
      expect(varyList(br)).toContain('accept-encoding');

      const gz = await get(path, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(indexSource);

      const plain = await get(path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body.toString()).toBe(indexSource);
    }
  });

  test('a file of the public folder keeps its name across deploys: revalidated, not immutable', async () => {
    const res = await get('/favicon.svg', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('missing files', () => {
  test('a missing asset is a 404 error envelope, never the web app', async () => {
    for (const path of ['/assets/index-Zz9Zz9Zz.js', '/assets/gone', '/assets/chunks/x', '/favicon.png']) {
      const res = await get(path, BROWSER);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorEnvelopeSchema.parse(JSON.parse(res.body.toString()))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });

  test('the API keeps its own 404', async () => {
    const res = await get('/api/no-such-thing', BROWSER);
    expect(res.status).toBe(404);
    expect(errorEnvelopeSchema.parse(JSON.parse(res.body.toString()))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

test('a web app built after the gateway started is not served: pages are a 404 envelope, not a 500', async () => {
  const later = mkdtempSync(join(tmpdir(), 'web-dist-later-'));
  rmSync(later, { recursive: true });
  const { app: alone, port: alonePort } = await startTestGateway({ NATS_URL: nats.url, WEB_DIST_DIR: later });
  try {
    mkdirSync(later);
    writeFileSync(join(later, 'index.html'), indexSource);
    const res = await new Promise<RawResponse>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: alonePort,
            path: '/login',
          },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () =>
              resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    });
    expect(res.status).toBe(404);
    expect(errorEnvelopeSchema.parse(JSON.parse(res.body.toString()))).toMatchObject({ code: 'NOT_FOUND' });
  } finally {
    await alone.close();
    rmSync(later, { recursive: true, force: true });
  }
});

describe('the explorer’s addresses (decision 177)', () => {
  test('the main site’s explorer index: the web app’s page, gzipped when accepted, revalidated', async () => {
    const res = await get('/benefits-explorer', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(varyList(res)).toContain('accept-encoding');
    // The explorer's title in the page's language (decision 196), the page otherwise as built.
    expect(gunzipSync(res.body).toString()).toBe(
      indexSource.replace('<title>Onboard test shell</title>', '<title>Your Benefits Explorer</title>'),
    );
  });

  test('its Spanish address: the same page in Spanish, one cached copy per language (decision 196)', async () => {
    const res = await get('/es/benefits-explorer');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(
      indexSource
        .replace('<html lang="en">', '<html lang="es">')
        .replace('<title>Onboard test shell</title>', '<title>Su Explorador de Beneficios</title>'),
    );
    expect(varyList(res)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language']));
  });

  test('the public host: any address but its three routes is the not-found page (404)', async () => {
    const res = await get('/northwind-foods/admin', { host: 'explorer.localhost' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('<html lang="en">');
    expect(res.body.toString()).toContain('Sorry, the page you are looking for does not exist.');
    // The API and the bundle stay reachable on that host.
    expect((await get(`/${SMALL_JS}`, { host: 'explorer.localhost' })).status).toBe(200);
  });

  test('a site the explorer service cannot give: the page without content, not cached as a page', async () => {
    const res = await get('/benefits-explorer/northwind-foods');
    expect([200, 404]).toContain(res.status);
    expect(res.body.toString()).toContain('<title>Your Benefits Explorer</title>');
    expect(res.body.toString()).not.toContain('explorer-page-data');
    expect(res.headers['cache-control']).toBe('no-cache');
  }, 30_000);
});

describe('the sign-in page’s first HTML (decision 200)', () => {
  const form = /<form class="lg-form" id="server-sign-in-form" method="post" action="\/login" novalidate>/;

  test('/login is index.html with the labelled sign-in form in it, revalidated, compressed as asked', async () => {
    const br = await get('/login?redirect=%2Fclients', BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyList(br)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']));
    const html = brotliDecompressSync(br.body).toString();
    // The shell is index.html's: its title and the root element, now holding the form.
    expect(html).toContain('<title>Onboard test shell</title>');
    expect(html).toMatch(form);
    expect(html).toContain('<label class="lg-label" for="lg-username">Username</label>');
    expect(html).toContain(
      '<input class="lg-input" id="lg-username" name="username" type="email" autocomplete="username">',
    );
    expect(html).toContain('<label class="lg-label" for="lg-password">Password</label>');
    expect(html).toContain('<h1 class="lg-h1">Sign in to Onboard</h1>');
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<style id="server-sign-in-style">[^<]+<\/style><\/head>/);

    const gz = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toMatch(form);
    const plain = await get('/login/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(form);
  });

  test('in the visitor’s language by the app’s rule: prefix, ?lng=, the remembered choice, the browser’s', async () => {
    const cases: Array<[string, Record<string, string>, 'en' | 'es']> = [
      ['/login', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es'],
      ['/login', { 'accept-language': 'fr-FR,es;q=0.5' }, 'es'],
      ['/login', { 'accept-language': 'de,fr' }, 'en'],
      ['/login?lng=es', { 'accept-language': 'en-US' }, 'es'],
      ['/es/login', {}, 'es'],
      ['/login', { cookie: 'onboard_lng=es', 'accept-language': 'en-US' }, 'es'],
      ['/login', { cookie: 'onboard_lng=en', 'accept-language': 'es' }, 'en'],
      ['/login?lng=en', { cookie: 'onboard_lng=es' }, 'en'],
    ];
    for (const [path, headers, language] of cases) {
      const html = (await get(path, headers)).body.toString();
      expect([path, headers, html.match(/<html lang="(\w+)"/)?.[1]]).toEqual([path, headers, language]);
      expect(html).toContain(language === 'es' ? 'Iniciar sesión en Onboard' : 'Sign in to Onboard');
    }
  });

  test('other auth pages keep the history fallback; HEAD /login answers', async () => {
    const forgot = await get('/forgot');
    expect(forgot.body.toString()).toBe(indexSource);
    const head = await new Promise<number>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: '/login', method: 'HEAD' }, (res) =>
          resolve(res.statusCode ?? 0),
        )
        .on('error', reject)
        .end();
    });
    expect(head).toBe(200);
  });
});
