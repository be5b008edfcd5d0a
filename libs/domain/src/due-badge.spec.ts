import { describe, expect, test } from '@jest/globals';
import { dueBadge } from './due-badge.js';

describe('due-date badge (spec §4)', () => {
  const today = '2026-03-10';

  test.each([
    ['2026-03-10', { kind: 'due-today', label: 'Due today' }],
    ['2026-03-09', { kind: 'past-due', label: 'Past Due', date: '2026-03-09' }],
    ['2025-12-31', { kind: 'past-due', label: 'Past Due', date: '2025-12-31' }],
    ['2026-03-11', { kind: 'due-soon', label: 'Due Soon', date: '2026-03-11' }],
    ['2026-03-15', { kind: 'due-soon', label: 'Due Soon', date: '2026-03-15' }],
    ['2026-03-16', { kind: 'due-by', label: 'Due by', date: '2026-03-16' }],
  ])('due %s gives %o', (due, badge) => {
    expect(dueBadge('In Progress', due, today)).toEqual(badge);
  });

  test('only open statuses get a badge', () => {
    for (const status of ['Not Started', 'In Progress', 'NIGO', 'Upcoming'] as const) {
      expect(dueBadge(status, today, today)).not.toBeNull();
    }
    for (const status of ['Done', 'Needs Review', 'In Review', 'Voided', 'Declined'] as const) {
      expect(dueBadge(status, today, today)).toBeNull();
    }
  });

  test('no due date, no badge', () => {
    expect(dueBadge('NIGO', null, today)).toBeNull();
  });

  test('across a daylight-saving change the count stays in whole days', () => {
    expect(dueBadge('Upcoming', '2026-03-13', '2026-03-07')).toEqual({
      kind: 'due-by',
      label: 'Due by',
      date: '2026-03-13',
    });
  });
});
