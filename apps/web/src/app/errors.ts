import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldError } from '@onboard/contracts';
import { messageOfError } from './messageToken.js';
import { errorMessageOf, httpStatusOf, isFetchBaseQueryError, isNoResponse } from './retry.js';

/** What the UI needs from a failed call: the HTTP status, the envelope's message and its field errors. */
export type CallError = {
  status: number | undefined;
  /** The envelope's `code` (`MAINTENANCE`, `NOT_FOUND` …), when the body is the gateway's envelope. */
  code: string | undefined;
  /** The envelope's `message` (or a plain-text body); undefined for non-JSON or missing responses. */
  message: string | undefined;
  /** The envelope's `key` of its message (one of the contracts' messages), when it has one. */
  messageKey: string | undefined;
  /** The raw text of a body that is not JSON (a proxy's or a firewall's HTML page). */
  text: string | undefined;
  errors: FieldError[];
  noResponse: boolean;
};

/** Spec section 8: a 503 with this marker (the envelope's code) sends the user to the maintenance page. */
export const MAINTENANCE_CODE = 'MAINTENANCE';
/** Spec section 8: a 403 with this message also sends the user to the maintenance page. */
export const CLIENT_NOT_ACCESSIBLE_MESSAGE = 'Client is not accessible at the moment';
/** The envelope code of a firewall block (spec section 8). */
export const BLOCKED_CODE = 'BLOCKED_BY_CLOUDFLARE';
/** What a security service's block page says; such a response shows the spec's "Sorry, you have been blocked…". */
export const SECURITY_BLOCK_PATTERN = /you have been blocked/i;

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).path === 'string' &&
  typeof (value as FieldError).message === 'string';

export function callErrorOf(error: FetchBaseQueryError | SerializedError | undefined | unknown): CallError {
  if (!isFetchBaseQueryError(error)) {
    return {
      status: undefined,
      code: undefined,
      message: undefined,
      messageKey: undefined,
      text: undefined,
      errors: [],
      noResponse: false,
    };
  }
  const data: unknown = 'data' in error ? error.data : undefined;
  const errors =
    typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors)
      ? (data as { errors: unknown[] }).errors.filter(isFieldError)
      : [];
  const status = httpStatusOf(error);
  const code =
    typeof data === 'object' && data !== null && typeof (data as { code?: unknown }).code === 'string'
      ? (data as { code: string }).code
      : undefined;
  const messageKey =
    typeof data === 'object' && data !== null && typeof (data as { key?: unknown }).key === 'string'
      ? (data as { key: string }).key
      : undefined;
  return {
    status,
    code,
    messageKey,
    // A proxy's HTML page is no message for a person.
    message: error.status === 'PARSING_ERROR' ? undefined : errorMessageOf(error),
    text: typeof data === 'string' ? data : undefined,
    errors,
    noResponse: isNoResponse(error),
  };
}

/**
 * Spec section 8: "503 with a maintenance marker redirects to maintenance; 403 with 'Client is not accessible
 * at the moment' also". The marker is the envelope's MAINTENANCE code, or, for a page the gateway did not
 * write (a load balancer's maintenance page), the word "maintenance" in a non-JSON 503 body.
 */
export function isMaintenanceError(error: unknown): boolean {
  const call = callErrorOf(error);
  if (call.status === 503) {
    return call.code === MAINTENANCE_CODE || (call.text !== undefined && /maintenance/i.test(call.text));
  }
  if (call.status === 403) {
    return (call.message ?? '').toLowerCase().includes(CLIENT_NOT_ACCESSIBLE_MESSAGE.toLowerCase());
  }
  return false;
}

/** A security service (web application firewall) refused the request: its block page, or the envelope code. */
export function isSecurityBlock(error: unknown): boolean {
  const call = callErrorOf(error);
  if (call.code === BLOCKED_CODE) return true;
  return [call.text, call.message].some((body) => body !== undefined && SECURITY_BLOCK_PATTERN.test(body));
}

export type FormErrors<Field extends string> = {
  fields: Partial<Record<Field, string>>;
  /** Shown above the form when no field error could be placed (spec section 5). */
  form: string | undefined;
};

/** The envelope's message as the web shows it: the token of its key when it has one (see messageToken.ts). */
const shownMessageOf = (call: CallError): string | undefined =>
  call.message === undefined ? undefined : messageOfError({ message: call.message, key: call.messageKey });

/**
 * The field a server error's path names among `fieldNames`: the path itself ("body." removed), else the list
 * it is an item of (`reasons.0` is the `reasons` field, one text area of lines). Only a list item: an error
 * under an object field the form does not show would otherwise land where nobody sees it.
 */
function fieldOfPath<Field extends string>(path: string, fieldNames: readonly Field[]): Field | undefined {
  const bare = path.replace(/^body\./, '');
  const exact = fieldNames.find((name) => name === bare);
  if (exact !== undefined) return exact;
  const item = /^(.+)\.\d+$/.exec(bare);
  return item ? fieldNames.find((name) => name === item[1]) : undefined;
}

/**
 * What a failed call says for people when it cannot say it on a field: a validation failure's own field
 * message ("Please enter at most 500 characters") rather than its envelope's "Some fields are not valid",
 * which names neither the field's rule nor its limit (issue 27 item 13); otherwise the envelope's message.
 */
function generalMessageOf(call: CallError): string | undefined {
  const first = call.errors[0];
  if (first && (call.code === undefined || call.code === 'VALIDATION_FAILED')) return messageOfError(first);
  return shownMessageOf(call) ?? (first ? messageOfError(first) : undefined);
}

/**
 * Spec section 5: server validation errors are mapped onto named form fields with the "body." prefix
 * removed; if none map, a general form error shows (the field's own message, see generalMessageOf). Nested
 * paths (`body.users.0.email`) keep their dots; a path under a field (an item of a list) lands on that field.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  fieldNames: readonly Field[],
  fallback: string,
): FormErrors<Field> {
  const call = callErrorOf(error);
  const fields: Partial<Record<Field, string>> = {};
  for (const row of call.errors) {
    const name = fieldOfPath(row.path, fieldNames);
    if (name !== undefined && fields[name] === undefined) fields[name] = messageOfError(row);
  }
  const mapped = Object.keys(fields).length > 0;
  return {
    fields,
    form: mapped ? undefined : (generalMessageOf(call) ?? fallback),
  };
}

/** The texts `displayMessageOf` chooses from, in the user's language (see `useErrorText`). */
export type ErrorTexts = {
  /** "No response received!" */
  noResponse: string;
  /** The generic text with the support e-mail. */
  generic: string;
  /** "Sorry, you have been blocked. …" */
  blocked: string;
};

/**
 * The text to show for a failed call (spec section 8): no response gives "No response received!", a security
 * block the "Sorry, you have been blocked" text, 4xx messages are shown to the user, anything else (5xx,
 * non-JSON) the generic text.
 */
export function displayMessageOf(error: unknown, texts: ErrorTexts): string {
  const call = callErrorOf(error);
  if (call.noResponse) return texts.noResponse;
  if (isSecurityBlock(error)) return texts.blocked;
  // A query string's bad value (a too long search) shows its field's message, with its limit.
  if (call.status !== undefined && call.status >= 400 && call.status < 500 && call.message)
    return generalMessageOf(call) as string;
  return texts.generic;
}
