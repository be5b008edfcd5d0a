import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { caseOf, planDesignOf, PUSH_OUTCOMES, QpsStore } from './qps.store.js';

/**
 * QPS, the quoting/policy system, under /qps (decision 145): the part of its plan-design API Onboard uses.
 *
 * - `GET /qps/cases/{caseId}` → the case (policies with coverages, effective dates, situs state; plans with
 *   benefit types and classes), made up from the case id: the same id always answers the same case. Case ids
 *   are 1-50 letters, digits or dashes; one starting with `UNKNOWN` is a case QPS does not have (404).
 * - `GET /qps/cases/{caseId}/plan-design` → its plan design (products with classes and rate basis).
 * - `POST /qps/cases/{caseId}/plan-design-pushes` with an `Idempotency-Key` header (required) → 202
 *   `{pushId, status}`; the same key answers the same push (and starts nothing).
 * - `GET /qps/plan-design-pushes/{pushId}` → `{pushId, caseId, status, submittedAt, finishedAt, warnings,
 *   errors, outputs}`: IN_PROGRESS until the push's delay is over, then its outcome.
 *
 * Every API call needs `Authorization: Bearer <key>` (or `X-Api-Key: <key>`) with a key the stand-in knows:
 * 401 otherwise. Errors are `{status, error}`.
 *
 * Outside the API (no key): `POST /qps/admin/next-outcomes {outcomes: [...], delayMs}` chooses the next pushes'
 * outcomes (COMPLETED, COMPLETED_WITH_WARNINGS, COMPLETED_WITH_ERRORS, TIMEOUT, or HANG: never finishes) and
 * how long each takes; without it, every fifth push warns, every eleventh ends with errors, every seventeenth
 * times out, and every seventh takes 8 s (else 1.5 s).
 * `GET /qps/admin/pushes` lists the pushes (with how many POSTs each answered); `POST /qps/admin/reset` forgets
 * them and the chosen outcomes.
 */
export type QpsStandInOptions = {
  /** API keys accepted; unset, DEFAULT_QPS_API_KEY. */
  apiKeys?: readonly string[];
};

/** The key the stand-in accepts when none is configured; also the qps service's default QPS_API_KEY. */
export const DEFAULT_QPS_API_KEY = 'onboard-qps-stand-in-key';

const caseIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,50}$/);
const keySchema = z.string().regex(/^[\w.:-]{1,255}$/);
const nextOutcomesBody = z.object({
  outcomes: z.array(z.enum(PUSH_OUTCOMES)).min(1).max(10_000),
  delayMs: z.number().int().min(0).max(600_000).default(0),
});

const apiError = (reply: FastifyReply, status: number, error: string): FastifyReply =>
  reply.code(status).send({ status, error });

function keyOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

type CaseParams = { caseId: string };

export function registerQpsRoutes(app: FastifyInstance, options: QpsStandInOptions = {}): QpsStore {
  const store = new QpsStore();
  const keys = new Set(options.apiKeys ?? [DEFAULT_QPS_API_KEY]);

  /** The case id of the path, or the reply already sent (400 malformed, 404 unknown). */
  const knownCase = (request: FastifyRequest<{ Params: CaseParams }>, reply: FastifyReply): string | null => {
    const caseId = caseIdSchema.safeParse(request.params.caseId);
    if (!caseId.success) {
      void apiError(reply, 400, 'A case id is 1-50 letters, digits or dashes');
      return null;
    }
    if (caseId.data.toUpperCase().startsWith('UNKNOWN')) {
      void apiError(reply, 404, `Case ${caseId.data} not found`);
      return null;
    }
    return caseId.data;
  };

  void app.register(
    async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const key = keyOf(request);
        if (key === undefined || !keys.has(key)) return apiError(reply, 401, 'Invalid or missing API key');
        return undefined;
      });

      api.get<{ Params: CaseParams }>('/cases/:caseId', async (request, reply) => {
        const caseId = knownCase(request, reply);
        return caseId === null ? reply : caseOf(caseId);
      });

      api.get<{ Params: CaseParams }>('/cases/:caseId/plan-design', async (request, reply) => {
        const caseId = knownCase(request, reply);
        return caseId === null ? reply : planDesignOf(caseId);
      });

      api.post<{ Params: CaseParams }>('/cases/:caseId/plan-design-pushes', async (request, reply) => {
        const caseId = knownCase(request, reply);
        if (caseId === null) return reply;
        const key = keySchema.safeParse(request.headers['idempotency-key']);
        if (!key.success) {
          return apiError(
            reply,
            400,
            'An Idempotency-Key header (1-255 letters, digits, _ . : -) is required',
          );
        }
        const { push } = store.submit(caseId, key.data);
        return reply.code(202).send({ pushId: push.pushId, status: store.get(push.pushId)?.status });
      });

      api.get<{ Params: { pushId: string } }>('/plan-design-pushes/:pushId', async (request, reply) => {
        const push = store.get(request.params.pushId);
        return push ?? apiError(reply, 404, `Push ${request.params.pushId} not found`);
      });
    },
    { prefix: '/qps' },
  );

  app.post('/qps/admin/next-outcomes', async (request, reply) => {
    const body = nextOutcomesBody.safeParse(request.body);
    if (!body.success) {
      return apiError(reply, 400, `Body is {"outcomes": [${PUSH_OUTCOMES.join('|')}], "delayMs": n}`);
    }
    store.chooseNext(body.data.outcomes, body.data.delayMs);
    return { queued: body.data.outcomes.length };
  });
  app.get('/qps/admin/pushes', async () => {
    const pushes = store.list();
    return { total: pushes.length, pushes };
  });
  app.post('/qps/admin/reset', async () => {
    store.reset();
    return { reset: true };
  });

  return store;
}
