import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { envelopeTimesAnswer, toRecipient, type ProviderRecipient } from './esign-provider.js';

/**
 * DocuSign Connect webhooks (decision 132): JSON (SIM) messages, signed with HMAC-SHA256 of the raw body in
 * `X-DocuSign-Signature-1` (and -2 … when several keys are active at DocuSign), base64.
 */

/** The Connect signature headers present, lower-cased names (Node's headers), -1 to -N in order. */
function signatureHeaders(headers: Record<string, string | string[] | undefined>): string[] {
  const found: { n: number; value: string }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const match = /^x-docusign-signature-(\d{1,2})$/i.exec(name);
    if (!match || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value])
      found.push({ n: Number(match[1]), value: v.trim() });
  }
  return found.sort((a, b) => a.n - b.n).map((f) => f.value);
}

/**
 * True when one of the signature headers is the base64 HMAC-SHA256 of `rawBody` under one of `keys`
 * (compared in constant time). No header, no key, or no match: false. `rawBody` must be the bytes as
 * received (not re-serialized JSON).
 */
export function verifyConnectSignature(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  keys: readonly string[],
): boolean {
  const given = signatureHeaders(headers)
    .map((value) => Buffer.from(value, 'base64'))
    .filter((b) => b.length === 32);
  if (given.length === 0) return false;
  let ok = false;
  for (const key of keys) {
    if (!key) continue;
    const expected = createHmac('sha256', key).update(rawBody).digest();
    // Every pair is compared, so the time does not tell which key or header matched.
    for (const signature of given) ok = timingSafeEqual(signature, expected) || ok;
  }
  return ok;
}

/** The Connect events Onboard follows (DocuSign's names); others are parsed too and passed on as they are. */
export const CONNECT_EVENTS = [
  'envelope-sent',
  'envelope-delivered',
  'envelope-completed',
  'envelope-declined',
  'envelope-voided',
  'recipient-sent',
  'recipient-delivered',
  'recipient-completed',
  'recipient-declined',
] as const;
export type ConnectEventName = (typeof CONNECT_EVENTS)[number];

const text = z.string().nullish();
const id = z.union([z.string(), z.number()]).transform(String);
const connectSigner = z.object({
  recipientId: id,
  roleName: text,
  name: text,
  email: text,
  clientUserId: text,
  routingOrder: id.nullish(),
  status: z.string().min(1),
  sentDateTime: text,
  deliveredDateTime: text,
  signedDateTime: text,
  declinedDateTime: text,
  declinedReason: text,
});
/**
 * WIRE FORMAT: the parts of a Connect JSON (SIM) message Onboard reads (decision 219). DocuSign documents the
 * message as `event`, `apiVersion`, `uri`, `retryCount`, `configurationId`, `generatedDateTime` and `data`
 * ({accountId, userId, envelopeId, recipientId for recipient events}); `data.envelopeSummary` (with its
 * `recipients`, `documents` …) is there only when the Connect configuration includes envelope data
 * (developers.docusign.com/platform/webhooks/connect/json-sim-event-model: "By default, rather than getting a
 * summary of the envelope in each message, the message contains data about the triggering event").
 */
const connectMessage = z.object({
  event: z.string().min(1),
  apiVersion: text,
  uri: text,
  retryCount: z.union([z.number(), z.string()]).nullish(),
  configurationId: z.union([z.number(), z.string()]).nullish(),
  generatedDateTime: z
    .string()
    .min(1)
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'must be a date and time' }),
  data: z.object({
    accountId: text,
    userId: text,
    envelopeId: z.string().min(1),
    recipientId: id.nullish(),
    envelopeSummary: z
      .object({
        status: z.string().min(1).nullish(),
        ...envelopeTimesAnswer,
        recipients: z
          .object({ signers: z.array(connectSigner).nullish() })
          .partial()
          .nullish(),
      })
      .nullish(),
  }),
});

/**
 * A Connect message as Onboard applies it: ordered by generatedDateTime, idempotent by (envelope, event, time).
 * `envelopeStatus` and `recipients` are null when the message did not carry them (Connect's "include envelope
 * data" options off): the envelope is then read from the provider (decision 219).
 */
export type ConnectEvent = {
  event: ConnectEventName | (string & {});
  envelopeId: string;
  accountId: string | null;
  /** The recipient a recipient-* event is about. */
  recipientId: string | null;
  /** When the provider made the message: the order of events, whatever order they arrive in. */
  generatedDateTime: string;
  retryCount: number;
  envelopeStatus: string | null;
  statusChangedDateTime: string | null;
  completedDateTime: string | null;
  declinedDateTime: string | null;
  voidedDateTime: string | null;
  voidedReason: string | null;
  recipients: ProviderRecipient[] | null;
};

/** True when the message carries all Onboard applies (status and signers); else the envelope is fetched. */
export const carriesEnvelopeState = (
  event: ConnectEvent,
): event is ConnectEvent & { envelopeStatus: string; recipients: ProviderRecipient[] } =>
  event.envelopeStatus !== null && event.recipients !== null;

/** The Connect message read, or `{error}` naming what is wrong (the caller answers 400 and logs it). */
export function parseConnectEvent(json: unknown): { event: ConnectEvent } | { error: string } {
  const parsed = connectMessage.safeParse(json);
  if (!parsed.success) {
    return { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  }
  const { event, generatedDateTime, retryCount, data } = parsed.data;
  const summary = data.envelopeSummary;
  const signers = summary?.recipients?.signers;
  return {
    event: {
      event,
      envelopeId: data.envelopeId,
      accountId: data.accountId ?? null,
      recipientId: data.recipientId ?? null,
      generatedDateTime,
      retryCount: Number(retryCount ?? 0) || 0,
      envelopeStatus: summary?.status ?? null,
      statusChangedDateTime: summary?.statusChangedDateTime ?? null,
      completedDateTime: summary?.completedDateTime ?? null,
      declinedDateTime: summary?.declinedDateTime ?? null,
      voidedDateTime: summary?.voidedDateTime ?? null,
      voidedReason: summary?.voidedReason ?? null,
      recipients: signers ? signers.map(toRecipient).sort((a, b) => a.routingOrder - b.routingOrder) : null,
    },
  };
}
