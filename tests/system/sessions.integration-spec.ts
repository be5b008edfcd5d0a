import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AUTH_MESSAGES, type Role } from '@onboard/contracts';
import request from 'supertest';
import WebSocket from 'ws';
import {
  cookieHeader,
  DEMO_PASSWORD,
  keep,
  TestSystem,
  type Jar,
  type Session,
  type Tenant,
  SYSTEM_START_TIMEOUT,
} from './harness.js';

/**
 * A session ends when it should, on every gateway replica: two gateways on one NATS; a user signs in on
 * the first, and right after their session ends (deleted, password reset or changed, authenticator reset,
 * role changed, signed out) the access token they hold is refused for reads and writes on both, although
 * it has not expired. Only the access cookie is sent, so no refresh can hide the answer.
 */

let sys: TestSystem;
let second: string;
let owner: Session;
let tenant: Tenant;

beforeAll(async () => {
  sys = await TestSystem.shared('sessions');
  tenant = await sys.tenant('sessions');
  second = await sys.addGateway();
  owner = await sys.signIn(await sys.makeUser('sess-owner', 'SLF_OWNER'), 'sess-owner');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

type Victim = { email: string; id: string; jar: Jar };

async function victim(key: string, role: Role = 'BROKER', clientIds: string[] = []): Promise<Victim> {
  const email = await sys.makeUser(key, role, clientIds);
  const jar = (await sys.signIn(email, key)).jar;
  const row = await sys.sql.query(`select "id" from "identity"."user" where "email" = $1`, [email]);
  return { email, id: String(row.rows[0]?.id), jar };
}

/** A read and a write with the access token alone (and the CSRF pair), on one gateway. */
async function statuses(url: string, jar: Jar): Promise<[number, number]> {
  const cookie = `onboard_session=${jar.get('onboard_session')}; onboard_csrf=${jar.get('onboard_csrf')}`;
  const read = await request(url).get('/api/users/authenticated').set('Cookie', cookie);
  const write = await request(url)
    .post('/api/users/terms-of-use')
    .set('Cookie', cookie)
    .set('x-csrf-token', jar.get('onboard_csrf') ?? '')
    .send({});
  return [read.status, write.status];
}

async function expectWorks(v: Victim): Promise<void> {
  expect(await statuses(sys.url, v.jar)).toEqual([200, 200]);
  expect(await statuses(second, v.jar)).toEqual([200, 200]);
}

async function expectEnded(v: Victim): Promise<void> {
  // The other replica first: it only learns from identity's event.
  expect(await statuses(second, v.jar)).toEqual([401, 401]);
  expect(await statuses(sys.url, v.jar)).toEqual([401, 401]);
}

describe('the access token stops working at once, on every gateway replica', () => {
  test('after the user is deleted', async () => {
    const v = await victim('sess-deleted');
    await expectWorks(v);
    await owner.call('delete', `/api/users/broker/${v.id}`).expect(200);
    await expectEnded(v);
  });

  test('after their authenticator is reset', async () => {
    const v = await victim('sess-mfa');
    await expectWorks(v);
    await owner.call('post', `/api/users/reset-mfa/${encodeURIComponent(v.email)}`).expect(200);
    await expectEnded(v);
  });

  test('after their password is reset by e-mailed link', async () => {
    const v = await victim('sess-reset');
    await expectWorks(v);
    await request(second)
      .post(`/api/users/reset-password/${encodeURIComponent(v.email)}`)
      .expect(200);
    const token =
      new URL(await sys.linkMailedTo(v.email, 'Reset your Onboard password')).searchParams.get('token') ?? '';
    await request(sys.url)
      .post('/api/users/password-upsert')
      .send({ token, password: 'A reset passphrase 2026' })
      .expect(200);
    await expectEnded(v);
  });

  test('after their password is changed (expired password)', async () => {
    const v = await victim('sess-change');
    await expectWorks(v);
    await sys.sql.query(
      `update "identity"."credential" set "password_expires_at" = now() - interval '1 day' where "user_id" = $1`,
      [v.id],
    );
    const first = await sys.step('sign-in', { username: v.email, password: DEMO_PASSWORD });
    if (first.status !== 'PASSWORD_EXPIRED') throw new Error(first.status);
    await sys.step('password/expired', {
      stateToken: first.stateToken,
      oldPassword: DEMO_PASSWORD,
      newPassword: 'A changed passphrase 2026',
    });
    await expectEnded(v);
  });

  test('after their role changes (the token carries the old role)', async () => {
    const v = await victim('sess-role', 'SLF_ADMIN');
    await expectWorks(v);
    await owner.call('put', `/api/users/internal/${v.id}`, { role: 'SLF_OWNER' }).expect(200);
    await expectEnded(v);
  });

  test('after a client is taken from them (the token carries their client ids)', async () => {
    const v = await victim('sess-unassign');
    const client = tenant.client('harbor-logistics');
    await owner.call('put', `/api/users/broker/${v.id}/assign/${client}`).expect(200);
    // Assigning adds access: the session goes on (the new client arrives with the next token).
    await expectWorks(v);
    await owner.call('put', `/api/users/broker/${v.id}/unassign/${client}`).expect(200);
    await expectEnded(v);
  });

  test.each([
    ['ben-admin', 'BEN_ADMIN'],
    ['broker', 'BROKER'],
  ] as const)('after an edit of their record drops a client (PUT /api/users/%s/{id})', async (kind, role) => {
    const kept = tenant.client('maple-dental');
    const dropped = tenant.client('harbor-logistics');
    const v = await victim(`sess-put-${kind}`, role, [kept, dropped]);
    await expectWorks(v);
    // Reading the client works while it is theirs.
    const cookie = `onboard_session=${v.jar.get('onboard_session')}`;
    await request(second).get(`/api/clients/${dropped}`).set('Cookie', cookie).expect(200);
    // An edit that keeps every client (a new one added) leaves the session alone.
    const other = tenant.client('northwind-foods');
    await owner.call('put', `/api/users/${kind}/${v.id}`, { clientIds: [kept, dropped, other] }).expect(200);
    await expectWorks(v);
    await owner.call('put', `/api/users/${kind}/${v.id}`, { clientIds: [kept, other] }).expect(200);
    await expectEnded(v);
    await request(second).get(`/api/clients/${dropped}`).set('Cookie', cookie).expect(401);
  });

  test('after a client is taken from a ben admin by /unassign', async () => {
    const client = tenant.client('harbor-logistics');
    const v = await victim('sess-unassign-ben', 'BEN_ADMIN', [client]);
    await expectWorks(v);
    await owner.call('put', `/api/users/ben-admin/${v.id}/unassign/${client}`).expect(200);
    await expectEnded(v);
  });

  test('after a ben admin is changed to a broker (the token carries the role)', async () => {
    const v = await victim('sess-to-broker', 'BEN_ADMIN', [tenant.client('harbor-logistics')]);
    await expectWorks(v);
    await owner.call('post', `/api/users/ben-admin/${v.id}/change-to-broker`).expect(200);
    await expectEnded(v);
  });

  test('after a ben admin is deleted', async () => {
    const v = await victim('sess-delete-ben', 'BEN_ADMIN', [tenant.client('harbor-logistics')]);
    await expectWorks(v);
    await owner.call('delete', `/api/users/ben-admin/${v.id}`).expect(200);
    await expectEnded(v);
  });

  test('after they sign out; signing out needs the CSRF header like every mutation', async () => {
    const v = await victim('sess-logout');
    const cookie = `onboard_session=${v.jar.get('onboard_session')}; onboard_csrf=${v.jar.get('onboard_csrf')}`;
    const refused = await request(sys.url).post('/api/users/authenticated/logout').set('Cookie', cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.invalidCsrf);
    await expectWorks(v);
    await request(sys.url)
      .post('/api/users/authenticated/logout')
      .set('Cookie', cookie)
      .set('x-csrf-token', v.jar.get('onboard_csrf') ?? '')
      .expect(200);
    await expectEnded(v);
    // The refresh token is dead too.
    await request(second)
      .get('/api/users/authenticated')
      .set('Cookie', `onboard_refresh=${v.jar.get('onboard_refresh')}`)
      .expect(401);
  });

  test('an open live-events socket of the session closes when it ends, on the other replica too', async () => {
    const v = await victim('sess-socket', 'SLF_ADMIN');
    const socket = new WebSocket(`${second.replace('http', 'ws')}/api/events`, {
      headers: { cookie: `onboard_session=${v.jar.get('onboard_session')}` },
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    await owner.call('delete', `/api/users/internal/${v.id}`).expect(200);
    expect(await closed).toBe(4401);
  });

  test('a gateway that starts later still refuses a session that ended before it started', async () => {
    const v = await victim('sess-late');
    await owner.call('post', `/api/users/reset-mfa/${encodeURIComponent(v.email)}`).expect(200);
    const third = await sys.addGateway();
    expect(await statuses(third, v.jar)).toEqual([401, 401]);
    // Other sessions are untouched.
    const me = await request(third).get('/api/users/authenticated').set('Cookie', cookieHeader(owner.jar));
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('SLF_OWNER');
  }, 60_000);
});

describe('two tabs refreshing one session at the same moment both stay signed in (issue 27, item 2)', () => {
  /** A read with the refresh cookie alone, as a tab whose access token ran out sends it. */
  const refreshRead = (url: string, refresh: string): request.Test =>
    request(url).get('/api/users/authenticated').set('Cookie', `onboard_refresh=${refresh}`);
  const refreshCookie = (res: request.Response): string | undefined =>
    keep(new Map(), res.headers['set-cookie']).get('onboard_refresh');

  test('concurrent refreshes of one token all succeed, with one successor; the token back later ends the session', async () => {
    const v = await victim('sess-two-tabs');
    const first = v.jar.get('onboard_refresh') ?? '';
    // Two tabs at once, through the two replicas (so no replica shares one refresh between them).
    const [a, b] = await Promise.all([refreshRead(sys.url, first), refreshRead(second, first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const next = refreshCookie(a);
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
    // Both tabs hold one session: the same new refresh token, nothing forked.
    expect(refreshCookie(b)).toBe(next);
    // A third tab a moment later (within the grace window) is answered the same.
    const c = await refreshRead(sys.url, first).expect(200);
    expect(refreshCookie(c)).toBe(next);
    const access = keep(new Map(), c.headers['set-cookie']).get('onboard_session') ?? '';
    await request(second)
      .get('/api/users/authenticated')
      .set('Cookie', `onboard_session=${access}`)
      .expect(200);

    // Outside the grace window the old token coming back is a theft: the whole session ends at once.
    await sys.sql.query(
      `update "identity"."refresh_session" set "rotated_at" = now() - interval '1 hour'
        where "token_hash" = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [first],
    );
    await refreshRead(sys.url, first).expect(401);
    await refreshRead(second, next ?? '').expect(401);
    await request(second)
      .get('/api/users/authenticated')
      .set('Cookie', `onboard_session=${access}`)
      .expect(401);
  });
});
