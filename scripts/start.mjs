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

const { startStack } = await import('./lib/stack.mjs');
const { buildAll, compileCacheDir } = await import('./lib/system.mjs');

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
  if (code === 0) console.log('\nStopping…');
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(String(e)));
  process.exit(code);
}
/** Any failure ends in one sentence (what failed, what to do), with the failing tool's own output above it. */
function fail(error) {
  if (error?.detail) process.stderr.write(`${String(error.detail).trimEnd()}\n`);
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nnpm start failed: ${message}`);
  void shutdown(1);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

try {
  console.log('Building (TypeScript, web app)…');
  buildAll();

  const env = {
    ...process.env,
    // Node's on-disk cache of compiled modules: the second start of each service skips compiling its modules.
    NODE_COMPILE_CACHE: compileCacheDir(root),
    QPS_BASE_URL: `http://127.0.0.1:${STAND_INS_PORT}/qps`,
    ESIGN_BASE_URL: `http://127.0.0.1:${STAND_INS_PORT}/esign`,
    // The stand-ins' Connect webhooks go to the gateway's /api/webhooks/esign (decision 133).
    ESIGN_CONNECT_URLS: process.env.ESIGN_CONNECT_URLS ?? `http://127.0.0.1:${PORT}/api/webhooks/esign`,
    JIRA_BASE_URL: `http://127.0.0.1:${STAND_INS_PORT}/jira`,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${STAND_INS_PORT}/recaptcha`,
    VIDEO_HOST_URL: `http://127.0.0.1:${STAND_INS_PORT}/video`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    // The documents' files (decision 109): a folder in the data folder, or with STORAGE_DRIVER=s3 the
    // stand-ins' S3, whose objects are kept in the data folder too.
    STORAGE_DIR: process.env.STORAGE_DIR ?? join(DATA_DIR, 'files'),
    S3_DIR: process.env.S3_DIR ?? join(DATA_DIR, 's3'),
    // Unless S3_ENDPOINT names another store: the stand-ins' S3 (path style), with its demo key pair, which the
    // stand-in checks signatures with (the same variables reach it).
    ...(process.env.S3_ENDPOINT
      ? {}
      : {
          S3_ENDPOINT: `http://127.0.0.1:${STAND_INS_PORT}/s3`,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'onboard-s3-stand-in-key',
          S3_SECRET_ACCESS_KEY: 'onboard-s3-stand-in-secret',
        }),
    // The address printed below: e-mailed links and the websocket's Origin check use it.
    WEB_BASE_URL: process.env.WEB_BASE_URL ?? `http://localhost:${PORT}`,
  };

  // PostgreSQL and NATS (unless DATABASE_URL / NATS_URL are set), migrations, demo data, the apps: all
  // supervised, so whatever dies is started again (scripts/lib/stack.mjs).
  const system = await startStack({
    env,
    dataDir: DATA_DIR,
    port: PORT,
    pgPort: PG_PORT,
    natsPort: NATS_PORT,
    standInsPort: STAND_INS_PORT,
    smtpPort: SMTP_PORT,
  });
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
  fail(error);
}
