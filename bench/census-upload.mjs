// A census from upload to report through the whole system (issue 11 benchmark "a 1,000,000-row CSV from upload
// to report in under 30 s"): a generated CSV of --rows rows (1% of them with a wrong zip code) is uploaded
// through the gateway (multipart → shared storage → the documents service's inspection), its suggested
// mapping is confirmed, and the JetStream job validates it; the clock stops when the file is VALIDATED and its
// report's first page answers. Also reported: each phase's time, the documents process's peak memory (VmHWM),
// and the report's counts (which must be the 1% planted).
//
//   node bench/census-upload.mjs [--rows 1000000] [--no-build]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results:
// bench/results/census-upload.json.
import { createWriteStream, openAsBlob, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import { PAYROLL_HEADERS } from '../tests/system/census-file.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '1', warmup: '0', block: '1', concurrentRequests: '10' },
  extra: { rows: { type: 'string', default: '1000000' } },
  check: (a) => {
    if (!(Number(a.rows) >= 100)) throw new Error('--rows must be at least 100');
  },
});
const rows = Number(args.rows);

/**
 * Writes the CSV: valid rows, except every 100th with a wrong zip code. Its headers are the census tests'
 * (a payroll export's, which the suggested mapping matches), each row's values in their order.
 */
async function writeCensus(path, count, className, coverage) {
  const out = createWriteStream(path);
  out.write(`${PAYROLL_HEADERS.join(',')}\r\n`);
  for (let n = 1; n <= count; n++) {
    const ssn = `${100 + (n % 500)}-${10 + (Math.floor(n / 500) % 89)}-${1000 + Math.floor(n / 44_500)}`;
    const zip = n % 100 === 0 ? 'x' : '97201';
    const line = `E${n},Employee,${ssn},First${n},Last${n},1980-04-12,F,2015-06-01,${className},"55,000",OR,${zip},${coverage}\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Peak resident memory of the documents service (VmHWM of its process), in MiB. */
function documentsPeakMiB() {
  for (const pid of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/apps\/documents\/dist\/main\.js/.test(command)) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (hwm) return Math.round(Number(hwm[1]) / 1024);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

const bench = await lib.startBench({ options: { ...options, concurrency: 1 }, build: !args['no-build'] });
const { system } = bench;
const folder = await mkdtemp(join(tmpdir(), 'onboard-census-bench-'));

const results = await bench.measure(async () => {
  const session = await signIn(system.url, 'admin');
  const headers = {
    cookie: [session.cookie, session.csrfCookie].filter(Boolean).join('; '),
    'x-csrf-token': session.csrf ?? '',
  };
  const api = async (method, path, body) => {
    const res = await fetch(`${system.url}/api${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const { demoId } = await import('@onboard/server-kit');
  const clientId = demoId('client:northwind-foods');
  const client = await api('GET', `/clients/${clientId}`);
  const policy = client.policies.find((p) => p.slfCoverages.length > 0);
  if (!policy) throw new Error('no policy with coverages in the demo client');
  const classes = await api('GET', `/clients/${clientId}/employee-classes`);
  let className = classes[0]?.name;
  if (!className) {
    className = 'Salaried';
    await api('POST', `/clients/${clientId}/employee-classes`, { name: className, knownClassCount: 0 });
  }
  const file = join(folder, 'census.csv');
  const writeStarted = Date.now();
  await writeCensus(file, rows, className, policy.slfCoverages[0]);
  const bytes = statSync(file).size;
  console.log(
    `Generated ${rows.toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${Date.now() - writeStarted} ms`,
  );

  const t0 = Date.now();
  const form = new FormData();
  form.append('category', 'census');
  form.append('policyId', policy.id);
  form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'census.csv');
  const uploadRes = await fetch(`${system.url}/api/clients/${clientId}/documents`, {
    method: 'POST',
    headers,
    body: form,
  });
  const document = await uploadRes.json();
  if (uploadRes.status !== 201) throw new Error(`upload: ${uploadRes.status} ${JSON.stringify(document)}`);
  const t1 = Date.now();
  const base = `/clients/${clientId}/census/${policy.id}`;
  const census = await api('GET', `${base}/files/${document.id}`);
  await api('PUT', `${base}/files/${document.id}/mapping`, {
    mapping: census.mapping,
    source: 'PAYROLL_SYSTEM',
  });
  const t2 = Date.now();
  let done;
  for (;;) {
    done = await api('GET', `${base}/files/${document.id}`);
    if (done.status === 'VALIDATED' || done.status === 'FAILED') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const t3 = Date.now();
  const report = await api('GET', `${base}/validation-report/${document.id}?limit=50`);
  const t4 = Date.now();
  if (done.status !== 'VALIDATED')
    throw new Error(`validation ${done.status}: ${JSON.stringify(done.domainValidations)}`);
  const expectedErrors = Math.floor(rows / 100);
  if (done.summary.counts.error !== expectedErrors) {
    throw new Error(`expected ${expectedErrors} errors, the report has ${done.summary.counts.error}`);
  }
  return {
    bench: 'census-upload',
    machine: bench.machineAtStart,
    rows,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    seconds: {
      upload: (t1 - t0) / 1000,
      mapping: (t2 - t1) / 1000,
      validation: (t3 - t2) / 1000,
      firstReportPage: (t4 - t3) / 1000,
      total: (t4 - t0) / 1000,
    },
    rowsPerSecondValidated: Math.round(rows / ((t3 - t2) / 1000)),
    documentsPeakMiB: documentsPeakMiB(),
    report: {
      errors: done.summary.counts.error,
      warnings: done.summary.counts.warning,
      firstPage: report.issues.length,
    },
  };
});
await rm(folder, { recursive: true, force: true });

console.log(JSON.stringify(results, null, 2));
console.log(
  `census-upload: ${rows.toLocaleString('en-US')} rows (${results.megabytes} MiB) from upload to report in ` +
    `${results.seconds.total} s (upload ${results.seconds.upload} s, validation ${results.seconds.validation} s, ` +
    `${results.rowsPerSecondValidated.toLocaleString('en-US')} rows/s); documents peak ${results.documentsPeakMiB} MiB`,
);
lib.writeResults('census-upload.json', results);
process.exit(0);
