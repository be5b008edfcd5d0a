import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

/**
 * The owner's triggers and operations of spec §6 (decisions 141–144): e-mails an owner sends for one client,
 * the client's phase-change status flag, purging QA data and the carriers list.
 */

/**
 * The e-mails an owner triggers for a client, one call each (decision 141). WIRE FORMAT: the kind is in the
 * call's body, in the client's `ownerEmailsSentAt` map and in the e-mail's dedupe key.
 */
export const OWNER_EMAIL_KINDS = [
  'ACTIVITY',
  'POST_ONBOARDING_SURVEY',
  'PHASE_CHANGE',
  'RISK_ACCEPTANCE',
  'UPCOMING_DATES',
  'ACTIVELY_AT_WORK_REMINDER',
  'DENTAL',
] as const;
export type OwnerEmailKind = (typeof OWNER_EMAIL_KINDS)[number];

/** The e-mail service's template of each kind (EMAIL_TEMPLATES). */
export const OWNER_EMAIL_TEMPLATES = {
  ACTIVITY: 'CLIENT_ACTIVITY',
  POST_ONBOARDING_SURVEY: 'POST_ONBOARDING_SURVEY',
  PHASE_CHANGE: 'PHASE_CHANGE',
  RISK_ACCEPTANCE: 'RISK_ACCEPTANCE',
  UPCOMING_DATES: 'UPCOMING_DATES',
  ACTIVELY_AT_WORK_REMINDER: 'ACTIVELY_AT_WORK_REMINDER',
  DENTAL: 'DENTAL',
} as const satisfies Record<OwnerEmailKind, string>;

/**
 * Same kind, same client, same calendar day (UTC) → same e-mail: the e-mail service stores one per key.
 * WIRE FORMAT: stored as the e-mail's dedupe key.
 */
export const ownerEmailDedupeKey = (kind: OwnerEmailKind, clientId: string, day: string): string =>
  `owner:${kind}:${clientId}:${day}`;

export const ownerEmailInputSchema = z.object({ kind: z.enum(OWNER_EMAIL_KINDS) });
export type OwnerEmailInput = z.infer<typeof ownerEmailInputSchema>;

export const ownerEmailResultSchema = z.object({
  emailId: z.string().uuid(),
  /** True when this kind was already sent to this client today: the answer names that e-mail, none is sent. */
  alreadySentToday: z.boolean(),
  /** The e-mail's recipients' addresses. */
  to: z.array(z.string()),
  /** When this kind was (first) sent today, ISO. */
  sentAt: z.string(),
});
export type OwnerEmailResult = z.infer<typeof ownerEmailResultSchema>;

/** When each kind was last sent to the client (ISO times), kinds never sent left out (spec §3 e-mail-sent dates). */
export const ownerEmailsSentAtSchema = z.partialRecord(z.enum(OWNER_EMAIL_KINDS), z.string());
export type OwnerEmailsSentAt = z.infer<typeof ownerEmailsSentAtSchema>;

/** Phase-change status flag (decision 142): whether phase-change e-mails may go out for the client. */
export const phaseChangeStatusSchema = z.object({ enabled: z.boolean() });
export type PhaseChangeStatus = z.infer<typeof phaseChangeStatusSchema>;

export const purgeQaDataResultSchema = z.object({ purged: z.number().int().min(0) });
export type PurgeQaDataResult = z.infer<typeof purgeQaDataResultSchema>;

/** A carrier plans may name (decision 144). */
export const carrierSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Carrier = z.infer<typeof carrierSchema>;
export const carrierInputSchema = z.object({ name: text({ trim: true }).max(100).min(1, msg('required')) });
export type CarrierInput = z.infer<typeof carrierInputSchema>;
