import { z } from 'zod';
import { fieldMessage } from './field-messages.js';

/*
 * zod 4 `customError`: the people's messages of field-messages.ts for every check without a message of its own.
 */

type Issue = z.core.$ZodRawIssue;

const sizeOf = (value: unknown): number =>
  typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : Number(value);

/** The people's message for a zod issue that has none of its own (a zod 4 `customError`). */
export function fieldMessageOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return fieldMessage('required');
      switch (issue.expected) {
        case 'string':
          return fieldMessage('text');
        case 'number':
        case 'bigint':
        case 'nan':
          return fieldMessage('number');
        case 'int':
          return fieldMessage('wholeNumber');
        case 'boolean':
          return fieldMessage('yesOrNo');
        case 'array':
        case 'tuple':
        case 'set':
          return fieldMessage('list');
        case 'date':
          return fieldMessage('date');
        default:
          return fieldMessage('value');
      }
    }
    case 'too_big': {
      const max = sizeOf(issue.maximum);
      switch (issue.origin) {
        case 'string':
          return fieldMessage('textTooLong', { max });
        case 'number':
        case 'int':
        case 'bigint':
          return fieldMessage(issue.inclusive === false ? 'numberTooBigExclusive' : 'numberTooBig', { max });
        case 'array':
        case 'set':
          return fieldMessage('tooManyItems', { max });
        default:
          return fieldMessage('value');
      }
    }
    case 'too_small': {
      const min = sizeOf(issue.minimum);
      switch (issue.origin) {
        case 'string':
          return min <= 1 ? fieldMessage('required') : fieldMessage('textTooShort', { min });
        case 'number':
        case 'int':
        case 'bigint':
          return fieldMessage(issue.inclusive === false ? 'numberTooSmallExclusive' : 'numberTooSmall', {
            min,
          });
        case 'array':
        case 'set':
          return min <= 1 ? fieldMessage('atLeastOneItem') : fieldMessage('tooFewItems', { min });
        default:
          return fieldMessage('value');
      }
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return fieldMessage('email');
        case 'uuid':
        case 'guid':
        case 'cuid':
        case 'cuid2':
        case 'ulid':
        case 'nanoid':
          return fieldMessage('id');
        case 'date':
        case 'datetime':
        case 'time':
          return fieldMessage('date');
        case 'url':
          return fieldMessage('webAddress');
        default:
          return fieldMessage('format');
      }
    case 'not_multiple_of':
      return fieldMessage('multipleOf', { divisor: sizeOf(issue.divisor) });
    case 'invalid_value':
      return fieldMessage('option');
    case 'unrecognized_keys':
      return fieldMessage('unknownFields', { keys: issue.keys.join(', ') });
    default:
      // invalid_union, invalid_key, invalid_element and refinements without a message of their own.
      return fieldMessage('value');
  }
}

/**
 * Makes `fieldMessageOf` zod's message for every check without one of its own, in this process. Importing
 * the contracts does it; the web's form hook calls it too, since its bundler may leave out a module whose
 * exports nothing uses.
 */
export function installFieldMessages(): void {
  z.config({ customError: fieldMessageOf });
}
installFieldMessages();
