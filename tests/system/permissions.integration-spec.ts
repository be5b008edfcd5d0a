import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Principal } from '@onboard/contracts';
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
 */

type Route = { key: string; method: string; path: string; declared: boolean };

/** Every route of the gateway, and whether it declares who may call it (public, signed-in or a permission). */
function gatewayRoutes(): Route[] {
  return gatewayHandlers().map(({ controller, handler, method, path }) => {
    const meta = (key: string): unknown =>
      Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
    const declared = !!(meta(IS_PUBLIC) || meta(SIGNED_IN) || (meta(PERMISSION) as PermissionDeclaration));
    return { key: `${method} ${path}`, method, path, declared };
  });
}

let cast: MatrixCast;
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

async function call(method: string, url: string, caller: Caller): Promise<request.Response> {
  let req = request(system.url)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](url);
  if (caller.principal) {
    const { cookie, csrf } = cookiesFor(caller.principal);
    req = req.set('Cookie', cookie).set('x-csrf-token', csrf);
  }
  if (method !== 'GET') req = req.send({});
  return req;
}

/** '' when the answer is as written; otherwise what was wrong. */
function judge(want: Want, res: request.Response, caller: Caller): string {
  const got = res.status;
  if (got >= 500) return `want ${want}, got ${got}`;
  if (want === 'ok' ? got === 401 || got === 403 : got !== want) return `want ${want}, got ${got}`;
  const leaked = cast.leaks(caller.principal, res.text ?? '');
  if (leaked.length) return `answer holds another client's data: ${leaked.join(', ')}`;
  return '';
}

let system: TestSystem;
const routes = gatewayRoutes();

beforeAll(async () => {
  system = await TestSystem.shared('matrix');
  cast = await MatrixCast.make(system, 'matrix');
  CALLERS = cast.callers();
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
      for (const caller of CALLERS) {
        for (const own of [true, false]) {
          if (!own && !/:(clientId|userId)/.test(route.path)) continue;
          const url = fill(route.path, caller, own);
          const want = wantOf(answers, caller.key, own);
          const res = await call(route.method, url, caller);
          calls++;
          const problem = judge(want, res, caller);
          if (problem)
            wrong.push(
              `${route.method} ${url} as ${caller.key}${own ? '' : ' (other)'}: ${problem} ${res.text.slice(0, 160)}`,
            );
        }
      }
    }
    expect(calls).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  }, 180_000);

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
      const problem = judge(want, res, caller);
      if (problem) wrong.push(`GET ${url} as ${caller.key}: ${problem} ${res.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});
