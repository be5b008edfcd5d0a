// The census engine (issue 11 item 3), no HTTP: a census CSV of --rows rows (default 1,000,000; realistic
// values, about 1% of rows with an error) validated through the chosen pipeline (udsv, with the exact reader
// for blocks udsv cannot be trusted with) and through papaparse feeding the same validator, in the same run
// (rows/s each, and each parser alone); an XLSX of 100,000 rows and one of --xlsx-rows rows (default
// 1,000,000; exceljs streaming writer) validated through our reader (decision 119) and, on the 100,000-row
// file, through exceljs's streaming reader feeding the same validator, in the same run; then each pipeline
// again in a child process per file for its peak RSS (VmHWM), with Node's default
// heap and with --max-semi-space-size=8 (decision 114). Targets: CSV validated at ≥ 200,000 rows/s, XLSX
// ≥ 50,000 rows/s, 1,000,000 rows in < 30 s, peak memory about the same for 100,000 and 1,000,000 rows.
//
//   node bench/census.mjs [--rows 1000000] [--xlsx-rows 1000000] [--no-build] [--dir <folder>]
//
// It imports the built output (apps/documents/dist, libs/*/dist: `tsc -b apps/documents` first unless
// --no-build). Files go to a temporary folder, removed afterwards (or to --dir, kept and reused).
// Results: bench/results/census.json.
import { spawnSync } from 'node:child_process';
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
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureNode24, machineInfo } from '../infra/load/temp-system.mjs';
import { writeResults } from './lib.mjs';

await ensureNode24(import.meta.url);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// The workspace libraries of this checkout (a git worktree's node_modules may be another checkout's).
registerHooks({
  resolve(specifier, context, next) {
    const lib = /^@onboard\/(domain|contracts)$/.exec(specifier);
    if (lib)
      return { url: pathToFileURL(join(ROOT, 'libs', lib[1], 'dist', 'index.js')).href, shortCircuit: true };
    return next(specifier, context);
  },
});

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'xlsx-rows': { type: 'string', default: '1000000' },
    'no-build': { type: 'boolean', default: false },
    dir: { type: 'string' }, // keep the generated files here (and reuse them when present)
    child: { type: 'string' }, // internal: csv | papaparse | xlsx | exceljs
    file: { type: 'string' },
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

/** Row i of the census (values, as strings): employees with about one dependent in three, ~1% with an error. */
function censusRow(i, employeeNo) {
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

async function writeCsv(file, rows) {
  const out = createWriteStream(file);
  let lines = [csvLine(HEADERS)];
  let employeeNo = 0;
  for (let i = 0; i < rows; i++) {
    if (i % 3 !== 2) employeeNo++;
    lines.push(csvLine(censusRow(i, employeeNo)));
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

/** Each parser alone, its rows counted (what the parser itself costs). */
async function parseOnly(file) {
  const { parse } = await load();
  const { default: Papa } = await import('papaparse');
  let started = performance.now();
  let rows = 0;
  await parse.parseCensus(
    createReadStream(file, { highWaterMark: 256 * 1024 }),
    'csv',
    (batch) => void (rows += batch.length),
  );
  const udsv = { seconds: (performance.now() - started) / 1000, rows };
  started = performance.now();
  rows = 0;
  await new Promise((resolve, reject) =>
    Papa.parse(createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 }), {
      chunk: (r) => void (rows += r.data.length),
      complete: resolve,
      error: reject,
    }),
  );
  return { udsv, papaparse: { seconds: (performance.now() - started) / 1000, rows: rows - 1 } };
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
  const run =
    args.child === 'papaparse'
      ? await runPapaparse(args.file)
      : args.child === 'exceljs'
        ? await runExceljs(args.file)
        : await runUdsv(args.file, args.child);
  // The process's own peak: VmHWM (getrusage's maxRSS keeps the parent's peak across fork and exec on Linux:
  // every child showed the bench's 599 MiB).
  const hwm = /VmHWM:\s+(\d+) kB/.exec(
    existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '',
  );
  const peakKiB = hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS;
  console.log(JSON.stringify({ ...summary(run), maxRssMiB: Math.round(peakKiB / 1024) }));
  process.exit(0);
}

const ROWS = Number(args.rows);
const XLSX_ROWS = Number(args['xlsx-rows']);
if (!Number.isInteger(ROWS) || ROWS < 1 || !Number.isInteger(XLSX_ROWS) || XLSX_ROWS < 1)
  throw new Error('Bad --rows or --xlsx-rows');

if (!args['no-build']) {
  console.log('Building (tsc -b apps/documents)…');
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'apps/documents')],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const machineAtStart = await machineInfo();
const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'census-bench-'));
if (args.dir) mkdirSync(dir, { recursive: true });
const missing = (file) => !existsSync(file);
const mib = (file) => Math.round(statSync(file).size / 2 ** 20);
const child = (kind, file, nodeFlags = []) => {
  const result = spawnSync(
    process.execPath,
    [...nodeFlags, fileURLToPath(import.meta.url), '--child', kind, '--file', file],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (result.status !== 0) throw new Error(`child ${kind} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
};
try {
  const small = join(dir, 'census-100k.csv');
  const large = join(dir, `census-${ROWS}.csv`);
  const xlsxSmall = join(dir, 'census-100k.xlsx');
  const xlsx = join(dir, `census-${XLSX_ROWS}.xlsx`);
  let started = performance.now();
  if (missing(large)) await writeCsv(large, ROWS);
  if (missing(small)) await writeCsv(small, Math.min(100_000, ROWS));
  console.log(
    `CSV written: ${ROWS} rows, ${mib(large)} MiB (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  started = performance.now();
  if (missing(xlsx)) await writeXlsx(xlsx, XLSX_ROWS);
  if (missing(xlsxSmall)) await writeXlsx(xlsxSmall, Math.min(100_000, XLSX_ROWS));
  console.log(
    `XLSX written: ${XLSX_ROWS} rows, ${mib(xlsx)} MiB (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  // In this process, the two pipelines in turn, twice (the second round counts: warm code, warm file cache).
  let udsv;
  let papaparse;
  for (let round = 1; round <= 2; round++) {
    udsv = summary(await runUdsv(large, 'csv'));
    papaparse = summary(await runPapaparse(large));
    console.log(
      `round ${round}: udsv pipeline ${udsv.rowsPerSecond} rows/s (${udsv.seconds} s), papaparse pipeline ${papaparse.rowsPerSecond} rows/s (${papaparse.seconds} s)`,
    );
  }
  if (
    udsv.errors !== papaparse.errors ||
    udsv.warnings !== papaparse.warnings ||
    udsv.rows !== papaparse.rows
  )
    throw new Error(`the pipelines disagree: ${JSON.stringify({ udsv, papaparse })}`);
  const parsers = await parseOnly(large);
  // XLSX: our reader and exceljs's on the same 100,000-row file, in turn, twice; then ours on the large one.
  let xlsxOurs;
  let xlsxExceljs;
  for (let round = 1; round <= 2; round++) {
    xlsxOurs = summary(await runUdsv(xlsxSmall, 'xlsx'));
    xlsxExceljs = summary(await runExceljs(xlsxSmall));
    console.log(
      `XLSX round ${round}: our reader ${xlsxOurs.rowsPerSecond} rows/s (${xlsxOurs.seconds} s), exceljs ${xlsxExceljs.rowsPerSecond} rows/s (${xlsxExceljs.seconds} s)`,
    );
  }
  if (
    xlsxOurs.errors !== xlsxExceljs.errors ||
    xlsxOurs.warnings !== xlsxExceljs.warnings ||
    xlsxOurs.rows !== xlsxExceljs.rows
  )
    throw new Error(`the XLSX readers disagree: ${JSON.stringify({ xlsxOurs, xlsxExceljs })}`);
  const xlsxRun = summary(await runUdsv(xlsx, 'xlsx'));
  console.log(`XLSX ${XLSX_ROWS} rows, our reader: ${xlsxRun.rowsPerSecond} rows/s (${xlsxRun.seconds} s)`);

  console.log('Peak memory, a child process per file…');
  const SEMI = ['--max-semi-space-size=8'];
  const memory = {
    csv100k: child('csv', small),
    csvLarge: child('csv', large),
    papaparse100k: child('papaparse', small),
    papaparseLarge: child('papaparse', large),
    xlsx100k: child('xlsx', xlsxSmall),
    xlsxLarge: child('xlsx', xlsx),
    exceljs100k: child('exceljs', xlsxSmall),
    semi8: {
      csv100k: child('csv', small, SEMI),
      csvLarge: child('csv', large, SEMI),
      xlsx100k: child('xlsx', xlsxSmall, SEMI),
      xlsxLarge: child('xlsx', xlsx, SEMI),
    },
  };
  console.log(JSON.stringify(memory));
  const results = {
    date: new Date().toISOString(),
    machine: { ...machineAtStart, loadAverage1mAtEnd: (await machineInfo()).loadAverage1m },
    rows: ROWS,
    csvMiB: mib(large),
    xlsxRows: XLSX_ROWS,
    xlsxMiB: mib(xlsx),
    xlsx100kMiB: mib(xlsxSmall),
    inProcess: { udsv, papaparse, xlsx100k: { ours: xlsxOurs, exceljs: xlsxExceljs }, xlsxLarge: xlsxRun },
    parseOnly: {
      udsv: { ...parsers.udsv, rowsPerSecond: Math.round(parsers.udsv.rows / parsers.udsv.seconds) },
      papaparse: {
        ...parsers.papaparse,
        rowsPerSecond: Math.round(parsers.papaparse.rows / parsers.papaparse.seconds),
      },
    },
    memory,
  };
  console.log(JSON.stringify(results, null, 2));
  console.log(
    `\ncensus: CSV ${udsv.rowsPerSecond} rows/s validated (target ≥ 200,000), papaparse ${papaparse.rowsPerSecond}; ` +
      `XLSX ${xlsxOurs.rowsPerSecond} rows/s (100,000 rows; ≥ 50,000), exceljs ${xlsxExceljs.rowsPerSecond}; ` +
      `XLSX ${XLSX_ROWS} rows ${xlsxRun.rowsPerSecond} rows/s; ${ROWS} CSV rows in ${memory.csvLarge.seconds} s in a fresh process (< 30 s); ` +
      `peak RSS CSV ${memory.csv100k.maxRssMiB} MiB (100,000 rows) vs ${memory.csvLarge.maxRssMiB} MiB (${ROWS} rows), ` +
      `with --max-semi-space-size=8 ${memory.semi8.csv100k.maxRssMiB} vs ${memory.semi8.csvLarge.maxRssMiB}; ` +
      `XLSX ${memory.xlsx100k.maxRssMiB} vs ${memory.xlsxLarge.maxRssMiB} (${memory.semi8.xlsx100k.maxRssMiB} vs ${memory.semi8.xlsxLarge.maxRssMiB}), exceljs ${memory.exceljs100k.maxRssMiB} MiB (100,000)`,
  );
  writeResults('census.json', results);
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
