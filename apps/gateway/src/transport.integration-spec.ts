import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startPrivateNats } from '@onboard/server-kit/testing';
import request from 'supertest';
import WebSocket from 'ws';
import { adminAccessToken, startTestGateway } from './testing.js';

// The gateway's transport rules on a real NATS, no service needed: HSTS only over HTTPS, and the
// live-events websocket only from the configured public origin (WEB_BASE_URL).
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
const apps: NestFastifyApplication[] = [];

async function gateway(env: Record<string, string>): Promise<string> {
  const { app, baseUrl } = await startTestGateway({
    NATS_URL: nats.url,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  apps.push(app);
  return baseUrl;
}

beforeAll(async () => {
  nats = await startPrivateNats();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await nats.stop();
});

describe('HSTS', () => {
  test('behind a trusted proxy: sent when the proxy says the request came over https, not over http', async () => {
    const url = await gateway({ TRUST_PROXY: 'true', WEB_BASE_URL: 'http://localhost:3000' });
    const plain = await request(url).get('/api/health').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(url).get('/api/health').set('x-forwarded-proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('an untrusted X-Forwarded-Proto changes nothing', async () => {
    const url = await gateway({ TRUST_PROXY: 'false', WEB_BASE_URL: 'http://localhost:3000' });
    const res = await request(url).get('/api/health').set('x-forwarded-proto', 'https').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('a public https address: sent on every answer, errors included', async () => {
    const url = await gateway({ WEB_BASE_URL: 'https://onboard.example.com' });
    const ok = await request(url).get('/api/health').expect(200);
    expect(ok.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const missing = await request(url).get('/api/no-such-route').expect(404);
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('live-events websocket Origin', () => {
  test('only the configured public origin (or a non-browser client without one) may connect', async () => {
    const url = await gateway({ WEB_BASE_URL: 'https://onboard.example.com' });
    const token = adminAccessToken();
    const open = (origin?: string): Promise<string> =>
      new Promise((resolve) => {
        const socket = new WebSocket(`${url.replace('http', 'ws')}/api/events`, {
          headers: { cookie: `onboard_session=${token}`, ...(origin ? { origin } : {}) },
        });
        socket.on('message', (data) => {
          resolve(`message:${String(data)}`);
          socket.close();
        });
        socket.on('unexpected-response', (_req, res) => resolve(`status:${res.statusCode}`));
        socket.on('error', () => undefined);
      });
    expect(await open('https://onboard.example.com')).toBe('message:{"type":"HELLO"}');
    expect(await open(undefined)).toBe('message:{"type":"HELLO"}');
    expect(await open('https://evil.example')).toBe('status:403');
    expect(await open('http://onboard.example.com')).toBe('status:403');
    expect(await open('https://onboard.example.com.evil.example')).toBe('status:403');
  });
});
