import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  cacheControlFor,
  IMMUTABLE,
  isAssetPath,
  REVALIDATE,
  serveExplorerPages,
  serveLoginPage,
} from './web-app.js';

describe('cacheControlFor', () => {
  test('names Vite hashed, and their compressed copies, are immutable', () => {
    for (const path of [
      'assets/index-Bk7_jsgC.js',
      'assets/index-Bk7_jsgC.js.br',
      'assets/index-Bk7_jsgC.js.gz',
      'assets/LoginPage-W9FwwAlo.js',
      'assets/rolldown-runtime-WkwZ5CU-.js',
      'assets/index-x9Q2-abc.css',
      'assets/index-Bk7_jsgC.js.map',
    ]) {
      expect([path, cacheControlFor(path)]).toEqual([path, IMMUTABLE]);
    }
  });

  test('everything else is revalidated: index.html, public files, unhashed names', () => {
    for (const path of [
      'index.html',
      'index.html.br',
      'favicon.svg',
      'robots.txt',
      'assets/logo.svg',
      'assets/index.js',
      'other/index-Bk7_jsgC.js',
      'assets/nested/index-Bk7_jsgC.js',
    ]) {
      expect([path, cacheControlFor(path)]).toEqual([path, REVALIDATE]);
    }
  });
});

test('the bundle folder is never a page', () => {
  expect(isAssetPath('/assets/gone')).toBe(true);
  expect(isAssetPath('/assets-page')).toBe(false);
  expect(isAssetPath('/clients/admin')).toBe(false);
});

/*
 * The explorer's first HTML per language (issue 27 item 7, decision 196), through serveExplorerPages on a bare
 * Fastify: the page route is a stand-in answering one site (the real route's access and validation are the
 * integration and browser tests' business); the template is the lean entry's explorer.html.
 */
describe('the explorer’s first HTML in the address’s language (decision 196)', () => {
  const EXPLORER_HTML =
    '<!doctype html><html lang="en"><head><meta name="description" content="Your Benefits Explorer: plans" />' +
    '<title>Your Benefits Explorer</title></head><body><div id="root"></div>' +
    '<script type="module" src="/assets/explorer-abcdefgh.js"></script></body></html>';
  const SITE = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Northwind Foods Benefits',
    vanitySlug: 'northwind-foods',
    clientName: 'Northwind Foods',
    planYear: '2027',
    openEnrollmentStart: '2026-11-01',
    openEnrollmentEnd: '2026-11-30',
    isLive: true,
    benefits: [
      { id: 'a', benefitType: 'MEDICAL', planName: 'Open Access PPO 1500', carrierName: 'Sun Life' },
    ],
  };
  let fastify: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'explorer-web-'));
    writeFileSync(join(dir, 'explorer.html'), EXPLORER_HTML);
    fastify = Fastify();
    fastify.get('/api/explorer-pages/:id', async (request, reply) =>
      (request.params as { id: string }).id === 'northwind-foods'
        ? SITE
        : reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }),
    );
    serveExplorerPages(fastify, dir);
    await fastify.ready();
  });

  afterAll(async () => {
    await fastify.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fastify.inject({ method: 'GET', url, headers });
    const html = res.body;
    return {
      status: res.statusCode,
      vary: String(res.headers['vary'] ?? ''),
      html,
      lang: /<html lang="([^"]*)"/.exec(html)?.[1],
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    };
  };

  test('/es/benefits-explorer/{site}: Spanish from the first byte, its links keep /es/', async () => {
    const res = await get('/es/benefits-explorer/northwind-foods');
    expect(res.status).toBe(200);
    expect(res.lang).toBe('es');
    expect(res.title).toBe('Su Explorador de Beneficios');
    expect(res.description).toBe('Su Explorador de Beneficios: los planes de beneficios de su empleador');
    expect(res.html).toContain('<h2 class="xp-h2" id="type-MEDICAL">Médico</h2>');
    expect(res.html).toContain('<p>Año del plan 2027</p>');
    expect(res.html).toContain('<p>Inscripción abierta: del 1 nov 2026 al 30 nov 2026</p>');
    expect(res.html).toContain('Saltar al contenido principal');
    expect(res.html).toContain('Todos los derechos reservados.');
    expect(res.html).toContain('href="/es/benefits-explorer/northwind-foods" class="xp-brand"');
    expect(res.html).toContain('href="/es/benefits-explorer/northwind-foods/personal-benefits-plan"');
    expect(res.html).not.toMatch(/Plan year|Open enrollment|Skip to main content|Your Benefits Explorer/);
    // The language can come from Accept-Language: a shared cache must keep one copy per language.
    expect(res.vary.toLowerCase()).toContain('accept-language');
  });

  test('the personal plan in Spanish, and the explorer’s index', async () => {
    const personal = await get('/es/benefits-explorer/northwind-foods/personal-benefits-plan');
    expect([personal.status, personal.lang, personal.title]).toEqual([
      200,
      'es',
      'Su Explorador de Beneficios',
    ]);
    expect(personal.html).toContain('<h1 class="xp-h1">Mi plan personal de beneficios</h1>');
    expect(personal.html).toContain('<a class="xp-link" href="/es/benefits-explorer/northwind-foods">');
    const index = await get('/es/benefits-explorer');
    expect([index.status, index.lang, index.title]).toEqual([200, 'es', 'Su Explorador de Beneficios']);
  });

  test('English without a prefix: lang, title and texts as before', async () => {
    const res = await get('/benefits-explorer/northwind-foods');
    expect([res.status, res.lang, res.title]).toEqual([200, 'en', 'Your Benefits Explorer']);
    expect(res.html).toContain('<h2 class="xp-h2" id="type-MEDICAL">Medical</h2>');
    expect(res.html).toContain('<p>Open enrollment: Nov 1, 2026 to Nov 30, 2026</p>');
    expect(res.html).toContain('href="/benefits-explorer/northwind-foods" class="xp-brand"');
  });

  test('?lng= and Accept-Language choose the language after the prefix (explorer spec §9)', async () => {
    expect((await get('/benefits-explorer/northwind-foods?lng=es')).lang).toBe('es');
    expect((await get('/benefits-explorer/northwind-foods?lng=ES-mx')).lang).toBe('es');
    expect(
      (await get('/benefits-explorer/northwind-foods', { 'accept-language': 'es-MX,es;q=0.9' })).lang,
    ).toBe('es');
    const spanishBrowser = await get('/benefits-explorer/northwind-foods', { 'accept-language': 'es' });
    expect(spanishBrowser.title).toBe('Su Explorador de Beneficios');
    expect(spanishBrowser.html).toContain('Médico');
    // By weight, then order; a language the explorer does not have is passed over.
    expect((await get('/benefits-explorer/x', { 'accept-language': 'en-US,es;q=0.9' })).lang).toBe('en');
    expect((await get('/benefits-explorer/x', { 'accept-language': 'fr,en;q=0.5,es;q=0.8' })).lang).toBe(
      'es',
    );
    expect((await get('/benefits-explorer/x', { 'accept-language': 'es;q=0,fr' })).lang).toBe('en');
    // The prefix wins over the query, the query over the browser.
    expect((await get('/en/benefits-explorer/northwind-foods?lng=es')).lang).toBe('en');
    expect((await get('/benefits-explorer/northwind-foods?lng=en', { 'accept-language': 'es' })).lang).toBe(
      'en',
    );
  });

  test('an unknown site is a 404 in either language, its heading in that language', async () => {
    const es = await get('/es/benefits-explorer/no-such');
    expect([es.status, es.lang, es.title]).toEqual([404, 'es', 'Su Explorador de Beneficios']);
    expect(es.html).toContain('<h1 class="xp-h1">Lo sentimos, la página que busca no existe.</h1>');
    const en = await get('/benefits-explorer/no-such');
    expect([en.status, en.lang, en.title]).toEqual([404, 'en', 'Your Benefits Explorer']);
    expect(en.html).toContain('<h1 class="xp-h1">Sorry, the page you are looking for does not exist.</h1>');
    const personal = await get('/es/benefits-explorer/no-such/personal-benefits-plan');
    expect([personal.status, personal.lang]).toEqual([404, 'es']);
  });

  test('the public host: /es/ before its three routes, anything else a Spanish 404', async () => {
    const page = await get('/es/northwind-foods', { host: 'explorer.example.com' });
    expect([page.status, page.lang]).toEqual([200, 'es']);
    expect(page.html).toContain('href="/es/northwind-foods/personal-benefits-plan"');
    const index = await get('/es', { host: 'explorer.example.com' });
    expect([index.status, index.lang]).toEqual([200, 'es']);
    const other = await get('/es/northwind-foods/admin', { host: 'explorer.example.com' });
    expect([other.status, other.lang]).toEqual([404, 'es']);
    expect(other.html).toContain('Lo sentimos, la página que busca no existe.');
  });

  test('the same answer gives the same bytes; a changed answer is rendered again (decision 246)', async () => {
    const gzipped = async (url: string) => {
      const res = await fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      return res.rawPayload;
    };
    const first = await gzipped('/benefits-explorer/northwind-foods');
    expect((await gzipped('/benefits-explorer/northwind-foods')).equals(first)).toBe(true);
    expect(gunzipSync(first).toString()).toContain('Northwind Foods Benefits');
    // The Spanish page of the same answer is a page of its own.
    const spanish = gunzipSync(await gzipped('/es/benefits-explorer/northwind-foods')).toString();
    expect(/<html lang="([^"]*)"/.exec(spanish)?.[1]).toBe('es');
    const name = SITE.name;
    SITE.name = 'Northwind Foods Benefits 2027';
    try {
      const changed = gunzipSync(await gzipped('/benefits-explorer/northwind-foods')).toString();
      expect(changed).toContain('Northwind Foods Benefits 2027');
      expect((await get('/benefits-explorer/northwind-foods')).html).toBe(changed);
    } finally {
      SITE.name = name;
    }
    expect((await gzipped('/benefits-explorer/northwind-foods')).equals(first)).toBe(true);
  });

  test('the portal’s addresses are not the explorer’s, with or without a prefix', async () => {
    // Not answered by the explorer's hook: the bare server has no route for them.
    expect((await get('/es/login')).status).toBe(404);
    expect((await get('/es/login')).lang).toBeUndefined();
  });
});

describe('/login: the lean sign-in entry when the build has it (decisions 200, 218)', () => {
  const page = (script: string) =>
    `<!doctype html><html lang="en"><head><title>Onboard</title>` +
    `<link rel="modulepreload" crossorigin href="/assets/${script}-shared00.js"></head>` +
    `<body><div id="root"></div><script type="module" crossorigin src="/assets/${script}-abcdefgh.js"></script></body></html>`;
  const dirs: string[] = [];
  const serve = async (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'login-web-'));
    dirs.push(dir);
    for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
    const fastify = Fastify();
    serveLoginPage(fastify, dir);
    await fastify.ready();
    const res = await fastify.inject({
      method: 'GET',
      url: '/es/login',
      headers: { 'accept-encoding': 'identity' },
    });
    await fastify.close();
    return res;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('login.html with the form in it, its script at normal priority (it runs before the first paint is judged)', async () => {
    const res = await serve({ 'index.html': page('index'), 'login.html': page('login') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src="/assets/login-abcdefgh.js"');
    expect(res.body).not.toContain('index-abcdefgh');
    expect(res.body).not.toContain('fetchpriority');
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toMatch(/<div id="root"><div class="lg-app">.*id="server-sign-in-form"/);
  });

  test('a build without it: the portal’s page, its scripts at low priority (decision 200)', async () => {
    const res = await serve({ 'index.html': page('index') });
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abcdefgh.js">',
    );
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low"');
    expect(res.body).toContain('id="server-sign-in-form"');
  });
});
