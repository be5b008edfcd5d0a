import type { FastifyInstance } from 'fastify';

/** An envelope as the Sentry stand-in received it. */
export type ReceivedEnvelope = {
  project: string;
  /** The `sentry_key` the sender authenticated with (query), or null. */
  key: string | null;
  contentType: string | null;
  body: string;
  receivedAt: string;
};

/** Envelopes kept (oldest dropped first). */
const CAPACITY = 500;
const MAX_BYTES = 1024 * 1024;

/**
 * Sentry's ingest endpoint (`POST /api/<project>/envelope/`, develop.sentry.dev "Envelopes") under /sentry,
 * so a DSN `http://<key>@<stand-ins host>/sentry/<project>` points here (decision 153). It keeps what it gets:
 * `GET /sentry/envelopes[?project=]` reads them back. It answers like Sentry: `{id}` (the envelope's event id).
 */
export function registerSentryRoutes(http: FastifyInstance): { envelopes: ReceivedEnvelope[] } {
  const envelopes: ReceivedEnvelope[] = [];
  void http.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { project: string }; Querystring: { sentry_key?: string } }>(
      '/sentry/api/:project/envelope/',
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        let id: unknown = null;
        try {
          id = (JSON.parse(body.split('\n', 1)[0] ?? '') as { event_id?: unknown }).event_id ?? null;
        } catch {
          return reply.code(400).send({ detail: 'invalid envelope header' });
        }
        envelopes.push({
          project: request.params.project,
          key: request.query.sentry_key ?? null,
          contentType: request.headers['content-type'] ?? null,
          body,
          receivedAt: new Date().toISOString(),
        });
        if (envelopes.length > CAPACITY) envelopes.shift();
        return { id };
      },
    );
    scope.get<{ Querystring: { project?: string } }>('/sentry/envelopes', async (request) =>
      request.query.project ? envelopes.filter((e) => e.project === request.query.project) : envelopes,
    );
  });
  return { envelopes };
}
