import { describe, expect, test } from '@jest/globals';
import type { ChangeStatus, ClientDto, EifAllAnswers } from '@onboard/contracts';
import type { AttributeChange } from './changes.js';
import { askedQuestions } from './layout.js';
import {
  declinedDependencies,
  latestDecision,
  proposedAnswers,
  signedAnswers,
  signedAttributeValue,
  signedRecords,
  type NetRecordChange,
} from './signed-record.js';

// Issue 28 item 1, decision 215: what the signed record holds after each sequence of changes and of the
// signer's decisions. Each run below is the change records a sequence leaves (one a day: [old, new, status]
// with the status the decisions gave it; an undo is a change back, recorded like any other and decided with
// the next review), and the value the signed EIF holds after it, written out.

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;
const run = (...changes: [unknown, unknown, ChangeStatus][]): AttributeChange[] =>
  changes.map(([previousValue, value, status], i) => ({
    previousValue,
    value,
    status,
    createdAt: day(i + 1),
  }));

describe('an answer in the signed record after a sequence', () => {
  test.each([
    ['changed (6 -> 12), not decided yet', run([6, 12, 'pending']), 6],
    ['changed, accepted', run([6, 12, 'accepted']), 12],
    ['changed, declined', run([6, 12, 'declined']), 6],
    ['changed, declined, changed again, declined', run([6, 12, 'declined'], [12, 18, 'declined']), 6],
    ['changed, declined, changed again, accepted', run([6, 12, 'declined'], [12, 18, 'accepted']), 18],
    ['changed, accepted, changed again, pending', run([6, 12, 'accepted'], [12, 18, 'pending']), 12],
    ['changed, accepted, changed again, declined', run([6, 12, 'accepted'], [12, 18, 'declined']), 12],
    [
      'changed, declined, undone (changed back, not decided)',
      run([6, 12, 'declined'], [12, 6, 'pending']),
      6,
    ],
    [
      'changed, declined, undone, changed again, accepted (the undo decided with it)',
      run([6, 12, 'declined'], [12, 6, 'accepted'], [6, 18, 'accepted']),
      18,
    ],
    [
      'changed, accepted, changed, declined, undone: back to the accepted value',
      run([6, 12, 'accepted'], [12, 18, 'declined'], [18, 12, 'pending']),
      12,
    ],
    ['changed and changed back before any decision', run([6, 12, 'pending'], [12, 6, 'pending']), 6],
    ['a list answer changed, declined', run([['LIFE'], ['LIFE', 'DENTAL'], 'declined']), ['LIFE']],
    ['a platform chosen (none before), declined', run([null, 'workday', 'declined']), null],
  ] as const)('%s', (_sequence, changes, signed) => {
    expect(signedAttributeValue(changes)).toEqual(signed);
  });
});

// The walk of the issue: "Do you use a benefits administration platform?" (a policy's answer) and the
// platform chosen, which is asked only once the first is Yes; "Rehired within" (the client's answer).
const POLICY = 'a1b2c3d4-0000-4000-8000-000000000001';
const PLAN = 'a1b2c3d4-0000-4000-8000-000000000002';
const CLIENT_ID = 'a1b2c3d4-0000-4000-8000-000000000003';
const client = {
  policies: [{ id: POLICY }],
  plans: [{ id: PLAN, benefitType: 'LIFE', planType: 'BASIC_LIFE' }],
} as unknown as Pick<ClientDto, 'policies' | 'plans'>;
const live = (platform: { uses: boolean | null; id: string | null }, rehire: string | null): EifAllAnswers =>
  ({
    policies: {
      [POLICY]: {
        hasBenAdminPlatform: platform.uses,
        benAdminPlatformId: platform.id,
        benAdminPlatformOtherName: null,
        hasDataFeeds: null,
      },
    },
    plans: { [PLAN]: {} },
    reHireProvisionExists: true,
    rehireProvision: rehire,
  }) as unknown as EifAllAnswers;
const change = (
  entity: 'Policy' | 'Plan' | 'Client',
  attributeKey: string,
  previousValue: unknown,
  value: unknown,
  status: ChangeStatus,
): NetRecordChange => ({
  entity,
  entityId: entity === 'Policy' ? POLICY : entity === 'Plan' ? PLAN : CLIENT_ID,
  attributeKey,
  operation: 'update',
  previousValue,
  value,
  status,
  creation: null,
});
const usesYes = (status: ChangeStatus) => change('Policy', 'hasBenAdminPlatform', false, true, status);
const workday = (status: ChangeStatus) => change('Policy', 'benAdminPlatformId', null, 'workday', status);
const rehire12 = (status: ChangeStatus) =>
  change('Client', 'rehireProvision', 'MONTHS_6', 'MONTHS_12', status);
/** What the platform sub-step asks with these answers, and the answers it holds. */
const platformStep = (answers: EifAllAnswers) =>
  Object.fromEntries(
    askedQuestions('benefits-administration-and-data-feed', answers, client).map((q) => [q.field, q.value]),
  );

describe('the signed record of the platform walk', () => {
  test('both changes declined: "No" and 6 months, and no platform asked', () => {
    const answers = live({ uses: true, id: null }, 'MONTHS_12');
    const signed = signedAnswers(answers, [usesYes('declined'), rehire12('declined')], CLIENT_ID);
    expect(platformStep(signed)).toEqual({ hasBenAdminPlatform: false, hasDataFeeds: null });
    expect(signed.rehireProvision).toBe('MONTHS_6');
  });

  test('the platform accepted with the answer it follows: Yes, Workday; the declined 12 months stays 6', () => {
    const answers = live({ uses: true, id: 'workday' }, 'MONTHS_12');
    const signed = signedAnswers(
      answers,
      [usesYes('accepted'), workday('accepted'), rehire12('declined')],
      CLIENT_ID,
    );
    expect(platformStep(signed)).toEqual({
      hasBenAdminPlatform: true,
      benAdminPlatformId: 'workday',
      hasDataFeeds: null,
    });
    expect(signed.rehireProvision).toBe('MONTHS_6');
  });

  test('a platform accepted while "uses a platform" stays declined is not in the record (it is not asked)', () => {
    const answers = live({ uses: true, id: 'workday' }, 'MONTHS_6');
    const signed = signedAnswers(answers, [usesYes('declined'), workday('accepted')]);
    expect(platformStep(signed)).toEqual({ hasBenAdminPlatform: false, hasDataFeeds: null });
  });

  test('what the signer is asked to accept: the pending changes on the signed record', () => {
    const answers = live({ uses: true, id: 'workday' }, 'MONTHS_12');
    const proposed = proposedAnswers(answers, [
      usesYes('accepted'),
      workday('pending'),
      rehire12('declined'),
    ]);
    expect(platformStep(proposed)).toEqual({
      hasBenAdminPlatform: true,
      benAdminPlatformId: 'workday',
      hasDataFeeds: null,
    });
    expect(proposed.rehireProvision).toBe('MONTHS_6');
  });
});

describe('declined answers a pending one depends on come back for review with it', () => {
  const answers = live({ uses: true, id: 'workday' }, 'MONTHS_12');
  test('the platform pending, "uses a platform" declined: the decline comes back', () => {
    expect(declinedDependencies(answers, client, [usesYes('declined'), workday('pending')])).toEqual([
      usesYes('declined'),
    ]);
  });
  test('an unrelated declined answer stays declined', () => {
    expect(
      declinedDependencies(answers, client, [usesYes('declined'), rehire12('declined'), workday('pending')]),
    ).toEqual([usesYes('declined')]);
  });
  test('nothing pending depends on it: nothing comes back', () => {
    expect(declinedDependencies(answers, client, [usesYes('declined'), rehire12('pending')])).toEqual([]);
  });
  test('the answer it follows already accepted: nothing comes back', () => {
    expect(declinedDependencies(answers, client, [usesYes('accepted'), workday('pending')])).toEqual([]);
  });
});

describe('records (locations, contacts, classes) in the signed record', () => {
  type Location = { id: string; name: string; city: string };
  const albany: Location = { id: 'l-albany', name: 'Albany office', city: 'Albany' };
  const boston: Location = { id: 'l-boston', name: 'Boston office', city: 'Boston' };
  const loc = (
    entityId: string,
    operation: 'create' | 'update' | 'delete',
    attributeKey: string,
    previousValue: unknown,
    value: unknown,
    status: ChangeStatus,
    creation: ChangeStatus | null = null,
  ): NetRecordChange => ({
    entity: 'Location',
    entityId,
    attributeKey,
    operation,
    previousValue,
    value,
    status,
    creation,
  });
  test.each([
    [
      'added, not decided: not in it',
      [albany],
      [loc('l-albany', 'create', 'city', null, 'Albany', 'pending', 'pending')],
      [],
    ],
    [
      'added, declined: not in it',
      [albany],
      [loc('l-albany', 'create', 'city', null, 'Albany', 'declined', 'declined')],
      [],
    ],
    [
      'added, accepted: in it',
      [albany],
      [loc('l-albany', 'create', 'city', null, 'Albany', 'accepted', 'accepted')],
      [albany],
    ],
    [
      'added and accepted, then renamed and declined: in it with its accepted name',
      [{ ...albany, name: 'Albany HQ' }],
      [loc('l-albany', 'update', 'name', 'Albany office', 'Albany HQ', 'declined', 'accepted')],
      [albany],
    ],
    [
      'removed, not decided: still in it, as it was',
      [],
      [
        loc('l-boston', 'delete', 'name', 'Boston office', null, 'pending'),
        loc('l-boston', 'delete', 'city', 'Boston', null, 'pending'),
      ],
      [boston],
    ],
    [
      'removed, declined: still in it',
      [],
      [
        loc('l-boston', 'delete', 'name', 'Boston office', null, 'declined'),
        loc('l-boston', 'delete', 'city', 'Boston', null, 'declined'),
      ],
      [boston],
    ],
    [
      'removed, accepted: gone',
      [],
      [loc('l-boston', 'delete', 'name', 'Boston office', null, 'accepted')],
      [],
    ],
    [
      'renamed, declined: its name before',
      [{ ...boston, name: 'Boston HQ' }],
      [loc('l-boston', 'update', 'name', 'Boston office', 'Boston HQ', 'declined')],
      [boston],
    ],
    [
      'renamed, accepted: its new name',
      [{ ...boston, name: 'Boston HQ' }],
      [loc('l-boston', 'update', 'name', 'Boston office', 'Boston HQ', 'accepted')],
      [{ ...boston, name: 'Boston HQ' }],
    ],
  ] as const)('%s', (_sequence, rows, changes, signed) => {
    expect(signedRecords('Location', rows as unknown as Location[], changes)).toEqual(signed);
  });

  test('only the entity asked about: a contact change leaves the locations alone', () => {
    const contact = {
      ...loc('l-boston', 'delete', 'name', 'Boston office', null, 'pending'),
      entity: 'Contact',
    };
    expect(signedRecords('Location', [albany], [contact])).toEqual([albany]);
  });
});

describe('the decision a review tells: the latest only', () => {
  test.each([
    [null, null, null],
    [day(2), null, 'accepted'],
    [null, day(2), 'declined'],
    [day(3), day(2), 'accepted'],
    [day(2), day(3), 'declined'],
  ] as const)('accepted %s, declined %s: %s', (acceptedAt, declinedAt, decision) => {
    expect(latestDecision({ acceptedAt, declinedAt })).toBe(decision);
  });
});
