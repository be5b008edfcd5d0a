// The public Benefits Explorer page under enrollment-season load (issues 16 and 33), read with no sign-in
// through the whole system, for the demo LIVE site (Northwind Foods: a plan of every benefit type). Six paths:
//   - the first HTML in English, GET /benefits-explorer/<slug>, and in Spanish, GET /es/benefits-explorer/<slug>
//     (explorer spec §9's language prefix). The gateway asks its own page route for the page, writes the plans
//     into the explorer's lean entry in the address's language and gzips it (decisions 177, 196);
//   - the data call, GET /api/explorer-pages/<slug>: the same answer in both languages (it takes none), which
//     the first HTML carries inline so the page makes no second call;
// each as a cache hit and a cache miss. The explorer service keeps the page as shown, and what the clients and
// documents services and the chat provider said of the site, EXPLORER_PUBLIC_CACHE_MS (a TtlCache per key,
// decision 167); at 0 it keeps nothing and renders every request (three SQL statements, two NATS calls, the
// chat status). A miss cannot be forced in one system without changing what is measured (the key is the slug
// lower-cased with the demo state and the day, and there are two demo sites), so the bench runs two systems
// side by side, started alike but for that setting: the hit system with the service's default (or
// --cache-ms), the miss system with 0. Their paths take turns in both phases, so a change in the machine's
// load falls on all six. On the hit system one request in each --cache-ms renders the page again, as
// deployed. A shared cache in front (a CDN honouring the answers' Cache-Control, public 60 s) would take
// most of this load; there is none here.
//
// Every answer is checked: 200, the Northwind site (id, name, slug and plan count as the demo data writes
// them), and for the first HTML its language (lang attribute, the explorer's title, the site's highlighter
// text in that language and not in the other) and the page data in it. The headline is the CPU per request of
// each process of the path's system (their own user + system time from /proc), beside latency and
// throughput, with the load average at the start and the end.
//
//   node bench/explorer-page.mjs [--requests 1000] [--concurrency 200] [--concurrent-requests 5000]
//     [--rounds 4] [--warmup 200] [--block 250] [--cache-ms <ms>] [--no-build]
//
// Results: bench/results/explorer-page.json.
import { gunzipSync } from 'node:zlib';
import { ensureNode24, startTemporarySystem } from '../infra/load/temp-system.mjs';
import * as xp from './explorer-page-measure.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { explorerEnv } = await import('../apps/explorer/dist/config.js');
const { demoSites } = await import('../apps/explorer/dist/demo/demo-sites.js');
const { EXPLORER_DATA_ELEMENT_ID } = await import('../apps/gateway/dist/web/explorer-ssr.js');
const { EXPLORER_TEXTS_EN, EXPLORER_TEXTS_ES } = await import('@onboard/domain');
const { EXPLORER_PUBLIC_CACHE_CONTROL } = await import('@onboard/contracts');
const { demoId } = await import('@onboard/server-kit');

// The service's own default time, read from its configuration's schema.
const DEFAULT_CACHE_MS = explorerEnv.shape.EXPLORER_PUBLIC_CACHE_MS.parse(undefined);
const { args, options } = lib.parseBenchOptions({
  // Four rounds: the six paths take turns in the concurrent phase as in the sequential one.
  defaults: {
    requests: '1000',
    warmup: '200',
    block: '250',
    concurrency: '200',
    concurrentRequests: '5000',
    rounds: '4',
  },
  extra: { 'cache-ms': { type: 'string', default: String(DEFAULT_CACHE_MS) } },
  check: (values) => {
    const ms = Number(values['cache-ms']);
    if (!Number.isInteger(ms) || ms <= 0 || !explorerEnv.shape.EXPLORER_PUBLIC_CACHE_MS.safeParse(ms).success)
      throw new Error(`Bad option --cache-ms: ${values['cache-ms']} (the hit system's cache time, above 0)`);
  },
});
const cacheMs = Number(args['cache-ms']);

// The demo LIVE site, as the explorer's seed writes it: what every answer must show.
const site = demoSites().find((demo) => demo.key === 'northwind-foods');
const siteId = demoId(`explorer-site:${site.key}`);
const slug = site.input.vanitySlug;
const TITLE = { en: EXPLORER_TEXTS_EN.publicTitle, es: EXPLORER_TEXTS_ES.publicTitle };
// A benefit type's highlighter, which the first HTML shows in the page's language: the language check.
const highlighter = Object.values(site.input.benefitTypeMetadata ?? {}).find(
  (meta) =>
    meta?.highlighterText &&
    meta.spanishHighlighterText &&
    meta.highlighterText !== meta.spanishHighlighterText,
);
if (!highlighter || TITLE.en === TITLE.es)
  throw new Error('the demo site has no text that tells the languages apart');
const HIGHLIGHTER = { en: highlighter.highlighterText, es: highlighter.spanishHighlighterText };

const cpu = xp.cpuBySystem();
const inheritedCacheMs = process.env.EXPLORER_PUBLIC_CACHE_MS;
// The services read their settings from the environment they are started with (temp-system.mjs passes this
// process's on).
process.env.EXPLORER_PUBLIC_CACHE_MS = String(cacheMs);
const bench = await lib.startBench({ options, build: !args['no-build'] });
cpu.mark('hit');
const { system: hitSystem, running, signals, agent } = bench;

const results = await bench.measure(async () => {
  console.log(`The miss system, EXPLORER_PUBLIC_CACHE_MS=0:`);
  process.env.EXPLORER_PUBLIC_CACHE_MS = '0';
  const missStartedAt = Date.now();
  let missSystem;
  try {
    missSystem = await startTemporarySystem({ build: false });
  } finally {
    if (inheritedCacheMs === undefined) delete process.env.EXPLORER_PUBLIC_CACHE_MS;
    else process.env.EXPLORER_PUBLIC_CACHE_MS = inheritedCacheMs;
  }
  // startBench stops whatever `running.orms` holds with close(), on the run's end and on a signal.
  running.orms.push({ close: () => missSystem.stop() });
  const missStartupSeconds = Math.round((Date.now() - missStartedAt) / 100) / 10;
  cpu.mark('miss');

  const fail = (label, what, body) => {
    throw new Error(`${label}: ${what}: ${String(body).slice(0, 300)}`);
  };
  const isTheSite = (page) =>
    page?.id === siteId &&
    page.name === site.input.name &&
    page.vanitySlug === slug &&
    page.benefits?.length === site.input.benefits.length;

  /** The data call's answer: the Northwind page as JSON. */
  const checkData = (label, answer) => {
    if (answer.status !== 200) fail(label, `status ${answer.status}`, answer.body);
    let page;
    try {
      page = JSON.parse(answer.body.toString('utf8'));
    } catch {
      fail(label, 'not JSON', answer.body);
    }
    if (!isTheSite(page)) fail(label, 'not the Northwind page', answer.body);
    return { page };
  };

  /** The first HTML: the page in `language`, the Northwind page's plans in it and its data for the script. */
  const checkHtml = (label, answer, language) => {
    if (answer.status !== 200) fail(label, `status ${answer.status}`, answer.body);
    if (!/^text\/html/.test(answer.headers['content-type'] ?? ''))
      fail(label, `content-type ${answer.headers['content-type']}`, answer.body);
    // Only a page the gateway found and rendered is public; its fallback (the bare app shell) is no-cache.
    if (answer.headers['cache-control'] !== EXPLORER_PUBLIC_CACHE_CONTROL)
      fail(label, `cache-control ${answer.headers['cache-control']}`, answer.body);
    const html = (
      answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
    ).toString('utf8');
    const other = language === 'es' ? 'en' : 'es';
    if (!html.includes(`<html lang="${language}"`)) fail(label, `not lang="${language}"`, html);
    if (!html.includes(`<title>${xp.escapeHtml(TITLE[language])}</title>`))
      fail(label, `not the ${language} title`, html);
    const open = `<script type="application/json" id="${EXPLORER_DATA_ELEMENT_ID}">`;
    const at = html.indexOf(open);
    if (at < 0) fail(label, 'no page data', html);
    const root = html.indexOf('<div id="root">');
    if (root < 0 || root > at) fail(label, 'no page content', html);
    const content = html.slice(root, at);
    if (
      !content.includes(xp.escapeHtml(HIGHLIGHTER[language])) ||
      content.includes(xp.escapeHtml(HIGHLIGHTER[other]))
    )
      fail(label, `the plans not in ${language}`, content);
    let data;
    try {
      data = JSON.parse(html.slice(at + open.length, html.indexOf('</script>', at)));
    } catch {
      fail(label, 'page data not JSON', html);
    }
    if (data.explorerPageId !== slug || !isTheSite(data.page))
      fail(label, 'not the Northwind page data', html);
    return { html, page: data.page };
  };

  const systems = { hit: hitSystem, miss: missSystem };
  const KINDS = {
    'html-en': {
      what: 'first HTML en',
      path: `/benefits-explorer/${slug}`,
      // No Accept-Language: the language must come from the address.
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      check: (label, answer) => checkHtml(label, answer, 'en'),
    },
    'html-es': {
      what: 'first HTML es',
      path: `/es/benefits-explorer/${slug}`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      check: (label, answer) => checkHtml(label, answer, 'es'),
    },
    data: {
      what: 'data call',
      path: `/api/explorer-pages/${slug}`,
      headers: { accept: 'application/json' },
      check: checkData,
    },
  };
  // Hit and miss of each kind next to each other: the turns of the two fall closest in time.
  const PATHS = {};
  for (const [kind, spec] of Object.entries(KINDS)) {
    for (const system of ['hit', 'miss']) {
      const url = `${systems[system].url}${spec.path}`;
      const label = `${spec.what}, ${system}`;
      PATHS[`${kind}-${system}`] = {
        kind,
        system,
        label,
        get: () => xp.timedGet(url, { agent, headers: spec.headers }),
        call: async () => {
          const answer = await xp.timedGet(url, { agent, headers: spec.headers });
          spec.check(label, answer);
          return answer.ms;
        },
      };
    }
  }

  // One answer of each first: what they weigh, and the two systems showing the same page.
  const sizes = {};
  const pages = {};
  for (const [name, path] of Object.entries(PATHS)) {
    const answer = await path.get();
    const checked = KINDS[path.kind].check(path.label, answer);
    pages[name] = checked.page;
    sizes[name] = {
      sent: answer.body.length,
      ...(checked.html ? { html: Buffer.byteLength(checked.html) } : {}),
    };
  }
  // The chat status aside: a provider slower than CHAT_STATUS_TIMEOUT_MS shows as offline, which on a busy
  // machine can differ between the two systems' first renders without anything else differing.
  const withoutChat = ({ chat: _chat, ...page }) => page;
  lib.expectSameAnswer(withoutChat(pages['data-hit']), withoutChat(pages['data-miss']), {
    what: ' (the hit and miss systems)',
  });
  for (const kind of ['html-en', 'html-es'])
    lib.expectSameAnswer(pages[`${kind}-hit`], pages['data-hit'], {
      what: ` (${kind}'s data and the data call)`,
    });
  console.log(
    `"${pages['data-hit'].name}" (${siteId}), ${pages['data-hit'].benefits.length} plans; data call ` +
      `${sizes['data-hit'].sent} bytes of JSON; first HTML en ${sizes['html-en-hit'].sent} bytes gzip ` +
      `(${sizes['html-en-hit'].html} as HTML), es ${sizes['html-es-hit'].sent} (${sizes['html-es-hit'].html}). ` +
      `Hit system: EXPLORER_PUBLIC_CACHE_MS=${cacheMs}; miss system: 0.`,
  );

  await lib.warmUp(
    Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [name, path.call])),
    options,
  );
  if (signals.interrupted) throw new Error('interrupted');
  const sequential = await xp.sequentialPhase(PATHS, options, cpu);
  if (signals.interrupted) throw new Error('interrupted');
  const concurrent = await xp.concurrentPhase(PATHS, options, cpu);

  const missOverHit = (set) =>
    Object.fromEntries(
      Object.keys(KINDS).map((kind) => [
        kind,
        lib.ratio(set[`${kind}-miss`].cpuMsPerRequest.total, set[`${kind}-hit`].cpuMsPerRequest.total),
      ]),
    );
  return lib.benchResults(
    bench,
    {
      site: { id: siteId, slug, name: site.input.name, plans: site.input.benefits.length },
      paths: Object.fromEntries(
        Object.entries(PATHS).map(([name, path]) => [
          name,
          { request: `GET ${KINDS[path.kind].path}`, cache: path.system, bytes: sizes[name] },
        ]),
      ),
      explorerPublicCacheMs: { hit: cacheMs, miss: 0 },
      startupSeconds: { hit: bench.startupSeconds, miss: missStartupSeconds },
      cpuUnit: 'ms per request, user + system time from /proc',
    },
    {
      options,
      sequential: { ...sequential, cpuMissOverHit: missOverHit(sequential) },
      concurrent: { ...concurrent, cpuMissOverHit: missOverHit(concurrent) },
    },
  );
});

const LABELS = {
  'html-en-hit': 'first HTML en, hit',
  'html-en-miss': 'first HTML en, miss',
  'html-es-hit': 'first HTML es, hit',
  'html-es-miss': 'first HTML es, miss',
  'data-hit': 'data call, hit',
  'data-miss': 'data call, miss',
};
const n = (x) => ` ${x.toFixed(3).padStart(8)}`;
const byProcess = ({ total: _total, ...parts }) =>
  Object.entries(parts)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
for (const phase of ['sequential', 'concurrent']) {
  const set = results[phase];
  const { requests, block, concurrency, concurrentRequests, rounds } = results.options;
  console.log(
    phase === 'sequential'
      ? `\nOne at a time (n=${requests} per path, in turns of ${block}):`
      : `\n${concurrency} in flight (n=${concurrentRequests} per path, in ${rounds} rounds):`,
  );
  console.log(
    ''.padEnd(22) +
      ['CPU ms', 'mean', 'p50', 'p95', 'p99', ...(phase === 'concurrent' ? ['req/s'] : [])]
        .map((head) => head.padStart(9))
        .join(''),
  );
  for (const [name, label] of Object.entries(LABELS)) {
    const s = set[name];
    console.log(
      `${label.padEnd(22)}${n(s.cpuMsPerRequest.total)}${n(s.mean)}${n(s.p50)}${n(s.p95)}${n(s.p99)}` +
        (phase === 'concurrent' ? String(s.requestsPerSecond).padStart(9) : ''),
    );
  }
  console.log(
    'CPU per request by process, ms (the bench: its load generation and checks, not counted above):',
  );
  for (const [name, label] of Object.entries(LABELS)) {
    const s = set[name];
    console.log(`  ${label.padEnd(20)}${byProcess(s.cpuMsPerRequest)}; bench ${s.benchCpuMsPerRequest}`);
  }
  const elsewhere = Math.max(...Object.keys(LABELS).map((name) => set[name].elsewhereCpuMsPerRequest));
  console.log(`  (the other system, idle meanwhile: at most ${elsewhere} ms per request, not counted)`);
}
const m = results.machine;
console.log(`\nMachine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`);
const headline = (set, phase) =>
  ['html-en', 'html-es', 'data']
    .map(
      (kind) =>
        `${LABELS[`${kind}-hit`].replace(', hit', '')} ${set[`${kind}-hit`].cpuMsPerRequest.total} → ` +
        `${set[`${kind}-miss`].cpuMsPerRequest.total} ms (${set.cpuMissOverHit[kind]}×` +
        (phase === 'concurrent'
          ? `; ${set[`${kind}-hit`].requestsPerSecond} → ${set[`${kind}-miss`].requestsPerSecond} req/s`
          : `; p50 ${set[`${kind}-hit`].p50} → ${set[`${kind}-miss`].p50} ms`) +
        ')',
    )
    .join(', ');
console.log(
  `explorer-page CPU per request of the system, hit → miss, load average ${m.loadAverage1m} → ` +
    `${m.loadAverage1mAtEnd}:\n  one at a time: ${headline(results.sequential, 'sequential')}\n` +
    `  ${results.options.concurrency} in flight: ${headline(results.concurrent, 'concurrent')}`,
);
lib.writeResults('explorer-page.json', results);
process.exit(0);
