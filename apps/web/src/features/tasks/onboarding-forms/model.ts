import type { Principal } from '@onboard/contracts';
import type { OnboardingFormDto, OnboardingRecipientDto } from './onboardingFormsApi.js';

/** Spec §4/§9: forms waiting for the provider's webhook are refetched every 6 seconds. */
export const WAITING_POLL_MS = 6_000;

/** Spec §9: reassigning a recipient may take up to 60 seconds (the provider resends the envelope). */
export const REASSIGN_TIMEOUT_MS = 60_000;

/** Whether any form of the list still waits for the provider's webhook. */
export const anyWaiting = (forms: readonly OnboardingFormDto[] | undefined): boolean =>
  forms?.some((form) => form.waitingForWebhook) ?? false;

/** The form is still open for signatures (not completed, declined or voided). */
export const isOpen = (form: Pick<OnboardingFormDto, 'status'>): boolean =>
  form.status === 'sent' || form.status === 'delivered' || form.status === 'draft';

/** The recipient whose turn it is can sign: the provider has sent them the form and they have not answered. */
export const isRecipientsTurn = (recipient: Pick<OnboardingRecipientDto, 'status'>): boolean =>
  recipient.status === 'sent' || recipient.status === 'delivered';

/** The recipient is the signed-in user. */
export const isMe = (
  recipient: Pick<OnboardingRecipientDto, 'userId'>,
  principal: Principal | null,
): boolean => !!principal && recipient.userId === principal.id;

/**
 * "Sign now" shows for the signed-in user's own recipient when it is their turn on an open form that waits for
 * no webhook (the embedded view is opened for the signed-in recipient only; the service checks it again).
 */
export const maySignNow = (
  form: OnboardingFormDto,
  recipient: OnboardingRecipientDto,
  principal: Principal | null,
): boolean =>
  isOpen(form) && !form.waitingForWebhook && isMe(recipient, principal) && isRecipientsTurn(recipient);

/** A recipient can be reassigned while they have not signed or declined, on an open form. */
export const mayReassign = (form: OnboardingFormDto, recipient: OnboardingRecipientDto): boolean =>
  isOpen(form) && recipient.status !== 'completed' && recipient.status !== 'declined';
