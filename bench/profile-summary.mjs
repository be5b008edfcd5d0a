// Where a process's CPU time went, from a V8 .cpuprofile (node --cpu-prof): self time by area (the package or
// part of Node a frame belongs to) and the heaviest functions. A flame graph in text, for bench/README.md.
//
//   NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" node bench/client-read.mjs --no-build
//   node bench/profile-summary.mjs /tmp/prof [--top 15] [--only gateway] [--last 30]
//
// --last <seconds> keeps only the profile's last seconds (the bench's measuring comes last; start-up, module
// loading above all, would otherwise weigh as much as the requests).
// With a folder, each profile is named by the app it ran (apps/<name>/dist) and summarised. An app run from its
// bundle (decision 239) is one area, apps/<name>: the packages in the bundle are not told apart.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '12' },
    only: { type: 'string' },
    last: { type: 'string' },
  },
});
const target = positionals[0] ?? '/tmp/prof';
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(target, f))
  : [target];

function areaOf(url, name) {
  if (!url) return name === '(garbage collector)' ? 'GC' : name.startsWith('(') ? name : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const app = /\/(apps|libs)\/([^/]+)\//.exec(url);
  return app ? `${app[1]}/${app[2]}` : 'other';
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const app = profile.nodes
    .map((n) => /apps\/([^/]+)\/dist\/main(?:\.bundle)?\.m?js/.exec(n.callFrame.url)?.[1])
    .find(Boolean);
  if (values.only && app !== values.only) continue;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  // Sample i happened at startTime + the deltas up to it; with --last only the final window counts.
  const from = values.last ? profile.endTime - Number(values.last) * 1e6 : -Infinity;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => byId.get(id).callFrame.functionName === '(idle)')
    .reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const areas = new Map();
  const fns = new Map();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (functionName === '(idle)') continue;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + t);
    const key = `${functionName || '(anonymous)'}  ${area}${url && !url.startsWith('node:') ? `:${lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
  }
  const pct = (t) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
  console.log(
    `\n${app ?? 'bench process'} (${file.split('/').pop()}): ${(busy / 1e6).toFixed(1)} s busy of ${(total / 1e6).toFixed(1)} s`,
  );
  console.log('  self time by area:');
  for (const [area, t] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`    ${pct(t)}  ${area}`);
  console.log('  heaviest functions (self):');
  for (const [fn, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`    ${pct(t)}  ${fn}`);
}
