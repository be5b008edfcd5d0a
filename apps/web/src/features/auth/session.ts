import { createSlice, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { callErrorOf } from '../../app/errors.js';
import { SESSION_NEUTRAL_ENDPOINTS } from './api/authApi.js';

/**
 * `expired`: a call was refused with 401 (after its retry) while the user believed they were signed in.
 * The layout then sends them to the login page after 2 seconds (spec section 8) and the auth layout shows a
 * Sign In link (spec section 2).
 */
export type SessionState = { expired: boolean };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { expired: false } as SessionState,
  reducers: {
    sessionExpired: (state) => {
      state.expired = true;
    },
    sessionRestored: (state) => {
      state.expired = false;
    },
  },
});

export const { sessionExpired, sessionRestored } = sessionSlice.actions;

/**
 * AUTH_MESSAGES.invalidToken of the contracts, written out: the contracts' auth module also holds zod schemas,
 * which the entry chunk must not load (session.spec.ts checks the two are equal).
 */
export const INVALID_TOKEN_MESSAGE = 'Invalid token';

/** The endpoint name of an RTK Query action, if it is one. */
function endpointOf(action: { meta?: unknown }): string | undefined {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/**
 * Spec section 8: a 401 other than "Invalid token", after retries, redirects to login. RTK Query reports a
 * call as rejected only once its retries are spent, so this sees the final answer.
 */
export const sessionExpiryMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpoint = endpointOf(action);
    if (endpoint && !SESSION_NEUTRAL_ENDPOINTS.has(endpoint)) {
      const error = callErrorOf(action.payload);
      if (error.status === 401 && error.message !== INVALID_TOKEN_MESSAGE) {
        store.dispatch(sessionExpired());
      }
    }
  }
  return next(action);
};
