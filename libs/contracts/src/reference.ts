import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

/** A Jira issue key: project key (a capital letter, then capitals, digits or _), a dash, a number. */
export const TICKET_ID_PATTERN = /^[A-Z][A-Z0-9_]+-\d+$/;

export const ticketIdSchema = text({ trim: true })
  .toUpperCase()
  .max(50, msg('ticketIdTooLong'))
  .regex(TICKET_ID_PATTERN, msg('ticketIdInvalid'));

/** GET /api/clients/ticket/{ticketId}/info: what staff prefill a new client with (spec §7). */
export const ticketInfoSchema = z.object({
  ticketId: z.string(),
  summary: z.string(),
  /** Jira's workflow status name, e.g. "In Progress". */
  status: z.string(),
  assignee: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  /** The client's case id (spec §3 caseId). */
  caseId: z.string().nullable(),
  employeesNumber: z.number().int().nullable(),
  /** ISO date (yyyy-mm-dd). */
  effectiveDate: z.string().nullable(),
  /** ISO timestamp of the ticket's last change in Jira (the client's jiraUpdatedAt). */
  updatedAt: z.string(),
});
export type TicketInfo = z.infer<typeof ticketInfoSchema>;

/** GET /api/service-status: `jira` false means Jira is down (the staff banner of spec §2). */
export const serviceStatusSchema = z.object({ jira: z.boolean() });
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** GET /api/configuration: the web's runtime configuration, read before sign-in. */
export const configurationSchema = z.object({
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** Deployment name (development, test, staging, production …). */
  environment: z.string(),
  providerName: z.string(),
  /** Rows per page of every list (spec: page size constant 25). */
  pageSize: z.number().int().positive(),
  /** Deployment-wide feature switches; per-client toggles come from /api/feature-toggles. */
  features: z.record(z.string(), z.boolean()),
  /**
   * The public reCAPTCHA v3 site key of the explorer's share form (decision 181); absent where the deployment
   * has none (demo, tests: the web then sends the stand-in's demo token).
   */
  recaptchaSiteKey: z.string().min(1).max(100).optional(),
});
export type Configuration = z.infer<typeof configurationSchema>;
