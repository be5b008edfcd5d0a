import { Inject, Injectable } from '@nestjs/common';
import type { TicketInfo } from '@onboard/contracts';
import { DomainError, LOGGER, OutsideSystemUnavailableError, type Logger } from '@onboard/server-kit';
import { z } from 'zod';
import { JIRA_CONFIG, type JiraConfig } from './jira.config.js';

/** Jira's timestamps (`2026-01-02T10:20:30.000+0000`) → ISO 8601 in UTC; undefined when unreadable. */
export function isoFromJira(value: string): string | undefined {
  const normalised = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The fields of Jira's issue answer Onboard reads (REST API v2). Jira sends many more: they are ignored.
 * Lenient where Jira varies: e-mail addresses may be hidden, custom fields absent or null, number fields
 * arrive as floats, a case id may be a text or a number field, a date field may carry a time.
 */
const jiraIssueAnswer = z.object({
  key: z.string(),
  fields: z.object({
    summary: z.string(),
    status: z.object({ name: z.string() }),
    assignee: z
      .object({ displayName: z.string(), emailAddress: z.string().nullish() })
      .nullish()
      .transform((a) => (a ? { name: a.displayName, email: a.emailAddress ?? null } : null)),
    updated: z.string().transform((value, ctx) => {
      const iso = isoFromJira(value);
      if (iso === undefined) {
        ctx.addIssue({ code: 'custom', message: `unreadable timestamp "${value}"` });
        return z.NEVER;
      }
      return iso;
    }),
    customfield_case_id: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
    customfield_employee_count: z
      .number()
      .min(0)
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : Math.round(v))),
    customfield_effective_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/)
      .nullish()
      .transform((v) => (v ? v.slice(0, 10) : null)),
  }),
});

const serverInfoAnswer = z.object({ version: z.string(), serverTime: z.string().optional() });

/** Issue fields asked for: Jira then leaves out the rest (comments, attachments …). */
const ISSUE_FIELDS = [
  'summary',
  'status',
  'assignee',
  'updated',
  'customfield_case_id',
  'customfield_employee_count',
  'customfield_effective_date',
].join(',');

/**
 * Jira over its REST API: ticket info for staff creating a client, and whether Jira answers at all (service
 * status). Every call is bounded by JIRA_TIMEOUT_MS. Failures the caller cannot fix (timeouts, refused
 * connections, 5xx, credentials Jira refuses) become SERVICE_UNAVAILABLE; an unknown ticket NOT_FOUND.
 */
@Injectable()
export class JiraAdapter {
  private readonly baseUrl: string;

  constructor(
    @Inject(JIRA_CONFIG) private readonly config: JiraConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.baseUrl = config.JIRA_BASE_URL.replace(/\/+$/, '');
  }

  async ticketInfo(ticketId: string): Promise<TicketInfo> {
    const path = `/rest/api/2/issue/${encodeURIComponent(ticketId)}?fields=${ISSUE_FIELDS}`;
    const { status, body } = await this.get(path);
    if (status === 404) throw new DomainError('NOT_FOUND', `Ticket ${ticketId} was not found in Jira`);
    if (status < 200 || status >= 300) {
      this.logger.warn({ ticketId, status }, 'Jira refused a ticket lookup');
      throw new OutsideSystemUnavailableError('jira', `HTTP ${status}`);
    }
    const parsed = jiraIssueAnswer.safeParse(body);
    if (!parsed.success) {
      // Jira answered, but not as we read it: a changed field configuration, not a passing outage.
      this.logger.error({ ticketId, issues: parsed.error.issues }, 'Jira issue answer not understood');
      throw new OutsideSystemUnavailableError('jira', 'an issue answer outside its schema');
    }
    const { fields } = parsed.data;
    return {
      ticketId: parsed.data.key,
      summary: fields.summary,
      status: fields.status.name,
      assignee: fields.assignee,
      caseId: fields.customfield_case_id,
      employeesNumber: fields.customfield_employee_count,
      effectiveDate: fields.customfield_effective_date,
      updatedAt: fields.updated,
    };
  }

  /** True when Jira's serverInfo answers in time with a version; never throws. */
  async isUp(): Promise<boolean> {
    try {
      const { status, body } = await this.get('/rest/api/2/serverInfo');
      const up = status >= 200 && status < 300 && serverInfoAnswer.safeParse(body).success;
      if (!up) this.logger.warn({ status }, 'Jira serverInfo check failed');
      return up;
    } catch {
      return false;
    }
  }

  /** One GET with the timeout covering headers and body. Network failures → SERVICE_UNAVAILABLE. */
  private async get(path: string): Promise<{ status: number; body: unknown }> {
    const url = `${this.baseUrl}${path}`;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.JIRA_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined; // an HTML error page from a proxy in front of Jira
      }
      return { status: response.status, body };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.logger.warn(
        { url, err: error, timeoutMs: timedOut ? this.config.JIRA_TIMEOUT_MS : undefined },
        timedOut ? 'Jira did not answer in time' : 'Jira unreachable',
      );
      throw new OutsideSystemUnavailableError('jira', timedOut ? 'timeout' : 'unreachable');
    }
  }
}
