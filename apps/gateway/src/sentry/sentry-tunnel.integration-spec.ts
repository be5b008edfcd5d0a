// jest-runs-alone: the Sentry SDKs keep process-wide state (the client, the integrations set up on `fetch` and
// `http`): in one process after other files, @sentry/browser sent its envelope without its content type.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import * as SentryBrowser from '@sentry/browser';
import * as SentryNode from '@sentry/node';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLogger } from '@onboard/server-kit';
import { startStandIns, waitFor } from '@onboard/server-kit/testing';
import { parseDsn } from './sentry-envelope.js';
import { registerSentryTunnelRoute, SENTRY_TUNNEL_PATH } from './sentry-tunnel.route.js';

/**
 * The error tunnel fed by the real Sentry SDKs (issue 30 items 5 and 8), not by envelopes we wrote: a
 * BrowserClient of @sentry/browser with its fetch transport (Node 24's fetch, as a browser's: a string body is
 * sent as text/plain;charset=UTF-8) and a NodeClient of @sentry/node with its http transport (no content type;
 * gzip over 32 KiB). Each event must reach the Sentry stand-in (the stand-ins app as `npm start` runs it),
 * forwarded by the tunnel to SENTRY_DSN's project.
 */

type Received = { project: string; key: string | null; body: string };

let standIns: Awaited<ReturnType<typeof startStandIns>>;
let app: FastifyInstance;
let tunnelUrl: string;
let dsn: string;
/** The headers each request to the tunnel came with (what the SDKs really send). */
const arrived: { contentType: string | null; contentEncoding: string | null }[] = [];

async function envelopesAtSentry(): Promise<Received[]> {
  const response = await fetch(`${standIns.url}/sentry/envelopes?project=7`);
  expect(response.status).toBe(200);
  return (await response.json()) as Received[];
}

/** The envelope the stand-in received for this event: the header line names it. */
const receivedFor = (eventId: string): Promise<Received> =>
  waitFor(`event ${eventId} at the Sentry stand-in`, async () =>
    (await envelopesAtSentry()).find((e) => e.body.split('\n', 1)[0]?.includes(eventId)),
  );

/** What both SDKs' clients get: the project's DSN, the tunnel as their `tunnel` option, no integrations. */
const throughTheTunnel = () => ({ dsn, tunnel: tunnelUrl, integrations: [] });

/** The event item's payload of an envelope (the line after the item header of type event). */
function eventOf(body: string): Record<string, unknown> {
  const lines = body.split('\n');
  const at = lines.findIndex((line) => line.includes('"type":"event"'));
  return JSON.parse(lines[at + 1] ?? 'null') as Record<string, unknown>;
}

beforeAll(async () => {
  standIns = await startStandIns({});
  dsn = `http://publickey@${new URL(standIns.url).host}/sentry/7`;
  app = Fastify();
  app.addHook('onRequest', async (request) => {
    arrived.push({
      contentType: request.headers['content-type'] ?? null,
      contentEncoding: (request.headers['content-encoding'] as string | undefined) ?? null,
    });
  });
  await registerSentryTunnelRoute(app, {
    dsn: parseDsn(dsn),
    maxBytes: 204_800,
    perMinute: 100,
    logger: createLogger('sentry-tunnel-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  tunnelUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SENTRY_TUNNEL_PATH}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await standIns?.stop();
});

describe('the Sentry SDKs through the tunnel', () => {
  test('@sentry/browser (fetch transport): the exception reaches Sentry', async () => {
    const client = new SentryBrowser.BrowserClient({
      ...throughTheTunnel(),
      transport: SentryBrowser.makeFetchTransport,
      stackParser: SentryBrowser.defaultStackParser,
      environment: 'QA',
    });
    const eventId = client.captureException(new TypeError('x is undefined in the browser'));
    expect(await client.flush(10_000)).toBe(true);

    const received = await receivedFor(eventId);
    expect(received.key).toBe('publickey');
    // The SDK's own envelope header names the DSN (which the tunnel checks against SENTRY_DSN's project).
    expect(JSON.parse(received.body.split('\n', 1)[0] ?? '{}')).toMatchObject({ event_id: eventId, dsn });
    expect(eventOf(received.body)).toMatchObject({
      environment: 'QA',
      exception: { values: [{ type: 'TypeError', value: 'x is undefined in the browser' }] },
    });
    expect(arrived.at(-1)).toEqual({ contentType: 'text/plain;charset=UTF-8', contentEncoding: null });
  });

  test('@sentry/node (http transport): small events raw without a content type, large ones gzip', async () => {
    const client = new SentryNode.NodeClient({
      ...throughTheTunnel(),
      transport: SentryNode.makeNodeTransport,
      stackParser: SentryNode.defaultStackParser,
    });
    const small = client.captureException(new Error('small server-side error'));
    expect(await client.flush(10_000)).toBe(true);
    const smallReceived = await receivedFor(small);
    expect(eventOf(smallReceived.body)).toMatchObject({
      exception: { values: [{ type: 'Error', value: 'small server-side error' }] },
    });
    expect(arrived.at(-1)).toEqual({ contentType: null, contentEncoding: null });

    // Over @sentry/node's GZIP_THRESHOLD (32 KiB), under the tunnel's 200 KB once decompressed.
    const context = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`field${i}`, `${i}:`.padEnd(900, 'y')]),
    );
    const large = client.captureException(new Error('large server-side error'), {
      captureContext: { contexts: { details: context } },
    });
    expect(await client.flush(10_000)).toBe(true);
    const largeReceived = await receivedFor(large);
    expect(arrived.at(-1)).toEqual({ contentType: null, contentEncoding: 'gzip' });
    expect(largeReceived.body.length).toBeGreaterThan(32 * 1024);
    expect(eventOf(largeReceived.body)).toMatchObject({
      exception: { values: [{ value: 'large server-side error' }] },
      contexts: { details: { field59: context['field59'] } },
    });
    await client.close();
  });
});
