// `npm run seed -- [--clients N]`: loads the demo data (idempotent), plus N synthetic clients for load tests.
// Uses DATABASE_URL, or the database of `npm start` (started for the command when it is not running).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDatabase } from './lib/local-db.mjs';
import { buildAll, migrateAll, seedAll } from './lib/system.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
buildAll({ web: false });
const db = await localDatabase(root);
try {
  const env = { ...process.env, DATABASE_URL: db.url };
  await migrateAll(env);
  const started = Date.now();
  seedAll(env, process.argv.slice(2));
  console.log(
    `Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s (${process.argv.slice(2).join(' ') || 'named demo data only'}).`,
  );
} finally {
  await db.stop();
}
