// The unit stage's spec files in a few groups, each group one Jest test file that imports its specs (decision
// 242). Jest gives every test file a module registry of its own, so each of the ~85 web spec files loaded React,
// Chakra, the router and the app again (about 1 CPU-second a file before its first test), and each of the ~120
// Node-side ones its libraries; a group loads them once for all its files. Each spec's tests stay in a describe
// named after the spec (scripts/lib/file-scope-transform.cjs), so its top-level hooks stay its own. `npm test`
// runs the groups; files named after `--` (`node scripts/test.mjs unit -- Census`) run alone, as before.
import { globSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A spec file whose text has this mark (with its reason) runs in a group of its own: it tests what a process or
 * a page has before anything else ran in it.
 */
export const RUNS_ALONE = 'jest-runs-alone';

/** The groups of each kind: the web's two per Jest worker (they are most of the stage), the Node side's one. */
export const GROUPS = { web: 4, unit: 2 };

/**
 * The integration stage's groups: twice its workers (three on two cores), so that the heaviest run first and the
 * lighter ones fill in behind (the files' times vary from under a second to fifty), each group a dozen files or so.
 */
export const INTEGRATION_GROUPS = 6;

/**
 * Where the integration files' times of a recorded run are kept (`node scripts/record-durations.mjs <Jest's
 * JSON report>` writes it): the groups are shared out by them. A file not in it weighs the median.
 */
export const DURATIONS_FILE = 'tests/integration-durations.json';

/** A Jest project's spec files (its `testMatch` under its `rootDir`), sorted, as absolute paths. */
export function specFiles(project) {
  const patterns = project.testMatch.map((pattern) => pattern.replace(/^<rootDir>\//, ''));
  return globSync(patterns, { cwd: project.rootDir })
    .map((path) => join(project.rootDir, path))
    .sort();
}

/**
 * `project` (a Jest project whose first transform is @swc/jest) running the groups of `kind` written to `dir`
 * instead of its spec files: each spec a group imports goes through file-scope-transform.cjs, with swc's
 * options as the project has them and `beforeFile` (an absolute path) run before each spec's tests.
 */
export function groupedProject(project, { dir, kind, beforeFile }) {
  const [pattern, [, swc]] = Object.entries(project.transform)[0];
  return {
    ...project,
    roots: [project.rootDir, dir],
    testMatch: [`${dir}/${kind}-group-*.spec.mjs`],
    transform: {
      [pattern]: [fileURLToPath(new URL('file-scope-transform.cjs', import.meta.url)), { swc, beforeFile }],
    },
  };
}

/**
 * Writes `files` as `count` group files into `dir` (`<kind>-group-<n>.spec.mjs`), shared out by weight (the
 * heaviest first, each to the lightest group; `weigh(path)`, the file's size by default); besides them, the files
 * for which `ownGroup(path)` answers the same name share a group of their own, and each file marked RUNS_ALONE
 * has one. Answers the groups' paths. Each group's first line tells its weight (`// weight: <n>`), by which the
 * group sequencer (group-sequencer.cjs) starts the heaviest first.
 *
 * @param {{ root: string, files: string[], dir: string, kind: string, count: number,
 *   weigh?: (path: string) => number, ownGroup?: (path: string) => string | undefined }} options
 * @returns {string[]}
 */
export function writeTestGroups({
  root,
  files,
  dir,
  kind,
  count,
  weigh = (path) => statSync(path).size,
  ownGroup = () => undefined,
}) {
  mkdirSync(dir, { recursive: true });
  const groups = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  const own = new Map();
  for (const path of files) {
    const name = readFileSync(path, 'utf8').includes(RUNS_ALONE) ? `alone:${path}` : ownGroup(path);
    if (name === undefined) continue;
    const group = own.get(name) ?? { weight: 0, own: true, files: [] };
    group.weight += weigh(path);
    group.files.push(path);
    own.set(name, group);
  }
  groups.push(...own.values());
  const apart = new Set([...own.values()].flatMap((group) => group.files));
  const specs = files
    .filter((path) => !apart.has(path))
    .map((path) => ({ path, weight: weigh(path) }))
    .sort((a, b) => b.weight - a.weight || a.path.localeCompare(b.path));
  for (const spec of specs) {
    const lightest = groups.filter((group) => !group.own).reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.weight += spec.weight;
    lightest.files.push(spec.path);
  }
  return groups
    .filter((group) => group.files.length > 0)
    .map((group, index) => {
      const file = join(dir, `${kind}-group-${index + 1}.spec.mjs`);
      const lines = group.files
        .sort()
        .map((path) => `import ${JSON.stringify(path)}; // ${relative(root, path)}`);
      writeFileSync(
        file,
        `// weight: ${Math.round(group.weight * 10) / 10}\n// Generated by scripts/lib/test-groups.mjs for one run.\n${lines.join('\n')}\n`,
      );
      return file;
    });
}

/** A weight of each file of `root`: its recorded seconds (DURATIONS_FILE), or their median when not recorded. */
export function recordedWeights(root) {
  let seconds = {};
  try {
    seconds = JSON.parse(readFileSync(join(root, DURATIONS_FILE), 'utf8'));
  } catch {
    // Not recorded: every file weighs the same.
  }
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  return (path) => seconds[relative(root, path)] ?? median;
}

/**
 * The integration stage's groups (`project`: jest.integration.config.mjs's), written into `dir`. The files under
 * tests/ (the system tests and the start tests: they drive processes of their own or the shared systems, over
 * HTTP, NATS and SQL) are shared out into INTEGRATION_GROUPS groups. The files of each app and library share a
 * group of their own: they start its service, a gateway or an SDK in the test's own process, and what one app's
 * service leaves in the process (its bus handlers, a JetStream consumer) another app's file in the same process
 * would meet (an in-process QPS service took more than 12 s to stop after other apps' files had run).
 */
export function writeIntegrationGroups(root, dir, project) {
  return writeTestGroups({
    root,
    files: specFiles(project),
    dir,
    kind: 'integration',
    count: INTEGRATION_GROUPS,
    weigh: recordedWeights(root),
    ownGroup: (path) => {
      const [top, name] = relative(root, path).split('/');
      return top === 'tests' ? undefined : `${top}/${name}`;
    },
  });
}

/** The groups of the unit stage's projects (`{ web, unit }`, jest.unit.config.mjs) of `root`, written into `dir`. */
export function writeUnitStageGroups(root, dir, projects) {
  return Object.entries(GROUPS).flatMap(([kind, count]) =>
    writeTestGroups({ root, files: specFiles(projects[kind]), dir, kind, count }),
  );
}
