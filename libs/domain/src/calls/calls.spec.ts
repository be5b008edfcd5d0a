import { describe, expect, test } from '@jest/globals';
import { KICKOFF_CALL_STATUSES, type KickoffCallStatus } from '@onboard/contracts';
import { subStepsOfChange } from '../eif/changes.js';
import { callOutcomeEvents, mayChooseCallTime, mergeCallOptions, scheduledAtOf } from './calls.js';

describe('callOutcomeEvents', () => {
  const cases: [KickoffCallStatus, KickoffCallStatus, string[]][] = [
    ['Pending', 'Complete', ['completed']],
    ['Pending', 'Complete - No Recording', ['completed']],
    ['Pending', 'Complete - Call Recorded', ['completed']],
    ['No Response', 'Complete', ['completed']],
    ['Pending', 'Declined', ['declined']],
    ['No Response', 'Declined', ['declined']],
    ['Pending', 'No Response', []],
    ['No Response', 'Pending', []],
    ['Pending', 'Pending', []],
    ['Complete', 'Complete - Call Recorded', []],
    ['Complete - Call Recorded', 'Complete - No Recording', []],
    ['Complete', 'Pending', ['reopened']],
    ['Declined', 'Pending', ['reopened']],
    ['Complete', 'No Response', ['reopened']],
    ['Declined', 'Complete', ['reopened', 'completed']],
    ['Complete - No Recording', 'Declined', ['reopened', 'declined']],
    ['Declined', 'Declined', []],
  ];
  test.each(cases)('%s → %s fires %j', (previous, next, events) => {
    expect(callOutcomeEvents(previous, next)).toEqual(events);
  });
});

describe('mayChooseCallTime', () => {
  test.each(KICKOFF_CALL_STATUSES.map((s) => [s, s === 'Pending' || s === 'No Response'] as const))(
    '%s → %s',
    (status, allowed) => {
      expect(mayChooseCallTime(status)).toBe(allowed);
    },
  );
});

describe('mergeCallOptions', () => {
  const offered = [{ id: 'a', startsAt: '2026-12-01T15:00:00.000Z', durationMinutes: 30 }];
  test('keeps the ids of times offered before and gives new ones fresh ids', () => {
    let n = 0;
    const { options, unknown } = mergeCallOptions(
      offered,
      [
        { id: 'a', startsAt: '2026-12-02T15:00:00.000Z', durationMinutes: 45 },
        { startsAt: '2026-12-03T15:00:00.000Z', durationMinutes: 30 },
      ],
      () => `new-${++n}`,
    );
    expect(unknown).toEqual([]);
    expect(options).toEqual([
      { id: 'a', startsAt: '2026-12-02T15:00:00.000Z', durationMinutes: 45 },
      { id: 'new-1', startsAt: '2026-12-03T15:00:00.000Z', durationMinutes: 30 },
    ]);
  });
  test('names the positions whose id was never offered', () => {
    const { unknown } = mergeCallOptions(
      offered,
      [
        { startsAt: '2026-12-03T15:00:00.000Z', durationMinutes: 30 },
        { id: 'zzz', startsAt: '2026-12-03T15:00:00.000Z', durationMinutes: 30 },
      ],
      () => 'x',
    );
    expect(unknown).toEqual([1]);
  });
});

describe('scheduledAtOf', () => {
  const options = [{ id: 'a', startsAt: '2026-12-01T15:00:00.000Z', durationMinutes: 30 }];
  test('is the chosen option’s start', () => {
    expect(scheduledAtOf(options, 'a')).toBe('2026-12-01T15:00:00.000Z');
  });
  test('is null for no choice or a time no longer offered', () => {
    expect(scheduledAtOf(options, null)).toBeNull();
    expect(scheduledAtOf(options, 'gone')).toBeNull();
  });
});

describe('a call’s change records', () => {
  test('are in the audit trail but no change to the signed EIF (no sub-step shows them, so none is reviewed or undone)', () => {
    for (const key of ['options', 'selectedOptionId', 'status', 'contactIds']) {
      expect(subStepsOfChange('ClientCall', key)).toEqual([]);
    }
  });
});
