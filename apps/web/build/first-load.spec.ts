/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

/**
 * The portal's first load (every page but /login, which has its own lean entry since decision 218; and /login
 * reached inside the portal): every script index.html references (the entry, its chunks and the sign-in
 * page's, all preloaded), gzip level 9 as the build writes them. Measured 2026-11-23: 231 kB gzip (203 kB
 * brotli, 719 kB raw), after zod and the Spanish texts left it (267 kB before; 297 kB before the signed-in
 * menus and the toaster left it); 239 kB once the forms moved to react-hook-form (+14.7 kB) and the feature
 * pages' English texts left it (−5.4 kB, decisions 045 and 047). A page imported eagerly into the route table, or a library pulled into the
 * entry, breaks it (decision 033). 239.6 kB → 241.3 kB (2026-11-26) when the explorer's lean entry came
 * (decision 176): the modules both entries share (i18n, theme, error page) are chunks of their own now, so the
 * sign-in page's load has more, less compressible chunks; the budget moved from 240 to 242 kB for that.
 * 244.6 kB (2026-11-29, decision 200): /login's form is in the gateway's first HTML and the app starts after
 * that paint, from a tiny entry (entry.tsx, 1.2 kB) that imports main.tsx, now a chunk of its own; the first
 * paint no longer waits for any of these scripts. The budget moved from 242 to 245 kB for that. 246.4 kB the
 * same day: the theme's recipes for tabs, progress and switch (issue 27 item 14: the census report's tabs were
 * drawn as plain text without them; the theme is one module of the first load); the budget is 247 kB.
 * 247.9 kB (2026-11-29, decision 218): the modules the lean sign-in entry shares with the portal (the sign-in
 * moves, the plain gateway call, the message rules) are chunks of their own, less compressible; the budget is
 * 249 kB. No visitor of /login loads any of it any more.
 */
const BUDGET_GZIP_BYTES = 249 * 1024;
/**
 * The public explorer's first load (issue 16 item 7, decisions 176, 178, 179): explorer.html's scripts (its
 * entry imports the layout, the pages and the English explorer texts statically) with everything they import
 * statically, gzip level 9.
 * 209 kB (2026-11-26, decision 176: react + react-dom + react-router 95.5 kB, Chakra 49.3 kB, i18next 17.1 kB);
 * 113.8 kB once the explorer left Chakra for static CSS and react-router for a router of its three routes
 * (react + react-dom 65.8 kB, i18next 17.1 kB, the explorer's code, texts and contracts ~31 kB). Issue 16's target
 * is 150 kB; the budget is the measured figure rounded up, so that what was gained stays. 116.0 kB (2026-11-29,
 * issue 27 items 7 and 9): the language prefix kept in the address and its routes (decision 196), and the cost
 * estimator's field checks; the budget is 117 kB.
 */
const EXPLORER_BUDGET_GZIP_BYTES = 117 * 1024;
/**
 * /login's first load (issue 27 item 8, decision 218): login.html's scripts and everything they import
 * statically, gzip level 9. The lean sign-in entry: the gateway's first HTML is the form, this script makes it
 * work (the portal's texts, error rules and sign-in moves; no React, Chakra, store, router, i18next or zod).
 * Measured 2026-11-29: 22.1 kB (from 246.4 kB when /login was the portal's page); the budget is 24 kB.
 */
const LOGIN_BUDGET_GZIP_BYTES = 24 * 1024;
/** The only page whose code the portal's first load may carry. */
const FIRST_PAGE = 'src/pages/LoginPage.tsx';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webRoot = fileURLToPath(new URL('../', import.meta.url));
let outDir: string;
let scripts: string[];
/** The explorer's first load: explorer.html's scripts and their static imports, as `assets/…` paths. */
let explorerFiles: string[];
/** /login's first load: login.html's scripts and their static imports, as `assets/…` paths. */
let loginFiles: string[];

/** The chunk and the chunks it imports statically (`import … from"./x.js"`; dynamic imports are not followed). */
function closure(file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const source = readFileSync(join(outDir, 'assets', file), 'utf8');
  for (const match of source.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"'`]+\.js)["']/g,
  ))
    closure(match[1] as string, into);
  return into;
}

// One real production build of the web app (both entries, index.html and explorer.html) into a temporary
// folder, with the repository's Vite config.
// `npm test` passes the build its typecheck stage has just made (WEB_BUILD_DIR): the same command and config.
const prebuilt = process.env['WEB_BUILD_DIR'];
beforeAll(() => {
  outDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'web-first-load-'));
  const build = prebuilt
    ? { status: 0, stdout: '', stderr: '' }
    : spawnSync(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--config',
          'apps/web/vite.config.ts',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        // Jest sets NODE_ENV=test, which would make Vite bundle React's development build.
        { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
      );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}${build.stderr}`);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const explorerHtml = readFileSync(join(outDir, 'explorer.html'), 'utf8');
  const roots = [...explorerHtml.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const all = new Set<string>();
  // The explorer entry imports its layout and pages statically (its own router, decision 179), and awaits the
  // English `explorer` texts before its first render: those scripts and all they import statically.
  const texts = readdirSync(join(outDir, 'assets')).filter(
    (file) => file.endsWith('.js') && sourcesOfAsset(file).includes('src/i18n/locales/en/explorer.ts'),
  );
  if (texts.length !== 1) throw new Error(`the explorer's English texts are in ${texts.length} chunks`);
  // The entry starts the app (start.tsx) once the first HTML has painted (decision 184): part of the first load.
  const start = readdirSync(join(outDir, 'assets')).filter(
    (file) => file.endsWith('.js') && sourcesOfAsset(file).includes('src/explorer-entry/start.tsx'),
  );
  if (start.length !== 1) throw new Error(`the explorer's app start is in ${start.length} chunks`);
  for (const file of [...roots, ...texts, ...start]) closure(file, all);
  explorerFiles = [...all].map((file) => `assets/${file}`);
  const loginHtml = readFileSync(join(outDir, 'login.html'), 'utf8');
  const login = new Set<string>();
  for (const match of loginHtml.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g))
    closure(match[1] as string, login);
  loginFiles = [...login].map((file) => `assets/${file}`);
}, 300_000);

afterAll(() => {
  if (!prebuilt) rmSync(outDir, { recursive: true, force: true });
});

const sourcesOfAsset = (file: string): string[] => sourcesOf(`assets/${file}`);

/** The source files bundled into a chunk (from its source map, none without one), relative to the web app's folder. */
function sourcesOf(file: string): string[] {
  const mapPath = join(outDir, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return map.sources.map((source) =>
    relative(webRoot, resolve(dirname(mapPath), source))
      .split(sep)
      .join('/'),
  );
}

/** Fails, with each file's size, when `files` weigh more than `budget` bytes gzip (level 9, as the build writes). */
function expectWithinBudget(what: string, files: string[], budget: number): void {
  const gzip = files.map((file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  const total = gzip.reduce((a, b) => a + b, 0);
  if (total > budget) {
    const table = files.map((file, i) => `  ${file}: ${gzip[i]} B`).join('\n');
    throw new Error(`${what} is ${total} B gzip, over the budget of ${budget} B:\n${table}`);
  }
}

describe('first load of the portal (index.html)', () => {
  test(`the scripts index.html loads stay under ${BUDGET_GZIP_BYTES / 1024} kB gzip`, () => {
    expectWithinBudget('The first load', scripts, BUDGET_GZIP_BYTES);
    expect(scripts.length).toBeGreaterThan(1);
  });

  test('no page but the sign-in page is in it: every other page stays in its own chunk', () => {
    const pages = scripts.flatMap(sourcesOf).filter((source) => source.startsWith('src/pages/'));
    expect([...new Set(pages)]).toEqual([FIRST_PAGE]);
  });

  test('neither zod nor the Spanish texts are in it: both are fetched when needed', () => {
    const sources = scripts.flatMap(sourcesOf);
    const late = sources.filter(
      (source) => /node_modules\/zod\//.test(source) || source.startsWith('src/i18n/locales/es/'),
    );
    expect(late).toEqual([]);
  });

  test('no feature page’s texts are in it: each namespace of a feature is fetched with the feature', () => {
    const sources = scripts.flatMap(sourcesOf);
    const english = sources.filter((source) => source.startsWith('src/i18n/locales/en/'));
    expect(english).toEqual(['src/i18n/locales/en/index.ts']);
  });

  test('the sign-in page is fetched with the entry, and every script is sent compressed', () => {
    const loginChunk = scripts.find((file) => /^assets\/LoginPage-[\w-]{8}\.js$/.test(file));
    expect(loginChunk).toBeDefined();
    for (const file of scripts) {
      // Too small to be worth it (precompress.ts MIN_BYTES) or compressed both ways.
      const size = readFileSync(join(outDir, file)).length;
      if (size < 1024) continue;
      expect([file, existsSync(join(outDir, `${file}.br`)), existsSync(join(outDir, `${file}.gz`))]).toEqual([
        file,
        true,
        true,
      ]);
    }
  });
});

describe('first load of /login (the lean sign-in entry, decision 218)', () => {
  test(`its scripts stay under ${LOGIN_BUDGET_GZIP_BYTES / 1024} kB gzip`, () => {
    expectWithinBudget("/login's first load", loginFiles, LOGIN_BUDGET_GZIP_BYTES);
    expect(loginFiles.length).toBeGreaterThan(1);
  });

  test('none of the portal: no React, Chakra, store, router, i18next, zod or page', () => {
    const sources = loginFiles.flatMap(sourcesOf);
    expect(sources).toContain('src/login-entry/leanSignIn.ts');
    expect(sources).toContain('src/features/auth/signInDriver.ts');
    const portal = sources.filter(
      (source) =>
        /node_modules\/(react|react-dom|scheduler|@chakra-ui|@ark-ui|@zag-js|@emotion|react-router|@reduxjs|redux|react-redux|i18next|react-i18next|zod|react-hook-form)\//.test(
          source,
        ) || /^src\/(pages|app\/store|app\/api\.ts|main\.tsx|entry\.tsx)/.test(source),
    );
    expect([...new Set(portal)]).toEqual([]);
  });

  test('its checks (the schemas, zod) are a chunk of their own, fetched when the visitor starts typing', () => {
    const checks = readdirSync(join(outDir, 'assets')).filter(
      (file) => file.endsWith('.js') && sourcesOfAsset(file).includes('src/login-entry/validate.ts'),
    );
    expect(checks).toHaveLength(1);
    expect(loginFiles).not.toContain(`assets/${checks[0]}`);
  });
});

describe('first load of /benefits-explorer/:id (the lean entry)', () => {
  test(`its scripts stay under ${EXPLORER_BUDGET_GZIP_BYTES / 1024} kB gzip`, () => {
    expectWithinBudget("The explorer's first load", explorerFiles, EXPLORER_BUDGET_GZIP_BYTES);
    expect(explorerFiles.length).toBeGreaterThan(3);
  });

  test('no Chakra (nor emotion, Ark, Zag) and no react-router: static CSS and its own router (decisions 178, 179)', () => {
    const sources = explorerFiles.flatMap(sourcesOf);
    expect(sources.some((source) => source.startsWith('src/features/explorer/'))).toBe(true);
    const heavy = sources.filter(
      (source) =>
        /node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|react-router)\//.test(source) ||
        /^src\/(theme|themeConfig)\.ts$/.test(source),
    );
    expect([...new Set(heavy)]).toEqual([]);
  });

  test('its styles are a CSS file explorer.html links, not styles made at run time', () => {
    const html = readFileSync(join(outDir, 'explorer.html'), 'utf8');
    const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1] as string);
    const text = css.map((file) => readFileSync(join(outDir, file), 'utf8')).join('');
    expect(text).toMatch(/\.xp-card\{/);
    expect(text).toMatch(/\.xp-logo\{/);
  });

  test('none of the portal: no sign-in page, store, zod, admin or portal layout', () => {
    const sources = explorerFiles.flatMap(sourcesOf);
    expect(sources.some((source) => source.startsWith('src/features/explorer/'))).toBe(true);
    const portal = sources.filter(
      (source) =>
        /node_modules\/(@reduxjs|redux|react-redux|zod)\//.test(source) ||
        /^src\/(pages\/LoginPage|app\/store|app\/api\.ts|app\/AppLayout|features\/explorer-admin|features\/auth)/.test(
          source,
        ),
    );
    expect(portal).toEqual([]);
  });

  test('its scripts are fetched at low priority, after the first HTML has painted (decision 184); the portal’s are not', () => {
    const html = readFileSync(join(outDir, 'explorer.html'), 'utf8');
    const tags = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain('fetchpriority="low"');
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toContain('fetchpriority');
  });

  test('the portal’s page does not preload the explorer, nor the explorer’s the sign-in page', () => {
    const html = readFileSync(join(outDir, 'explorer.html'), 'utf8');
    expect(html).not.toMatch(/LoginPage-/);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toMatch(/assets\/explorer-/);
  });
});
