// `npm run migrate`: applies every service's pending migrations to DATABASE_URL (or npm start's database).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDatabase } from './lib/local-db.mjs';
import { buildAll, migrateAll } from './lib/system.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
buildAll({ web: false });
const db = await localDatabase(root);
try {
  await migrateAll({ ...process.env, DATABASE_URL: db.url });
  console.log('Every service schema is up to date.');
} finally {
  await db.stop();
}
