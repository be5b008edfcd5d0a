// The Company Information Summary PDF through the gateway (issue 9): a client with 20 employee classes,
// 50 contacts and 30 locations (made through the API first), its PDF asked for --requests times one after the
// other, then --concurrency at once. Reports the time to the last byte (mean/p50/p95/max), the PDF's size
// and pages. Target: under 1 s.
//
//   node bench/eif-summary-pdf.mjs [--requests 30] [--concurrency 4] [--no-build]
//
// It starts its own system on temporary infrastructure and stops it afterwards. Results:
// bench/results/eif-summary-pdf.json.
import 'reflect-metadata';
import http from 'node:http';
import { ensureNode24 } from '../infra/load/temp-system.mjs';
import { signIn } from '../infra/load/sign-in.mjs';
import * as lib from './lib.mjs';

await ensureNode24(import.meta.url);

const { args, options } = lib.parseBenchOptions({
  defaults: { requests: '30', warmup: '3', block: '0', concurrency: '4', concurrentRequests: '20' },
});
const bench = await lib.startBench({ options, build: !args['no-build'] });
const { system } = bench;

const results = await bench.measure(async () => {
  const { demoId } = await import('@onboard/server-kit');
  const clientId = demoId('client:granite-manufacturing');
  const session = await signIn(system.url, 'admin');
  const headers = {
    'content-type': 'application/json',
    cookie: `${session.cookie}; ${session.csrfCookie}`,
    'x-csrf-token': session.csrf,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const call = (method, path, body) =>
    new Promise((resolve, reject) => {
      const data = body ? JSON.stringify(body) : undefined;
      const started = process.hrtime.bigint();
      const req = http.request(
        new URL(path, system.url),
        {
          method,
          agent,
          headers: data ? { ...headers, 'content-length': Buffer.byteLength(data) } : headers,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const bytes = Buffer.concat(chunks);
            if (res.statusCode >= 300)
              reject(new Error(`${method} ${path}: ${res.statusCode} ${bytes.toString().slice(0, 300)}`));
            else resolve({ ms, bytes, status: res.statusCode });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  const base = `/api/clients/${clientId}`;

  // The client's records: 30 locations, 20 classes, 50 contacts.
  for (let i = 1; i <= 30; i++) {
    await call('POST', `${base}/locations`, {
      name: `Plant ${i}`,
      address1: `${100 + i} Industrial Parkway, Building ${i}`,
      city: 'Wilmington',
      state: 'DE',
      zipCode: '19801',
    });
  }
  for (let i = 1; i <= 20; i++) {
    const known = JSON.parse((await call('GET', `${base}/employee-classes`)).bytes.toString()).length;
    await call('POST', `${base}/employee-classes`, {
      name: `Class ${i}: salaried employees of division ${i}`,
      description: `Full-time employees working at least 30 hours a week in division ${i}`,
      employmentType: 'FULL_TIME',
      minimumHoursPerWeek: 30,
      knownClassCount: known,
    });
  }
  let contacts = 0;
  const hasContacts = await call('GET', `${base}/contacts`).then(
    () => true,
    () => false,
  );
  if (hasContacts) {
    for (let i = 1; i <= 50; i++) {
      await call('POST', `${base}/contacts`, {
        firstName: `Contact${i}`,
        lastName: 'Example',
        email: `contact${i}@granite.example`,
        phoneNumber: '3025550100',
        type: 'WEB_ADMIN',
        locationManagementType: 'ALL',
      });
      contacts += 1;
    }
  }

  const path = `${base}/eif-summary?tz=America%2FChicago`;
  for (let i = 0; i < options.warmup; i++) await call('GET', path);
  const sequential = [];
  let size = 0;
  let pages = 0;
  for (let i = 0; i < options.requests; i++) {
    const { ms, bytes } = await call('GET', path);
    sequential.push(ms);
    size = bytes.length;
    pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  }
  const concurrent = [];
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.concurrentRequests) {
        next += 1;
        concurrent.push((await call('GET', path)).ms);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  const stats = lib.latencyStats;
  const summary = {
    records: { locations: 30, classes: 20, contacts },
    pdf: { bytes: size, pages },
    sequentialMs: stats(sequential),
    concurrent: {
      inFlight: options.concurrency,
      ms: stats(concurrent),
      perSecond: lib.round2(concurrent.length / seconds),
    },
  };
  const { date, machine } = await lib.benchResults(bench, {}, { options, sequential: {}, concurrent: {} });
  console.log(
    `\nSummary PDF through the gateway (${summary.records.classes} classes, ${contacts} contacts, 30 locations; ${pages} pages, ${Math.round(size / 1024)} kB):`,
  );
  console.log(`  one at a time: ${JSON.stringify(summary.sequentialMs)} ms`);
  console.log(
    `  ${options.concurrency} at once: ${JSON.stringify(summary.concurrent.ms)} ms, ${summary.concurrent.perSecond}/s`,
  );
  return { date, machine, ...summary };
});

lib.writeResults('eif-summary-pdf.json', results);
