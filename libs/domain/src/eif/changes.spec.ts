import { describe, expect, test } from '@jest/globals';
import type { ChangeOperation, ChangeStatus } from '@onboard/contracts';
import {
  changedSubSteps,
  changesRequireReview,
  eifPhase,
  isNewSinceDecision,
  needsClickThrough,
  netAttributeChange,
  netRecordChanges,
  sameValue,
  subStepsOfChange,
  type AttributeChange,
  type RecordChange,
} from './changes.js';

// Spec §4 "EIF phases and change tracking", rule by rule; the expected answers are written out here.

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;
/** A run of changes to one attribute, one a day: [old, new, status]. */
const run = (...changes: [unknown, unknown, ChangeStatus][]): AttributeChange[] =>
  changes.map(([previousValue, value, status], i) => ({
    previousValue,
    value,
    status,
    createdAt: day(i + 1),
  }));

describe('the phase', () => {
  test.each([
    [null, 'pre-sign'],
    [undefined, 'pre-sign'],
    [day(1), 'post-sign-with-edit'],
  ] as const)('signed at %s: %s', (signedAt, phase) => {
    expect(eifPhase(signedAt)).toBe(phase);
  });
});

describe('net change of a run of changes to one attribute', () => {
  test.each([
    [
      'a single change is kept',
      run(['A', 'B', 'pending']),
      { previousValue: 'A', value: 'B', status: 'pending' },
    ],
    [
      'a single declined change is kept',
      run([1, 2, 'declined']),
      { previousValue: 1, value: 2, status: 'declined' },
    ],
    ['a single change whose old and new values match is dropped', run(['A', 'A', 'pending']), null],
    ['… lists compare by content', run([['LIFE', 'DENTAL'], ['LIFE', 'DENTAL'], 'accepted']), null],
    ['… null and absent are both no value', run([null, undefined, 'pending']), null],
  ] as const)('%s', (_rule, changes, net) => {
    expect(netAttributeChange(changes)).toEqual(net);
  });

  test.each([
    [
      'the latest accepted wins, from the first old value',
      run(['A', 'B', 'pending'], ['B', 'C', 'accepted']),
      { previousValue: 'A', value: 'C', status: 'accepted' },
    ],
    [
      'the latest accepted wins over an earlier declined',
      run(['A', 'B', 'declined'], ['B', 'C', 'accepted']),
      { previousValue: 'A', value: 'C', status: 'accepted' },
    ],
    [
      'the latest accepted is dropped when equal to the old',
      run(['A', 'B', 'accepted'], ['B', 'A', 'accepted']),
      null,
    ],
    ['… also after a pending one', run([true, false, 'pending'], [false, true, 'accepted']), null],
  ] as const)('%s', (_rule, changes, net) => {
    expect(netAttributeChange(changes)).toEqual(net);
  });

  test.each([
    [
      'a pending change is compared with the last accepted one',
      run(['A', 'B', 'accepted'], ['B', 'C', 'pending']),
      { previousValue: 'B', value: 'C', status: 'pending' },
    ],
    [
      'a declined change is compared with the last accepted one',
      run(['A', 'B', 'accepted'], ['B', 'C', 'accepted'], ['C', 'D', 'declined']),
      { previousValue: 'C', value: 'D', status: 'declined' },
    ],
    [
      'with nothing accepted, the baseline is the first old value',
      run(['A', 'B', 'pending'], ['B', 'C', 'pending']),
      { previousValue: 'A', value: 'C', status: 'pending' },
    ],
    [
      'a pending change back to the accepted value is a no-op, dropped',
      run(['A', 'B', 'accepted'], ['B', 'X', 'pending'], ['X', 'B', 'pending']),
      null,
    ],
    [
      'pending changes back to the first old value are a no-op, dropped',
      run([1, 2, 'pending'], [2, 1, 'pending']),
      null,
    ],
  ] as const)('%s', (_rule, changes, net) => {
    expect(netAttributeChange(changes)).toEqual(net);
  });

  test('the run is taken in time order, whatever order it comes in', () => {
    const changes = run(['A', 'B', 'accepted'], ['B', 'C', 'pending']);
    expect(netAttributeChange(changes.reverse())).toEqual({
      previousValue: 'B',
      value: 'C',
      status: 'pending',
    });
    expect(netAttributeChange([])).toBeNull();
  });

  test('values compare by content, object keys in any order', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(0, null)).toBe(false);
  });
});

describe('record-level rules', () => {
  /** The changes of one record, one a day: [operation, status]. */
  const record = (...changes: [ChangeOperation, ChangeStatus][]): RecordChange[] =>
    changes.map(([operation, status], i) => ({ operation, status, createdAt: day(i + 1) }));
  const ops = (changes: RecordChange[]) => changes.map((c) => `${c.operation} ${c.status}`);

  test.each([
    ['created and deleted while pending vanishes', record(['create', 'pending'], ['delete', 'pending']), []],
    [
      '… with pending updates between',
      record(['create', 'pending'], ['update', 'pending'], ['delete', 'pending']),
      [],
    ],
    [
      'created and accepted then deleted pending keeps the non-accepted changes',
      record(['create', 'accepted'], ['delete', 'pending']),
      ['delete pending'],
    ],
    [
      '… an accepted update dropped, a pending one kept',
      record(['create', 'accepted'], ['update', 'accepted'], ['update', 'pending'], ['delete', 'pending']),
      ['update pending', 'delete pending'],
    ],
    [
      'created and deleted both accepted shows only the deletion',
      record(['create', 'accepted'], ['delete', 'accepted']),
      ['delete accepted'],
    ],
    [
      '… updates between too',
      record(['create', 'accepted'], ['update', 'accepted'], ['delete', 'accepted']),
      ['delete accepted'],
    ],
    [
      'created and deleted both declined vanishes',
      record(['create', 'declined'], ['delete', 'declined']),
      [],
    ],
    [
      '… with a declined update',
      record(['create', 'declined'], ['update', 'declined'], ['delete', 'declined']),
      [],
    ],
    [
      'a record only updated keeps its changes',
      record(['update', 'accepted'], ['update', 'pending']),
      ['update accepted', 'update pending'],
    ],
    [
      'created and accepted, deleted declined: the changes not accepted (decision 106)',
      record(['create', 'accepted'], ['delete', 'declined']),
      ['delete declined'],
    ],
    [
      'created declined, deleted accepted: vanishes (decision 106)',
      record(['create', 'declined'], ['delete', 'accepted']),
      [],
    ],
    [
      'created pending, deleted declined: vanishes (decision 106)',
      record(['create', 'pending'], ['delete', 'declined']),
      [],
    ],
    ['a record only created keeps its creation', record(['create', 'pending']), ['create pending']],
    [
      'a record removed, then restored (an undo), keeps its changes to net by attribute',
      record(['update', 'pending'], ['delete', 'pending'], ['create', 'pending']),
      ['update pending', 'delete pending', 'create pending'],
    ],
  ] as const)('%s', (_rule, changes, kept) => {
    expect(ops(netRecordChanges(changes))).toEqual(kept);
  });
});

describe('where a change shows, and the changed flags', () => {
  test.each([
    ['Client', 'erisaHasPlan', ['erisa']],
    ['Client', 'taxId', ['tax-id']],
    ['Policy', 'slfCoverages', ['current-sun-life-policies']],
    ['Policy', 'billingAdministrationType', ['billing-preferences']],
    ['Location', 'city', ['claims-check-mailing-locations']],
    ['Contact', 'email', ['plan-administrators']],
    ['EmployeeClassPlan', 'waitingPeriod', ['class-builder']],
    ['Client', 'name', []],
  ] as const)('%s.%s shows on %j', (entity, attribute, subSteps) => {
    expect(subStepsOfChange(entity, attribute)).toEqual(subSteps);
  });

  test('a sub-step with a change is flagged changed; pending when one of its changes is', () => {
    const { changed, hasPendingChanges } = changedSubSteps([
      { entity: 'Client', attributeKey: 'erisaHasPlan', status: 'accepted' },
      { entity: 'Contact', attributeKey: 'email', status: 'pending' },
      { entity: 'Contact', attributeKey: 'phoneNumber', status: 'declined' },
    ]);
    expect(Object.fromEntries(changed)).toEqual({
      erisa: { pending: false },
      'plan-administrators': { pending: true },
    });
    expect(hasPendingChanges).toBe(true);
    expect(
      changedSubSteps([{ entity: 'Client', attributeKey: 'erisaHasPlan', status: 'declined' }])
        .hasPendingChanges,
    ).toBe(false);
  });
});

describe('review, click-through and new records', () => {
  const signed = { eifSignedAt: day(1) };

  test.each([
    [
      'a policy’s coverage list changed, pending',
      [{ previousValue: ['Dental'], value: ['Dental', 'Vision'], status: 'pending' }],
      signed,
      false,
      true,
    ],
    ['… declined', [{ previousValue: ['Dental'], value: [], status: 'declined' }], signed, false, true],
    [
      '… accepted',
      [{ previousValue: ['Dental'], value: ['Vision'], status: 'accepted' }],
      signed,
      false,
      false,
    ],
    [
      'ready for review with pending changes',
      [],
      { ...signed, deifChangesReadyForReviewAt: day(3) },
      true,
      true,
    ],
    [
      'ready for review, nothing pending',
      [],
      { ...signed, deifChangesReadyForReviewAt: day(3) },
      false,
      false,
    ],
    ['pending changes, not ready for review', [], signed, true, false],
    [
      'ready for review before the last acceptance is over',
      [],
      { ...signed, deifChangesReadyForReviewAt: day(3), deifChangesAcceptedAt: day(4) },
      true,
      false,
    ],
  ] as const)('requires review: %s', (_case, coverageChanges, state, hasPendingChanges, expected) => {
    expect(changesRequireReview({ state, coverageChanges, hasPendingChanges })).toBe(expected);
  });

  test.each([
    ['not signed', { eifSignedAt: null, deifChangesUndoneAt: day(2) }, false],
    ['undone after signing, not ready for review since', { ...signed, deifChangesUndoneAt: day(2) }, true],
    [
      'undone, then ready for review',
      { ...signed, deifChangesUndoneAt: day(2), deifChangesReadyForReviewAt: day(3) },
      false,
    ],
    [
      'undone before the last acceptance',
      { ...signed, deifChangesUndoneAt: day(2), deifChangesAcceptedAt: day(3) },
      false,
    ],
    [
      'undone after the last acceptance',
      { ...signed, deifChangesAcceptedAt: day(2), deifChangesUndoneAt: day(3) },
      true,
    ],
    ['nothing undone', signed, false],
  ] as const)('click-through: %s', (_case, state, expected) => {
    expect(needsClickThrough(state)).toBe(expected);
  });

  test.each([
    ['created before signing', day(1).replace('12:00', '11:00'), signed, false],
    ['created after signing', day(2), signed, true],
    [
      'created after signing, before the last decline',
      day(2),
      { ...signed, deifChangesDeclinedAt: day(3) },
      false,
    ],
    ['created after the last acceptance', day(4), { ...signed, deifChangesAcceptedAt: day(3) }, true],
    ['not signed: nothing is new since', day(2), { eifSignedAt: null }, false],
  ] as const)('new since the signing or decision: %s', (_case, createdAt, state, expected) => {
    expect(isNewSinceDecision(createdAt, state)).toBe(expected);
  });
});
