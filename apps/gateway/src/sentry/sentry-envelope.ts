import type { FieldError } from '@onboard/contracts';

/** A Sentry DSN taken apart: `{protocol}://{publicKey}@{host}{pathPrefix}/{projectId}`. */
export type SentryDsn = {
  protocol: string;
  publicKey: string;
  host: string;
  pathPrefix: string;
  projectId: string;
};

/** The DSN's parts, or null when it is not one. */
export function parseDsn(text: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const parts = url.pathname.split('/');
  const projectId = parts.pop() ?? '';
  if (!url.username || !/^\d{1,20}$/.test(projectId)) return null;
  return {
    protocol: url.protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    pathPrefix: parts.join('/'),
    projectId,
  };
}

/**
 * Where Sentry ingests envelopes for this DSN: `{protocol}//{host}{path}/api/{project}/envelope/`, with the
 * public key as `sentry_key` (what Sentry's own SDKs and tunnel helper send; the envelope's DSN header may
 * be missing, e.g. from our own reporter).
 */
export function envelopeEndpoint(dsn: SentryDsn): string {
  const query = new URLSearchParams({ sentry_key: dsn.publicKey, sentry_version: '7' });
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/?${query.toString()}`;
}

export type EnvelopeItem = { header: Record<string, unknown>; payload: Buffer };
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };
export type ParsedEnvelope = { ok: true; envelope: Envelope } | { ok: false; errors: FieldError[] };

const NEWLINE = 0x0a;
/** More items than any SDK sends in one envelope. */
const MAX_ITEMS = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonObject(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads the envelope format (develop.sentry.dev "Envelopes"): a JSON header line, then items, each a JSON
 * header line with a `type` and a payload of `length` bytes or, without `length`, up to the next newline.
 * Enough to tell a real envelope from junk and to log what it reports; payloads other than events are not
 * looked into.
 */
export function parseEnvelope(body: Buffer): ParsedEnvelope {
  const errors: FieldError[] = [];
  let at = 0;
  const line = (): Buffer | null => {
    if (at >= body.length) return null;
    const end = body.indexOf(NEWLINE, at);
    const stop = end === -1 ? body.length : end;
    const chunk = body.subarray(at, stop);
    at = stop + 1;
    return chunk;
  };
  const headerLine = line();
  const header = headerLine ? jsonObject(headerLine) : null;
  if (!header)
    return { ok: false, errors: [{ path: 'header', message: 'The first line must be a JSON object.' }] };
  if (header['dsn'] !== undefined && (typeof header['dsn'] !== 'string' || !parseDsn(header['dsn']))) {
    errors.push({ path: 'header.dsn', message: 'Not a Sentry DSN.' });
  }
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const index = items.length;
    const raw = line();
    if (raw === null) break;
    // Trailing blank lines are allowed.
    if (raw.length === 0) continue;
    if (index >= MAX_ITEMS) {
      errors.push({ path: 'items', message: `At most ${MAX_ITEMS} items.` });
      break;
    }
    const itemHeader = jsonObject(raw);
    if (!itemHeader || typeof itemHeader['type'] !== 'string' || !itemHeader['type']) {
      errors.push({
        path: `items.${index}.header`,
        message: 'An item header must be a JSON object with a type.',
      });
      break;
    }
    const length = itemHeader['length'];
    let payload: Buffer;
    if (length === undefined) {
      payload = line() ?? Buffer.alloc(0);
    } else if (
      typeof length === 'number' &&
      Number.isInteger(length) &&
      length >= 0 &&
      at + length <= body.length
    ) {
      payload = body.subarray(at, at + length);
      at += length;
      if (body[at] === NEWLINE) at += 1;
    } else {
      errors.push({ path: `items.${index}.header.length`, message: 'The length does not fit the envelope.' });
      break;
    }
    if (itemHeader['type'] === 'event' && !jsonObject(payload)) {
      errors.push({ path: `items.${index}.payload`, message: 'An event must be a JSON object.' });
      break;
    }
    items.push({ header: itemHeader, payload });
  }
  if (!errors.length && items.length === 0)
    errors.push({ path: 'items', message: 'The envelope has no item.' });
  return errors.length ? { ok: false, errors } : { ok: true, envelope: { header, items } };
}

/** What the log says of an envelope: its event id and the first error's message, never the whole body. */
export function summarize(envelope: Envelope): {
  eventId?: string;
  message?: string;
  environment?: string;
  types: string[];
} {
  const event = envelope.items.find((item) => item.header['type'] === 'event');
  const payload = event ? jsonObject(event.payload) : null;
  const eventId = envelope.header['event_id'] ?? payload?.['event_id'];
  const exception = payload?.['exception'];
  const first =
    isObject(exception) && Array.isArray(exception['values']) && isObject(exception['values'][0])
      ? exception['values'][0]
      : null;
  const message = first
    ? `${String(first['type'] ?? 'Error')}: ${String(first['value'] ?? '')}`
    : typeof payload?.['message'] === 'string'
      ? payload['message']
      : undefined;
  const environment = payload?.['environment'];
  return {
    ...(typeof eventId === 'string' ? { eventId: eventId.slice(0, 64) } : {}),
    ...(message !== undefined ? { message: message.slice(0, 500) } : {}),
    ...(typeof environment === 'string' ? { environment: environment.slice(0, 50) } : {}),
    types: envelope.items.map((item) => String(item.header['type']).slice(0, 30)),
  };
}
