import { DEMO_CLIENTS } from '@onboard/contracts';
import { z } from 'zod';

/**
 * The part of a Jira issue Onboard reads (REST API v2, `GET /rest/api/2/issue/{key}`), with the custom
 * fields the onboarding project carries. Jira sends many more fields; adapters must ignore what they do not
 * know. Dates: `updated` as Jira writes it (`2026-01-02T10:20:30.000+0000`), the effective date as yyyy-mm-dd.
 */
export const jiraIssueSchema = z.object({
  key: z.string().regex(/^[A-Z][A-Z0-9_]+-\d+$/, 'must be an issue key like ONB-1000'),
  fields: z.object({
    summary: z.string().min(1),
    status: z.object({ name: z.string().min(1) }),
    assignee: z.object({ displayName: z.string(), emailAddress: z.string().optional() }).nullable(),
    updated: z.string().min(1),
    customfield_case_id: z.string().nullable(),
    customfield_employee_count: z.number().int().min(0).nullable(),
    customfield_effective_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  }),
});
export type JiraIssue = z.infer<typeof jiraIssueSchema>;

/** A timestamp as Jira's REST API writes it: milliseconds and a `+0000` offset (no colon). */
export function jiraTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '+0000');
}

const isoDate = (daysFromToday: number, now: Date): string =>
  new Date(now.getTime() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/**
 * One ticket per demo client, as the clients seeder numbers them: ticket `ONB-${1000 + n}`, case
 * `${100200 + n}`, the client's employee count and its primary policy's effective date (45 + 7n days out).
 * The last one is unassigned, as new tickets are.
 */
export function seededIssues(now = new Date()): JiraIssue[] {
  return DEMO_CLIENTS.map((demo, n) => ({
    key: `ONB-${1000 + n}`,
    fields: {
      summary: `Onboarding: ${demo.name}`,
      status: { name: demo.phase === 'ONBOARDING_COMPLETE' ? 'Done' : 'In Progress' },
      assignee:
        n === DEMO_CLIENTS.length - 1
          ? null
          : { displayName: 'Ivy Consultant', emailAddress: 'ivy.consultant@onboard.test' },
      updated: jiraTimestamp(new Date(now.getTime() - (n + 1) * 3_600_000)),
      customfield_case_id: String(100200 + n),
      customfield_employee_count: demo.employees,
      customfield_effective_date: isoDate(45 + n * 7, now),
    },
  }));
}
