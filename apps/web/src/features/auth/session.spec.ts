import { describe, expect, test } from '@jest/globals';
import { AUTH_MESSAGES } from '@onboard/contracts';
import { makeStore } from '../../app/store.js';
import { INVALID_TOKEN_MESSAGE } from './session.js';

const rejected = (endpointName: string, status: number, message: string) => ({
  // Not the API slice's own type: only the middleware should see it.
  type: 'test/executeQuery/rejected',
  payload: { status, data: { statusCode: status, code: 'UNAUTHENTICATED', message, errors: [] } },
  meta: { arg: { endpointName }, requestId: 'r1', rejectedWithValue: true, requestStatus: 'rejected' },
  error: { message: 'Rejected' },
});

describe('session expiry (spec section 8: a 401 other than "Invalid token" leads to login)', () => {
  test('the literal equals the contracts’ text', () => {
    expect(INVALID_TOKEN_MESSAGE).toBe(AUTH_MESSAGES.invalidToken);
  });

  test.each([
    ['listUsers', 401, 'Please sign in to continue.', true],
    ['listUsers', 401, 'Invalid token', false],
    ['listUsers', 403, 'Forbidden', false],
    ['getSession', 401, 'Please sign in to continue.', false],
    ['signIn', 401, 'Authentication failed', false],
    ['verifyFactor', 401, 'Your sign-in has expired. Please sign in again.', false],
  ])('%s answering %i "%s" marks the session expired: %s', (endpoint, status, message, expired) => {
    const store = makeStore();
    store.dispatch(rejected(endpoint, status, message));
    expect(store.getState().session.expired).toBe(expired);
  });
});
