// Docker HEALTHCHECK of every Onboard image (see /Dockerfile). Kubernetes does not use it: its
// manifests declare httpGet probes. Exit 0 healthy, 1 unhealthy.
//
// Which endpoint depends on the app (APP is baked into the image):
//   gateway    GET http://127.0.0.1:$PORT/api/health        (PORT default 3000)
//   stand-ins  GET http://127.0.0.1:$PORT/health            (PORT default 4100)
//   services   GET http://127.0.0.1:$HEALTH_PORT/health/live (only when HEALTH_PORT is set)
// A `migrate` container has no server and exits soon: it reports healthy.
import { readFileSync } from 'node:fs';

const app = process.env.APP ?? '';

function mainArgs() {
  try {
    // The healthcheck runs beside PID 1 (node apps/<app>/dist/main.bundle.mjs [mode]), not as its child.
    return readFileSync('/proc/1/cmdline', 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function target() {
  if (app === 'gateway') return `http://127.0.0.1:${process.env.PORT || '3000'}/api/health`;
  if (app === 'stand-ins') return `http://127.0.0.1:${process.env.PORT || '4100'}/health`;
  if (process.env.HEALTH_PORT) return `http://127.0.0.1:${process.env.HEALTH_PORT}/health/live`;
  return undefined;
}

if (mainArgs().includes('migrate')) process.exit(0);

const url = target();
if (url === undefined) {
  console.log(`no HTTP health endpoint for APP=${app} without HEALTH_PORT; nothing to check`);
  process.exit(0);
}

try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) console.error(`${url} answered ${res.status}`);
  process.exit(res.ok ? 0 : 1);
} catch (err) {
  console.error(`${url} unreachable: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
