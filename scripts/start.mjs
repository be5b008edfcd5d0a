// `npm start`: installs what is missing, starts PostgreSQL (embedded) and NATS unless DATABASE_URL / NATS_URL
// are given, builds, migrates, loads demo data, runs every process and serves everything on one port.
// The first part runs on whatever Node started it (possibly the system's older Node) and only uses APIs
// every supported Node has.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const localNode = join(root, 'node_modules', 'node', 'bin', 'node');
if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || !existsSync(localNode)) {
  console.log('Installing dependencies (npm install)…');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
if (process.versions.node.split('.')[0] !== '24') {
  // The project runs on the Node 24 pinned in devDependencies, whatever the system has.
  const rerun = spawnSync(localNode, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}

const { startPostgres, startNats } = await import('./lib/infra.mjs');
const { buildAll, migrateAll, seedAll, startApps, prefixer } = await import('./lib/system.mjs');

const DATA_DIR = process.env.ONBOARD_DATA_DIR ?? join(root, '.data');
const PORT = Number(process.env.PORT ?? 3000);
const PG_PORT = Number(process.env.PG_PORT ?? 54329);
const NATS_PORT = Number(process.env.NATS_PORT ?? 4222);
const STAND_INS_PORT = Number(process.env.STAND_INS_PORT ?? 4100);
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2525);

const cleanups = [];
let shuttingDown = false;
async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping…');
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(String(e)));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  console.log('Building (TypeScript, web app)…');
  buildAll();

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`Starting embedded PostgreSQL on port ${PG_PORT} (data in ${join(DATA_DIR, 'postgres')})…`);
    const pg = await startPostgres({
      dataDir: join(DATA_DIR, 'postgres'),
      port: PG_PORT,
      log: prefixer('postgres', 7),
    });
    cleanups.push(() => pg.stop());
    await pg.createDatabase('onboard');
    databaseUrl = pg.url('onboard');
  }

  let natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    console.log(`Starting nats-server with JetStream on port ${NATS_PORT}…`);
    const nats = await startNats({
      port: NATS_PORT,
      storeDir: join(DATA_DIR, 'nats'),
      log: prefixer('nats', 8),
    });
    cleanups.push(() => nats.stop());
    natsUrl = nats.url;
  }

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    QPS_BASE_URL: `http://127.0.0.1:${STAND_INS_PORT}/qps`,
    ESIGN_BASE_URL: `http://127.0.0.1:${STAND_INS_PORT}/esign`,
    JIRA_BASE_URL: `http://127.0.0.1:${STAND_INS_PORT}/jira`,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${STAND_INS_PORT}/recaptcha`,
    VIDEO_HOST_URL: `http://127.0.0.1:${STAND_INS_PORT}/video`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    // The address printed below: e-mailed links and the websocket's Origin check use it.
    WEB_BASE_URL: process.env.WEB_BASE_URL ?? `http://localhost:${PORT}`,
  };

  console.log('Applying migrations…');
  await migrateAll(env);
  console.log('Loading demo data (skipped where already loaded)…');
  seedAll(env);

  console.log('Starting services, stand-ins and gateway…');
  const system = await startApps({ env, port: PORT, standInsPort: STAND_INS_PORT, smtpPort: SMTP_PORT });
  cleanups.push(() => system.stop());

  const { DEMO_USERS } = await import('@onboard/contracts');
  console.log(`
  Onboard is running:      http://localhost:${PORT}
  Readiness:               http://localhost:${PORT}/api/health/ready
  API documentation:       http://localhost:${PORT}/api/docs
  Live events (websocket): ws://localhost:${PORT}/api/events

  Mail sink (activation and reset e-mails): http://localhost:${STAND_INS_PORT}/mail/

  Demo users, password Onboard-Demo-2026; authenticator code: npm run totp -- <e-mail>
${DEMO_USERS.map((u) => `    ${u.role.padEnd(10)} ${u.email}`).join('\n')}

  Ctrl-C stops everything.
`);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
