// The census engine (issue 11 item 3, issue 33 item 4), no HTTP. Headline: CPU rows per second (user + system
// time of the process doing the work, every thread: process.cpuUsage), for parsing alone, validation alone and
// the whole engine (validateCensusStream), on a plain CSV and on one with a realistic share of quoted fields,
// and the peak memory of the job alone at 100,000 and --rows rows (default 1,000,000).
//
// Every measurement runs in a child process of its own (a fresh heap, CPU time counted from after the modules
// are loaded), the kinds taking turns round after round so that a busy neighbour hits them all alike. With
// --baseline <checkout> (a folder holding another version's built libs/domain/dist, libs/contracts/dist and
// apps/documents/dist, e.g. a copy taken before a change), the same runs are made on that engine too,
// interleaved, and the two engines' reports must be identical (a hash of the whole report per file).
//
//   node bench/census.mjs [--rows 1000000] [--cpu-rows <--rows>] [--rounds 3] [--baseline <checkout>]
//                         [--no-build] [--dir <folder>] [--readers [--xlsx-rows 1000000]]
//
// The files (see `censusRow`): 17 columns, employees with about one dependent in three, about 1% of rows with
// an error of five kinds. The quoted file is the same census with what real exports quote: one address in
// four with a unit ("12 Main St, Apt 5"), one last name in twenty with a suffix ("Smith, Jr."), one first name
// in two hundred with a nickname in quotes (`Ana "An"`, its quotes doubled): 29% of rows and 1.8% of cells
// are quoted. Memory: VmHWM of a child that runs the whole engine on the file, minus VmHWM of a child that
// loads the same modules and does nothing (Node and the modules, about 50 MiB), both with
// --max-semi-space-size=8 as the documents service runs the job (decision 114), and with Node's defaults.
//
// --readers also runs the earlier comparisons (decisions 114, 119): papaparse feeding the same validator, and
// XLSX files of 100,000 and --xlsx-rows rows through our reader and exceljs's streaming reader (wall time).
//
// It imports the built output (apps/documents/dist, libs/*/dist: `tsc -b apps/documents` first unless
// --no-build). Files go to a temporary folder, removed afterwards (or to --dir, kept and reused).
// Results: bench/results/census.json.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { registerHooks } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureNode24, machineInfo } from '../infra/load/temp-system.mjs';
import { writeResults } from './lib.mjs';

await ensureNode24(import.meta.url);

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'cpu-rows': { type: 'string' }, // default: --rows
    rounds: { type: 'string', default: '3' },
    baseline: { type: 'string' },
    readers: { type: 'boolean', default: false },
    'xlsx-rows': { type: 'string', default: '1000000' },
    'no-build': { type: 'boolean', default: false },
    dir: { type: 'string' }, // keep the generated files here (and reuse them when present)
    child: { type: 'string' }, // internal: parse | validate | engine | idle | papaparse | xlsx | exceljs
    file: { type: 'string' },
    root: { type: 'string' }, // internal: the checkout whose built engine a child loads
  },
});

const HERE = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = args.root ? resolve(args.root) : HERE;
// The workspace libraries of the checkout measured (a git worktree's node_modules may be another checkout's).
registerHooks({
  resolve(specifier, context, next) {
    const lib = /^@onboard\/(domain|contracts)$/.exec(specifier);
    if (lib)
      return { url: pathToFileURL(join(ROOT, 'libs', lib[1], 'dist', 'index.js')).href, shortCircuit: true };
    return next(specifier, context);
  },
});
const CONTEXT = {
  employeeClasses: ['Salaried', 'Hourly', 'Executives', 'Part-time'],
  coverages: ['Basic Life', 'Basic AD&D', 'Long Term Disability', 'Dental', 'Vision'],
  today: '2026-11-26',
};
const HEADERS = [
  'Employee ID',
  'Relationship',
  'SSN',
  'First Name',
  'Last Name',
  'Date of Birth',
  'Gender',
  'Date of Hire',
  'Class',
  'Annual Salary',
  'Hours per Week',
  'Address',
  'City',
  'State',
  'Zip',
  'Email',
  'Coverage',
];
const FIRST = ['Ana', 'Luis', 'Eva', 'Noah', 'Mia', 'Liam', 'Zoë', 'Omar', 'Chen', 'Priya'];
const LAST = ['Reyes', 'Smith', "O'Neil", 'Nguyen', 'García', 'Johnson', 'Kowalski', 'Okafor'];
const CITIES = [
  ['Boston', 'MA', '02116'],
  ['Austin', 'TX', '73301'],
  ['Denver', 'CO', '80202'],
  ['Miami', 'FL', '33101'],
];
const COVERAGE = [
  'Basic Life; Long Term Disability',
  'Basic Life; Basic AD&D; Dental',
  'Basic Life',
  'Dental; Vision',
];

const pad = (n, width) => String(n).padStart(width, '0');
const date = (y, m, d, iso) => (iso ? `${y}-${pad(m, 2)}-${pad(d, 2)}` : `${pad(m, 2)}/${pad(d, 2)}/${y}`);

/**
 * Row i of the census (values, as strings): employees with about one dependent in three, ~1% with an error.
 * `quoted`: what real exports quote (see the top of the file): 29% of rows, 1.8% of cells.
 */
function censusRow(i, employeeNo, quoted = false) {
  const dependent = i % 3 === 2;
  const [city, state, zip] = CITIES[i % CITIES.length];
  const child = dependent && i % 2 === 1;
  const birthYear = child ? 2002 + (i % 22) : 1960 + (i % 40);
  const hireYear = Math.min(2025, Math.max(birthYear + 18, 2000) + (i % 7));
  const row = [
    `E${pad(employeeNo, 7)}`,
    dependent ? (child ? 'Child' : 'Spouse') : 'Employee',
    `${pad(1 + (i % 665), 3)}-${pad(1 + (Math.floor(i / 665) % 99), 2)}-${pad(1 + (Math.floor(i / 65835) % 9999), 4)}`,
    FIRST[i % FIRST.length],
    LAST[i % LAST.length],
    date(birthYear, 1 + (i % 12), 1 + (i % 28), i % 2 === 0),
    i % 2 ? 'F' : 'M',
    dependent ? '' : date(hireYear, 1 + (i % 12), 1 + (i % 28), false),
    dependent ? '' : CONTEXT.employeeClasses[i % 4],
    dependent ? '' : `${40000 + (i % 90) * 1000}.00`,
    dependent ? '' : String(20 + (i % 21)),
    `${1 + (i % 9000)} Main St`,
    city,
    state,
    zip,
    dependent ? '' : `person${i}@example.com`,
    dependent ? '' : COVERAGE[i % COVERAGE.length],
  ];
  if (quoted) {
    if (i % 4 === 1) row[11] += `, Apt ${1 + (i % 50)}`;
    if (i % 20 === 3) row[4] += ', Jr.';
    if (i % 200 === 7) row[3] = `${row[3]} "${row[3].slice(0, 2)}"`;
  }
  // ~1% errors, of several kinds.
  if (i % 100 === 37) {
    const kind = ((i / 100) % 5) | 0;
    if (kind === 0) row[14] = zip.slice(1);
    else if (kind === 1) row[2] = '666-12-3456';
    else if (kind === 2) row[5] = '13/45/1980';
    else if (kind === 3 && !dependent) row[8] = 'Interns';
    else row[13] = 'XX';
  }
  return row;
}

const csvLine = (values) =>
  values.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');

async function writeCsv(file, rows, quoted = false) {
  const out = createWriteStream(file);
  let lines = [csvLine(HEADERS)];
  let employeeNo = 0;
  for (let i = 0; i < rows; i++) {
    if (i % 3 !== 2) employeeNo++;
    lines.push(csvLine(censusRow(i, employeeNo, quoted)));
    if (lines.length >= 10_000) {
      if (!out.write(lines.join('\n') + '\n')) await once(out, 'drain');
      lines = [];
    }
  }
  out.end(lines.length ? lines.join('\n') + '\n' : '');
  await once(out, 'finish');
}

async function writeXlsx(file, rows) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Census');
  sheet.columns = HEADERS.map((header, i) => ({
    header,
    key: String(i),
    ...(i === 5 || i === 7 ? { style: { numFmt: 'mm/dd/yyyy' } } : {}),
  }));
  let employeeNo = 0;
  for (let i = 0; i < rows; i++) {
    if (i % 3 !== 2) employeeNo++;
    const values = censusRow(i, employeeNo);
    // Dates as date cells, salary and hours as numbers, as a spreadsheet holds them.
    const asDate = (text) => {
      if (!text) return null;
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
      if (!m) return text;
      const [y, mo, d] = text.includes('-') ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
      return Number(mo) > 12 ? text : new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    };
    values[5] = asDate(values[5]);
    values[7] = asDate(values[7]);
    if (values[9]) values[9] = Number(values[9]);
    if (values[10]) values[10] = Number(values[10]);
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function load() {
  const domain = await import('@onboard/domain');
  const parse = await import(pathToFileURL(join(ROOT, 'apps/documents/dist/census/parse/index.js')).href);
  return { domain, parse };
}

/** The chosen pipeline: parseCensus (udsv + exact reader) → validator. */
async function runUdsv(file, kind) {
  const { parse } = await load();
  const started = performance.now();
  const { report } = await parse.validateCensusStream(
    createReadStream(file, { highWaterMark: 256 * 1024 }),
    kind,
    CONTEXT,
  );
  return { seconds: (performance.now() - started) / 1000, report };
}

/** The same validator fed by papaparse's streaming parser. */
async function runPapaparse(file) {
  const { domain } = await load();
  const { default: Papa } = await import('papaparse');
  const started = performance.now();
  let validator = null;
  let rowNumber = 1;
  await new Promise((resolve, reject) => {
    Papa.parse(createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 }), {
      skipEmptyLines: false,
      chunk(results) {
        for (const row of results.data) {
          if (!validator) {
            validator = domain.createCensusValidator(CONTEXT, domain.suggestMapping(row).mapping, row);
            rowNumber = 2;
            continue;
          }
          validator.row(row, rowNumber++);
        }
      },
      complete: resolve,
      error: reject,
    });
  });
  return { seconds: (performance.now() - started) / 1000, report: validator.finish() };
}

/** An XLSX cell's value as text, as our reader gives it (dates YYYY-MM-DD: exceljs reads them as UTC dates). */
function cellText(value) {
  if (value === null || value === undefined) return '';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
    case 'object':
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
      if (value.richText) return value.richText.map((part) => part.text).join('');
      if (value.formula !== undefined || value.sharedFormula !== undefined) return cellText(value.result);
      if (value.text !== undefined) return cellText(value.text);
      if (value.error !== undefined) return value.error;
      return '';
    default:
      return '';
  }
}

/** The same validator fed by exceljs's streaming reader (what parseCensus used before decision 119). */
async function runExceljs(file) {
  const { domain } = await load();
  const { default: ExcelJS } = await import('exceljs');
  const started = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let validator = null;
  let width = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values;
      if (!validator) {
        const headers = [];
        for (let i = 1; i < values.length; i++) headers.push(cellText(values[i]).trim());
        width = headers.length;
        validator = domain.createCensusValidator(CONTEXT, domain.suggestMapping(headers).mapping, headers);
        continue;
      }
      const out = new Array(Math.max(width, values.length - 1));
      for (let i = 0; i < out.length; i++) out[i] = cellText(values[i + 1]);
      validator.row(out, row.number);
    }
    break;
  }
  return { seconds: (performance.now() - started) / 1000, report: validator.finish() };
}

/** This process's peak resident memory, KiB (VmHWM: getrusage's maxRSS keeps the parent's peak across exec). */
function peakKiB() {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(
    existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '',
  );
  return hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS;
}

/** CPU seconds (user + system, every thread of this process) since `from` (a process.cpuUsage()). */
const cpuSince = (from) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1e6;
};

/** A report's fingerprint: two engines agree when every count, issue and message is the same. */
const reportHash = (report) => createHash('sha256').update(JSON.stringify(report)).digest('hex').slice(0, 16);

/** One measurement in this (child) process; its result is printed as the last line, JSON. */
async function childRun(kind, file) {
  const { domain, parse } = await load();
  const stream = () => createReadStream(file, { highWaterMark: 256 * 1024 });
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let rows = 0;
  let report = null;
  let validatorSeconds = null;
  if (kind === 'idle') {
    // Node and the engine's modules loaded, nothing read: what every child carries.
  } else if (kind === 'parse') {
    // The parser alone, batches as the engine asks for them (256 rows), rows counted and dropped.
    await parse.parseCensus(stream(), 'csv', (batch) => void (rows += batch.length), { batchSize: 256 });
  } else if (kind === 'validate') {
    // The engine's pipeline as validateCensusStream runs it (batches of 256 rows), with the CPU time spent in
    // the validator's calls counted apart (a getrusage call per batch: about a microsecond for 256 rows).
    let validator = null;
    let inValidator = 0;
    await parse.parseCensus(
      stream(),
      'csv',
      (batch, first) => {
        const before = process.cpuUsage();
        for (let i = 0; i < batch.length; i++) validator.row(batch[i], first + i);
        inValidator += cpuSince(before);
      },
      {
        batchSize: 256,
        onHeaders: (found) =>
          void (validator = domain.createCensusValidator(
            CONTEXT,
            domain.suggestMapping(found).mapping,
            found,
          )),
      },
    );
    const before = process.cpuUsage();
    report = validator.finish();
    inValidator += cpuSince(before);
    validatorSeconds = inValidator;
  } else if (kind === 'engine') {
    ({ report } = await parse.validateCensusStream(stream(), 'csv', CONTEXT));
  } else {
    const run =
      kind === 'papaparse'
        ? await runPapaparse(file)
        : kind === 'exceljs'
          ? await runExceljs(file)
          : await runUdsv(file, 'xlsx');
    report = run.report;
  }
  const cpuSeconds = validatorSeconds ?? cpuSince(cpu);
  if (report) rows = report.rows;
  return {
    kind,
    rows,
    cpuSeconds,
    seconds: (performance.now() - wall) / 1000,
    ...(report
      ? { hash: reportHash(report), errors: report.counts.error, warnings: report.counts.warning }
      : {}),
    peakKiB: peakKiB(),
  };
}

const summary = ({ seconds, report }) => ({
  seconds: Math.round(seconds * 100) / 100,
  rowsPerSecond: Math.round(report.rows / seconds),
  rows: report.rows,
  errors: report.counts.error,
  warnings: report.counts.warning,
  issuesKept: report.issues.length,
});

if (args.child) {
  console.log(JSON.stringify(await childRun(args.child, args.file)));
  process.exit(0);
}

const ROWS = Number(args.rows);
const CPU_ROWS = Number(args['cpu-rows'] ?? args.rows);
const ROUNDS = Number(args.rounds);
const XLSX_ROWS = Number(args['xlsx-rows']);
for (const [name, value] of Object.entries({ ROWS, CPU_ROWS, ROUNDS, XLSX_ROWS }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`Bad --${name.toLowerCase().replace('_', '-')}`);
const BASELINE = args.baseline ? resolve(args.baseline) : null;
if (BASELINE && !existsSync(join(BASELINE, 'apps/documents/dist/census/parse/index.js')))
  throw new Error(
    `--baseline ${BASELINE}: no built engine there (apps/documents/dist/census/parse/index.js)`,
  );

if (!args['no-build']) {
  console.log('Building (tsc -b apps/documents)…');
  const build = spawnSync(
    process.execPath,
    [join(HERE, 'node_modules/typescript/bin/tsc'), '-b', join(HERE, 'apps/documents')],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const load3 = () => loadavg().map((x) => Math.round(x * 100) / 100);
const machineAtStart = await machineInfo();
const loadAtStart = load3();
console.log(`Load average at start: ${loadAtStart.join(', ')} (1, 5, 15 min; ${cpus().length} cores)`);
const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'census-bench-'));
if (args.dir) mkdirSync(dir, { recursive: true });
const mib = (file) => Math.round(statSync(file).size / 2 ** 20);

/**
 * A measurement in a child process of `root`'s engine. Its deadline grows with the file and with the machine's
 * load (a child on a busy machine waits for a core); past it the bench stops with a line saying so.
 */
async function child(kind, file, { root = HERE, flags = [], rows = ROWS } = {}) {
  const busy = Math.max(1, loadavg()[0] / cpus().length);
  const deadlineSeconds = Math.round((60 + rows / 5_000) * busy);
  const proc = spawn(
    process.execPath,
    [...flags, fileURLToPath(import.meta.url), '--child', kind, '--file', file, '--root', root],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (err += d));
  const timer = setTimeout(() => proc.kill('SIGKILL'), deadlineSeconds * 1000);
  const [code, signal] = await once(proc, 'exit');
  clearTimeout(timer);
  if (signal === 'SIGKILL') {
    console.error(
      `census bench: the ${kind} run of ${file} (${root === HERE ? 'this engine' : root}) took more than ${deadlineSeconds} s ` +
        `(load average ${load3().join(', ')} on ${cpus().length} cores): stopped. Rerun on a quieter machine or with fewer --rows.`,
    );
    process.exit(1);
  }
  if (code !== 0) throw new Error(`child ${kind} ${file} failed (${code}): ${err}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const perCpuSecond = (runs) => Math.round(runs[0].rows / median(runs.map((r) => r.cpuSeconds)));

try {
  const files = {
    plainCpu: join(dir, `census-plain-${CPU_ROWS}.csv`),
    quotedCpu: join(dir, `census-quoted-${CPU_ROWS}.csv`),
    plain100k: join(dir, 'census-plain-100000.csv'),
    quoted100k: join(dir, 'census-quoted-100000.csv'),
    plainLarge: join(dir, `census-plain-${ROWS}.csv`),
    quotedLarge: join(dir, `census-quoted-${ROWS}.csv`),
  };
  const started = performance.now();
  for (const [name, file] of Object.entries(files)) {
    if (existsSync(file)) continue;
    const rows = name.endsWith('Cpu') ? CPU_ROWS : name.endsWith('100k') ? Math.min(100_000, ROWS) : ROWS;
    await writeCsv(file, rows, name.startsWith('quoted'));
  }
  console.log(
    `CSV written: ${CPU_ROWS} and ${ROWS} rows, plain ${mib(files.plainLarge)} MiB, quoted ${mib(files.quotedLarge)} MiB ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  // CPU: every (engine, file, part) in a child of its own, round after round, the engines' order alternating.
  const engines = BASELINE ? { new: HERE, baseline: BASELINE } : { new: HERE };
  const parts = ['parse', 'validate', 'engine'];
  const shapes = { plain: files.plainCpu, quoted: files.quotedCpu };
  const runs = {};
  for (let round = 1; round <= ROUNDS; round++) {
    const order = Object.keys(engines);
    if (round % 2 === 0) order.reverse();
    for (const shape of Object.keys(shapes))
      for (const part of parts)
        for (const engine of order) {
          const r = await child(part, shapes[shape], {
            root: engines[engine],
            rows: CPU_ROWS,
          });
          ((runs[engine] ??= {})[shape] ??= {})[part] ??= [];
          runs[engine][shape][part].push(r);
        }
    console.log(
      `round ${round}: ` +
        Object.keys(engines)
          .map(
            (e) =>
              `${e}: ` +
              Object.keys(shapes)
                .map(
                  (s) =>
                    `${s} ` +
                    parts
                      .map((p) => `${p} ${Math.round(CPU_ROWS / runs[e][s][p].at(-1).cpuSeconds)}`)
                      .join(' '),
                )
                .join('; '),
          )
          .join(' | '),
    );
  }
  const cpu = {};
  for (const engine of Object.keys(engines)) {
    cpu[engine] = {};
    for (const shape of Object.keys(shapes)) {
      cpu[engine][shape] = {};
      for (const part of parts) cpu[engine][shape][part] = perCpuSecond(runs[engine][shape][part]);
      const hashes = new Set(
        ['validate', 'engine'].flatMap((p) => runs[engine][shape][p].map((r) => r.hash)),
      );
      if (hashes.size !== 1) throw new Error(`${engine} ${shape}: the reports differ between runs`);
      cpu[engine][shape].reportHash = [...hashes][0];
    }
  }
  if (BASELINE)
    for (const shape of Object.keys(shapes))
      if (cpu.new[shape].reportHash !== cpu.baseline[shape].reportHash)
        throw new Error(`the ${shape} file's report differs between this engine and the baseline`);

  // Memory: the whole engine per file in a fresh child, less an idle child's peak; with the documents service's
  // --max-semi-space-size=8 and with Node's defaults.
  console.log('Peak memory, a child process per file…');
  const memory = {};
  for (const engine of Object.keys(engines)) {
    memory[engine] = {};
    for (const [heap, flags] of Object.entries({ semi8: ['--max-semi-space-size=8'], defaults: [] })) {
      const idle = await child('idle', files.plain100k, { root: engines[engine], flags });
      const m = { idleMiB: Math.round(idle.peakKiB / 1024) };
      for (const name of ['plain100k', 'plainLarge', 'quoted100k', 'quotedLarge']) {
        const r = await child('engine', files[name], { root: engines[engine], flags });
        m[name] = {
          jobMiB: Math.round((r.peakKiB - idle.peakKiB) / 1024),
          processMiB: Math.round(r.peakKiB / 1024),
          rowsPerCpuSecond: Math.round(r.rows / r.cpuSeconds),
          hash: r.hash,
        };
      }
      m.growthPlain = Math.round((m.plainLarge.jobMiB / m.plain100k.jobMiB) * 100) / 100;
      m.growthQuoted = Math.round((m.quotedLarge.jobMiB / m.quoted100k.jobMiB) * 100) / 100;
      memory[engine][heap] = m;
    }
    console.log(`${engine}: ${JSON.stringify(memory[engine])}`);
  }
  if (BASELINE)
    for (const name of ['plain100k', 'plainLarge', 'quoted100k', 'quotedLarge'])
      if (memory.new.semi8[name].hash !== memory.baseline.semi8[name].hash)
        throw new Error(`${name}: the report differs between this engine and the baseline`);

  let readers = null;
  if (args.readers) readers = await compareReaders(files.plainLarge);

  const loadAtEnd = load3();
  const results = {
    date: new Date().toISOString(),
    machine: { ...machineAtStart, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd },
    rows: ROWS,
    cpuRows: CPU_ROWS,
    rounds: ROUNDS,
    baseline: BASELINE,
    csvMiB: { plain: mib(files.plainLarge), quoted: mib(files.quotedLarge) },
    rowsPerCpuSecond: cpu,
    memory,
    ...(readers ? { readers } : {}),
  };
  console.log(JSON.stringify(results, null, 2));
  console.log(`\nCPU rows per second (${CPU_ROWS} rows, median of ${ROUNDS} runs, each in a fresh process):`);
  console.log(`${''.padEnd(18)}${parts.map((p) => p.padStart(10)).join('')}`);
  for (const engine of Object.keys(engines))
    for (const shape of Object.keys(shapes))
      console.log(
        `${`${engine} ${shape}`.padEnd(18)}${parts.map((p) => String(cpu[engine][shape][p]).padStart(10)).join('')}`,
      );
  for (const engine of Object.keys(engines)) {
    const m = memory[engine].semi8;
    console.log(
      `${engine}: job memory (peak RSS less ${m.idleMiB} MiB idle, --max-semi-space-size=8): plain ${m.plain100k.jobMiB} → ${m.plainLarge.jobMiB} MiB (${m.growthPlain}×), ` +
        `quoted ${m.quoted100k.jobMiB} → ${m.quotedLarge.jobMiB} MiB (${m.growthQuoted}×) from 100,000 to ${ROWS} rows`,
    );
  }
  console.log(`Load average at start ${loadAtStart.join(', ')}, at end ${loadAtEnd.join(', ')}`);
  console.log(`census engine: ${cpu.new.plain.engine} rows per CPU-second (plain)`);
  console.log(`census engine: ${cpu.new.quoted.engine} rows per CPU-second (quoted)`);
  writeResults('census.json', results);
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}

/** The earlier comparisons (--readers; wall time, in this process): papaparse, and the XLSX readers. */
async function compareReaders(csv) {
  const xlsxSmall = join(dir, 'census-100k.xlsx');
  const xlsx = join(dir, `census-${XLSX_ROWS}.xlsx`);
  if (!existsSync(xlsx)) await writeXlsx(xlsx, XLSX_ROWS);
  if (!existsSync(xlsxSmall)) await writeXlsx(xlsxSmall, Math.min(100_000, XLSX_ROWS));
  let udsv;
  let papaparse;
  let xlsxOurs;
  let xlsxExceljs;
  for (let round = 1; round <= 2; round++) {
    udsv = summary(await runUdsv(csv, 'csv'));
    papaparse = summary(await runPapaparse(csv));
    xlsxOurs = summary(await runUdsv(xlsxSmall, 'xlsx'));
    xlsxExceljs = summary(await runExceljs(xlsxSmall));
    console.log(
      `readers round ${round}: CSV udsv ${udsv.rowsPerSecond} rows/s, papaparse ${papaparse.rowsPerSecond}; ` +
        `XLSX ours ${xlsxOurs.rowsPerSecond}, exceljs ${xlsxExceljs.rowsPerSecond}`,
    );
  }
  if (udsv.errors !== papaparse.errors || udsv.rows !== papaparse.rows)
    throw new Error(`the CSV pipelines disagree: ${JSON.stringify({ udsv, papaparse })}`);
  if (xlsxOurs.errors !== xlsxExceljs.errors || xlsxOurs.rows !== xlsxExceljs.rows)
    throw new Error(`the XLSX readers disagree: ${JSON.stringify({ xlsxOurs, xlsxExceljs })}`);
  const xlsxLarge = summary(await runUdsv(xlsx, 'xlsx'));
  return { udsv, papaparse, xlsx100k: { ours: xlsxOurs, exceljs: xlsxExceljs }, xlsxLarge };
}
