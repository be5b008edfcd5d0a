import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ALL_ROUTES, type AnyRoute, type Principal } from '@onboard/contracts';
import { signJwt } from '@onboard/server-kit';
import request from 'supertest';
import {
  PERMISSION,
  SIGNED_IN,
  type PermissionDeclaration,
} from '../../apps/gateway/src/access/permission.decorator.js';
import { IS_PUBLIC } from '../../apps/gateway/src/access/public.decorator.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config.js';
import { RevokedSessions } from '../../apps/gateway/src/session/revoked-sessions.js';
import { SessionService } from '../../apps/gateway/src/session/session.service.js';
import type { BusClient } from '../../apps/gateway/src/bus/bus.client.js';
import { gatewayHandlers } from './gateway-handlers.js';
import { TestSystem, SYSTEM_START_TIMEOUT } from './harness.js';
import { MatrixCast, paramValue, wantOf, type Caller } from './matrix-cast.js';
import { MatrixRecords, VIDEO, type OwnerCall } from './matrix-records.js';
import { MatrixSignIn } from './matrix-sign-in.js';
import { ANSWERS, type Want } from './permission-answers.js';

/**
 * The permission matrix: every route of the gateway (read from its controllers) called as anonymous, a ben
 * admin and a broker (about their own client or record, and about another's), an admin and an owner.
 *
 * The expected answers are written out by hand from spec §6 in ANSWERS (permission-answers.ts), route by route: they are NOT
 * computed from the role table or can() this test checks (decision 050). A route missing from ANSWERS fails
 * the test. A call about another client's or user's record must answer exactly the 403 or 404 written here,
 * and no answer to a ben admin or broker may hold another client's id or name, or the e-mail of a person
 * who works only for other clients.
 *
 * An allowed call must succeed with its route's own status (200, 201 or 204; issue 31 item 5), never a 400 or a
 * 404 passing as "ok": each is a valid request (MatrixCast.requestFor) about real records made for it
 * (MatrixRecords.paramFor), with the state it needs made first (a signed EIF with changes ready for review, a
 * validated census file, a class's chosen plan: MatrixRecords.stateFor; a fresh person's sign-in brought to the
 * step: MatrixSignIn).
 */

type Route = { key: string; method: string; path: string; declared: boolean; entry?: AnyRoute };

/** Every route of the gateway, and whether it declares who may call it (public, signed-in or a permission). */
function gatewayRoutes(): Route[] {
  return gatewayHandlers().map(({ controller, handler, method, path, route: entry }) => {
    const meta = (key: string): unknown =>
      Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
    const declared = !!(meta(IS_PUBLIC) || meta(SIGNED_IN) || (meta(PERMISSION) as PermissionDeclaration));
    // A hand-written controller's route still has its entry in the route table (its schemas).
    const listed = entry ?? ALL_ROUTES.find((r) => r.method === method && `/api${r.path}` === path);
    return { key: `${method} ${path}`, method, path, declared, entry: listed };
  });
}

let cast: MatrixCast;
let records: MatrixRecords;
let signIns: MatrixSignIn;
let CALLERS: Caller[];
const client = (key: string): string => cast.client(key);
const userId = (key: string): string => cast.userId(key);

const config = loadGatewayConfig({});
const sessions = new SessionService({} as BusClient, config, new RevokedSessions());

function cookiesFor(principal: Principal): { cookie: string; csrf: string } {
  const now = Math.floor(Date.now() / 1000);
  const sid = randomUUID();
  const token = signJwt(
    {
      sub: principal.id,
      role: principal.role,
      clientIds: principal.clientIds,
      sid,
      iat: now,
      exp: now + 600,
      iss: 'onboard-identity',
    },
    config.AUTH_TOKEN_SECRET,
  );
  const csrf = sessions.newCsrf(sid);
  return { cookie: `onboard_session=${token}; onboard_csrf=${csrf}`, csrf };
}

/** Fills route parameters with the caller's own client and record, or another's (`paramValue`). */
function fill(path: string, caller: Caller, own: boolean): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => paramValue(name, caller, own));
}

/**
 * A valid call of a route about the caller's own client or another's: the route's smallest valid params, query
 * and body (`requestFor`), so that an allowed call succeeds and its answer is judged exactly.
 */
function requestOf(
  route: Route,
  caller: Caller,
  own: boolean,
  made: Record<string, string>,
): { url: string; body: unknown } {
  if (!route.entry) return { url: fill(route.path, caller, own), body: {} };
  // A sign-in step's body is the state a fresh person's sign-in reached (recordsFor).
  if (signIns.handles(route.key)) return { url: route.path, body: made };
  const { params, query, body } = cast.requestFor(route.entry, caller, own, made);
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(params[name] ?? paramValue(name, caller, own))),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of [value].flat()) if (one !== undefined && one !== null) search.append(key, String(one));
  return { url: search.size ? `${path}?${search}` : path, body: body ?? {} };
}

type Upload = { name: string; content: Buffer; fields: Record<string, string> };

async function call(
  method: string,
  url: string,
  caller: Caller,
  body: unknown = {},
  file?: Upload,
): Promise<request.Response> {
  let req = request(system.url)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](url);
  if (caller.principal) {
    const { cookie, csrf } = cookiesFor(caller.principal);
    req = req.set('Cookie', cookie).set('x-csrf-token', csrf);
  }
  if (file) {
    for (const [key, value] of Object.entries(file.fields)) req = req.field(key, value);
    return req.attach('file', file.content, file.name);
  }
  if (method !== 'GET') req = req.send(body as object);
  return req;
}

/** The file an upload route's allowed call sends: a small text document ("other" takes text). */
const UPLOAD: Upload = {
  name: 'matrix.txt',
  content: Buffer.from('A document of the permission matrix.\n'),
  fields: { category: 'other' },
};

/** Fresh records for the parameters an allowed call names (MatrixRecords), by parameter name. */
async function recordsFor(route: Route, caller: Caller, own: boolean): Promise<Record<string, string>> {
  const made: Record<string, string> = {};
  const clientId = own ? caller.ownClient : caller.otherClient;
  for (const key of Object.keys(records.extras)) delete records.extras[key];
  // A sign-in step: its credential is the request itself, a fresh person's sign-in brought to the step.
  if (signIns.handles(route.key)) return signIns.bodyOf(route.key);
  // An activation link's token (anyone holding the link may use it, signed in or not).
  if (route.path === '/api/users/auth-token/:token' || route.path === '/api/users/password-upsert')
    made['token'] = await records.activationToken();
  // Nobody signed in gets no other records (every other call of theirs is refused first).
  if (!caller.principal) return made;
  // A new form is sent to a person of the client's (the matrix's callers for staff have none).
  if (route.method === 'POST' && route.path.endsWith('/onboarding-forms') && clientId)
    made['recipientUserId'] = (await records.person('BEN_ADMIN', clientId)).id;
  // Calls whose body names the client's records: a document to recategorize, a bill to delete.
  if (route.path.endsWith('/documents/meta') && clientId && caller.principal)
    made['bodyRecordId'] = await records.document(clientId);
  if (route.method === 'DELETE' && route.path.endsWith('/bills') && clientId && caller.principal)
    made['bodyRecordId'] = await records.bill(clientId);
  if (route.path.endsWith('/calls/:callType/selection') && clientId && caller.principal)
    made['optionId'] = await records.callOption(clientId);
  if (route.path.endsWith('/tasks/:taskId/events') && clientId && caller.principal) {
    const step = await records.taskStep(clientId, caller);
    if (step) Object.assign(made, step);
  }
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    const id = await records.paramFor(name as string, route.path, caller, own, clientId);
    if (id) made[name as string] = id;
  }
  return { ...made, ...records.extras };
}

/**
 * '' when the answer is as written; otherwise what was wrong. An allowed call must succeed with its route's own
 * status (200, 201 or 204): a 400 or a 404 is not "allowed".
 */
function judge(want: Want, res: request.Response, caller: Caller, success: number): string {
  const got = res.status;
  if (want === 'ok' ? got !== success : got !== want)
    return `want ${want === 'ok' ? success : want}, got ${got}`;
  const leaked = cast.leaks(caller.principal, res.text ?? '');
  if (leaked.length) return `answer holds another client's data: ${leaked.join(', ')}`;
  return '';
}

let system: TestSystem;
// Deletions last: a call that deletes a seeded record (a resource, a task's events) leaves it to every other route.
const routes = gatewayRoutes().sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

beforeAll(async () => {
  system = await TestSystem.shared('matrix');
  cast = await MatrixCast.make(system, 'matrix');
  CALLERS = cast.callers();
  const owner = CALLERS.find((c) => c.key === 'owner') as Caller;
  const asOwner: OwnerCall = (method, url, body, file, as) => call(method, url, as ?? owner, body, file);
  records = new MatrixRecords(system, cast, asOwner);
  signIns = new MatrixSignIn(system, records, asOwner);
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await system?.stop();
});

describe('permission matrix (answers written out from spec §6)', () => {
  test('every route declares who may call it, and every route has its written answers', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.declared).map((r) => r.key)).toEqual([]);
    expect(routes.filter((r) => !ANSWERS[r.key]).map((r) => r.key)).toEqual([]);
    // A row for a route that no longer exists is a stale answer: remove it with the route.
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(ANSWERS).filter((k) => !keys.has(k))).toEqual([]);
  });

  test('every route answers every caller as written, never with a 5xx, and never with another client’s data', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const answers = ANSWERS[route.key];
      if (!answers) continue;
      for (const listed of CALLERS) {
        const caller = cast.forRoute(route.key, listed);
        for (const own of [true, false]) {
          if (!own && !/:(clientId|userId)/.test(route.path)) continue;
          const want = wantOf(answers, caller.key, own);
          // Real records for every call (a refusal about a real record, not a made-up one); nobody gets only
          // what anyone may hold (an activation link's token).
          const made = await recordsFor(route, caller, own);
          // An allowed call's state (a signed EIF with changes ready for review, a class's chosen plan, …).
          const state =
            want === 'ok'
              ? await records.stateFor(route.key, own ? caller.ownClient : caller.otherClient, made)
              : undefined;
          const request = requestOf(route, caller, own, made);
          const url = request.url;
          const body = state?.body ?? request.body;
          const upload = !route.entry?.upload
            ? undefined
            : route.path.endsWith('/documents')
              ? UPLOAD
              : route.path.endsWith('/vidyard/upload')
                ? VIDEO
                : undefined;
          const res = await call(route.method, url, caller, body, upload);
          calls++;
          const problem = judge(want, res, caller, route.entry?.status ?? 200);
          if (problem)
            wrong.push(
              `${route.method} ${url} as ${caller.key}${own ? '' : ' (other)'}: ${problem} ${res.text.slice(0, 160)}`,
            );
        }
      }
    }
    expect(calls).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  }, 300_000);

  test('calls naming another client or person in the query answer as written, without their data', async () => {
    const [benAdmin, broker] = [CALLERS[1], CALLERS[2]] as [Caller, Caller];
    const probes: [Caller, string, Want][] = [
      // A client's feature toggles are the client's: another client's is not found.
      [benAdmin, `/api/feature-toggles?clientId=${client('harbor-logistics')}`, 404],
      [broker, `/api/feature-toggles?clientId=${client('northwind-foods')}`, 404],
      // The list filtered by a person who works for other clients: that person is not found.
      [benAdmin, `/api/clients?userId=${userId('employer')}`, 404],
      [broker, `/api/clients?userId=${userId('benadmin')}`, 404],
      // Searching for another client's name or listing its people finds nothing of it.
      [benAdmin, `/api/clients?search=Harbor`, 'ok'],
      [broker, `/api/clients?search=Northwind&includeArchived=true`, 'ok'],
      [benAdmin, `/api/users/ben-admin?clientId=${client('maple-dental')}`, 'ok'],
      [broker, `/api/users/ben-admin?clientId=${client('northwind-foods')}`, 'ok'],
      [broker, `/api/users/broker?search=onboard.test`, 'ok'],
    ];
    const wrong: string[] = [];
    for (const [caller, url, want] of probes) {
      const res = await call('GET', url, caller);
      const problem = judge(want, res, caller, 200);
      if (problem) wrong.push(`GET ${url} as ${caller.key}: ${problem} ${res.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});
