import { describe, expect, test } from '@jest/globals';
import { unreachedUsers } from './email.outbox.js';

const ana = { email: 'Ana@Example.test', userId: '00000000-0000-4000-8000-00000000000a' };
const bo = { email: 'bo@example.test', userId: '00000000-0000-4000-8000-00000000000b' };
const outsider = { email: 'signer@example.test', userId: null };

describe('users an e-mail did not reach', () => {
  test('with refused recipients: those with a user id, matched ignoring case', () => {
    expect(
      unreachedUsers(
        [ana, bo, outsider],
        [
          { address: 'ana@example.test', reason: '550 no such mailbox' },
          { address: 'signer@example.test', reason: '550 no' },
        ],
        null,
      ),
    ).toEqual([{ userId: ana.userId, reason: '550 no such mailbox' }]);
  });

  test('the whole message refused: every recipient with a user id, once each', () => {
    expect(unreachedUsers([ana, bo, outsider, { ...bo }], [], '451 try later')).toEqual([
      { userId: ana.userId, reason: '451 try later' },
      { userId: bo.userId, reason: '451 try later' },
    ]);
  });

  test('delivered to everyone: nobody', () => {
    expect(unreachedUsers([ana, bo], [], null)).toEqual([]);
  });
});
