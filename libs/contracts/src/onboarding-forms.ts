import { z } from 'zod';
import { msg } from './messages.js';
import { text } from './text.js';

/**
 * Onboarding forms (spec §3 Onboarding form, §7 Onboarding forms; decision 134): envelopes of the e-signature
 * provider, created from its templates for the client's users, signed in an embedded view. WIRE FORMAT.
 */

export const ONBOARDING_FORM_STATUSES = [
  'draft',
  'sent',
  'delivered',
  'completed',
  'declined',
  'voided',
] as const;
export type OnboardingFormStatus = (typeof ONBOARDING_FORM_STATUSES)[number];

/** A recipient's status: `created` until their routing order's turn, then sent → delivered → completed | declined. */
export const ONBOARDING_RECIPIENT_STATUSES = [
  'created',
  'sent',
  'delivered',
  'completed',
  'declined',
] as const;
export type OnboardingRecipientStatus = (typeof ONBOARDING_RECIPIENT_STATUSES)[number];

/** LOCKED while a change (reassignment, sync with the provider) is in flight: no other change starts. */
export const LOCK_STATUSES = ['UNLOCKED', 'LOCKED'] as const;
export type LockStatus = (typeof LOCK_STATUSES)[number];

/** What the provider's return URL carried (`?event=`) after the embedded view closed. */
export const EMBEDDED_VIEW_EVENTS = [
  'signing_complete',
  'decline',
  'cancel',
  'ttl_expired',
  'viewing_complete',
] as const;
export type EmbeddedViewEvent = (typeof EMBEDDED_VIEW_EVENTS)[number];

const id = () => z.string().uuid(msg('id'));
/** Ids the provider gives (envelope, template, recipient, document): short opaque text. */
const providerId = () =>
  text({ trim: true, error: msg('required') })
    .min(1, msg('required'))
    .max(100, msg('textTooLong'))
    .regex(/^[A-Za-z0-9_-]{1,60}$/, msg('id'));

export const onboardingRecipientSchema = z.object({
  recipientId: z.string(),
  roleName: z.string(),
  name: z.string(),
  email: z.string(),
  /** The Onboard user who signs (the envelope's clientUserId); null for a signer outside Onboard. */
  userId: z.string().nullable(),
  routingOrder: z.number().int(),
  status: z.enum(ONBOARDING_RECIPIENT_STATUSES),
  deliveredDateTime: z.string().nullable(),
  signedDateTime: z.string().nullable(),
  declinedDateTime: z.string().nullable(),
  declinedReason: z.string().nullable(),
  /** When the recipient's record last changed at the provider (spec §3 last edit). */
  lastEditDateTime: z.string().nullable(),
  /** The recipient's last action (delivered, signed or declined). */
  lastActionDateTime: z.string().nullable(),
});
export type OnboardingRecipientDto = z.infer<typeof onboardingRecipientSchema>;

export const onboardingFormDocumentSchema = z.object({ documentId: z.string(), name: z.string() });

export const onboardingFormSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  templateId: z.string(),
  name: z.string(),
  envelopeId: z.string().nullable(),
  status: z.enum(ONBOARDING_FORM_STATUSES),
  /** A recipient finished in the embedded view; the provider's webhook has not confirmed it yet (spec §4: refetch every 6 s). */
  waitingForWebhook: z.boolean(),
  lockStatus: z.enum(LOCK_STATUSES),
  declinedDateTime: z.string().nullable(),
  voidedDateTime: z.string().nullable(),
  /** The signed PDF kept with the client's documents (category onboarding-form), once completed. */
  signedDocumentId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recipients: z.array(onboardingRecipientSchema),
  documents: z.array(onboardingFormDocumentSchema),
});
export type OnboardingFormDto = z.infer<typeof onboardingFormSchema>;

export const onboardingTemplateSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Filled on the template's own call; empty in the list. */
  documents: z.array(onboardingFormDocumentSchema),
  roles: z.array(z.object({ roleName: z.string(), recipientId: z.string(), routingOrder: z.number().int() })),
});
export type OnboardingTemplateDto = z.infer<typeof onboardingTemplateSchema>;

/** POST /api/clients/{clientId}/onboarding-forms: one recipient per template role, each a user of the client. */
export const onboardingFormCreateSchema = z.object({
  templateId: providerId(),
  recipients: z
    .array(
      z.object({
        roleName: text({ trim: true }).min(1, msg('required')).max(100, msg('textTooLong')),
        userId: id(),
      }),
    )
    .min(1, msg('atLeastOneItem'))
    .max(20, msg('tooManyItems')),
});
export type OnboardingFormCreate = z.input<typeof onboardingFormCreateSchema>;

export const onboardingFormParams = z.object({ clientId: id(), formId: id() });
export const onboardingTemplateParams = z.object({ clientId: id(), templateId: providerId() });
export const onboardingFormDocumentParams = z.object({
  clientId: id(),
  formId: id(),
  documentId: providerId(),
});

/** POST .../embedded-view: the signing URL for the caller, who must be the recipient whose turn it is. */
export const embeddedViewBodySchema = z.object({
  recipientId: providerId(),
  /** Where the provider sends the browser back (with `?event=`): an address of Onboard's web app. */
  returnUrl: text({ trim: true }).max(2000, msg('textTooLong')).url(msg('webAddress')),
});
export const embeddedViewSchema = z.object({ url: z.string() });

/** POST .../embedded-view-action: what the return URL carried; `signing_complete` / `decline` wait for the webhook. */
export const embeddedViewActionSchema = z.object({
  recipientId: providerId(),
  event: z.enum(EMBEDDED_VIEW_EVENTS, msg('option')),
});

/** PUT .../reassign-recipient (staff): another user of the client signs in the recipient's place. */
export const reassignRecipientSchema = z.object({ recipientId: providerId(), userId: id() });

/** GET .../recipient: the caller's recipient of the form (null when they are none). */
export const onboardingFormRecipientSchema = z.object({ recipient: onboardingRecipientSchema.nullable() });

export const lockStatusSchema = z.object({ lockStatus: z.enum(LOCK_STATUSES) });

export const onboardingFormDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
