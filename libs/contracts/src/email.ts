import { z } from 'zod';
import { msg } from './messages.js';
import { pageParams } from './paging.js';
import { text } from './text.js';
import { PAGE_SIZE } from './users.js';

/** Templates the e-mail service knows. WIRE FORMAT. */
export const EMAIL_TEMPLATES = [
  'ACTIVATION',
  'REACTIVATION',
  'RESET_PASSWORD',
  'MFA_RESET',
  'WELCOME',
  'OUTSIDE_SIGNER',
  'GENERIC',
  // The owner's triggers (OWNER_EMAIL_TEMPLATES, decision 141).
  'CLIENT_ACTIVITY',
  'POST_ONBOARDING_SURVEY',
  'PHASE_CHANGE',
  'RISK_ACCEPTANCE',
  'UPCOMING_DATES',
  'ACTIVELY_AT_WORK_REMINDER',
  'DENTAL',
  // The Benefits Explorer's public forms (decisions 167-170).
  'EXPLORER_LEAD',
  'EXPLORER_SHARE',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export const EMAIL_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * An address the relay can be given: ASCII, or internationalized (RFC 6531: letters, marks and digits of any
 * script on either side of the @), which the mailer sends with SMTPUTF8 where the relay offers it (decision
 * 223). Zod's own e-mail pattern is ASCII only. The people's addresses keep spec §5's rules
 * (`emailAddressSchema`); this is what the e-mail service itself accepts.
 */
const INTERNATIONAL_EMAIL =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+[\p{L}\p{M}\p{N}-]{2,63}$/u;

export const emailRecipientSchema = z.object({
  email: z.email({ pattern: INTERNATIONAL_EMAIL }).max(191),
  userId: z.string().uuid().nullable().default(null),
});

/**
 * `email.email.queue`: store an e-mail and queue its sending. Answers `{emailId}` once the e-mail is stored
 * and its job enqueued; the send happens in the worker (at least once; the SMTP message id is derived from
 * the e-mail id, so a resent copy is recognisable as the same message).
 */
export const queueEmailSchema = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  to: z.array(emailRecipientSchema).min(1).max(50),
  subject: text().min(1).max(255),
  text: text({ multiLine: true }).min(1).max(100_000),
  html: text({ multiLine: true }).max(200_000).nullable().default(null),
  clientId: z.string().uuid().nullable().default(null),
  /** Same key, same e-mail: a retried request does not send twice. */
  dedupeKey: text().min(1).max(200).nullable().default(null),
});
export type QueueEmail = z.input<typeof queueEmailSchema>;
export const queueEmailResultSchema = z.object({ emailId: z.string().uuid() });

/** The job the e-mail worker runs (`jobs.email.send`), keyed by e-mail id. */
export const sendEmailJobSchema = z.object({ emailId: z.string().uuid() });

// ── The e-mails pages (spec §7 Emails; issue 14) ──

/**
 * The list's sort keys of spec §7. The spec's names are shared with other lists: 'name' sorts by subject and
 * 'startsAt' by sentAt (decision 137).
 */
export const EMAIL_SORT_KEYS = ['createdAt', 'name', 'updatedAt', 'startsAt'] as const;
export type EmailSortKey = (typeof EMAIL_SORT_KEYS)[number];

/** GET /api/emails and /api/emails/count: search over subject and recipients' addresses, and the filters. */
export const emailFilterSchema = z.object({
  search: text({ trim: true }).max(191).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  template: z.enum(EMAIL_TEMPLATES).optional(),
  clientId: z.string().uuid().optional(),
  /** Only e-mails some recipient did not get (error users). */
  hasErrors: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type EmailFilter = z.output<typeof emailFilterSchema>;

export const emailListQuerySchema = emailFilterSchema.extend({
  limit: z.coerce.number().int().min(1, msg('limitRange')).max(100, msg('limitRange')).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0, msg('offsetMin')).default(0),
  /** The web's addresses carry page and pageSize; they win over offset and limit (see `pageWindow`). */
  ...pageParams,
  sortBy: z.enum(EMAIL_SORT_KEYS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type EmailListQuery = z.input<typeof emailListQuerySchema>;

const emailRecipientView = z.object({ email: z.string(), userId: z.string().nullable() });

/** One row of the list. */
export const emailSummarySchema = z.object({
  id: z.string().uuid(),
  subject: z.string(),
  template: z.enum(EMAIL_TEMPLATES),
  status: z.enum(EMAIL_STATUSES),
  recipients: z.array(emailRecipientView),
  clientId: z.string().uuid().nullable(),
  errorUserCount: z.number().int(),
  resentFromId: z.string().uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailPageSchema = z.object({
  items: z.array(emailSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type EmailPage = z.infer<typeof emailPageSchema>;

/**
 * What an entry of an e-mail's history records: a status the e-mail entered, or RESENT (a copy of it was
 * queued; its own status does not change). Wire and column format.
 */
export const EMAIL_EVENTS = [...EMAIL_STATUSES, 'RESENT'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/**
 * One entry of the history. `detail` is the service's English note (and the relay's answer); the web words
 * an entry from its parts (attempt, reason, the copy) in the user's language and shows `detail` only for
 * entries that have no parts (the relay's answer on SENT, entries written before they existed).
 */
export const emailStatusEventSchema = z.object({
  status: z.enum(EMAIL_EVENTS),
  eventAt: z.string(),
  detail: z.string().nullable(),
  /** The sending attempt the entry is about (SENDING, a failed attempt). */
  attempt: z.number().int().positive().nullable().default(null),
  /** Why an attempt failed: the relay's answer, as it gave it. */
  reason: z.string().nullable().default(null),
  /** RESENT: the copy queued, and the addresses it went to. */
  resentAsId: z.string().uuid().nullable().default(null),
  resentTo: z.array(z.string()).nullable().default(null),
});

/**
 * A recipient the e-mail did not reach. `email` is the address it was sent to; `name` is the user's name as
 * identity has it now (null when the user is gone or could not be read: decision 138).
 */
export const emailErrorUserSchema = z.object({
  userId: z.string().uuid(),
  reason: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type EmailErrorUserView = z.infer<typeof emailErrorUserSchema>;

/** GET /api/emails/{emailId}. */
export const emailDetailSchema = emailSummarySchema.extend({
  statusHistory: z.array(emailStatusEventSchema),
  errorUsers: z.array(emailErrorUserSchema),
  /** Resends of this e-mail, newest first. */
  resentAs: z.array(z.string().uuid()),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** POST /api/emails/{emailId}/resend. */
export const resendEmailSchema = z
  .object({ onlyErrorUsers: z.boolean().default(false) })
  .default({ onlyErrorUsers: false });

/** POST /api/emails/resend-rejected (owner only). */
export const resendRejectedSchema = z
  .object({ clientId: z.string().uuid().nullable().default(null) })
  .default({ clientId: null });
