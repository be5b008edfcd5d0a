import { AUTH_MESSAGES } from '@onboard/contracts';

/*
 * The identity provider's answers the sign-in tests give, shared by the portal's SignInFlow tests and the lean
 * sign-in page's (login-entry, decision 218): both must end each failing answer on the spec's text.
 */

export const STATE = 's'.repeat(32);
export const SESSION = 'session-token-'.padEnd(32, 'x');
export const FACTOR = { id: 'factor-1', factorType: 'token:software:totp', provider: 'ONBOARD' };

/** Answers that end the sign-in, with the text spec section 8 (login) gives for each, written out. */
export const FAILED_SIGN_IN_ANSWERS: Array<[string, Record<string, unknown>, string]> = [
  ['no factor', { status: 'MFA_REQUIRED', stateToken: STATE, factors: [] }, AUTH_MESSAGES.noFactor],
  [
    'more than one factor',
    { status: 'MFA_REQUIRED', stateToken: STATE, factors: [FACTOR, { ...FACTOR, id: 'factor-2' }] },
    AUTH_MESSAGES.manyFactors,
  ],
  ['locked out', { status: 'LOCKED_OUT' }, AUTH_MESSAGES.lockedOut],
  [
    'SUCCESS without a session token',
    { status: 'SUCCESS', expiresAt: '2026-01-01' },
    AUTH_MESSAGES.missingSessionToken,
  ],
  [
    'an unknown status',
    { status: 'MFA_SOMETHING_NEW' },
    'Unhandled authentication status: MFA_SOMETHING_NEW',
  ],
];
