import { z } from 'zod';
import { text } from './text.js';

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

export const emailRecipientSchema = z.object({
  email: z.email().max(191),
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
