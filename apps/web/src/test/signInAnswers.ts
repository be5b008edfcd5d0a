import { AUTH_MESSAGES } from '@onboard/contracts';

/*
 * The identity provider's answers the sign-in tests give, shared by the portal's SignInFlow tests and the lean
 * sign-in page's (login-entry, decision 218): both must end each failing answer on the spec's text.
 */

export const STATE = 's'.repeat(32);
export const SESSION = 'session-token-'.padEnd(32, 'x');
export const FACTOR = { id: 'factor-1', factorType: 'token:software:totp', provider: 'ONBOARD' };
/** The identity provider's SUCCESS as the gateway answers it (a sign-in, a factor's verification or activation). */
export const SIGNED_IN_ANSWER = {
  status: 'SUCCESS',
  sessionToken: SESSION,
  expiresAt: '2026-01-01T00:00:00Z',
} as const;

/**
 * Answers that end the sign-in, with the text spec section 8 (login) gives for each, written out. The last two
 * break the route's schema, so this gateway never sends them (it checks every answer): the fourth element says
 * why the test gives them anyway (the fake gateway's `offContract`).
 */
export const FAILED_SIGN_IN_ANSWERS: Array<[string, Record<string, unknown>, string, string | undefined]> = [
  [
    'no factor',
    { status: 'MFA_REQUIRED', stateToken: STATE, factors: [] },
    AUTH_MESSAGES.noFactor,
    undefined,
  ],
  [
    'more than one factor',
    { status: 'MFA_REQUIRED', stateToken: STATE, factors: [FACTOR, { ...FACTOR, id: 'factor-2' }] },
    AUTH_MESSAGES.manyFactors,
    undefined,
  ],
  ['locked out', { status: 'LOCKED_OUT' }, AUTH_MESSAGES.lockedOut, undefined],
  [
    'SUCCESS without a session token',
    { status: 'SUCCESS', expiresAt: '2026-01-01' },
    AUTH_MESSAGES.missingSessionToken,
    'the spec gives a text for it: the page must show it even if the identity provider omits the token',
  ],
  [
    'an unknown status',
    { status: 'MFA_SOMETHING_NEW' },
    'Unhandled authentication status: MFA_SOMETHING_NEW',
    'a newer gateway may send a status this page does not know yet (a page loaded before a release)',
  ],
];
