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
//      Signed in (the client lists; k6 cannot compute the TOTP code, so a Node helper signs in and prints the
//      session cookie; it lasts 15 minutes):
//        k6 run -e SESSION_COOKIE="$(node infra/load/session-cookie.mjs admin@onboard.test)" \
//               -e BROKER_SESSION_COOKIE="$(node infra/load/session-cookie.mjs broker@onboard.test)" \
//               infra/load/gateway.k6.js
//      With 10 000 clients, as measured in infra/load/README.md: `npm run seed -- --clients 10000` first
//      (and ANALYZE, see the README).
//   k6 exits non-zero (99) when a threshold below is crossed.
//
// Scenarios run one after another (startTime offsets), so each endpoint's latency is measured on its own:
//   health     GET /api/health              liveness, no I/O
//   ready      GET /api/health/ready        the gateway asks all six services over NATS (each: select 1)
// and, signed in (when SESSION_COOKIE / BROKER_SESSION_COOKIE are given, or named in SCENARIOS):
//   reference         GET /api/ben-admin-platforms         gateway → NATS → clients service → PostgreSQL
//   clients           GET /api/clients?limit=25            the internal home's first page, as an admin
//   clients-filtered  GET /api/clients?phaseIds=…&search=… the same list with filters, as an admin
//   clients-broker    GET /api/clients?limit=25            a broker's own clients (BROKER_SESSION_COOKIE)
// Each ramps 0 → VUS virtual users over STAGE, holds for STAGE, ramps down over 5 s.
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const VUS = Number(__ENV.VUS || 20);
const STAGE = __ENV.STAGE || '10s';
const THINK_TIME_S = Number(__ENV.THINK_TIME || 0);
/** A cookie header from `onboard_session=<jwt>` (what session-cookie.mjs prints) or the bare token. */
function cookieOf(value) {
  if (!value) return '';
  const trimmed = String(value).trim();
  return trimmed.indexOf('=') > 0 ? trimmed : 'onboard_session=' + trimmed;
}
const SESSION_COOKIE = cookieOf(__ENV.SESSION_COOKIE);
const BROKER_SESSION_COOKIE = cookieOf(__ENV.BROKER_SESSION_COOKIE);
const DEFAULT_SCENARIOS = ['health', 'ready']
  .concat(SESSION_COOKIE ? ['reference', 'clients', 'clients-filtered'] : [])
  .concat(BROKER_SESSION_COOKIE ? ['clients-broker'] : []);
const ONLY = __ENV.SCENARIOS ? __ENV.SCENARIOS.split(',') : DEFAULT_SCENARIOS;
/** Scenario name → the exported function that runs it (k6's `exec` must name a function). */
const EXEC = {
  health: 'health',
  ready: 'ready',
  reference: 'reference',
  clients: 'clients',
  'clients-filtered': 'clientsFiltered',
  'clients-broker': 'clientsBroker',
};
/** Keep in step with CLIENT_FILTERED_QUERY in scenarios.mjs. */
const CLIENT_FILTERED_QUERY =
  'phaseIds=INFO_GATHERING&phaseIds=REVIEW_AND_VALIDATE&isNewIssue=true&search=Client%2000&sortBy=name&limit=25';

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
  if (!EXEC[name]) throw new Error('Unknown scenario ' + name + '; known: ' + Object.keys(EXEC).join(', '));
  scenarios[name] = ramping(EXEC[name], index);
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
    // The client list with 10 000 clients: one SQL over every match (count(*) over (), sort) per request;
    // 20 connections measured p95 430-470 ms here (infra/load/README.md). Stale planner statistics make it
    // seconds: that is what these catch.
    'http_req_duration{scenario:clients}': ['p(95)<1000', 'p(99)<2000'],
    'http_req_duration{scenario:clients-filtered}': ['p(95)<1000', 'p(99)<2000'],
    'http_req_duration{scenario:clients-broker}': ['p(95)<250', 'p(99)<500'],
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

export function reference(cookies) {
  const response = http.get(BASE_URL + '/api/ben-admin-platforms', {
    headers: { cookie: cookies.admin },
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

// ─── SIGNED-IN READS ───────────────────────────────────────────────────────────────────────────────────────────
// Signing in takes a TOTP code, which k6 cannot compute: the session cookie comes from the environment
// (SESSION_COOKIE for an admin, BROKER_SESSION_COOKIE for a broker), printed by
//   node infra/load/session-cookie.mjs admin@onboard.test      (BASE_URL: the running gateway)
// setup() runs once before the scenarios: it checks that each cookie a selected scenario needs is given and
// still accepted, and hands the cookies to every scenario function (k6 passes setup's return value on). Only
// the access-token cookie is sent (no refresh token), so a run must end within its 15 minutes.
const NEEDS = {
  reference: 'admin',
  clients: 'admin',
  'clients-filtered': 'admin',
  'clients-broker': 'broker',
};

export function setup() {
  const cookies = { admin: SESSION_COOKIE, broker: BROKER_SESSION_COOKIE };
  const envName = { admin: 'SESSION_COOKIE', broker: 'BROKER_SESSION_COOKIE' };
  const checked = {};
  ONLY.forEach(function (name) {
    const who = NEEDS[name];
    if (!who || checked[who]) return;
    checked[who] = true;
    if (!cookies[who]) {
      throw new Error(
        'Scenario ' +
          name +
          ' needs ' +
          envName[who] +
          ': -e ' +
          envName[who] +
          '="$(node infra/load/session-cookie.mjs ' +
          who +
          '@onboard.test)"',
      );
    }
    const r = http.get(BASE_URL + '/api/clients?limit=1', {
      headers: { cookie: cookies[who] },
      tags: { name: 'setup: session check' },
    });
    if (r.status !== 200) {
      throw new Error(
        envName[who] + ' was refused (' + r.status + '): sign in again with session-cookie.mjs',
      );
    }
  });
  return cookies;
}

/** A client-list page: at most 25 items and the total (keep in step with isPage in scenarios.mjs). */
function isPage(body) {
  return (
    !!body &&
    Array.isArray(body.items) &&
    body.items.length <= 25 &&
    typeof body.total === 'number' &&
    body.total >= body.items.length &&
    body.items.every(function (c) {
      return !!c && typeof c.id === 'string' && typeof c.name === 'string';
    })
  );
}

function clientList(label, query, cookie, extraCheck) {
  const response = http.get(BASE_URL + '/api/clients?' + query, {
    headers: { cookie: cookie },
    tags: { name: 'GET /api/clients (' + label + ')' },
  });
  const checks = {};
  checks[label + ': status 200'] = function (r) {
    return r.status === 200;
  };
  checks[label + ': page of ≤ 25 items with a total'] = function (r) {
    const body = json(r);
    return isPage(body) && extraCheck(body);
  };
  check(response, checks);
  think();
}

export function clients(cookies) {
  clientList('clients', 'limit=25', cookies.admin, function (body) {
    return body.total > 0;
  });
}

export function clientsFiltered(cookies) {
  clientList('clients-filtered', CLIENT_FILTERED_QUERY, cookies.admin, function (body) {
    return body.items.every(function (c) {
      return (
        (c.phase === 'INFO_GATHERING' || c.phase === 'REVIEW_AND_VALIDATE') &&
        c.implementationType === 'NEW_IMPLEMENTATION'
      );
    });
  });
}

export function clientsBroker(cookies) {
  clientList('clients-broker', 'limit=25', cookies.broker, function (body) {
    return body.total > 0 && body.total === body.items.length;
  });
}
