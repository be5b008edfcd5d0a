import type { AuthUser, TokenPair } from '@onboard/contracts';
import { sleep } from '../../app/retry.js';
import { nextSignInStep, type SignInMessage } from './signInMachine.js';

/*
 * The sign-in's moves between the identity provider's answers (spec section 4), without React: the portal's
 * SignInFlow and the lean sign-in page (login-entry, decision 218) both follow them with their own calls.
 */

/** A screen where the user must answer something (the credentials form is the start, not one of these). */
export type SignInScreen =
  | { kind: 'code'; stateToken: string; factorId: string }
  | { kind: 'enroll'; stateToken: string; qrCode: string; sharedSecret: string }
  | { kind: 'expiredPassword'; stateToken: string };

/** Where an answer leads once the steps that need nobody (challenge, enrol) have been taken. */
export type SignInOutcome =
  | { kind: 'ask'; screen: SignInScreen }
  | { kind: 'complete'; sessionToken: string }
  | { kind: 'fail'; message: SignInMessage }
  | { kind: 'unhandled'; status: string };

/** The identity provider's steps taken without asking the user. */
export type AutomaticStepCalls = {
  challenge: (input: { stateToken: string; factorId: string }) => Promise<unknown>;
  enroll: (input: { stateToken: string }) => Promise<unknown>;
};

/** More automatic steps in a row than any sign-in takes (MFA_REQUIRED → challenge, MFA_ENROLL → enrol). */
const MAX_AUTOMATIC_STEPS = 4;

/** Follows the identity provider's answers until one needs the user, completes, or fails. */
export async function followSignIn(answer: unknown, calls: AutomaticStepCalls): Promise<SignInOutcome> {
  let current = answer;
  for (let taken = 0; ; taken += 1) {
    const step = nextSignInStep(current);
    if (taken >= MAX_AUTOMATIC_STEPS && (step.kind === 'challengeFactor' || step.kind === 'enrollFactor'))
      return { kind: 'unhandled', status: String((current as { status?: unknown }).status ?? '') };
    switch (step.kind) {
      case 'completeSession':
        return { kind: 'complete', sessionToken: step.sessionToken };
      case 'challengeFactor':
        current = await calls.challenge({ stateToken: step.stateToken, factorId: step.factorId });
        continue;
      case 'enrollFactor':
        current = await calls.enroll({ stateToken: step.stateToken });
        continue;
      case 'enterCode':
        return {
          kind: 'ask',
          screen: { kind: 'code', stateToken: step.stateToken, factorId: step.factorId },
        };
      case 'activateFactor':
        return {
          kind: 'ask',
          screen: {
            kind: 'enroll',
            stateToken: step.stateToken,
            qrCode: step.qrCode,
            sharedSecret: step.sharedSecret,
          },
        };
      case 'changePassword':
        return { kind: 'ask', screen: { kind: 'expiredPassword', stateToken: step.stateToken } };
      case 'fail':
        return { kind: 'fail', message: step.message };
      case 'unhandled':
        return { kind: 'unhandled', status: step.status };
    }
  }
}

/** The `auth` text that says why a sign-in ended (spec section 8, login), with its values. */
export function failureTextOf(
  outcome: Extract<SignInOutcome, { kind: 'fail' | 'unhandled' }>,
): [key: `messages.${SignInMessage | 'unhandledStatus'}`, values?: { status: string }] {
  return outcome.kind === 'fail'
    ? [`messages.${outcome.message}`]
    : ['messages.unhandledStatus', { status: outcome.status || '—' }];
}

/** The wait before the second session check after logged-in (see startSession). */
export const SESSION_RECHECK_MS = 300;

/** What makes the product's session out of the identity provider's session token. */
export type SessionCalls = {
  exchangeToken: (sessionToken: string) => Promise<TokenPair>;
  loggedIn: (tokens: { accessToken: string; refreshToken: string }) => Promise<unknown>;
  /** The signed-in user, or null when the browser sent no session. */
  checkSession: () => Promise<AuthUser | null>;
  wait?: (ms: number) => Promise<void>;
};

/**
 * Token exchange, the product's logged-in call (the gateway sets the session cookies), then the session
 * check: the user, or null when the browser did not send the cookies back (it refused them). A check already
 * in flight, sent before the cookies were set, may answer "nobody": one more check after a short wait first.
 */
export async function startSession(sessionToken: string, calls: SessionCalls): Promise<AuthUser | null> {
  const tokens = await calls.exchangeToken(sessionToken);
  await calls.loggedIn({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  const user = await calls.checkSession();
  if (user) return user;
  await (calls.wait ?? sleep)(SESSION_RECHECK_MS);
  return calls.checkSession();
}
