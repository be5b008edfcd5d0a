import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startPrivateNats } from '@onboard/server-kit/testing';
import { loadGatewayConfig } from './config.js';
import { adminAccessToken, SHORT_TIMEOUTS, startTestGateway } from './testing.js';

// What the gateway refuses where it arrives, before any service is asked (so the gateway alone, with no
// service behind it). Issue 27 item 5 (decision 191): an upload over its cap is refused early, on its
// Content-Length before the body is read, or as soon as the streamed file crosses its category's cap, and the
// connection is closed so the client stops sending. Item 4: an unpaired surrogate is a field error.

const MiB = 1024 * 1024;
let nats: Awaited<ReturnType<typeof startPrivateNats>>;
let app: NestFastifyApplication;
let baseUrl: string;
let storageDir: string;

beforeAll(async () => {
  nats = await startPrivateNats();
  storageDir = mkdtempSync(join(tmpdir(), 'gateway-uploads-'));
  ({ app, baseUrl } = await startTestGateway({
    NATS_URL: nats.url,
    STORAGE_DIR: storageDir,
    ...SHORT_TIMEOUTS,
  }));
});

afterAll(async () => {
  await app.close();
  await nats.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

/** An admin's session cookies and the matching CSRF header (signed for the token's session). */
function adminHeaders(): Record<string, string> {
  const token = adminAccessToken();
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
  };
  const nonce = randomBytes(16).toString('base64url');
  const mac = createHmac('sha256', loadGatewayConfig({}).COOKIE_SECRET)
    .update(`csrf:${sid}:${nonce}`)
    .digest('base64url');
  const csrf = `${nonce}.${mac}`;
  return { cookie: `onboard_session=${token}; onboard_csrf=${csrf}`, 'x-csrf-token': csrf };
}

type Early = { status: number; connection: string | undefined; closed: boolean; sentAtAnswer: number };

/**
 * Sends a plan-document upload (category first, as the web does) whose file streams 1 MiB at a time up to
 * `send` bytes, never ending the request, and answers what the gateway said meanwhile: the status, the
 * Connection header, whether the connection was closed, and how much had been sent when the answer came. A
 * gateway that waits for the whole body never answers here.
 */
function earlyAnswer(options: { contentLength?: number; send: number }): Promise<Early> {
  const boundary = 'early-refusal-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nplan-document\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const url = new URL(`${baseUrl}/api/clients/0b6f5c3e-0000-4000-8000-00000000000a/documents`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: IncomingMessage | undefined;
    let sentAtAnswer = 0;
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        ...adminHeaders(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.contentLength ? { 'content-length': String(options.contentLength) } : {}),
      },
    });
    const timer = setTimeout(() => reject(new Error(`no answer after ${sent} bytes sent`)), 20_000);
    const done = (closed: boolean): void => {
      clearTimeout(timer);
      if (!answer) return reject(new Error(`connection lost after ${sent} bytes, with no answer`));
      resolve({
        status: answer.statusCode ?? 0,
        connection: answer.headers.connection,
        closed,
        sentAtAnswer,
      });
    };
    req.on('response', (res) => {
      answer = res;
      sentAtAnswer = sent;
      res.resume();
      res.on('end', () => setTimeout(() => done(req.socket?.destroyed ?? true), 300));
    });
    req.on('error', () => done(true));
    const chunk = Buffer.alloc(MiB, 0x41);
    const write = (): void => {
      while (!answer && sent < options.send) {
        const part = sent === 0 ? head : chunk.subarray(0, Math.min(MiB, options.send - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once('drain', write);
          return;
        }
      }
    };
    write();
  });
}

const storedFiles = (): string[] =>
  readdirSync(storageDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('uploads over their cap are refused early (issue 27 item 5)', () => {
  test('a Content-Length over every cap (census, 200 MB, is the largest) is refused before the body', async () => {
    const early = await earlyAnswer({ contentLength: 300 * MiB, send: 64 * 1024 });
    expect(early).toEqual({ status: 413, connection: 'close', closed: true, sentAtAnswer: 64 * 1024 });
    expect(storedFiles()).toEqual([]);
  });

  test('a file streaming past its category cap (25 MB) is refused then, not after the whole body', async () => {
    const early = await earlyAnswer({ send: 200 * MiB });
    expect(early.status).toBe(413);
    expect(early.connection).toBe('close');
    expect(early.closed).toBe(true);
    expect(early.sentAtAnswer).toBeGreaterThan(25 * MiB);
    expect(early.sentAtAnswer).toBeLessThan(60 * MiB);
    expect(storedFiles()).toEqual([]);
  });
});

// Issue 27 item 4: half of a surrogate pair alone in JSON is no character; PostgreSQL's JSON parser refuses it
// (a 500). The gateway refuses it where it arrives, like NUL, before any service is asked.
describe('an unpaired UTF-16 surrogate is a field error at the edge (issue 27 item 4)', () => {
  const post = (path: string, raw: string): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(new URL(`${baseUrl}${path}`), {
        method: 'POST',
        headers: { ...adminHeaders(), 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(raw);
    });

  test.each([
    ['/api/clients', '{"name":"\\ud800"}', 'body.name'],
    ['/api/clients', '{"name":"Acme \\udc00 Ltd"}', 'body.name'],
    [
      '/api/clients/0b6f5c3e-0000-4000-8000-00000000000a/welcome-flow',
      '{"answers":{"k\\ud800":"x"}}',
      'body.answers.k\\ud800',
    ],
  ])('POST %s %s answers 400 naming %s', async (path, raw, field) => {
    const res = await post(path, raw);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body) as { code: string; errors: { path: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e) => e.path)).toEqual([field]);
  });
});
