import {
  ONBOARDING_FORM_STATUSES,
  ONBOARDING_RECIPIENT_STATUSES,
  type OnboardingFormStatus,
  type OnboardingRecipientStatus,
} from '@onboard/contracts';
import type { ProviderRecipient } from '../esign/esign-provider.js';
import type { StoredRecipient } from './onboarding-form.entity.js';

/**
 * The provider's state of an envelope at one moment (a Connect event's summary, or a sync's answer), and how
 * it is applied to a form (decision 134): only when newer than what is stored, for the envelope and for each
 * recipient apart; a duplicate (same generatedDateTime) or an older event changes nothing.
 */
export type EnvelopeSnapshot = {
  /** When the provider made this state (Connect's generatedDateTime; a sync: the time it was read). */
  at: string;
  envelopeStatus: string;
  declinedDateTime: string | null;
  voidedDateTime: string | null;
  recipients: ProviderRecipient[];
};

export type FormState = {
  status: OnboardingFormStatus;
  declinedDateTime: string | null;
  voidedDateTime: string | null;
  lastEventAt: string | null;
  waitingForWebhook: boolean;
  recipients: StoredRecipient[];
};

export function formStatusOf(providerStatus: string, fallback: OnboardingFormStatus): OnboardingFormStatus {
  if (providerStatus === 'created') return 'draft';
  return (ONBOARDING_FORM_STATUSES as readonly string[]).includes(providerStatus)
    ? (providerStatus as OnboardingFormStatus)
    : fallback;
}

function recipientStatusOf(status: string, fallback: OnboardingRecipientStatus): OnboardingRecipientStatus {
  return (ONBOARDING_RECIPIENT_STATUSES as readonly string[]).includes(status)
    ? (status as OnboardingRecipientStatus)
    : fallback;
}

const newer = (at: string, stored: string | null | undefined): boolean =>
  !stored || Date.parse(at) > Date.parse(stored);

const latest = (...times: (string | null | undefined)[]): string | null =>
  times
    .filter((t): t is string => !!t)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .pop() ?? null;

/** The form's state once the snapshot is applied, and whether anything changed. */
export function applySnapshot(
  form: FormState,
  snapshot: EnvelopeSnapshot,
): { state: FormState; changed: boolean } {
  let changed = false;
  const state: FormState = { ...form, recipients: form.recipients.map((r) => ({ ...r })) };
  if (newer(snapshot.at, form.lastEventAt)) {
    state.status = formStatusOf(snapshot.envelopeStatus, form.status);
    state.declinedDateTime = snapshot.declinedDateTime ?? form.declinedDateTime;
    state.voidedDateTime = snapshot.voidedDateTime ?? form.voidedDateTime;
    state.lastEventAt = snapshot.at;
    // The provider's word has come: whatever the embedded view said is now confirmed or overtaken.
    state.waitingForWebhook = false;
    changed = true;
  }
  for (const incoming of snapshot.recipients) {
    const recipient = state.recipients.find((r) => r.recipientId === incoming.recipientId);
    if (!recipient || !newer(snapshot.at, recipient.lastEventAt)) continue;
    recipient.status = recipientStatusOf(incoming.status, recipient.status);
    recipient.name = incoming.name || recipient.name;
    recipient.email = incoming.email || recipient.email;
    recipient.deliveredDateTime = incoming.deliveredDateTime ?? null;
    recipient.signedDateTime = incoming.signedDateTime ?? null;
    recipient.declinedDateTime = incoming.declinedDateTime ?? null;
    recipient.declinedReason = incoming.declinedReason ?? null;
    recipient.lastActionDateTime = latest(
      incoming.deliveredDateTime,
      incoming.signedDateTime,
      incoming.declinedDateTime,
    );
    recipient.lastEventAt = snapshot.at;
    changed = true;
  }
  return { state, changed };
}

/** The recipients whose turn it is: not yet done, at the lowest routing order still open, already sent. */
export function readyToSign(recipients: readonly StoredRecipient[]): StoredRecipient[] {
  const open = recipients.filter((r) => r.status !== 'completed' && r.status !== 'declined');
  if (open.length === 0 || recipients.some((r) => r.status === 'declined')) return [];
  const order = Math.min(...open.map((r) => r.routingOrder));
  return open.filter((r) => r.routingOrder === order && (r.status === 'sent' || r.status === 'delivered'));
}
