import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { GROUPED_PROJECTS } from '../../jest.unit.config.mjs';
import {
  DURATIONS_FILE,
  RUNS_ALONE,
  recordedWeights,
  specFiles,
  writeTestGroups,
} from '../../scripts/lib/test-groups.mjs';
import GroupSequencer from '../../scripts/lib/group-sequencer.cjs';

// Decision 242: `npm test` runs the unit stage's spec files in groups, one module registry each. A spec must then behave
// as when it runs alone: its top-level hooks apply to its own tests only, it finds a page as a new one has it,
// every spec runs exactly once, and a spec marked to run alone has a group of its own.
const root = mkdtempSync(join(tmpdir(), 'test-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The unit stage's spec files of a kind in the fake repository, found by the real project's `testMatch`. */
const specsOf = (kind: 'web' | 'unit') =>
  specFiles({
    ...GROUPED_PROJECTS[kind],
    rootDir: kind === 'web' ? join(root, 'apps/web') : root,
  });

/** A spec of the fake web app under `root`. */
function spec(path: string, body: string): void {
  const file = join(root, 'apps/web/src', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
}

const HOOKS = `import { afterEach, beforeEach, expect, test } from '@jest/globals';
const seen: string[] = [];
beforeEach(() => {
  (globalThis as { hooked?: number }).hooked = ((globalThis as { hooked?: number }).hooked ?? 0) + 1;
});
afterEach(() => {
  localStorage.setItem('left', 'behind');
  document.title = 'left behind';
});
test('its own hook ran', () => {
  seen.push('a');
  expect((globalThis as { hooked?: number }).hooked).toBe(1);
});
`;
const PLAIN = `import { expect, test } from '@jest/globals';
test('another file\\'s hook did not run, and the page is as new', () => {
  expect((globalThis as { hooked?: number }).hooked).toBe(1);
  expect(localStorage.getItem('left')).toBeNull();
  expect(document.title).toBe('');
  expect(window.location.pathname).toBe('/');
});
`;

describe('web test groups', () => {
  spec('a/Hooks.spec.ts', HOOKS);
  spec('b/Plain.spec.tsx', PLAIN);
  spec(
    'c/Alone.spec.ts',
    `// ${RUNS_ALONE}: the test says why\n${PLAIN.replace('.toBe(1)', '.toBeUndefined()')}`,
  );
  for (let n = 0; n < 5; n += 1) spec(`d/Filler${n}.spec.ts`, `${PLAIN}\n// ${'x'.repeat(100 * n)}\n`);

  test('every spec is in exactly one group; a spec marked to run alone is in a group of its own', () => {
    const files = specsOf('web');
    const groups = writeTestGroups({
      root,
      files,
      dir: join(root, 'groups-list'),
      kind: 'web',
      count: 2,
    }).map((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import "([^"]+)"/gm)].map((m) =>
        m[1]?.replace(`${root}/`, ''),
      ),
    );
    expect(groups.flat().sort()).toEqual([
      'apps/web/src/a/Hooks.spec.ts',
      'apps/web/src/b/Plain.spec.tsx',
      'apps/web/src/c/Alone.spec.ts',
      ...[0, 1, 2, 3, 4].map((n) => `apps/web/src/d/Filler${n}.spec.ts`),
    ]);
    expect(groups).toHaveLength(3);
    expect(groups[2]).toEqual(['apps/web/src/c/Alone.spec.ts']);
    // Shared out by size: the two groups differ by less than the largest spec.
    const size = (files: (string | undefined)[]) =>
      files.reduce((sum, file) => sum + readFileSync(join(root, file ?? ''), 'utf8').length, 0);
    const largest = Math.max(...groups.flat().map((file) => size([file])));
    expect(Math.abs(size(groups[0] ?? []) - size(groups[1] ?? []))).toBeLessThan(largest);
  });

  test('run by Jest in one registry, each spec keeps its hooks, finds a new page, and its tests carry its name', () => {
    const dir = join(root, 'groups-run');
    writeTestGroups({ root, files: specsOf('web'), dir, kind: 'web', count: 1 });
    const config = join(root, 'jest.config.mjs');
    writeFileSync(
      config,
      `import web from ${JSON.stringify(join(process.cwd(), 'apps/web/jest.config.mjs'))};\n` +
        `import { groupedProject } from ${JSON.stringify(join(process.cwd(), 'scripts/lib/test-groups.mjs'))};\n` +
        `export default { projects: [groupedProject(web, ${JSON.stringify({
          dir,
          kind: 'web',
          beforeFile: join(process.cwd(), 'apps/web/src/test/asIfNewPage.ts'),
        })})] };\n`,
    );
    const report = join(root, 'report.json');
    const run = spawnSync(
      process.execPath,
      [
        '--experimental-vm-modules',
        '--no-warnings',
        'node_modules/jest/bin/jest.js',
        '-c',
        config,
        '-i',
        '--ci',
        '--json',
        `--outputFile=${report}`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(run.stderr).toContain('Tests:');
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    const tests = result.testResults.flatMap((file) => file.assertionResults);
    expect(tests.filter((t) => t.status !== 'passed')).toEqual([]);
    // Each test's name starts with its spec's path from the web app (the describe the transform adds).
    const named = (path: string, test: string) =>
      `${relative(join(process.cwd(), 'apps/web'), join(root, 'apps/web/src', path))} ${test}`;
    const plain = "another file's hook did not run, and the page is as new";
    expect(tests.map((t) => t.fullName).sort()).toEqual(
      [
        named('a/Hooks.spec.ts', 'its own hook ran'),
        named('b/Plain.spec.tsx', plain),
        named('c/Alone.spec.ts', plain),
        ...[0, 1, 2, 3, 4].map((n) => named(`d/Filler${n}.spec.ts`, plain)),
      ].sort(),
    );
    expect(result.testResults).toHaveLength(2);
  });

  test('the Node side: the specs of libs, of every app but the web, and of tests/unit, each once', () => {
    for (const path of ['libs/domain/src/a.spec.ts', 'apps/identity/src/b.spec.ts', 'tests/unit/c.spec.ts']) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), PLAIN);
    }
    mkdirSync(join(root, 'apps/identity/dist'), { recursive: true });
    writeFileSync(join(root, 'apps/identity/dist/d.spec.ts'), PLAIN);
    const files = specsOf('unit').map((file) => file.replace(`${root}/`, ''));
    expect(files).toEqual([
      'apps/identity/src/b.spec.ts',
      'libs/domain/src/a.spec.ts',
      'tests/unit/c.spec.ts',
    ]);
    const groups = writeTestGroups({
      root,
      files: specsOf('unit'),
      dir: join(root, 'groups-unit'),
      kind: 'unit',
      count: 2,
    });
    expect(groups.map((file) => file.replace(`${root}/`, ''))).toEqual([
      'groups-unit/unit-group-1.spec.mjs',
      'groups-unit/unit-group-2.spec.mjs',
    ]);
  });

  test('the integration stage: shared out by the recorded times, the heaviest group run first', () => {
    const files = ['heavy', 'a', 'b', 'c', 'd', 'new'].map((name) => {
      const path = join(root, `tests/system/${name}.integration-spec.ts`);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, PLAIN);
      return path;
    });
    // Recorded: one file of 50 s, four of 5 to 20 s; the new file is not in it and weighs their median (10).
    writeFileSync(
      join(root, DURATIONS_FILE),
      JSON.stringify({
        'tests/system/heavy.integration-spec.ts': 50,
        'tests/system/a.integration-spec.ts': 20,
        'tests/system/b.integration-spec.ts': 10,
        'tests/system/c.integration-spec.ts': 5,
        'tests/system/d.integration-spec.ts': 5,
      }),
    );
    const weigh = recordedWeights(root);
    expect(weigh(files[5] ?? '')).toBe(10);
    // Two files of one app share a group of their own, apart from the others.
    const app = ['one', 'two'].map((name) => {
      const path = join(root, `apps/billing/src/${name}.integration-spec.ts`);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, PLAIN);
      return path;
    });
    const groups = writeTestGroups({
      root,
      files: [...files, ...app],
      dir: join(root, 'groups-integration'),
      kind: 'integration',
      count: 3,
      weigh,
      ownGroup: (path: string) => (path.includes('/apps/billing/') ? 'billing' : undefined),
    });
    const read = (file: string) => readFileSync(file, 'utf8');
    const contents = groups.map((file) => [
      Number(/^\/\/ weight: ([\d.]+)\n/.exec(read(file))?.[1]),
      [...read(file).matchAll(/^import "[^"]+\/(\w+)\.integration-spec\.ts"/gm)].map((m) => m[1]).sort(),
    ]);
    // Longest first into the lightest group: 50 | 20 + 5 | 10 + 10 + 5.
    // The app's two weigh the median each (10).
    expect(contents.sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
      [50, ['heavy']],
      [25, ['a', 'c']],
      [25, ['b', 'd', 'new']],
      [20, ['one', 'two']],
    ]);
    // Jest is given the groups heaviest first, then any file without a weight in the order it came.
    const plain = join(root, 'plain.spec.mjs');
    writeFileSync(plain, '// no weight\n');
    const order = new GroupSequencer({} as never)
      .sort([plain, ...groups].map((path) => ({ path }) as never))
      .map((test: { path: string }) =>
        test.path === plain ? 'plain' : Number(/weight: ([\d.]+)/.exec(read(test.path))?.[1]),
      );
    expect(order).toEqual([50, 25, 25, 20, 'plain']);
  });
});
