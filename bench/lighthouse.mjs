// First load of a page as Lighthouse sees it on a phone: Lighthouse 13 (devDependency) with its default mobile
// profile (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4× slower; Moto G Power screen) in Debian's
// headless Chromium, performance and accessibility, several runs, the median by performance score. Before the
// runs it reads the page's HTML as a browser would (Accept-Encoding: br, gzip) and adds up the
// JavaScript it references for the first load, raw and as sent.
//
//   node bench/lighthouse.mjs                                 # against a running system (npm start): :3000/login
//   node bench/lighthouse.mjs --url http://host:port --path /login --runs 5
//   node bench/lighthouse.mjs --start                         # its own system on temporary infrastructure
//   node bench/lighthouse.mjs --assert                        # exit 1 below performance 90 or accessibility 100
//
// Results: bench/results/lighthouse.json (not committed), one full Lighthouse report per run beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS } from '../apps/web/e2e/chromium-flags.mjs';
import { ensureNode24 } from '../infra/load/temp-system.mjs';

await ensureNode24(import.meta.url);

const HERE = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
    path: { type: 'string', default: '/login' },
    runs: { type: 'string', default: '5' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    start: { type: 'boolean', default: false },
    assert: { type: 'boolean', default: false },
    'min-performance': { type: 'string', default: '90' },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 50) throw new Error(`Bad --runs ${args.runs}`);

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

let system;
if (args.start) {
  const { startTemporarySystem } = await import('../infra/load/temp-system.mjs');
  system = await startTemporarySystem({ build: true });
}
const base = system?.url ?? args.url;
const pageUrl = new URL(args.path, base).toString();

try {
  const firstLoad = await firstLoadScripts(pageUrl);
  console.log(
    `${pageUrl}: the page loads ${firstLoad.files.length} scripts: ${kb(firstLoad.raw)} raw, ` +
      `${kb(firstLoad.br)} brotli, ${kb(firstLoad.gzip)} gzip as sent`,
  );

  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const resultsDir = join(HERE, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const chrome = await launch({ chromePath: args.chrome, chromeFlags: [...CHROMIUM_FLAGS] });
    try {
      const result = await lighthouse(pageUrl, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      writeFileSync(join(resultsDir, `lighthouse-run-${i}.json`), JSON.stringify(lhr));
      const run = {
        run: i,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        ...Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id].numericValue])),
        bytes: lhr.audits['total-byte-weight'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        loadAverage: os.loadavg()[0],
      };
      runs.push(run);
      console.log(line(`run ${i}`, run));
    } finally {
      chrome.kill();
    }
  }

  const median = medianRun(runs);
  const summary = {
    at: new Date().toISOString(),
    url: pageUrl,
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    chromium: args.chrome,
    chromeFlags: [...CHROMIUM_FLAGS],
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    firstLoad,
    runs,
    median,
  };
  writeFileSync(join(resultsDir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(line('median', median));
  console.log(
    `lighthouse ${args.path} (mobile): performance ${median.performance}, accessibility ` +
      `${Math.min(...runs.map((r) => r.accessibility))} (lowest of ${RUNS}), LCP ${s(median.lcp)}, ` +
      `TBT ${Math.round(median.tbt)} ms`,
  );
  if (args.assert) {
    const failed =
      median.performance < Number(args['min-performance']) || runs.some((r) => r.accessibility < 100);
    if (failed) process.exitCode = 1;
  }
} finally {
  await system?.stop();
}

/** The run whose performance score is the median (Lighthouse's advice: judge the median of several runs). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The scripts index.html references (entry and modulepreloads), fetched as a browser asks for them. */
async function firstLoadScripts(url) {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })).text();
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = { files, raw: 0, br: 0, gzip: 0 };
  for (const file of files) {
    for (const [key, encoding] of [
      ['raw', 'identity'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      // fetch() decodes bodies; the Content-Length header is what went over the wire.
      const res = await fetch(new URL(file, url), { headers: { 'accept-encoding': encoding } });
      await res.arrayBuffer();
      sizes[key] += Number(res.headers.get('content-length') ?? 0);
    }
  }
  return sizes;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
function s(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
function line(label, r) {
  return (
    `${label.padEnd(7)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  ` +
    `FCP ${s(r.fcp)}  LCP ${s(r.lcp)}  TBT ${String(Math.round(r.tbt)).padStart(4)} ms  CLS ${r.cls.toFixed(3)}  ` +
    `SI ${s(r.si)}  ${kb(r.bytes)}  benchmarkIndex ${Math.round(r.benchmarkIndex)}  load ${r.loadAverage.toFixed(1)}`
  );
}
