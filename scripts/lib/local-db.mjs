// The database `npm start` uses, for the one-off commands (seed, migrate): DATABASE_URL when set; otherwise
// the embedded PostgreSQL in .data, started for the command if `npm start` is not running it already.
import { join } from 'node:path';
import { portIsOpen, startPostgres } from './infra.mjs';

export async function localDatabase(root) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const port = Number(process.env.PG_PORT ?? 54329);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/onboard`;
  if (await portIsOpen(port)) return { url, stop: async () => undefined };
  const dataDir = join(process.env.ONBOARD_DATA_DIR ?? join(root, '.data'), 'postgres');
  const pg = await startPostgres({ dataDir, port });
  await pg.createDatabase('onboard');
  return { url, stop: () => pg.stop() };
}
