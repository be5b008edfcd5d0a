// The load scenarios, shared by run.mjs (autocannon). gateway.k6.js states the same paths and checks for k6
// (k6 cannot import Node modules, so keep the two in step by hand).

const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);

export const SCENARIOS = {
  /** Liveness: the gateway alone, no I/O. */
  health: {
    path: '/api/health',
    check: (body) => isObject(body) && body.status === 'ok',
  },
  /** Readiness: the gateway asks all six services over NATS; each runs `select 1`. */
  ready: {
    path: '/api/health/ready',
    check: (body) =>
      isObject(body) &&
      body.status === 'ready' &&
      Array.isArray(body.services) &&
      body.services.length === 6 &&
      body.services.every((s) => s.status === 'up'),
  },
  /** Reference data: gateway → NATS → clients service → PostgreSQL (MikroORM find, ordered by name). */
  reference: {
    path: '/api/ben-admin-platforms',
    check: (body) =>
      Array.isArray(body) &&
      body.length > 0 &&
      body.every((p) => typeof p.id === 'string' && typeof p.name === 'string'),
  },
  // Signed-in reads join here once sessions exist (identity issue): a setup step signs in, and the scenario
  // sends the session cookie (autocannon: `headers: { cookie }`). See the marked block in gateway.k6.js.
};

/** A body check for autocannon's verifyBody (which hands over the raw body). */
export function verifier(check) {
  return (raw) => {
    try {
      return check(JSON.parse(String(raw)));
    } catch {
      return false;
    }
  };
}
