import {
  API_JOB_OUTPUT_LEVELS,
  qpsCaseSchema,
  qpsPlanDesignSchema,
  type QpsCase,
  type QpsPlanDesign,
} from '@onboard/contracts';
import { DomainError, OutsideSystemUnavailableError } from '@onboard/server-kit';
import { z } from 'zod';
import type { QpsConfig } from '../config.js';

/** A push's status as QPS reports it: IN_PROGRESS, or one of the final ones. */
export const QPS_PUSH_STATUSES = [
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED_WITH_WARNINGS',
  'COMPLETED_WITH_ERRORS',
  'TIMEOUT',
] as const;
export type QpsPushStatus = (typeof QPS_PUSH_STATUSES)[number];

const outputSchema = z.object({
  level: z.enum(API_JOB_OUTPUT_LEVELS),
  code: z.string().max(100),
  message: z.string().max(2_000),
});
export type QpsPushOutput = z.infer<typeof outputSchema>;

/** WIRE FORMAT (QPS's): `GET /plan-design-pushes/{pushId}`. */
const pushStateSchema = z.object({
  pushId: z.string(),
  status: z.enum(QPS_PUSH_STATUSES),
  outputs: z.array(outputSchema).default([]),
});
export type QpsPushState = z.infer<typeof pushStateSchema>;

const pushStartedSchema = z.object({ pushId: z.string().min(1) });

/**
 * QPS as the qps service sees it (decision 145). Every method either answers or throws: OutsideSystemUnavailableError (qps)
 * (QPS down, slow or answering nonsense: worth a retry) or DomainError NOT_FOUND (no such case or push).
 */
export interface QpsClient {
  getCase(caseId: string): Promise<QpsCase>;
  getPlanDesign(caseId: string): Promise<QpsPlanDesign>;
  /** Starts a push; the same `idempotencyKey` answers the push it started (QPS starts no second one). */
  startPush(caseId: string, idempotencyKey: string): Promise<{ pushId: string }>;
  getPush(pushId: string): Promise<QpsPushState>;
}

/** QPS over HTTP (JSON; `Authorization: Bearer QPS_API_KEY`), each call bounded by QPS_REQUEST_TIMEOUT_MS. */
export class HttpQpsClient implements QpsClient {
  private readonly base: string;

  constructor(
    private readonly config: Pick<QpsConfig, 'QPS_BASE_URL' | 'QPS_API_KEY' | 'QPS_REQUEST_TIMEOUT_MS'>,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    this.base = config.QPS_BASE_URL.replace(/\/+$/, '');
  }

  async getCase(caseId: string): Promise<QpsCase> {
    return this.call('GET', `/cases/${encodeURIComponent(caseId)}`, qpsCaseSchema, `Case ${caseId}`);
  }

  async getPlanDesign(caseId: string): Promise<QpsPlanDesign> {
    return this.call(
      'GET',
      `/cases/${encodeURIComponent(caseId)}/plan-design`,
      qpsPlanDesignSchema,
      `Case ${caseId}`,
    );
  }

  async startPush(caseId: string, idempotencyKey: string): Promise<{ pushId: string }> {
    return this.call(
      'POST',
      `/cases/${encodeURIComponent(caseId)}/plan-design-pushes`,
      pushStartedSchema,
      `Case ${caseId}`,
      { 'idempotency-key': idempotencyKey },
    );
  }

  async getPush(pushId: string): Promise<QpsPushState> {
    return this.call('GET', `/plan-design-pushes/${encodeURIComponent(pushId)}`, pushStateSchema, 'QPS push');
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    what: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.config.QPS_API_KEY}`,
          accept: 'application/json',
          ...headers,
        },
        signal: AbortSignal.timeout(this.config.QPS_REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new OutsideSystemUnavailableError(
        'qps',
        `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 404) throw DomainError.notFound(what);
    // QPS refused what we sent (a case id it cannot read, say): the client's data is the problem, not QPS's
    // health, so the caller gets a 409 with QPS's reason instead of "try again later".
    if (response.status === 400) {
      const reason = (body as { error?: unknown } | undefined)?.error;
      throw DomainError.conflict(
        `QPS refused ${what}${typeof reason === 'string' ? `: ${reason.slice(0, 200)}` : ''}`,
      );
    }
    if (!response.ok)
      throw new OutsideSystemUnavailableError('qps', `${method} ${path}: HTTP ${response.status}`);
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new OutsideSystemUnavailableError('qps', `${method} ${path}: unexpected answer`);
    return parsed.data;
  }
}
