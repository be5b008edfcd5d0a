#!/usr/bin/env node
// The suite under CPU stress (issue 29 item 6): `npm test` run RUNS times in a row (default 3), each with a busy
// loop on one core beside it, stopping at the first failure. What a slow or shared machine does to the tests'
// deadlines, shown before CI meets it.
//
//   node scripts/stress.mjs [--runs N] [--busy N] [-- <npm test arguments>]
//
// --busy: how many busy loops (default 1, one core's worth). Each loop is a child process spinning until this
// script ends it (and at most STRESS_BUSY_MAX_S seconds, default 3 hours, should this script die first).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split >= 0 ? args.slice(0, split) : args;
const testArgs = split >= 0 ? args.slice(split + 1) : [];
const option = (name, fallback) => {
  const at = own.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(own[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} takes a whole number of at least 1 (got ${own[at + 1] ?? 'nothing'})`);
    process.exit(2);
  }
  return value;
};
const runs = option('--runs', 3);
const busy = option('--busy', 1);
const maxSeconds = Number(process.env.STRESS_BUSY_MAX_S ?? 3 * 3600);

/** A child process spinning on one core until killed, or until its own deadline. */
function busyLoop() {
  const code = `const end = Date.now() + ${maxSeconds * 1000}; let x = 0; while (Date.now() < end) x = (x + 1) | 0;`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

function npmTest() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test', ...(testArgs.length ? ['--', ...testArgs] : [])], {
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const loops = Array.from({ length: busy }, busyLoop);
const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}

const results = [];
let failed = false;
for (let n = 1; n <= runs && !failed; n += 1) {
  console.log(`\n━━ stress run ${n} of ${runs} (${busy} busy loop${busy > 1 ? 's' : ''} beside it) ━━`);
  const started = performance.now();
  const code = await npmTest();
  const seconds = (performance.now() - started) / 1000;
  results.push({ n, code, seconds });
  failed = code !== 0;
}
stopLoops();
console.log('\n━━ stress summary ━━');
for (const { n, code, seconds } of results) {
  console.log(`run ${n}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
}
if (failed) process.exit(1);
console.log(`${runs} run${runs > 1 ? 's' : ''} in a row passed under stress.`);
