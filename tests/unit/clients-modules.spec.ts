import { beforeAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 32 item 4, decision 233: the clients service is four Nx libraries that depend one way, record <- EIF <-
// onboarding, the adapters apart on the record. Lint refuses an import the other way (the layer tags of
// @nx/enforce-module-boundaries), and no file or folder of the service takes part in an import cycle.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MODULES = ['record', 'eif', 'onboarding', 'adapters'] as const;
type Module = (typeof MODULES)[number];
/** What each module may import (eslint.config.mjs `CLIENTS_LAYERS` says the same to the lint). */
const BELOW: Record<Module, Module[]> = {
  record: [],
  eif: ['record'],
  onboarding: ['record', 'eif'],
  adapters: ['record'],
};

describe('the clients modules depend one way, by lint (decision 233)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // The boundary rule reads Nx's cached project graph and is skipped without one: make it, as `npm test`'s
    // lint stage does.
    execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
    eslint = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => ruleId === '@nx/enforce-module-boundaries',
    });
  }, 120_000);

  async function messagesFor(from: Module, to: Module): Promise<string[]> {
    const code = `import * as other from '@onboard/clients-${to}';\nexport const x = other;\n`;
    const filePath = join(root, `libs/clients-${from}/src/x/x.service.ts`);
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((m) => m.message);
  }

  test.each([
    ['adapters', 'eif'],
    ['adapters', 'onboarding'],
    ['onboarding', 'adapters'],
    ['eif', 'adapters'],
  ] as const)('%s importing %s is refused by its layer tag', async (from, to) => {
    expect(await messagesFor(from, to)).toEqual([
      expect.stringContaining(
        `A project tagged with "layer:clients-${from}" can only depend on libs tagged with`,
      ),
    ]);
  });

  test.each([
    ['record', 'eif'],
    ['record', 'onboarding'],
    ['record', 'adapters'],
    ['eif', 'onboarding'],
  ] as const)('%s importing %s, which imports it, is refused as a cycle', async (from, to) => {
    // Nx reports the cycle between the two projects before it looks at their tags.
    expect(await messagesFor(from, to)).toEqual([
      expect.stringContaining(`Circular dependency between "clients-${from}" and "clients-${to}"`),
    ]);
  });

  test('downward imports are allowed', async () => {
    for (const from of MODULES) for (const to of BELOW[from]) expect(await messagesFor(from, to)).toEqual([]);
  });
});

// ---- the import graph, walked from the sources ----

const SOURCE_DIRS = ['apps/clients/src', ...MODULES.map((m) => `libs/clients-${m}/src`)];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every import of every file (relative, or a clients module through its index), as absolute file names. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((d) => tsFiles(join(root, d)))) {
    const targets: string[] = [];
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const module = /^@onboard\/clients-([a-z]+)$/.exec(spec)?.[1];
      const target = module
        ? join(root, `libs/clients-${module}/src/index.ts`)
        : spec.startsWith('.')
          ? resolve(dirname(file), spec.replace(/\.js$/, '.ts'))
          : null;
      if (target && existsSync(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph's strongly connected components of more than one node (Tarjan): its cycles. */
function cycles<T>(graph: Map<T, T[]>): T[][] {
  let next = 0;
  const index = new Map<T, number>();
  const stack: T[] = [];
  const found: T[][] = [];
  const visit = (v: T): number => {
    const own = next++;
    let lowest = own;
    index.set(v, own);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      const seen = index.get(w);
      if (seen === undefined) lowest = Math.min(lowest, visit(w));
      else if (stack.includes(w)) lowest = Math.min(lowest, seen);
    }
    if (lowest === own) {
      const component = stack.splice(stack.indexOf(v));
      if (component.length > 1) found.push(component);
    }
    return lowest;
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** `libs/clients-record/src/contacts/contact.entity.ts` -> `record/contacts`; a file at a module's top is its own. */
function folderOf(file: string): string {
  const [top, name = '', , first] = relative(root, file).split('/');
  return `${top === 'apps' ? 'app' : name.replace(/^clients-/, '')}/${first}`;
}

describe('no import cycle in the clients service (decision 233)', () => {
  const graph = importGraph();

  test('the graph is read (the service has its files and their imports)', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
  });

  test('no file imports itself through others', () => {
    const named = cycles(graph).map((c) => c.map((f) => relative(root, f)));
    expect(named).toEqual([]);
  });

  test('no folder imports itself through others, the client aggregate aside', () => {
    // record/clients is the aggregate root: every folder names its entity and asks it for the caller's client,
    // and the client's detail (one statement, decision 062) reads every folder's rows. Any other folder cycle
    // (contacts <-> bills <-> locations, eif <-> deif-changes before decision 233) fails here.
    const ROOT = 'record/clients';
    const folders = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (file.endsWith('/src/index.ts') || from === ROOT) continue;
      const to = targets.filter((t) => !t.endsWith('/src/index.ts')).map(folderOf);
      folders.set(from, [...(folders.get(from) ?? []), ...to.filter((f) => f !== from && f !== ROOT)]);
    }
    expect(cycles(folders)).toEqual([]);
  });

  test('the modules import one way, record <- EIF <- onboarding, the adapters on the record', () => {
    const wrong = [...graph].flatMap(([file, targets]) => {
      const from = /libs\/clients-([a-z]+)\//.exec(file)?.[1] as Module | undefined;
      if (!from) return [];
      return targets
        .map((t) => /libs\/clients-([a-z]+)\//.exec(t)?.[1] as Module)
        .filter((to) => to !== from && !BELOW[from].includes(to))
        .map((to) => `${relative(root, file)} -> ${to}`);
    });
    expect(wrong).toEqual([]);
  });
});
