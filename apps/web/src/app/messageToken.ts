import type { FieldMessageParams } from '@onboard/contracts';

/*
 * Messages travel as the contracts' keys (decision 061): a zod issue's message is its key, and the server's
 * errors carry `{message, key, params}`. Where the web keeps a message as a string (react-hook-form's errors, a
 * form's general error), it keeps a token of the key, its values and the English the server wrote, and shows it
 * in the user's language when it renders, so switching language re-words what is on screen. A message without
 * a key (a text the server wrote by hand) is shown as it came; nothing is looked up by its English.
 */

/** Starts a token; never in a message (`text()` refuses control characters in everything people type). */
const MARK = '\u001e';

export type MessageToken = {
  key: string;
  params: FieldMessageParams | undefined;
  /** The server's English, shown when the web has no text for the key. */
  fallback: string | undefined;
};

/** A message as the web keeps it in a string. */
export function messageToken(key: string, params?: FieldMessageParams, fallback?: string): string {
  return MARK + JSON.stringify([key, params ?? null, fallback ?? null]);
}

/** The key, values and fallback of a token; undefined for a plain text. */
export function readMessageToken(text: string): MessageToken | undefined {
  if (!text.startsWith(MARK)) return undefined;
  try {
    const [key, params, fallback] = JSON.parse(text.slice(MARK.length)) as [
      string,
      FieldMessageParams | null,
      string | null,
    ];
    return { key, params: params ?? undefined, fallback: fallback ?? undefined };
  } catch {
    return undefined;
  }
}

/** A message from the server (an error row or an envelope) as a token when it has a key, else its text. */
export function messageOfError(error: {
  message: string;
  key?: string | undefined;
  params?: FieldMessageParams | undefined;
}): string {
  return typeof error.key === 'string' ? messageToken(error.key, error.params, error.message) : error.message;
}
