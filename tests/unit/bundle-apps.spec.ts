import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { BUNDLED_APPS, bundleIsCurrent } from '../../scripts/lib/bundle-apps.mjs';
import { appEntry } from '../../scripts/lib/system.mjs';

// Decision 237: every launcher runs an app's bundle. The bundle must be the same program (classes keep their
// names: MikroORM names entities and migrations after them), must be made again when a compiled file changes,
// and must not be made again when nothing did.
const root = mkdtempSync(join(tmpdir(), 'bundle-apps-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A compiled app as tsc writes one: main.js importing a module of its own with two classes named alike. */
function writeApp(app: string, greeting: string): void {
  const dist = join(root, `apps/${app}/dist`);
  mkdirSync(join(dist, 'a'), { recursive: true });
  mkdirSync(join(dist, 'b'), { recursive: true });
  writeFileSync(join(dist, 'a/entity.js'), 'export class Client { kind = "a"; }\n');
  writeFileSync(join(dist, 'b/entity.js'), 'export class Client { kind = "b"; }\n');
  writeFileSync(
    join(dist, 'main.js'),
    [
      "import { Client as A } from './a/entity.js';",
      "import { Client as B } from './b/entity.js';",
      "import { join } from 'node:path';",
      `console.log(JSON.stringify({ names: [A.name, B.name], kinds: [new A().kind, new B().kind], greeting: ${JSON.stringify(greeting)}, args: process.argv.slice(2), joined: join('x', 'y') }));`,
    ].join('\n'),
  );
}

/**
 * `bundleApps(root, [app])` in a Node process of its own, as the build runs it (rolldown's native binding does
 * not take the values of a Jest test's realm): answers the apps it bundled.
 */
function bundleApps(dir: string, apps: string[]): string[] {
  const lib = join(import.meta.dirname, '../../scripts/lib/bundle-apps.mjs');
  const script = `import { bundleApps } from ${JSON.stringify(lib)}; console.log(JSON.stringify(await bundleApps(${JSON.stringify(dir)}, ${JSON.stringify(apps)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as string[];
}

const run = (app: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, [join(root, appEntry(app)), ...args], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as Record<string, unknown>;
};

describe('bundling an app (scripts/lib/bundle-apps.mjs)', () => {
  test('the bundle runs the compiled program, with its arguments, and keeps the names of its classes', () => {
    writeApp('alpha', 'hello');
    expect(bundleIsCurrent('alpha', root)).toBe(false);
    expect(bundleApps(root, ['alpha'])).toEqual(['alpha']);
    expect(existsSync(join(root, 'apps/alpha/dist/main.bundle.mjs'))).toBe(true);
    expect(run('alpha', 'migrate')).toEqual({
      names: ['Client', 'Client'],
      kinds: ['a', 'b'],
      greeting: 'hello',
      args: ['migrate'],
      joined: 'x/y',
    });
  });

  test('an unchanged app is not bundled again; a changed compiled file makes a new bundle', () => {
    writeApp('beta', 'first');
    expect(bundleApps(root, ['beta'])).toEqual(['beta']);
    expect(bundleIsCurrent('beta', root)).toBe(true);
    expect(bundleApps(root, ['beta'])).toEqual([]);

    writeFileSync(join(root, 'apps/beta/dist/b/entity.js'), 'export class Client { kind = "changed"; }\n');
    // A later time, as a new compile would leave, even where the file system's clock is coarse.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'apps/beta/dist/b/entity.js'), later, later);
    expect(bundleIsCurrent('beta', root)).toBe(false);
    expect(bundleApps(root, ['beta'])).toEqual(['beta']);
    expect(run('beta')['kinds']).toEqual(['a', 'changed']);
  });

  test('a bundle whose list of inputs is gone is made again', () => {
    writeApp('gamma', 'x');
    bundleApps(root, ['gamma']);
    rmSync(join(root, 'apps/gamma/dist/main.bundle.inputs.json'));
    expect(bundleIsCurrent('gamma', root)).toBe(false);
  });
});

test('every app folder with a main.ts is bundled, and nothing else', () => {
  const repo = join(import.meta.dirname, '../..');
  const apps = readdirSync(join(repo, 'apps')).filter((app) =>
    existsSync(join(repo, `apps/${app}/src/main.ts`)),
  );
  expect([...BUNDLED_APPS].sort()).toEqual(apps.sort());
});
