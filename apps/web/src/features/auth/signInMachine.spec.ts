import { describe, expect, test } from '@jest/globals';
import { nextSignInStep } from './signInMachine.js';

const STATE = 'state-token';
const FACTOR = { id: 'f1', factorType: 'token:software:totp', provider: 'ONBOARD' };

describe('sign-in steps (spec section 4)', () => {
  test.each([
    [
      { status: 'SUCCESS', sessionToken: 'st' },
      { kind: 'completeSession', sessionToken: 'st' },
    ],
    [
      { status: 'SUCCESS', sessionToken: '' },
      { kind: 'fail', message: 'missingSessionToken' },
    ],
    [
      { status: 'MFA_REQUIRED', stateToken: STATE, factors: [FACTOR] },
      { kind: 'challengeFactor', stateToken: STATE, factorId: 'f1' },
    ],
    [
      { status: 'MFA_REQUIRED', stateToken: STATE },
      { kind: 'fail', message: 'noFactor' },
    ],
    [
      { status: 'MFA_REQUIRED', factors: [FACTOR] },
      { kind: 'fail', message: 'missingStateToken' },
    ],
    [
      { status: 'MFA_CHALLENGE', stateToken: STATE, factor: FACTOR },
      { kind: 'enterCode', stateToken: STATE, factorId: 'f1' },
    ],
    [
      { status: 'MFA_CHALLENGE', stateToken: STATE },
      { kind: 'fail', message: 'invalidFactor' },
    ],
    [
      { status: 'MFA_ENROLL', stateToken: STATE, factors: [{ factorType: 'x', provider: 'y' }] },
      { kind: 'enrollFactor', stateToken: STATE },
    ],
    [
      { status: 'MFA_ENROLL', stateToken: STATE, factors: [FACTOR, FACTOR] },
      { kind: 'fail', message: 'manyFactors' },
    ],
    [
      {
        status: 'MFA_ENROLL_ACTIVATE',
        stateToken: STATE,
        factor: { ...FACTOR, qrCode: 'data:', sharedSecret: 'S' },
      },
      { kind: 'activateFactor', stateToken: STATE, qrCode: 'data:', sharedSecret: 'S' },
    ],
    [{ status: 'LOCKED_OUT' }, { kind: 'fail', message: 'lockedOut' }],
    [
      { status: 'PASSWORD_EXPIRED', stateToken: STATE },
      { kind: 'changePassword', stateToken: STATE },
    ],
    [{ status: 'RECOVERY' }, { kind: 'unhandled', status: 'RECOVERY' }],
    [null, { kind: 'unhandled', status: '' }],
    [{ nothing: true }, { kind: 'unhandled', status: '' }],
  ])('%j → %j', (answer, step) => {
    expect(nextSignInStep(answer)).toEqual(step);
  });
});
