import { describe, expect, test } from '@jest/globals';
import { displayMessageOf, formErrorsOf } from './errors.js';

const validation = (errors: Array<{ path: string; message: string }>, message = 'Validation failed') => ({
  status: 400,
  data: { statusCode: 400, code: 'VALIDATION_FAILED', message, errors },
});

describe('server errors onto form fields (spec section 5)', () => {
  test('paths lose the "body." prefix and land on the named fields; the first message per field wins', () => {
    const error = validation([
      { path: 'body.email', message: 'taken' },
      { path: 'body.email', message: 'second' },
      { path: 'body.users.1.email', message: 'bad' },
    ]);
    expect(formErrorsOf(error, ['email', 'users.1.email'], 'fallback')).toEqual({
      fields: { email: 'taken', 'users.1.email': 'bad' },
      form: undefined,
    });
  });

  test('when none maps, a general error shows: the envelope message, else the fallback', () => {
    expect(
      formErrorsOf(validation([{ path: 'query.limit', message: 'x' }], 'Nope'), ['email'], 'fb'),
    ).toEqual({
      fields: {},
      form: 'Nope',
    });
    expect(formErrorsOf({ status: 'FETCH_ERROR', error: 'down' }, ['email'], 'fb')).toEqual({
      fields: {},
      form: 'fb',
    });
  });
});

describe('messages for people (spec section 8)', () => {
  const texts = { noResponse: 'No response received!', generic: 'generic' };
  test('4xx messages are shown; 5xx, non-JSON and no response are not', () => {
    expect(displayMessageOf(validation([], 'Shown to the user'), texts)).toBe('Shown to the user');
    expect(displayMessageOf({ status: 500, data: { message: 'stack trace' } }, texts)).toBe('generic');
    expect(
      displayMessageOf({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' }, texts),
    ).toBe('generic');
    expect(displayMessageOf({ status: 'FETCH_ERROR', error: 'x' }, texts)).toBe('No response received!');
  });
});
