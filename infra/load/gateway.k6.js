// k6 load test for the gateway: the same scenarios as infra/load/run.mjs (which drives them with autocannon,
// where no k6 binary is available). Keep the paths and checks in step with infra/load/scenarios.mjs.
//
// How to run (k6 ≥ 0.45, https://grafana.com/docs/k6/latest/set-up/install-k6/):
//   1. Start the system:   npm start                         (gateway on http://localhost:3000)
//   2. In another shell:   k6 run infra/load/gateway.k6.js
//      Another target:     k6 run -e BASE_URL=http://127.0.0.1:3000 infra/load/gateway.k6.js
//      Heavier / longer:   k6 run -e VUS=50 -e STAGE=30s infra/load/gateway.k6.js
//      One scenario only:  k6 run -e SCENARIOS=reference infra/load/gateway.k6.js
//      Keep the numbers:   k6 run --summary-export infra/load/results/k6-summary.json infra/load/gateway.k6.js
//   k6 exits non-zero (99) when a threshold below is crossed.
//
// Scenarios run one after another (startTime offsets), so each endpoint's latency is measured on its own:
//   health     GET /api/health              liveness, no I/O
//   ready      GET /api/health/ready        the gateway asks all six services over NATS (each: select 1)
//   reference  GET /api/ben-admin-platforms gateway → NATS → clients service → PostgreSQL
// Each ramps 0 → VUS virtual users over STAGE, holds for STAGE, ramps down over 5 s.
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 20);
const STAGE = __ENV.STAGE || '10s';
const THINK_TIME_S = Number(__ENV.THINK_TIME || 0);
const ONLY = (__ENV.SCENARIOS || 'health,ready,reference').split(',');

function seconds(duration) {
  const match = /^(\d+)(ms|s|m)$/.exec(duration);
  if (!match) throw new Error('STAGE must look like 500ms, 10s or 2m, not ' + duration);
  const n = Number(match[1]);
  return match[2] === 'ms' ? n / 1000 : match[2] === 'm' ? n * 60 : n;
}
const RAMP_DOWN_S = 5;
const SCENARIO_S = 2 * seconds(STAGE) + RAMP_DOWN_S + 2; // + gracefulRampDown margin

function ramping(exec, index) {
  return {
    executor: 'ramping-vus',
    exec: exec,
    startVUs: 0,
    stages: [
      { duration: STAGE, target: VUS },
      { duration: STAGE, target: VUS },
      { duration: RAMP_DOWN_S + 's', target: 0 },
    ],
    gracefulRampDown: '2s',
    startTime: index * SCENARIO_S + 's',
  };
}

const scenarios = {};
ONLY.forEach(function (name, index) {
  scenarios[name] = ramping(name, index);
});

export const options = {
  scenarios: scenarios,
  thresholds: {
    // Fewer than 1% failed requests (non-2xx/3xx or no answer), and the answers have the expected shape.
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    // Latency budgets per endpoint (k6 tags every request with its scenario). Generous enough for a laptop
    // running the whole system next to k6; see infra/load/README.md for what this machine measured.
    'http_req_duration{scenario:health}': ['p(95)<100', 'p(99)<250'],
    'http_req_duration{scenario:ready}': ['p(95)<500', 'p(99)<1000'],
    'http_req_duration{scenario:reference}': ['p(95)<250', 'p(99)<500'],
  },
};

/** The parsed body; something no check accepts when it is not JSON (k6's json() throws then). */
function json(response) {
  try {
    return response.json();
  } catch (error) {
    return { notJson: String(error) };
  }
}

function think() {
  if (THINK_TIME_S > 0) sleep(THINK_TIME_S);
}

export function health() {
  const response = http.get(BASE_URL + '/api/health', { tags: { name: 'GET /api/health' } });
  check(response, {
    'health: status 200': function (r) {
      return r.status === 200;
    },
    'health: {status: "ok"}': function (r) {
      const body = json(r);
      return !!body && body.status === 'ok';
    },
  });
  think();
}

export function ready() {
  const response = http.get(BASE_URL + '/api/health/ready', { tags: { name: 'GET /api/health/ready' } });
  check(response, {
    'ready: status 200': function (r) {
      return r.status === 200;
    },
    'ready: ready, six services up': function (r) {
      const body = json(r);
      return (
        !!body &&
        body.status === 'ready' &&
        Array.isArray(body.services) &&
        body.services.length === 6 &&
        body.services.every(function (s) {
          return s.status === 'up';
        })
      );
    },
  });
  think();
}

export function reference() {
  const response = http.get(BASE_URL + '/api/ben-admin-platforms', {
    tags: { name: 'GET /api/ben-admin-platforms' },
  });
  check(response, {
    'reference: status 200': function (r) {
      return r.status === 200;
    },
    'reference: non-empty [{id, name}]': function (r) {
      const body = json(r);
      return (
        Array.isArray(body) &&
        body.length > 0 &&
        body.every(function (p) {
          return typeof p.id === 'string' && typeof p.name === 'string';
        })
      );
    },
  });
  think();
}

// ─── SIGNED-IN READS: TO DO when sessions exist (identity issue) ──────────────────────────────────────────────
// Add a `setup()` that signs a demo user in (password, then MFA) and returns the session cookie and CSRF token;
// k6 passes its return value to every scenario function. Then add a scenario per signed-in read, e.g.:
//
//   export function setup() {
//     const res = http.post(BASE_URL + '/api/<sign-in path>', JSON.stringify({ email: ..., password: ... }),
//                           { headers: { 'content-type': 'application/json' } });
//     return { cookie: res.headers['Set-Cookie'] };
//   }
//   export function clientList(session) {
//     const r = http.get(BASE_URL + '/api/clients?page=1', { headers: { cookie: session.cookie } });
//     check(r, { 'clients: status 200': (x) => x.status === 200 });
//   }
//
// and list it in SCENARIOS' default, with a threshold 'http_req_duration{scenario:clientList}'. Mirror it in
// scenarios.mjs for run.mjs (autocannon takes the cookie in `headers`).
// ──────────────────────────────────────────────────────────────────────────────────────────────────────────────
