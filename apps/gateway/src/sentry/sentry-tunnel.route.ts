import { errorEnvelope } from '@onboard/contracts';
import type { Logger } from '@onboard/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RateLimiter } from '../access/rate-limit.js';
import { envelopeEndpoint, parseDsn, parseEnvelope, summarize, type SentryDsn } from './sentry-envelope.js';

/** Where the browser's error reports arrive (spec §7 "error tunnel /api/sentry"). */
export const SENTRY_TUNNEL_PATH = '/api/sentry';
/** Content types Sentry's browser transport and our reporter send (fetch of a string: text/plain). */
const CONTENT_TYPES = ['text/plain', 'application/x-sentry-envelope'] as const;
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
 * nothing goes over the bus, and the body is an envelope (newline-delimited JSON), read as raw bytes. Public
 * (errors happen before sign-in too) but limited per client address and in size; the envelope is checked
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
    for (const type of CONTENT_TYPES) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413)
        return send(
          reply,
          errorEnvelope('PAYLOAD_TOO_LARGE', `An error report may be at most ${maxBytes} bytes.`),
        );
      if (error.statusCode === 415)
        return reply.code(415).send({
          statusCode: 415,
          code: 'VALIDATION_FAILED',
          message: `Send the envelope as ${CONTENT_TYPES.join(' or ')}.`,
          errors: [],
        });
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
    scope.post(SENTRY_TUNNEL_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
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
