// Each app's compiled output (apps/<app>/dist, written by tsc -b with Nest's decorator metadata already in the
// JavaScript) bundled into one file, apps/<app>/dist/main.bundle.mjs (issue 29, decision 239). An app then
// starts from one module instead of some 2,000 (Nest, MikroORM, kysely, rxjs, zod, the workspace libraries):
// about half a CPU-second less at every start of every process (apps, migrations, seeds), in the tests, in
// `npm start` and in the images, which all run the bundle.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { fileURLToPath } from 'node:url';
import { APPS, appEntry } from './system.mjs';

const SELF = fileURLToPath(import.meta.url);

/**
 * Packages loaded from node_modules at run time, not bundled: they find files of their own from where their
 * module is (pdfkit: its standard fonts through the package's `#standard-fonts/…` imports and its colour
 * profile beside its code), which in a bundle would be looked for beside the bundle.
 */
const KEPT_OUT = new Set(['pdfkit']);

/** Every app that runs as a process of its own: each is bundled. */
export const BUNDLED_APPS = APPS;

/** Beside the bundle: each input file's size and time, so an unchanged app is not bundled again. */
const manifestPath = (app) => `apps/${app}/dist/main.bundle.inputs.json`;

const stamp = (file) => {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.size}:${s.mtimeMs}` : 'missing';
};

/** Whether the bundle of `app` was made from exactly the files that are there now. */
export function bundleIsCurrent(app, root) {
  const bundle = join(root, appEntry(app));
  const manifest = join(root, manifestPath(app));
  if (!existsSync(bundle) || !existsSync(manifest)) return false;
  try {
    const inputs = JSON.parse(readFileSync(manifest, 'utf8'));
    return Object.entries(inputs).every(([file, was]) => stamp(file) === was);
  } catch {
    return false;
  }
}

/**
 * Bundles one app: its compiled `main.js` and everything it imports, node_modules included (only Node's own
 * modules and KEPT_OUT stay imports). Class and function names are kept (`keepNames`): MikroORM names entities, and
 * migrations their rows, after their classes, and a bundler would otherwise rename two classes of one name.
 */
export async function bundleApp(app, root) {
  const bundle = await rolldown({
    input: join(root, `apps/${app}/dist/main.js`),
    platform: 'node',
    // A function, not a RegExp: one made in another realm (a Jest test's) is not recognised by rolldown.
    external: (id) => id.startsWith('node:') || KEPT_OUT.has(id),
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.write({
      file: join(root, appEntry(app)),
      format: 'esm',
      codeSplitting: false,
      keepNames: true,
    });
    // This file too: a change in how apps are bundled makes every bundle again.
    const inputs = { [SELF]: stamp(SELF) };
    for (const id of output[0].moduleIds) {
      // Rolldown's own helpers and virtual modules are not files.
      if (id.startsWith('/') && existsSync(id)) inputs[id] = stamp(id);
    }
    writeFileSync(join(root, manifestPath(app)), JSON.stringify(inputs));
  } finally {
    await bundle.close();
  }
}

/** Bundles every app whose inputs changed since its bundle was made; answers the apps it bundled. */
export async function bundleApps(root, apps = BUNDLED_APPS) {
  const stale = apps.filter((app) => !bundleIsCurrent(app, root));
  await Promise.all(stale.map((app) => bundleApp(app, root)));
  return stale;
}
