import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { GROUPED_PROJECTS } from '../../jest.unit.config.mjs';
import { RUNS_ALONE, specFiles, writeTestGroups } from '../../scripts/lib/test-groups.mjs';

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
});
