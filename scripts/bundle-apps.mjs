// `node scripts/bundle-apps.mjs [app ...]`: bundles each app's compiled output into apps/<app>/dist/main.bundle.mjs
// (scripts/lib/bundle-apps.mjs), those whose files changed since their last bundle. A step of every build.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_APPS, bundleApps } from './lib/bundle-apps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((app) => !BUNDLED_APPS.includes(app));
if (unknown.length) {
  console.error(`Not an app: ${unknown.join(', ')}. Apps: ${BUNDLED_APPS.join(', ')}`);
  process.exit(2);
}
try {
  await bundleApps(root, asked.length ? asked : BUNDLED_APPS);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
