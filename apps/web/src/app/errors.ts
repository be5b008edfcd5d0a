import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldError } from '@onboard/contracts';
import { errorMessageOf, httpStatusOf, isFetchBaseQueryError, isNoResponse } from './retry.js';

/** What the UI needs from a failed call: the HTTP status, the envelope's message and its field errors. */
export type CallError = {
  status: number | undefined;
  /** The envelope's `message` (or a plain-text body); undefined for non-JSON or missing responses. */
  message: string | undefined;
  errors: FieldError[];
  noResponse: boolean;
};

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).path === 'string' &&
  typeof (value as FieldError).message === 'string';

export function callErrorOf(error: FetchBaseQueryError | SerializedError | undefined | unknown): CallError {
  if (!isFetchBaseQueryError(error)) {
    return { status: undefined, message: undefined, errors: [], noResponse: false };
  }
  const data: unknown = 'data' in error ? error.data : undefined;
  const errors =
    typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors)
      ? (data as { errors: unknown[] }).errors.filter(isFieldError)
      : [];
  const status = httpStatusOf(error);
  return {
    status,
    // A proxy's HTML page is no message for a person.
    message: error.status === 'PARSING_ERROR' ? undefined : errorMessageOf(error),
    errors,
    noResponse: isNoResponse(error),
  };
}

export type FormErrors<Field extends string> = {
  fields: Partial<Record<Field, string>>;
  /** Shown above the form when no field error could be placed (spec section 5). */
  form: string | undefined;
};

/**
 * Spec section 5: server validation errors are mapped onto named form fields with the "body." prefix
 * removed; if none map, a general form error shows. Nested paths (`body.users.0.email`) keep their dots.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  fieldNames: readonly Field[],
  fallback: string,
): FormErrors<Field> {
  const call = callErrorOf(error);
  const fields: Partial<Record<Field, string>> = {};
  for (const { path, message } of call.errors) {
    const name = path.replace(/^body\./, '') as Field;
    if (fieldNames.includes(name) && fields[name] === undefined) fields[name] = message;
  }
  const mapped = Object.keys(fields).length > 0;
  return { fields, form: mapped ? undefined : (call.message ?? call.errors[0]?.message ?? fallback) };
}

/**
 * The text to show for a failed call (spec section 8): no response gives "No response received!", 4xx
 * messages are shown to the user, anything else (5xx, non-JSON) the generic retry text.
 */
export function displayMessageOf(error: unknown, texts: { noResponse: string; generic: string }): string {
  const call = callErrorOf(error);
  if (call.noResponse) return texts.noResponse;
  if (call.status !== undefined && call.status >= 400 && call.status < 500 && call.message)
    return call.message;
  return texts.generic;
}
