// The load scenarios, shared by run.mjs (autocannon). gateway.k6.js states the same paths and checks for k6
// (k6 cannot import Node modules, so keep the two in step by hand).

const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);
/** A page of the client list: at most 25 items (the `limit` asked for), and the total of all matches. */
const isPage = (body) =>
  isObject(body) &&
  Array.isArray(body.items) &&
  body.items.length <= 25 &&
  typeof body.total === 'number' &&
  body.total >= body.items.length &&
  body.items.every((c) => isObject(c) && typeof c.id === 'string' && typeof c.name === 'string');

/** The filtered client list (also what bench/client-list.mjs measures). */
export const CLIENT_FILTERED_QUERY =
  'phaseIds=INFO_GATHERING&phaseIds=REVIEW_AND_VALIDATE&isNewIssue=true&search=Client%2000&sortBy=name&limit=25';

/** Scenarios with `user` run signed in as that demo user (run.mjs signs in once per user, before them). */
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
    user: 'admin', // the list needs sign-in (decision 195)
    check: (body) =>
      Array.isArray(body) &&
      body.length > 0 &&
      body.every((p) => typeof p.id === 'string' && typeof p.name === 'string'),
  },
  /**
   * The internal home's first page, as an admin: gateway (session cookie checked, no round trip) → NATS →
   * clients service → one SQL (filters, the primary policy's phase by a lateral join, count(*) over ()).
   */
  clients: {
    path: '/api/clients?limit=25',
    user: 'admin',
    check: (body) => isPage(body) && body.total > 0,
  },
  /** The same list with the home's filters set: two phases, new issues, a search, sorted by name. */
  'clients-filtered': {
    path: `/api/clients?${CLIENT_FILTERED_QUERY}`,
    user: 'admin',
    check: (body) =>
      isPage(body) &&
      body.items.every(
        (c) =>
          (c.phase === 'INFO_GATHERING' || c.phase === 'REVIEW_AND_VALIDATE') &&
          c.implementationType === 'NEW_IMPLEMENTATION',
      ),
  },
  /** A broker's own list: the service narrows to the broker's clients (four in the demo data). */
  'clients-broker': {
    path: '/api/clients?limit=25',
    user: 'broker',
    check: (body) => isPage(body) && body.total > 0 && body.total === body.items.length,
  },
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
