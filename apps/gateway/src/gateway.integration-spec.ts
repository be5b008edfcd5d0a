import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS, errorEnvelopeSchema, IDENTITY_ROUTES, readinessSchema, SERVICES } from '@onboard/contracts';
import { checkedReply } from '@onboard/server-kit';
import { startPrivateNats, waitFor } from '@onboard/server-kit/testing';
import WebSocket from 'ws';
import request from 'supertest';
import { adminAccessToken, SHORT_TIMEOUTS, startTestGateway } from './testing.js';

// The gateway alone on a real NATS with no service behind it: what the browser gets when things are down,
// the error envelope, the web app's history fallback and the live-event fan-out.
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let app: NestFastifyApplication;
let nc: NatsConnection;
let baseUrl: string;
let web: string;

beforeAll(async () => {
  nats = await startPrivateNats();
  web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Onboard test shell</title>');
  ({ app, baseUrl } = await startTestGateway({
    NATS_URL: nats.url,
    WEB_DIST_DIR: web,
    INSTANCE_ID: 'gateway-test-1',
    ...SHORT_TIMEOUTS,
  }));
  nc = await connect({ servers: nats.url });
});

afterAll(async () => {
  await nc.close();
  await app.close();
  await nats.stop();
  rmSync(web, { recursive: true, force: true });
});

describe('gateway without services', () => {
  test('liveness answers without asking anyone', async () => {
    const res = await request(baseUrl).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-instance-id']).toBe('gateway-test-1');
  });

  test('readiness is 503 and names every service as down', async () => {
    const res = await request(baseUrl).get('/api/health/ready').expect(503);
    expect(res.headers['x-instance-id']).toBe('gateway-test-1'); // which replica answered
    const body = readinessSchema.parse(res.body);
    expect(body.status).toBe('not_ready');
    expect(body.nats).toBe('up');
    expect(body.services.map((s) => s.name).sort()).toEqual([...SERVICES].sort());
    expect(body.services.every((s) => s.status === 'down')).toBe(true);
  });

  test('a call whose service does not answer gets a 503 envelope, not a hang or a 500', async () => {
    const res = await request(baseUrl).get('/api/configuration').expect(503);
    expect(errorEnvelopeSchema.parse(res.body)).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      errors: [],
    });
  });

  test('an unknown API route is a 404 envelope; an unknown page gets the web app', async () => {
    const api = await request(baseUrl).get('/api/no-such-thing').expect(404);
    expect(errorEnvelopeSchema.parse(api.body)).toMatchObject({ code: 'NOT_FOUND' });
    const page = await request(baseUrl).get('/clients/admin/123/manage').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Onboard test shell');
    await request(baseUrl).get('/assets/missing.js').expect(404);
  });

  test('a caller request id is echoed; otherwise one is made', async () => {
    const given = await request(baseUrl)
      .get('/api/health')
      .set('x-request-id', 'trace-abc-12345')
      .expect(200);
    expect(given.headers['x-request-id']).toBe('trace-abc-12345');
    const made = await request(baseUrl).get('/api/health').set('x-request-id', 'bad id!').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('security headers are set', async () => {
    const res = await request(baseUrl).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the OpenAPI document lists the routes', async () => {
    const res = await request(baseUrl).get('/api/docs/json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/ready', '/api/ben-admin-platforms']),
    );
  });

  test('the OpenAPI document shows the request and response bodies of the route table', async () => {
    const document = (await request(baseUrl).get('/api/docs/json').expect(200)).body;
    const paths = document.paths;
    // Named shapes are components (decision 226): a `$ref` is read where it points.
    const named = (schema: { $ref?: string }) =>
      schema.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
    const signIn = paths['/api/auth/sign-in'].post;
    const body = named(signIn.requestBody.content['application/json'].schema);
    expect(body.properties).toEqual(
      expect.objectContaining({ username: expect.any(Object), password: expect.any(Object) }),
    );
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
    // The answer is one of the sign-in states.
    expect(JSON.stringify(named(signIn.responses['200'].content['application/json'].schema))).toContain(
      'MFA_REQUIRED',
    );
    const list = paths['/api/users/broker'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search', 'limit', 'offset']),
    );
    expect(named(list.responses['200'].content['application/json'].schema).properties.items.type).toBe(
      'array',
    );
  });

  test('a service answer that breaks its route schema is a 500 with an errorId, not a 400', async () => {
    // Stand in for the identity service on one route's subject and answer something outside the schema.
    const token = 'a'.repeat(40);
    const fake = nc.subscribe(IDENTITY_ROUTES.linkInfo.subject, {
      callback: (_error, message) => {
        const { id } = JSON.parse(new TextDecoder().decode(message.data)) as { id: string };
        message.respond(JSON.stringify({ id, response: { valid: 'yes?' }, isDisposed: true }));
      },
    });
    // The server has the subscription before the gateway asks.
    await nc.flush();
    try {
      const res = await request(baseUrl).get(`/api/users/auth-token/${token}`).expect(500);
      const envelope = errorEnvelopeSchema.parse(res.body);
      expect(envelope).toMatchObject({ statusCode: 500, code: 'INTERNAL', errors: [] });
      expect(res.body.errorId).toEqual(expect.any(String));
    } finally {
      fake.unsubscribe();
    }
  });

  test("a service's checked answer is passed on byte for byte, with the route's status and JSON type", async () => {
    // Stand in for identity answering as ServiceServer answers a @Handles route: its checked JSON, which the
    // gateway neither parses nor checks again (decision 238). The spacing shows the bytes are the service's.
    const token = 'b'.repeat(40);
    const json =
      '{"kind":"RESET",  "email":"ann@example.test","firstName":"Ann","expiresAt":"2026-12-01T00:00:00.000Z"}';
    const fake = nc.subscribe(IDENTITY_ROUTES.linkInfo.subject, {
      callback: (_error, message) => {
        const { id } = JSON.parse(new TextDecoder().decode(message.data)) as { id: string };
        message.respond(checkedReply(id, json));
      },
    });
    await nc.flush();
    try {
      const res = await request(baseUrl).get(`/api/users/auth-token/${token}`).expect(200);
      expect(res.text).toBe(json);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    } finally {
      fake.unsubscribe();
    }
  });

  test('live events published on NATS reach websocket listeners; malformed ones do not', async () => {
    // An admin's access cookie, signed with the development secret the gateway was started with.
    const cookie = `onboard_session=${adminAccessToken()}`;
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/events`, { headers: { cookie } });
    const received: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const parsed: unknown = JSON.parse(String(data));
        received.push(parsed);
        if ((parsed as { type?: string }).type === 'HELLO') resolve();
      });
      socket.on('error', () => reject(new Error('websocket failed')));
    });
    nc.publish('evt.qps.bogus', JSON.stringify({ type: 'NOT_AN_EVENT' }));
    nc.publish(
      EVENTS.qpsPushStatus,
      JSON.stringify({ type: 'QPS_PUSH_STATUS', clientId: 'c-1', apiJobStatus: 'COMPLETED' }),
    );
    nc.publish(EVENTS.emailSent, JSON.stringify({ type: 'EMAIL_SENT', emailId: 'e-1', subject: 'Welcome' }));
    await nc.flush();
    await waitFor('the hello and both events', async () => (received.length >= 3 ? true : undefined), {
      timeoutMs: 5000,
      intervalMs: 20,
    }).finally(() => socket.close());
    expect(received).toEqual([
      { type: 'HELLO' },
      { type: 'QPS_PUSH_STATUS', clientId: 'c-1', apiJobStatus: 'COMPLETED' },
      { type: 'EMAIL_SENT', emailId: 'e-1', subject: 'Welcome' },
    ]);
  });
});
