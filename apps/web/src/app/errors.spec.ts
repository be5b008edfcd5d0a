import { describe, expect, test } from '@jest/globals';
import { createI18n } from '../i18n/index.js';
import {
  CLIENT_NOT_ACCESSIBLE_MESSAGE,
  displayMessageOf,
  formErrorsOf,
  isMaintenanceError,
  isSecurityBlock,
} from './errors.js';
import { readMessageToken } from './messageToken.js';

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

  test('when none maps, a general error shows: the field’s own message, else the envelope’s, else the fallback', () => {
    // Issue 27 item 13: "Some fields are not valid" names neither the rule nor its limit.
    expect(
      formErrorsOf(
        validation([{ path: 'query.limit', message: 'limit must be between 1 and 100' }], 'Nope'),
        ['email'],
        'fb',
      ),
    ).toEqual({ fields: {}, form: 'limit must be between 1 and 100' });
    expect(formErrorsOf(validation([], 'Nope'), ['email'], 'fb')).toEqual({ fields: {}, form: 'Nope' });
    expect(formErrorsOf({ status: 'FETCH_ERROR', error: 'down' }, ['email'], 'fb')).toEqual({
      fields: {},
      form: 'fb',
    });
  });

  test('an item of a list (a line of a text area of lines) lands on the list’s field, with its limit', () => {
    const error = validation(
      [
        {
          path: 'body.reasons.0',
          message: 'Please enter at most 500 characters',
          key: 'textTooLong',
          params: { max: 500 },
        } as { path: string; message: string },
      ],
      'Some fields are not valid',
    );
    const { fields, form } = formErrorsOf(error, ['reasons'], 'fb');
    expect(form).toBeUndefined();
    expect(readMessageToken(fields.reasons ?? '')).toEqual({
      key: 'textTooLong',
      params: { max: 500 },
      fallback: 'Please enter at most 500 characters',
    });
    // Only a list's item: a path under an object the form does not show stays a general error.
    expect(
      formErrorsOf(validation([{ path: 'body.address.zip', message: 'Zip' }]), ['address'], 'fb'),
    ).toEqual({ fields: {}, form: 'Zip' });
  });
});

describe('messages for people (spec section 8)', () => {
  const texts = { noResponse: 'No response received!', generic: 'generic', blocked: 'blocked' };
  test('4xx messages are shown; 5xx, non-JSON and no response are not', () => {
    expect(displayMessageOf(validation([], 'Shown to the user'), texts)).toBe('Shown to the user');
    // A query string's bad value (a 3,000-character search) shows its field's message with the limit.
    expect(
      displayMessageOf(
        validation(
          [{ path: 'query.search', message: 'Please enter at most 191 characters' }],
          'Some fields are not valid',
        ),
        texts,
      ),
    ).toBe('Please enter at most 191 characters');
    expect(displayMessageOf({ status: 500, data: { message: 'stack trace' } }, texts)).toBe('generic');
    expect(
      displayMessageOf({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' }, texts),
    ).toBe('generic');
    expect(displayMessageOf({ status: 'FETCH_ERROR', error: 'x' }, texts)).toBe('No response received!');
  });
});

describe('maintenance, security blocks and the generic texts (spec section 8)', () => {
  const texts = { noResponse: 'No response received!', generic: 'generic', blocked: 'blocked' };
  const envelopeOf = (status: number, code: string, message: string) => ({
    status,
    data: { statusCode: status, code, message, errors: [] },
  });

  test('503 with the maintenance marker, and 403 "Client is not accessible at the moment", mean maintenance', () => {
    expect(isMaintenanceError(envelopeOf(503, 'MAINTENANCE', 'Down for maintenance'))).toBe(true);
    expect(
      isMaintenanceError({
        status: 'PARSING_ERROR',
        originalStatus: 503,
        data: '<h1>Scheduled maintenance</h1>',
        error: 'x',
      }),
    ).toBe(true);
    expect(isMaintenanceError(envelopeOf(403, 'FORBIDDEN', CLIENT_NOT_ACCESSIBLE_MESSAGE))).toBe(true);
    // Other 503s and 403s are not.
    expect(isMaintenanceError(envelopeOf(503, 'SERVICE_UNAVAILABLE', 'clients did not answer'))).toBe(false);
    expect(isMaintenanceError(envelopeOf(403, 'FORBIDDEN', 'Forbidden'))).toBe(false);
    expect(isMaintenanceError({ status: 'FETCH_ERROR', error: 'down' })).toBe(false);
  });

  test('a response with the security-block text (or the code) shows the "Sorry, you have been blocked" text', () => {
    const cloudflarePage = {
      status: 'PARSING_ERROR',
      originalStatus: 403,
      data: '<html><h1>Sorry, you have been blocked</h1><p>You are unable to access example.com</p></html>',
      error: 'SyntaxError',
    };
    expect(isSecurityBlock(cloudflarePage)).toBe(true);
    expect(displayMessageOf(cloudflarePage, texts)).toBe('blocked');
    expect(displayMessageOf(envelopeOf(403, 'BLOCKED_BY_CLOUDFLARE', 'Blocked'), texts)).toBe('blocked');
    expect(isSecurityBlock(envelopeOf(403, 'FORBIDDEN', 'Forbidden'))).toBe(false);
  });

  test('non-JSON errors give the generic text, no response "No response received!", 4xx messages are shown', () => {
    expect(
      displayMessageOf(
        { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'x' },
        texts,
      ),
    ).toBe('generic');
    expect(displayMessageOf({ status: 'TIMEOUT_ERROR', error: 'timeout' }, texts)).toBe(
      'No response received!',
    );
    expect(displayMessageOf(envelopeOf(409, 'CONFLICT', 'This person already has an account'), texts)).toBe(
      'This person already has an account',
    );
    expect(displayMessageOf(envelopeOf(500, 'INTERNAL', 'Internal error'), texts)).toBe('generic');
    expect(displayMessageOf(new Error('thrown'), texts)).toBe('generic');
  });

  test('the generic texts carry the support e-mail, verbatim', () => {
    const i18n = createI18n('en');
    expect(i18n.t('errors:genericRefresh', { email: 'help@example.com' })).toBe(
      'Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email help@example.com.',
    );
    expect(i18n.t('errors:blocked')).toBe(
      'Sorry, you have been blocked. This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution.',
    );
  });

  test('server field errors of a nested path land on the field named by it', () => {
    const error = validation([{ path: 'body.implementationConsultant.email', message: 'Too long' }]);
    expect(formErrorsOf(error, ['name', 'implementationConsultant.email'], 'fb')).toEqual({
      fields: { 'implementationConsultant.email': 'Too long' },
      form: undefined,
    });
  });
});
