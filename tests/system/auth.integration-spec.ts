import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AUTH_MESSAGES, authUserSchema, errorEnvelopeSchema } from '@onboard/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import WebSocket from 'ws';
import { cookieHeader, DEMO_PASSWORD, keep, TestSystem, type Jar, SYSTEM_START_TIMEOUT } from './harness.js';

// Sign-in through the gateway, every result state reached for real, against the whole running system.

let sys: TestSystem;
const step = (path: string, body: object) => sys.step(path, body);
const makeUser: TestSystem['makeUser'] = (...args) => sys.makeUser(...args);
const signInWithMfa = async (email: string, key: string): Promise<Jar> => (await sys.signIn(email, key)).jar;

beforeAll(async () => {
  sys = await TestSystem.start('auth', {
    REFRESH_REUSE_GRACE_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '60',
  });
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('sign-in state machine through the gateway', () => {
  test('MFA_REQUIRED → MFA_CHALLENGE → SUCCESS, session cookies, the signed-in user, sign-out', async () => {
    const jar = await signInWithMfa('owner@onboard.test', 'owner');
    expect([...jar.keys()].sort()).toEqual(['onboard_csrf', 'onboard_refresh', 'onboard_session']);

    const me = await request(sys.url)
      .get('/api/users/authenticated')
      .set('Cookie', cookieHeader(jar))
      .expect(200);
    const user = authUserSchema.parse(me.body);
    expect(user).toMatchObject({
      email: 'owner@onboard.test',
      role: 'SLF_OWNER',
      hasMfa: true,
      hasPassword: true,
    });
    expect(user.lastLogin).not.toBeNull();

    const out = await request(sys.url)
      .post('/api/users/authenticated/logout')
      .set('Cookie', cookieHeader(jar))
      .set('x-csrf-token', jar.get('onboard_csrf') ?? '')
      .expect(200);
    const after = keep(new Map(jar), out.headers['set-cookie']);
    expect(after.size).toBe(0);
    // The old refresh token no longer refreshes anything.
    const refreshOnly = `onboard_refresh=${jar.get('onboard_refresh')}`;
    await request(sys.url).get('/api/users/authenticated').set('Cookie', refreshOnly).expect(401);
  });

  test('the session check (decision 199): "not signed in" is a 200 with no user, never a 401; signed in, the user', async () => {
    // Anonymous: no cookie at all, then cookies that are not a session (a forged access token, a made-up
    // refresh token). A browser logs a 401 as an error on every anonymous page load; this answer is not one.
    for (const cookie of ['', 'onboard_session=not.a.jwt', 'onboard_refresh=' + 'x'.repeat(40)]) {
      const anonymous = await request(sys.url).get('/api/users/session').set('Cookie', cookie);
      expect([anonymous.status, anonymous.body]).toEqual([200, { user: null }]);
      expect(anonymous.headers['cache-control']).toMatch(/no-store/);
    }

    // A user of this test's own: an authenticator code is accepted once per 30-s step, and the demo broker
    // signs in again in the next test.
    const email = await makeUser('sessioncheck', 'BROKER');
    const jar = await signInWithMfa(email, 'sessioncheck');
    const signedIn = await request(sys.url)
      .get('/api/users/session')
      .set('Cookie', cookieHeader(jar))
      .expect(200);
    const me = authUserSchema.parse(signedIn.body.user);
    expect(me).toMatchObject({
      email,
      role: 'BROKER',
      csrfToken: jar.get('onboard_csrf'),
    });
    // The same user as GET /api/users/authenticated (which keeps its 401 for callers that need a session).
    const authenticated = await request(sys.url)
      .get('/api/users/authenticated')
      .set('Cookie', cookieHeader(jar))
      .expect(200);
    expect(signedIn.body.user).toEqual(authenticated.body);
    await request(sys.url).get('/api/users/authenticated').expect(401);

    // Only the refresh token left (the access token ran out): renewed as the guard renews it, cookies rotated.
    const refreshOnly = `onboard_refresh=${jar.get('onboard_refresh')}; onboard_csrf=${jar.get('onboard_csrf')}`;
    const renewed = await request(sys.url).get('/api/users/session').set('Cookie', refreshOnly).expect(200);
    expect(renewed.body.user?.email).toBe(email);
    const rotated = keep(new Map(jar), renewed.headers['set-cookie']);
    expect(rotated.get('onboard_refresh')).not.toBe(jar.get('onboard_refresh'));

    // Signed out: the same cookies are no session any more, and the answer says so without an error status.
    await request(sys.url)
      .post('/api/users/authenticated/logout')
      .set('Cookie', cookieHeader(rotated))
      .set('x-csrf-token', rotated.get('onboard_csrf') ?? '')
      .expect(200);
    const after = await request(sys.url).get('/api/users/session').set('Cookie', cookieHeader(rotated));
    expect([after.status, after.body]).toEqual([200, { user: null }]);
  });

  test('a broker sees their own clients in the signed-in user', async () => {
    const jar = await signInWithMfa('broker@onboard.test', 'broker');
    const me = authUserSchema.parse(
      (await request(sys.url).get('/api/users/authenticated').set('Cookie', cookieHeader(jar)).expect(200))
        .body,
    );
    expect(me.clients.map((c) => c.name).sort()).toEqual([
      'Harbor Logistics Inc.',
      'Maple Dental Group',
      'Riverbend Charter Schools',
      'Summit Engineering LLC',
    ]);
  });

  test('MFA_ENROLL → MFA_ENROLL_ACTIVATE (QR code) → SUCCESS for a user without a factor', async () => {
    const first = await step('sign-in', { username: 'employer@onboard.test', password: DEMO_PASSWORD });
    expect(first.status).toBe('MFA_ENROLL');
    if (first.status !== 'MFA_ENROLL') return;
    const enrolled = await step('factors/enroll', { stateToken: first.stateToken });
    if (enrolled.status !== 'MFA_ENROLL_ACTIVATE') throw new Error(enrolled.status);
    expect(enrolled.factor.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await request(sys.url)
      .post('/api/auth/factors/activate')
      .send({ stateToken: first.stateToken, passCode: '000000' });
    expect(wrong.status).toBe(403);
    const done = await step('factors/activate', {
      stateToken: first.stateToken,
      passCode: await generate({ secret: enrolled.factor.sharedSecret }),
    });
    expect(done.status).toBe('SUCCESS');
    // Next time the same user is asked for a code instead of enrolling.
    expect(
      (await step('sign-in', { username: 'employer@onboard.test', password: DEMO_PASSWORD })).status,
    ).toBe('MFA_REQUIRED');
  });

  test('PASSWORD_EXPIRED → new password → MFA', async () => {
    await sys.sql.query(
      `update "identity"."credential" set "password_expires_at" = now() - interval '1 day'
        where "user_id" = (select "id" from "identity"."user" where "email" = 'benadmin@onboard.test')`,
    );
    const first = await step('sign-in', { username: 'benadmin@onboard.test', password: DEMO_PASSWORD });
    if (first.status !== 'PASSWORD_EXPIRED') throw new Error(first.status);
    const weak = await request(sys.url)
      .post('/api/auth/password/expired')
      .send({ stateToken: first.stateToken, oldPassword: DEMO_PASSWORD, newPassword: 'short' })
      .expect(400);
    expect(errorEnvelopeSchema.parse(weak.body).errors[0]?.path).toBe('body.newPassword');
    const next = await step('password/expired', {
      stateToken: first.stateToken,
      oldPassword: DEMO_PASSWORD,
      newPassword: 'A new and longer passphrase',
    });
    expect(next.status).toBe('MFA_REQUIRED');
    expect(
      (await step('sign-in', { username: 'benadmin@onboard.test', password: 'A new and longer passphrase' }))
        .status,
    ).toBe('MFA_REQUIRED');
  });

  test('wrong passwords lock the account: LOCKED_OUT, even with the right password', async () => {
    const rows = await sys.sql.query(
      `select "email" from "identity"."user" where "email" = 'admin@onboard.test'`,
    );
    expect(rows.rowCount).toBe(1);
    for (let i = 0; i < 4; i++) {
      const res = await request(sys.url)
        .post('/api/auth/sign-in')
        .send({ username: 'admin@onboard.test', password: 'wrong' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Authentication failed');
    }
    expect((await step('sign-in', { username: 'admin@onboard.test', password: 'wrong' })).status).toBe(
      'LOCKED_OUT',
    );
    expect((await step('sign-in', { username: 'admin@onboard.test', password: DEMO_PASSWORD })).status).toBe(
      'LOCKED_OUT',
    );
    expect(AUTH_MESSAGES.lockedOut).toBe(
      'Your account is locked for security reasons. Please, try again in about 60 minutes',
    );
  });

  test('an unknown user gets the same answer as a wrong password', async () => {
    const res = await request(sys.url)
      .post('/api/auth/sign-in')
      .send({ username: 'nobody@onboard.test', password: 'x' })
      .expect(401);
    expect(res.body.message).toBe('Authentication failed');
  });
});

describe('tokens, CSRF and live events', () => {
  let jar: Jar;

  beforeAll(async () => {
    jar = await signInWithMfa(await makeUser('csrf'), 'csrf');
  });

  test('a session token works once', async () => {
    const email = await makeUser('once');
    const first = await step('sign-in', { username: email, password: DEMO_PASSWORD });
    if (first.status !== 'MFA_REQUIRED') throw new Error(first.status);
    const done = await step('factors/verify', {
      stateToken: first.stateToken,
      factorId: first.factors[0]?.id ?? '',
      passCode: await sys.code('once'),
    });
    if (done.status !== 'SUCCESS') throw new Error(done.status);
    await request(sys.url).post('/api/auth/token').send({ sessionToken: done.sessionToken }).expect(200);
    const again = await request(sys.url)
      .post('/api/auth/token')
      .send({ sessionToken: done.sessionToken })
      .expect(401);
    expect(again.body.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  test('a TOTP code is accepted once', async () => {
    const email = await makeUser('replay');
    const passCode = await sys.code('replay');
    const verifyWith = async (): Promise<number> => {
      const first = await step('sign-in', { username: email, password: DEMO_PASSWORD });
      if (first.status !== 'MFA_REQUIRED') throw new Error(first.status);
      const res = await request(sys.url)
        .post('/api/auth/factors/verify')
        .send({ stateToken: first.stateToken, factorId: first.factors[0]?.id ?? '', passCode });
      return res.status;
    };
    expect(await verifyWith()).toBe(200);
    expect(await verifyWith()).toBe(403);
  });

  test('a mutation without the CSRF header is refused with "invalid csrf token"; with it, it passes', async () => {
    const refused = await request(sys.url)
      .post('/api/users/terms-of-use')
      .set('Cookie', cookieHeader(jar))
      .expect(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.invalidCsrf);
    await request(sys.url)
      .post('/api/users/terms-of-use')
      .set('Cookie', cookieHeader(jar))
      .set('x-csrf-token', 'forged.value')
      .expect(403);
    const ok = await request(sys.url)
      .post('/api/users/terms-of-use')
      .set('Cookie', cookieHeader(jar))
      .set('x-csrf-token', jar.get('onboard_csrf') ?? '')
      .expect(200);
    expect(ok.body.termsOfUseDate).not.toBeNull();
  });

  test('an expired access token is replaced from the refresh token; a refresh token works once', async () => {
    const oldRefresh = jar.get('onboard_refresh') ?? '';
    const res = await request(sys.url)
      .get('/api/users/authenticated')
      .set('Cookie', `onboard_refresh=${oldRefresh}; onboard_csrf=${jar.get('onboard_csrf')}`)
      .expect(200);
    const rotated = keep(new Map(jar), res.headers['set-cookie']);
    expect(rotated.get('onboard_refresh')).not.toBe(oldRefresh);
    expect(rotated.get('onboard_csrf')).toBe(jar.get('onboard_csrf'));
    // The old one again: refused, and (theft) the rotated session ends too.
    await request(sys.url)
      .get('/api/users/authenticated')
      .set('Cookie', `onboard_refresh=${oldRefresh}`)
      .expect(401);
    await request(sys.url)
      .get('/api/users/authenticated')
      .set('Cookie', `onboard_refresh=${rotated.get('onboard_refresh')}`)
      .expect(401);
  });

  test('the live-events socket takes admins and owners, refuses others and anonymous', async () => {
    const url = `${sys.url.replace('http', 'ws')}/api/events`;
    const open = (cookie?: string): Promise<string> =>
      new Promise((resolve) => {
        const socket = new WebSocket(url, cookie ? { headers: { cookie } } : {});
        socket.on('message', (data) => {
          resolve(`message:${String(data)}`);
          socket.close();
        });
        socket.on('unexpected-response', (_req, res) => resolve(`status:${res.statusCode}`));
        // Decision 151: refused sockets are closed with a code a browser can read (4401 / 4403).
        socket.on('close', (code, reason) => resolve(`close:${code}:${String(reason)}`));
        socket.on('error', () => undefined);
      });
    expect(await open()).toBe('close:4401:unauthorized');
    expect(await open(cookieHeader(await signInWithMfa(await makeUser('listener'), 'listener')))).toBe(
      'message:{"type":"HELLO"}',
    );
    const broker = await signInWithMfa(await makeUser('brokerws', 'BROKER'), 'brokerws');
    expect(await open(cookieHeader(broker))).toBe('close:4403:forbidden');
    expect(await open('onboard_session=not-a-token')).toBe('close:4401:unauthorized');
  }, 60_000);
});

describe('one-time links by e-mail', () => {
  test('forgot password: the reset e-mail arrives, its link sets a new password once, and sign-in works with it', async () => {
    const email = await makeUser('forgot', 'BROKER');
    await request(sys.url)
      .post(`/api/users/reset-password/${encodeURIComponent(email)}`)
      .expect(200);
    const link = new URL(await sys.linkMailedTo(email, 'Reset your Onboard password'));
    expect(link.pathname).toBe('/reset');
    const token = link.searchParams.get('token') ?? '';
    const info = await request(sys.url).get(`/api/users/auth-token/${token}`).expect(200);
    expect(info.body).toMatchObject({ kind: 'RESET', email });
    const weak = await request(sys.url)
      .post('/api/users/password-upsert')
      .send({ token, password: 'short' })
      .expect(400);
    expect(weak.body.errors[0].path).toBe('body.password');
    await request(sys.url)
      .post('/api/users/password-upsert')
      .send({ token, password: 'Brand new passphrase 42' })
      .expect(200);
    await request(sys.url)
      .post('/api/users/password-upsert')
      .send({ token, password: 'Another passphrase 43' })
      .expect(404);
    await request(sys.url).get(`/api/users/auth-token/${token}`).expect(404);
    expect((await step('sign-in', { username: email, password: 'Brand new passphrase 42' })).status).toBe(
      'MFA_REQUIRED',
    );
  });

  test('forgot password for an unknown address answers the same and sends nothing', async () => {
    await request(sys.url).post('/api/users/reset-password/nobody-here%40tests.onboard.test').expect(200);
    const res = await fetch(
      `http://127.0.0.1:${sys.standInsPort}/mail/messages?to=nobody-here%40tests.onboard.test`,
    );
    expect(await res.json()).toEqual([]);
  });

  test('staff create a ben admin with a welcome e-mail; the activation link expires', async () => {
    const staff = await signInWithMfa(await makeUser('creator', 'SLF_OWNER'), 'creator');
    const created = await request(sys.url)
      .post('/api/users/ben-admin')
      .set('Cookie', cookieHeader(staff))
      .set('x-csrf-token', staff.get('onboard_csrf') ?? '')
      .send({
        firstName: 'Nora',
        lastName: 'New',
        email: 'nora.new@tests.onboard.test',
        sendWelcomeEmail: true,
      })
      .expect(201);
    expect(created.body).toMatchObject({ role: 'BEN_ADMIN', hasPassword: false, userInfoUpdatedBy: null });
    const link = new URL(
      await sys.linkMailedTo('nora.new@tests.onboard.test', 'Activate your Onboard account'),
    );
    expect(link.pathname).toBe('/activate');
    const token = link.searchParams.get('token') ?? '';
    const info = await request(sys.url).get(`/api/users/auth-token/${token}`).expect(200);
    const days = (Date.parse(info.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await sys.sql.query(
      `update "identity"."user_token" set "expires_at" = now() - interval '1 second' where "kind" = 'ACTIVATION'`,
    );
    await request(sys.url).get(`/api/users/auth-token/${token}`).expect(404);
    await request(sys.url)
      .post('/api/users/password-upsert')
      .send({ token, password: 'A fine passphrase 44' })
      .expect(404);
  });
});

describe('rate limits', () => {
  test('sign-in calls beyond the per-minute limit get 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      const res = await request(sys.url)
        .post('/api/auth/sign-in')
        .send({ username: 'flood@tests.onboard.test', password: 'x' });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    // 401 until the address locks (like any address, known or not), then 200 LOCKED_OUT, then 429.
    expect(statuses.filter((s) => s !== 401 && s !== 200 && s !== 429)).toEqual([]);
    const limited = await request(sys.url)
      .post('/api/auth/sign-in')
      .send({ username: 'flood@tests.onboard.test', password: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});
