import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderInbox } from './inbox.page.js';
import type { SmtpSink } from './smtp-sink.js';

const listQuery = z.object({ to: z.string().min(1).optional() });
const failBody = z.object({ times: z.number().int().min(0).max(1_000) });
const rejectBody = z.object({ addresses: z.array(z.email()).max(100) });

// Mail is untrusted content: no scripts, no outside fetches, no framing of the inbox by other sites.
const INBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'";

function badRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return reply.code(400).send({
    message: 'Invalid request',
    errors: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}

/**
 * The sink's HTTP side under /mail: read what arrived (JSON for tests, an HTML inbox for people) and switch
 * on failures for tests of the senders' retry and rejection paths.
 */
export function registerMailRoutes(app: FastifyInstance, sink: SmtpSink): void {
  app.get('/mail/messages', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    return sink.list(query.data.to);
  });

  app.get<{ Params: { id: string } }>('/mail/messages/:id', async (request, reply) => {
    const message = sink.get(request.params.id);
    if (!message) return reply.code(404).send({ message: 'No such message' });
    return message;
  });

  app.delete('/mail/messages', async (_request, reply) => {
    sink.clear();
    return reply.code(204).send();
  });

  /** `{"times": n}`: the next n messages are refused with 451; `{"times": 0}` stops refusing. */
  app.post('/mail/fail', async (request, reply) => {
    const body = failBody.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    sink.refuseNext(body.data.times);
    return { refusing: sink.pendingRefusals };
  });

  /** `{"addresses": [...]}`: these recipients are refused with 550 until replaced (`[]` clears). */
  app.post('/mail/reject', async (request, reply) => {
    const body = rejectBody.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    sink.rejectRecipients(body.data.addresses);
    return { rejecting: sink.rejectedRecipients };
  });

  const inbox = async (request: { query: unknown }, reply: FastifyReply): Promise<FastifyReply> => {
    const query = listQuery.safeParse(request.query);
    const to = query.success ? query.data.to : undefined;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', INBOX_CSP)
      .header('cache-control', 'no-store')
      .send(renderInbox(sink.list(to), to));
  };
  app.get('/mail/', inbox);
  app.get('/mail', inbox);
}
