import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import request from 'supertest';
import WebSocket from 'ws';
import { cookieHeader, DEMO_PASSWORD, TestSystem, SYSTEM_START_TIMEOUT } from './harness.js';

/**
 * Sign-in and transport as an outsider meets them, against the whole running system: the lockout does not
 * tell whether an address has an account, a 429 says when to come back, the live-events socket accepts only
 * the web app's own origin, and e-mailed links point at the address the gateway really serves on.
 */

const AUTH_LIMIT = 20;
let sys: TestSystem;

beforeAll(async () => {
  sys = await TestSystem.start('sign-in-transport', { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) });
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

/** What an outsider sees of one sign-in attempt: status, body keys, and the answer's status or message. */
async function attempt(username: string, password: string): Promise<string> {
  const res = await request(sys.url).post('/api/auth/sign-in').send({ username, password });
  const keys = Object.keys(res.body).sort().join(',');
  return `${res.status} [${keys}] ${res.body.status ?? res.body.message}`;
}

describe('the lockout does not reveal whether an account exists', () => {
  test('six wrong passwords: an unknown address and a real account get the same answers', async () => {
    const real = await sys.makeUser('lock-real', 'BROKER');
    const unknown = 'lock-nobody@tests.onboard.test';
    const answers = async (email: string): Promise<string[]> => {
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) seen.push(await attempt(email, 'not the password'));
      // Locked now: even the right password is not let through (and not judged).
      seen.push(await attempt(email, DEMO_PASSWORD));
      return seen;
    };
    const forReal = await answers(real);
    const forUnknown = await answers(unknown);
    expect(forReal).toEqual([
      ...Array(4).fill('401 [code,errors,key,message,statusCode] Authentication failed'),
      '200 [status] LOCKED_OUT',
      '200 [status] LOCKED_OUT',
    ]);
    expect(forUnknown).toEqual(forReal);
    // Only a hash of the address is kept.
    const rows = await sys.sql.query(`select "address_hash" from "identity"."sign_in_failure"`);
    expect(rows.rows.map((r) => r.address_hash)).not.toContain(unknown);
    expect(rows.rowCount).toBe(1);
  });
});

describe('the live-events socket and the public address', () => {
  test('only the web app’s own origin may open the socket', async () => {
    const cookie = cookieHeader(
      (await sys.signIn(await sys.makeUser('ws-staff', 'SLF_ADMIN'), 'ws-staff')).jar,
    );
    const open = (origin?: string): Promise<string> =>
      new Promise((resolve) => {
        const socket = new WebSocket(`${sys.url.replace('http', 'ws')}/api/events`, {
          headers: { cookie, ...(origin ? { origin } : {}) },
        });
        socket.on('message', (data) => {
          resolve(`message:${String(data)}`);
          socket.close();
        });
        socket.on('unexpected-response', (_req, res) => resolve(`status:${res.statusCode}`));
        socket.on('error', () => undefined);
      });
    expect(await open(new URL(sys.url).origin)).toBe('message:{"type":"HELLO"}');
    expect(await open('https://evil.example')).toBe('status:403');
    expect(await open(new URL(sys.url).origin.replace('127.0.0.1', 'localhost'))).toBe('status:403');
  });

  test('e-mailed links point at the address the gateway serves on, not a default port', async () => {
    const email = await sys.makeUser('link-address', 'BROKER');
    await request(sys.url)
      .post(`/api/users/reset-password/${encodeURIComponent(email)}`)
      .expect(200);
    const link = new URL(await sys.linkMailedTo(email, 'Reset your Onboard password'));
    expect(link.origin).toBe(new URL(sys.url).origin);
    expect(link.pathname).toBe('/reset');
  });

  test('plain http gets no HSTS header', async () => {
    const res = await request(sys.url).get('/api/health').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

// Last: it spends the sign-in budget of this minute.
describe('rate limits', () => {
  test('a 429 carries Retry-After with the seconds its message gives', async () => {
    let limited: request.Response | undefined;
    for (let i = 0; i <= AUTH_LIMIT && !limited; i++) {
      const res = await request(sys.url)
        .post('/api/auth/sign-in')
        .send({ username: 'flood@tests.onboard.test', password: 'x' });
      if (res.status === 429) limited = res;
    }
    if (!limited) throw new Error('never rate limited');
    expect(limited.body.code).toBe('RATE_LIMITED');
    const seconds = Number(limited.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.body.message).toBe(`Too many attempts. Please wait ${seconds} seconds and try again.`);
  });
});
