import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { errorEnvelope } from '@onboard/contracts';
import type { Logger } from '@onboard/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RateLimiter } from '../access/rate-limit.js';
import { envelopeEndpoint, parseDsn, parseEnvelope, summarize, type SentryDsn } from './sentry-envelope.js';

/** Where the browser's error reports arrive (spec §7 "error tunnel /api/sentry"). */
export const SENTRY_TUNNEL_PATH = '/api/sentry';
/**
 * What the Sentry SDKs send (issue 30 item 5; decisions 153 and 224). @sentry/browser's fetch
 * transport posts the serialized envelope as fetch's body with no header of its own: a string goes as
 * `text/plain;charset=UTF-8`, bytes (an envelope with attachments or a compressed replay) with no content type
 * (@sentry/browser transports/fetch.js, @sentry/core utils/envelope.js serializeEnvelope). @sentry/node's http
 * transport sets no content type either, and gzips bodies over 32 KiB with `content-encoding: gzip`
 * (@sentry/node-core transports/http.js, GZIP_THRESHOLD). Our own reporter and Sentry's docs use
 * `application/x-sentry-envelope`. Sentry's envelope format leaves compression to the carrier ("an entire
 * Envelope may be compressed … in an implementation defined way", develop.sentry.dev "Envelopes").
 */
export const CONTENT_TYPES = ['text/plain', 'application/x-sentry-envelope'] as const;
export const CONTENT_ENCODINGS = ['identity', 'gzip', 'x-gzip'] as const;
const unzip = promisify(gunzip);

const mediaTypeOf = (header: string | undefined): string | undefined =>
  header?.split(';', 1)[0]?.trim().toLowerCase();

/** No content type, or one of CONTENT_TYPES (parameters such as charset allowed). */
const acceptedType = (header: string | undefined): boolean => {
  const type = mediaTypeOf(header);
  return !type || (CONTENT_TYPES as readonly string[]).includes(type);
};
const encodingOf = (header: string | string[] | undefined): string =>
  (Array.isArray(header) ? header.join(',') : (header ?? 'identity')).trim().toLowerCase() || 'identity';

/** A client error of the tunnel, answered by its error handler with this status. */
const clientError = (statusCode: 400 | 413 | 415, message: string): Error & { statusCode: number } =>
  Object.assign(new Error(message), { statusCode });

/**
 * The envelope's bytes: the body as it came, or gunzipped. The decompressed size is held to the same limit as
 * the body (a few hundred bytes of gzip can hold gigabytes: a "zip bomb" is refused with 413 once the output
 * passes `maxBytes`, before more is made).
 */
async function decodedBody(body: Buffer, encoding: string, maxBytes: number): Promise<Buffer> {
  if (encoding === 'identity') return body;
  try {
    return await unzip(body, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      throw clientError(413, `An error report may be at most ${maxBytes} bytes, uncompressed.`);
    throw clientError(400, 'The body is not valid gzip.');
  }
}
/** A forward that takes longer is given up: the browser is not waiting for anything useful. */
const FORWARD_TIMEOUT_MS = 5_000;

export type SentryTunnelOptions = {
  /** The upstream project (SENTRY_DSN); null: reports are logged only. */
  dsn: SentryDsn | null;
  maxBytes: number;
  /** Reports per client address per minute (each replica counts its own). */
  perMinute: number;
  logger: Logger;
  fetch?: typeof fetch;
};

const send = (reply: FastifyReply, envelope: ReturnType<typeof errorEnvelope>) =>
  reply.code(envelope.statusCode).send(envelope);

/**
 * POST /api/sentry, the error tunnel (decision 153): browsers post Sentry envelopes here rather than to
 * Sentry itself (ad blockers, the CSP's connect-src 'self'). Hand-written on Fastify, not a route-table call:
 * nothing goes over the bus, and the body is an envelope (newline-delimited JSON), read as raw bytes, gzip
 * undone (decision 224). Public (errors happen before sign-in too) but limited per client address and in size
 * (on the wire and decompressed); the envelope is checked
 * (400 `{path, message}` rows when malformed), an envelope naming another project than SENTRY_DSN's is
 * refused (403: the tunnel is no open relay), then forwarded to SENTRY_DSN's ingest endpoint or, without a
 * DSN, logged (event id and message only).
 */
export async function registerSentryTunnelRoute(
  fastify: FastifyInstance,
  options: SentryTunnelOptions,
): Promise<void> {
  const { dsn, logger, perMinute, maxBytes } = options;
  const post = options.fetch ?? fetch;
  const limiter = new RateLimiter();
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // One parser for every type ('*' is also Fastify's parser for a body without a content type); the types
    // and encodings it may not take are refused before the body is read (preParsing below).
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
      if (error.statusCode === 413)
        return send(
          reply,
          errorEnvelope('PAYLOAD_TOO_LARGE', `An error report may be at most ${maxBytes} bytes.`),
        );
      if (error.statusCode === 415)
        return reply.code(415).send({
          statusCode: 415,
          code: 'VALIDATION_FAILED',
          message: `Send the envelope as ${CONTENT_TYPES.join(' or ')} or without a content type, uncompressed or gzip.`,
          errors: [],
        });
      if (error.statusCode === 400)
        return send(
          reply,
          errorEnvelope('VALIDATION_FAILED', 'This is not a Sentry envelope.', [
            { path: 'body', message: error.message ?? 'Unreadable body.' },
          ]),
        );
      logger.error({ err: error }, 'error tunnel failed');
      return send(reply, errorEnvelope('INTERNAL', 'Something went wrong.'));
    });
    // Counted before the body is read: oversized or malformed floods count too.
    scope.addHook('onRequest', async (request, reply) => {
      const wait = limiter.hit(request.ip, perMinute);
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        return send(
          reply,
          errorEnvelope('RATE_LIMITED', `Too many error reports. Please wait ${wait} seconds.`),
        );
      }
      return undefined;
    });
    scope.addHook('preParsing', async (request, _reply, payload) => {
      if (!acceptedType(request.headers['content-type'])) throw clientError(415, 'unsupported content type');
      if (!(CONTENT_ENCODINGS as readonly string[]).includes(encodingOf(request.headers['content-encoding'])))
        throw clientError(415, 'unsupported content encoding');
      return payload;
    });
    scope.post(SENTRY_TUNNEL_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const body = await decodedBody(raw, encodingOf(request.headers['content-encoding']), maxBytes);
      const parsed = parseEnvelope(body);
      if (!parsed.ok)
        return send(
          reply,
          errorEnvelope('VALIDATION_FAILED', 'This is not a Sentry envelope.', parsed.errors),
        );
      const { envelope } = parsed;
      const named = typeof envelope.header['dsn'] === 'string' ? parseDsn(envelope.header['dsn']) : null;
      if (dsn && named && (named.projectId !== dsn.projectId || named.host !== dsn.host)) {
        return send(reply, errorEnvelope('FORBIDDEN', 'This envelope is for another Sentry project.'));
      }
      const summary = summarize(envelope);
      const id = summary.eventId ?? null;
      if (!dsn) {
        logger.warn(
          { requestId: request.id, ...summary },
          'browser error report (no SENTRY_DSN: logged only)',
        );
        return reply.code(200).send({ id });
      }
      try {
        const upstream = await post(envelopeEndpoint(dsn), {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope' },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
        await upstream.body?.cancel();
        if (!upstream.ok) throw new Error(`Sentry answered ${upstream.status}`);
      } catch (error) {
        logger.warn(
          { requestId: request.id, ...summary, err: error instanceof Error ? error.message : String(error) },
          'browser error report not forwarded',
        );
        return send(reply, errorEnvelope('SERVICE_UNAVAILABLE', 'The error report could not be forwarded.'));
      }
      return reply.code(200).send({ id });
    });
  });
}
