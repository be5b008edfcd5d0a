import { gzipSync } from 'node:zlib';
import { describe, expect, jest, test } from '@jest/globals';
import type { Logger } from '@onboard/server-kit';
import Fastify from 'fastify';
import { envelopeEndpoint, parseDsn, parseEnvelope } from './sentry-envelope.js';
import { registerSentryTunnelRoute, SENTRY_TUNNEL_PATH } from './sentry-tunnel.route.js';

const EVENT_ID = '9ec79c33ec9942ab8353589fcb2e04dc';
const DSN = 'https://abc123@sentry.example.com/sub/42';

const event = {
  event_id: EVENT_ID,
  platform: 'javascript',
  level: 'error',
  environment: 'QA',
  exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
};
const envelope = (header: object = { event_id: EVENT_ID, dsn: DSN }, payload: object = event) =>
  `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(payload)}\n`;

async function tunnel(options: { dsn?: string | null; maxBytes?: number; perMinute?: number } = {}) {
  const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  const posted: Array<{ url: string; body: string; contentType: string | null }> = [];
  const fakeFetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({
      url: String(url),
      body: Buffer.from(init?.body as Uint8Array).toString('utf8'),
      contentType: new Headers(init?.headers).get('content-type'),
    });
    return new Response('{}', { status: 200 });
  });
  const app = Fastify();
  await registerSentryTunnelRoute(app, {
    dsn: options.dsn === null ? null : parseDsn(options.dsn ?? DSN),
    maxBytes: options.maxBytes ?? 10_000,
    perMinute: options.perMinute ?? 100,
    logger: logger as unknown as Logger,
    fetch: fakeFetch as unknown as typeof fetch,
  });
  const post = (body: string, contentType = 'text/plain;charset=UTF-8') =>
    app.inject({
      method: 'POST',
      url: SENTRY_TUNNEL_PATH,
      payload: body,
      headers: { 'content-type': contentType },
    });
  /** As the SDKs send: any headers (or none), bytes as they are. */
  const postRaw = (body: Buffer | string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: SENTRY_TUNNEL_PATH, payload: body, headers });
  return { app, logger, posted, post, postRaw };
}

describe('DSN', () => {
  test('parts and the ingest address (path prefix kept, public key as sentry_key)', () => {
    const dsn = parseDsn(DSN);
    expect(dsn).toEqual({
      protocol: 'https:',
      publicKey: 'abc123',
      host: 'sentry.example.com',
      pathPrefix: '/sub',
      projectId: '42',
    });
    if (!dsn) throw new Error('no DSN');
    expect(envelopeEndpoint(dsn)).toBe(
      'https://sentry.example.com/sub/api/42/envelope/?sentry_key=abc123&sentry_version=7',
    );
    const local = parseDsn('http://k@127.0.0.1:9000/7');
    if (!local) throw new Error('no DSN');
    expect(envelopeEndpoint(local)).toBe(
      'http://127.0.0.1:9000/api/7/envelope/?sentry_key=k&sentry_version=7',
    );
  });

  test.each([
    '',
    'not a url',
    'https://sentry.example.com/42',
    'https://k@sentry.example.com/abc',
    'ftp://k@h/1',
  ])('%j is no DSN', (text) => expect(parseDsn(text)).toBeNull());
});

describe('envelope format', () => {
  test('items with and without length', () => {
    const binary = 'a\nb';
    const body = Buffer.from(
      `{"event_id":"${EVENT_ID}"}\n{"type":"attachment","length":${binary.length}}\n${binary}\n{"type":"event"}\n{"message":"hi"}`,
    );
    const parsed = parseEnvelope(body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.envelope.items.map((i) => [i.header['type'], i.payload.toString()])).toEqual([
      ['attachment', 'a\nb'],
      ['event', '{"message":"hi"}'],
    ]);
  });

  test.each([
    ['', 'header'],
    ['not json\n{"type":"event"}\n{}', 'header'],
    ['[1]\n{"type":"event"}\n{}', 'header'],
    ['{}\n', 'items'],
    ['{}\n{"no":"type"}\n{}', 'items.0.header'],
    ['{}\n{"type":"event","length":999}\n{}', 'items.0.header.length'],
    ['{}\n{"type":"event"}\nnot json', 'items.0.payload'],
    ['{"dsn":"nope"}\n{"type":"event"}\n{}', 'header.dsn'],
  ])('%j is refused at %s', (text, path) => {
    const parsed = parseEnvelope(Buffer.from(text));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.path)).toContain(path);
  });
});

describe('POST /api/sentry', () => {
  test('forwards the envelope as is to the DSN project, answers its event id', async () => {
    const { post, posted } = await tunnel();
    const body = envelope();
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: EVENT_ID });
    expect(posted).toEqual([
      {
        url: 'https://sentry.example.com/sub/api/42/envelope/?sentry_key=abc123&sentry_version=7',
        body,
        contentType: 'application/x-sentry-envelope',
      },
    ]);
  });

  test('an envelope without a DSN goes to the configured project too', async () => {
    const { post, posted } = await tunnel();
    expect((await post(envelope({ event_id: EVENT_ID }), 'application/x-sentry-envelope')).statusCode).toBe(
      200,
    );
    expect(posted).toHaveLength(1);
  });

  test('an envelope for another project is refused (no open relay)', async () => {
    const { post, posted } = await tunnel();
    const other = await post(envelope({ dsn: 'https://abc123@sentry.example.com/43' }));
    expect(other.statusCode).toBe(403);
    const otherHost = await post(envelope({ dsn: 'https://abc123@evil.example.com/42' }));
    expect(otherHost.statusCode).toBe(403);
    expect(posted).toHaveLength(0);
  });

  test('without a DSN: logged at warn with the event id and message, not the body', async () => {
    const { post, logger, posted } = await tunnel({ dsn: null });
    const res = await post(envelope({ event_id: EVENT_ID, dsn: 'https://k@any.example.com/1' }));
    expect(res.statusCode).toBe(200);
    expect(posted).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const [fields] = logger.warn.mock.calls[0] as [Record<string, unknown>];
    expect(fields).toMatchObject({
      eventId: EVENT_ID,
      message: 'TypeError: x is undefined',
      environment: 'QA',
      types: ['event'],
    });
    expect(JSON.stringify(fields)).not.toContain('"platform"');
  });

  test('malformed: 400 with {path, message} rows', async () => {
    const { post } = await tunnel();
    const res = await post('{}\n{"type":"event"}\nnot json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'items.0.payload', message: expect.any(String) }],
    });
  });

  test('over the size cap: 413', async () => {
    const { post, posted } = await tunnel({ maxBytes: 2_000 });
    const res = await post(envelope(undefined, { ...event, extra: 'x'.repeat(3_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(posted).toHaveLength(0);
  });

  test('other content types: 415', async () => {
    const { post, posted } = await tunnel();
    expect((await post(envelope(), 'application/json')).statusCode).toBe(415);
    expect((await post(envelope(), 'multipart/form-data; boundary=x')).statusCode).toBe(415);
    expect(posted).toHaveLength(0);
  });

  test('no content type at all (raw bytes, as @sentry/node and the browser transport with bytes send)', async () => {
    const { postRaw, posted } = await tunnel();
    const body = envelope();
    const res = await postRaw(Buffer.from(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: EVENT_ID });
    expect(posted.map((p) => p.body)).toEqual([body]);
  });

  test('a gzip body (Content-Encoding: gzip) is forwarded decompressed', async () => {
    const { postRaw, posted } = await tunnel();
    const body = envelope();
    for (const encoding of ['gzip', 'x-gzip']) {
      const res = await postRaw(gzipSync(body), { 'content-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: EVENT_ID });
    }
    expect(posted.map((p) => [p.body, p.contentType])).toEqual([
      [body, 'application/x-sentry-envelope'],
      [body, 'application/x-sentry-envelope'],
    ]);
  });

  test('a gzip bomb: small on the wire, over the size cap once decompressed: 413, nothing forwarded', async () => {
    const { postRaw, posted } = await tunnel({ maxBytes: 2_000 });
    const bomb = gzipSync(envelope(undefined, { ...event, extra: 'x'.repeat(1_000_000) }));
    expect(bomb.length).toBeLessThan(2_000);
    const res = await postRaw(bomb, { 'content-encoding': 'gzip', 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    // Within the cap both ways: taken.
    const small = await postRaw(gzipSync(envelope()), { 'content-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(posted).toHaveLength(1);
  });

  test('gzip that does not unzip: 400 with a {path, message} row; other encodings: 415', async () => {
    const { postRaw, posted } = await tunnel();
    const broken = await postRaw(Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body' }] });
    const brotli = await postRaw(Buffer.from(envelope()), { 'content-encoding': 'br' });
    expect(brotli.statusCode).toBe(415);
    expect(posted).toHaveLength(0);
  });

  test('over the rate limit: 429 with Retry-After', async () => {
    const { post } = await tunnel({ perMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await post(envelope())).statusCode).toBe(200);
    const res = await post(envelope());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  test('Sentry failing: 503, logged', async () => {
    const { app, logger } = await tunnel();
    await app.close();
    const failing = Fastify();
    await registerSentryTunnelRoute(failing, {
      dsn: parseDsn(DSN),
      maxBytes: 10_000,
      perMinute: 100,
      logger: logger as unknown as Logger,
      fetch: (async () => new Response('no', { status: 500 })) as typeof fetch,
    });
    const res = await failing.inject({
      method: 'POST',
      url: SENTRY_TUNNEL_PATH,
      payload: envelope(),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(503);
    expect(logger.warn).toHaveBeenCalled();
  });
});
