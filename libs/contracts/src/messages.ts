import { FIELD_MESSAGES, type FieldMessageKey } from './field-messages.js';

// A module apart from FIELD_MESSAGES: the web's first load takes that table alone (the features' messages come
// with the features). No zod here either.

/** The clients service's messages (its pages' namespace `clients` carries their translations, under `messages`). */
export const CLIENT_MESSAGES = {
  noJiraTicket: 'The client has no Jira ticket',
  policyNotTheClients: 'This policy is not one of the client’s',
  planNotTheClients: 'This plan is not one of the client’s',
  locationNotTheClients: 'This location is not one of the client’s',
  contactNotTheClients: 'This contact is not one of the client’s',
  coverageNotThePolicys: 'This coverage is not one of the policy’s',
  billNotFound: 'This bill is not one of the client’s',
  policyStarted: 'A policy whose tasks have started cannot be removed',
  unknownSetupStep: 'Unknown setup step',
  ownBaseClient: 'A client cannot be its own base client',
  baseClientNotFound: 'Base client not found',
  alreadyMerged: 'That client is already merged into this one',
  notAuthorizedSigner: 'Only the authorized signer can sign the EIF',
  onlyStaffPrefill: 'Only staff can save a location without all of its details',
  eifIncomplete: 'Some parts of the EIF are not done yet: {{subSteps}}',
  eifAlreadySigned: 'The EIF is already signed',
  eifNotSigned: 'The EIF is not signed yet',
  deifNothingToReview: 'There are no changes to review',
  deifNotReadyForReview: 'The changes are not ready for review yet',
  noOutsideSigner: 'Name the outside signer first',
  actionLinkInvalid:
    'This link has expired or is no longer valid. Ask your implementation consultant for a new one.',
  actionLinkWrongAction: 'This link is not for this step',
  actionLinkUsed: 'This link was already used for its decision',
  planWrongBenefitType: 'This plan is not of the benefit type being chosen',
  classPlanNotFound: 'This plan is not chosen for this class',
  alreadyHasClasses:
    'The employee classes changed while you were editing. They have been loaded again: check them and try again.',
  callOptionNotOffered: 'This time is not one of the times offered',
  callTopicNotOffered: 'This topic is not one of the topics offered',
  callNotSelectable: 'This call can no longer be scheduled: its outcome is already recorded',
  callNotOpenForOffers: 'Times can no longer be offered for this call: its outcome is already recorded',
  ownerEmailNoRecipients: 'The client has no ben admin or broker to e-mail',
  phaseChangeEmailsOff: 'Phase-change e-mails are turned off for this client',
  qaPurgeDisabled: 'Purging QA data is turned off in this environment',
  carrierNameTaken: 'A carrier with this name already exists',
} as const;

/** The identity service's messages about users (namespace `users`, under `messages`). */
export const USER_MESSAGES = {
  emailTaken: 'A user with this e-mail already exists',
  emailTwice: 'The same e-mail appears twice',
  roleNotGiven: 'This role cannot be given here',
  adminOrOwner: 'Choose Admin or Owner',
  userNotFound: 'User not found',
  userNotAssigned: 'This user is not assigned to this client',
  ownAccount: 'You cannot delete your own account',
  internalNotAssigned: 'Internal users see every client; they are not assigned',
} as const;

/**
 * Every message, by key. `FIELD_MESSAGES` are the first page's (the web's `fieldMessages` namespace, in its first
 * load); a feature's own are translated in the feature's namespace and fetched with it (decision 047).
 */
export const MESSAGES = { ...FIELD_MESSAGES, ...CLIENT_MESSAGES, ...USER_MESSAGES } as const;
export type MessageKey = keyof typeof MESSAGES;
/** The values of a message's placeholders (`{{max}}`). WIRE FORMAT: `params` of an error. */
export type FieldMessageParams = Readonly<Record<string, string | number>>;

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

/** A schema's own message: its key (zod keeps it as the message). */
export const msg = (key: FieldMessageKey): FieldMessageKey => key;

/** Numbers in messages are written the English way (10,000,000); the web formats them for its language. */
const numberInWords = (value: number): string => value.toLocaleString('en-US');

/** A message's English text, its placeholders filled in. */
export function fieldMessage(key: MessageKey, params: FieldMessageParams = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{{${name}}}`;
    return typeof value === 'number' ? numberInWords(value) : value;
  });
}

/** A message as errors carry it: English for the API's readers, the key and values for translation. */
export type KeyedMessage = { message: string; key: MessageKey; params?: FieldMessageParams };

/** `{message, key, params}` of a key (params left out when there are none). */
export function keyedMessage(key: MessageKey, params?: FieldMessageParams): KeyedMessage {
  const hasParams = params !== undefined && Object.keys(params).length > 0;
  return { message: fieldMessage(key, params), key, ...(hasParams ? { params } : {}) };
}
