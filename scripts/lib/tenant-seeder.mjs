// A test system's tenant seeder (issue 29, decision 212): the clients and explorer seeds with `--tenant
// <name>`, the very functions `node apps/<service>/dist/main.js seed --tenant <name>` runs, loaded once for the
// whole run instead of two Node starts per test file (about 3.7 CPU seconds each time on this machine).
// `npm test` starts one beside each shared system; the harness's `tenant()` asks it over HTTP:
//   POST /tenants/<name>  →  204 once both seeds committed, 500 with what failed.
// Environment: the system's (DATABASE_URL, LOG_LEVEL) and SEEDER_PORT. Prints "ready" once it listens.
import { createServer } from 'node:http';
import { baseServiceEnv, createLogger, createOrm, loadConfig } from '@onboard/server-kit';
import { clientsService } from '../../apps/clients/dist/definition.js';
import { explorerService } from '../../apps/explorer/dist/definition.js';

const config = loadConfig(baseServiceEnv, process.env);
const seeds = await Promise.all(
  [clientsService, explorerService].map(async (def) => {
    const orm = await createOrm({
      clientUrl: config.DATABASE_URL,
      schema: def.name,
      entities: def.entities,
      migrations: def.migrations,
      poolMax: 2,
    });
    const deps = { orm, logger: createLogger(def.name, config.LOG_LEVEL), config, env: process.env };
    return { orm, seed: (args) => def.seed(deps, args) };
  }),
);

// One tenant at a time: a seed sets the process's demo tenant (setDemoTenant) for the ids it derives.
let queue = Promise.resolve();
const seedTenant = (name) => {
  const run = queue.then(() => Promise.all(seeds.map(({ seed }) => seed(['--tenant', name]))));
  queue = run.catch(() => undefined);
  return run;
};

const server = createServer((req, res) => {
  const name = /^\/tenants\/([a-z0-9-]{1,40})$/.exec(req.url ?? '')?.[1];
  if (req.method !== 'POST' || !name) {
    res.writeHead(404).end('POST /tenants/<name>\n');
    return;
  }
  seedTenant(name).then(
    () => res.writeHead(204).end(),
    (error) => res.writeHead(500).end(`seeding tenant ${name} failed: ${error?.stack ?? error}\n`),
  );
});

const stop = () => {
  server.close();
  // A pool that fails to close is said, and the exit code tells it, rather than an unhandled rejection.
  Promise.all(seeds.map(({ orm }) => orm.close())).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.listen(Number(process.env.SEEDER_PORT), '127.0.0.1', () => console.log('ready'));
