import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { INTERNAL } from '@onboard/contracts';
import type { Logger } from '@onboard/server-kit';
import type { FastifyInstance } from 'fastify';
import type { BusClient } from '../bus/bus.client.js';

/** Where the e-signature provider's Connect webhooks arrive (ESIGN_CONNECT_URLS points here). */
export const ESIGN_WEBHOOK_PATH = '/api/webhooks/esign';
/** A Connect message of an envelope with a few recipients is a few KiB; documents are never included. */
const MAX_BYTES = 1024 * 1024;
const SIGNATURE_HEADER = /^x-docusign-signature-\d{1,2}$/i;

/**
 * POST /api/webhooks/esign (decision 135): public (the provider has no session), read as raw bytes because the
 * HMAC signature is over the exact body. The gateway holds no keys: it forwards the body and the signature
 * headers to the documents service, which checks the signature (401, logged, when missing or wrong), applies
 * the event and answers; 200 tells the provider the event is applied (anything else: it retries).
 * Registered on Fastify directly, in its own scope, so its raw body parser touches no other route.
 */
export async function registerESignWebhookRoute(
  fastify: FastifyInstance,
  bus: BusClient,
  logger: Logger,
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(ESIGN_WEBHOOK_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (SIGNATURE_HEADER.test(name) && typeof value === 'string') headers[name.toLowerCase()] = value;
      }
      const context = { requestId: typeof request.id === 'string' ? request.id : randomUUID(), user: null };
      try {
        const answer = await bus.call(INTERNAL.documents.esignConnectEvent, context, {
          body: body.toString('base64'),
          headers,
        });
        return reply.code(200).send({ applied: answer.applied });
      } catch (error) {
        if (error instanceof HttpException) {
          const status = error.getStatus();
          if (status === 401) logger.warn({ requestId: context.requestId }, 'e-signature webhook refused');
          return reply.code(status).send(error.getResponse());
        }
        logger.error({ requestId: context.requestId, err: error }, 'e-signature webhook failed');
        return reply
          .code(503)
          .send({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again later', errors: [] });
      }
    });
  });
}
