import { z } from 'zod';
import type { FieldMessageKey } from './field-messages.js';
import {
  MESSAGES,
  isMessageKey,
  keyedMessage,
  type MessageKey,
  type FieldMessageParams,
  type KeyedMessage,
} from './messages.js';

/*
 * zod 4 `customError`: the key of a people's message of field-messages.ts for every check without a message of
 * its own. The issue keeps the values its message needs (`maximum`, …): `messageParamsOf` reads them back.
 */

type Issue = z.core.$ZodRawIssue;

const sizeOf = (value: unknown): number =>
  typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : Number(value);

/** The message key for a zod issue that has none of its own (a zod 4 `customError`). */
export function fieldMessageOf(issue: Issue): FieldMessageKey {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'required';
      switch (issue.expected) {
        case 'string':
          return 'text';
        case 'number':
        case 'bigint':
        case 'nan':
          return 'number';
        case 'int':
          return 'wholeNumber';
        case 'boolean':
          return 'yesOrNo';
        case 'array':
        case 'tuple':
        case 'set':
          return 'list';
        case 'date':
          return 'date';
        default:
          return 'value';
      }
    }
    case 'too_big': {
      switch (issue.origin) {
        case 'string':
          return 'textTooLong';
        case 'number':
        case 'int':
        case 'bigint':
          return issue.inclusive === false ? 'numberTooBigExclusive' : 'numberTooBig';
        case 'array':
        case 'set':
          return 'tooManyItems';
        default:
          return 'value';
      }
    }
    case 'too_small': {
      switch (issue.origin) {
        case 'string':
          return sizeOf(issue.minimum) <= 1 ? 'required' : 'textTooShort';
        case 'number':
        case 'int':
        case 'bigint':
          return issue.inclusive === false ? 'numberTooSmallExclusive' : 'numberTooSmall';
        case 'array':
        case 'set':
          return sizeOf(issue.minimum) <= 1 ? 'atLeastOneItem' : 'tooFewItems';
        default:
          return 'value';
      }
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'email';
        case 'uuid':
        case 'guid':
        case 'cuid':
        case 'cuid2':
        case 'ulid':
        case 'nanoid':
          return 'id';
        case 'date':
        case 'datetime':
        case 'time':
          return 'date';
        case 'url':
          return 'webAddress';
        default:
          return 'format';
      }
    case 'not_multiple_of':
      return 'multipleOf';
    case 'invalid_value':
      return 'option';
    case 'unrecognized_keys':
      return 'unknownFields';
    default:
      // invalid_union, invalid_key, invalid_element and refinements without a message of their own.
      return 'value';
  }
}

type FinalIssue = z.core.$ZodIssue;

/** The values a message's placeholders take from its issue: a limit, a divisor, the refused keys. */
export function messageParamsOf(issue: FinalIssue): FieldMessageParams | undefined {
  switch (issue.code) {
    case 'too_big':
      return { max: sizeOf(issue.maximum) };
    case 'too_small':
      return { min: sizeOf(issue.minimum) };
    case 'not_multiple_of':
      return { divisor: sizeOf(issue.divisor) };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', ') };
    case 'custom':
      return issue.params as FieldMessageParams | undefined;
    default:
      return undefined;
  }
}

/** The placeholders a key's English text names. */
const placeholdersOf = (key: MessageKey): string[] =>
  [...MESSAGES[key].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string);

/**
 * An issue's message as errors carry it: its key, the values its text needs and the English text; an issue
 * whose message is not a key (a check outside the contracts wrote its own text) keeps its text alone.
 */
export function keyedMessageOf(issue: FinalIssue): KeyedMessage | { message: string } {
  // A refused record key says why through its inner issue ("Invalid key in record" alone says nothing).
  const inner = issue.code === 'invalid_key' ? issue.issues[0] : undefined;
  if (inner) return keyedMessageOf(inner as FinalIssue);
  if (!isMessageKey(issue.message)) return { message: issue.message };
  const names = placeholdersOf(issue.message);
  const values = messageParamsOf(issue) ?? {};
  const params = Object.fromEntries(names.flatMap((name) => (name in values ? [[name, values[name]]] : [])));
  return keyedMessage(issue.message, params as FieldMessageParams);
}

/** An issue with its English message (for logs and tests that read issues). */
export const issueInEnglish = <T extends FinalIssue>(issue: T): T => ({
  ...issue,
  message: keyedMessageOf(issue).message,
});

/**
 * Continues a schema's issues in another schema's refinement (a form schema that ends in a shared one), with
 * their keys and values, so the messages survive the hand-over.
 */
export function forwardIssues(error: z.ZodError, ctx: z.RefinementCtx): void {
  for (const issue of error.issues) {
    const keyed = keyedMessageOf(issue);
    ctx.addIssue({
      code: 'custom',
      path: issue.path,
      message: 'key' in keyed ? keyed.key : keyed.message,
      ...('params' in keyed && keyed.params ? { params: { ...keyed.params } } : {}),
    });
  }
}

/**
 * Makes `fieldMessageOf` zod's message (a key) for every check without one of its own, in this process. Importing
 * the contracts does it; the web's form hook calls it too, since its bundler may leave out a module whose
 * exports nothing uses.
 */
export function installFieldMessages(): void {
  z.config({ customError: fieldMessageOf });
}
installFieldMessages();
