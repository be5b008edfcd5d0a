// `node scripts/record-durations.mjs <Jest's JSON report>`: keeps each integration file's time of that run in
// tests/integration-durations.json, by which `npm test` shares the files out into groups (scripts/lib/test-groups.mjs).
// A report of a run that groups the files has the groups' times, not the files': run the integration stage with
// named files ungrouped for it, e.g. `TEST_REPORT_DIR=/tmp/r node scripts/test.mjs integration -- integration-spec`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DURATIONS_FILE } from './lib/test-groups.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [report] = process.argv.slice(2);
if (!report) {
  console.error('Usage: node scripts/record-durations.mjs <Jest JSON report of the integration stage>');
  process.exit(2);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const seconds = Object.fromEntries(
  testResults
    .filter((result) => result.name.endsWith('.integration-spec.ts'))
    .map((result) => [
      relative(root, result.name),
      Math.round((result.endTime - result.startTime) / 100) / 10,
    ])
    .sort(([a], [b]) => a.localeCompare(b)),
);
if (Object.keys(seconds).length === 0) {
  console.error(`${report}: no integration spec file in it (a grouped run's report has the groups only)`);
  process.exit(1);
}
writeFileSync(join(root, DURATIONS_FILE), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${DURATIONS_FILE}: ${Object.keys(seconds).length} files`);
