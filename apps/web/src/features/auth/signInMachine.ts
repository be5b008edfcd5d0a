import type { AuthStepAnswer } from './api/authApi.js';

/** Keys of the `auth:messages` texts the flow can end on (spec section 8, login). */
export type SignInMessage =
  | 'missingSessionToken'
  | 'noFactor'
  | 'manyFactors'
  | 'lockedOut'
  | 'missingStateToken'
  | 'invalidFactor';

/**
 * What to do with an identity-provider answer (spec section 4). Pure, so each state is testable alone; the
 * SignInFlow component performs the step.
 */
export type SignInStep =
  /** SUCCESS: exchange the session token, post the tokens, load the user. */
  | { kind: 'completeSession'; sessionToken: string }
  /** MFA_REQUIRED with exactly one factor: ask the IdP to challenge it. */
  | { kind: 'challengeFactor'; stateToken: string; factorId: string }
  /** MFA_CHALLENGE: ask for the code. */
  | { kind: 'enterCode'; stateToken: string; factorId: string }
  /** MFA_ENROLL: enrol the (single) authenticator-app factor right away. */
  | { kind: 'enrollFactor'; stateToken: string }
  /** MFA_ENROLL_ACTIVATE: show the QR code and the secret, ask for the first code. */
  | { kind: 'activateFactor'; stateToken: string; qrCode: string; sharedSecret: string }
  /** PASSWORD_EXPIRED: say so and ask for a new password. */
  | { kind: 'changePassword'; stateToken: string }
  | { kind: 'fail'; message: SignInMessage }
  | { kind: 'unhandled'; status: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** One factor, or the message for none / more than one (the product supports a single authenticator app). */
function singleFactor(factors: unknown): { factor: Record<string, unknown> } | { message: SignInMessage } {
  const list = Array.isArray(factors) ? factors : [];
  if (list.length === 0) return { message: 'noFactor' };
  if (list.length > 1) return { message: 'manyFactors' };
  const factor = record(list[0]);
  return factor ? { factor } : { message: 'invalidFactor' };
}

export function nextSignInStep(answer: AuthStepAnswer | unknown): SignInStep {
  const body = record(answer);
  const status = text(body?.['status']);
  if (!body || !status) return { kind: 'unhandled', status: String(body?.['status'] ?? '') };
  const stateToken = text(body['stateToken']);
  const needsState = (step: SignInStep): SignInStep =>
    stateToken ? step : { kind: 'fail', message: 'missingStateToken' };

  switch (status) {
    case 'SUCCESS': {
      const sessionToken = text(body['sessionToken']);
      return sessionToken
        ? { kind: 'completeSession', sessionToken }
        : { kind: 'fail', message: 'missingSessionToken' };
    }
    case 'MFA_REQUIRED': {
      const one = singleFactor(body['factors']);
      if ('message' in one) return { kind: 'fail', message: one.message };
      const factorId = text(one.factor['id']);
      if (!factorId) return { kind: 'fail', message: 'invalidFactor' };
      return needsState({ kind: 'challengeFactor', stateToken: stateToken ?? '', factorId });
    }
    case 'MFA_CHALLENGE': {
      const factorId = text(record(body['factor'])?.['id']);
      if (!factorId) return { kind: 'fail', message: 'invalidFactor' };
      return needsState({ kind: 'enterCode', stateToken: stateToken ?? '', factorId });
    }
    case 'MFA_ENROLL': {
      const one = singleFactor(body['factors']);
      if ('message' in one) return { kind: 'fail', message: one.message };
      return needsState({ kind: 'enrollFactor', stateToken: stateToken ?? '' });
    }
    case 'MFA_ENROLL_ACTIVATE': {
      const factor = record(body['factor']);
      const qrCode = text(factor?.['qrCode']);
      const sharedSecret = text(factor?.['sharedSecret']);
      if (!qrCode || !sharedSecret) return { kind: 'fail', message: 'invalidFactor' };
      return needsState({ kind: 'activateFactor', stateToken: stateToken ?? '', qrCode, sharedSecret });
    }
    case 'LOCKED_OUT':
      return { kind: 'fail', message: 'lockedOut' };
    case 'PASSWORD_EXPIRED':
      return needsState({ kind: 'changePassword', stateToken: stateToken ?? '' });
    default:
      return { kind: 'unhandled', status };
  }
}
