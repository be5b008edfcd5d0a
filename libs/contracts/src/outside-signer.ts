import { z } from 'zod';
import { deifChangesSchema } from './deif-changes.js';
import { msg } from './messages.js';
import { text } from './text.js';
import { SUMMARY_LANGUAGES } from './summary-texts.js';
import { emailAddressSchema } from './users.js';

/**
 * The outside signer (spec §2 outside-signer routes, §3 Client outsideSigner and eifOutsideSignedBy, §6 "outside
 * signer through the action link"; issue 10 item 3, decision 108): someone without an Onboard account whom staff
 * name to sign a client's EIF or decide on its changes through an e-mailed link.
 */

/** Spec §2: the action id of /outside-signer/{outsideSignerActionId}. WIRE FORMAT (in e-mailed links). */
export const OUTSIDE_SIGNER_ACTIONS = ['review-&-submit', 'review-&-submit-updates'] as const;
export type OutsideSignerAction = (typeof OUTSIDE_SIGNER_ACTIONS)[number];
export const isOutsideSignerAction = (value: unknown): value is OutsideSignerAction =>
  OUTSIDE_SIGNER_ACTIONS.includes(value as OutsideSignerAction);

const name = text({ trim: true }).min(1, msg('required')).max(100);

/** Staff name the outside signer. */
export const outsideSignerInputSchema = z.object({
  firstName: name,
  lastName: name,
  email: text({ trim: true }).min(1, msg('required')).pipe(emailAddressSchema),
});
export type OutsideSignerInput = z.infer<typeof outsideSignerInputSchema>;

export const outsideSignerLinkSchema = z.object({
  action: z.enum(OUTSIDE_SIGNER_ACTIONS),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** When the signer made the link's decision (signed, accepted or declined). */
  usedAt: z.string().nullable(),
  emailId: z.string().nullable(),
});

/** A client's outside signer and the latest link sent (staff's panel). */
export const outsideSignerSchema = z.object({
  signer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  link: outsideSignerLinkSchema.nullable(),
});
export type OutsideSigner = z.infer<typeof outsideSignerSchema>;

/** Staff send the signer a link for one action. */
export const outsideSignerSendSchema = z.object({ action: z.enum(OUTSIDE_SIGNER_ACTIONS) });
export type OutsideSignerSend = z.infer<typeof outsideSignerSendSchema>;

/**
 * Where the client's EIF stands for the outside signer (spec §2 summary page, outside-signer mode by edit state):
 * `review-&-submit` — not signed yet, the signer reviews and signs; `signed` — signed, nothing to decide;
 * `ready-for-review` — changes wait for the signer's decision; `changes-accepted` / `changes-declined-no-new-edits`
 * — the signer decided and nothing changed since.
 */
export const OUTSIDE_SIGNER_STATES = [
  'review-&-submit',
  'signed',
  'ready-for-review',
  'changes-accepted',
  'changes-declined-no-new-edits',
] as const;
export type OutsideSignerState = (typeof OUTSIDE_SIGNER_STATES)[number];

/** What the link opens: the client, the signer, the state, and the changes to decide on. */
export const outsideSignerViewSchema = z.object({
  action: z.enum(OUTSIDE_SIGNER_ACTIONS),
  clientName: z.string(),
  signer: z.object({ firstName: z.string(), lastName: z.string() }),
  expiresAt: z.string(),
  /** The link's decision is made: it still opens the summary and the PDF until it expires. */
  used: z.boolean(),
  state: z.enum(OUTSIDE_SIGNER_STATES),
  /** Who sent the link, by name (null: not known); who made the changes it asks about (issue 28 item 5). */
  sentBy: z.string().nullable(),
  changesBy: z.array(z.string()),
  implementationConsultant: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  /** The changes since signing (review-&-submit-updates links), as staff and the signer see them in Onboard. */
  changes: deifChangesSchema.nullable(),
});
export type OutsideSignerView = z.infer<typeof outsideSignerViewSchema>;

/** The Company Information Summary in words, in the reader's language like its PDF (decision 217), for the outside signer's page. */
export const summaryDocumentSchema = z.object({
  /** The language it is written in (issue 28 item 7). */
  language: z.enum(SUMMARY_LANGUAGES),
  title: z.string(),
  subtitle: z.string(),
  notes: z.array(z.string()),
  emptyValue: z.string(),
  steps: z.array(
    z.object({
      title: z.string(),
      sections: z.array(
        z.object({
          title: z.string(),
          rows: z.array(z.tuple([z.string(), z.string()])),
          tables: z.array(
            z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) }),
          ),
        }),
      ),
    }),
  ),
});
export type SummaryDocumentDto = z.infer<typeof summaryDocumentSchema>;
