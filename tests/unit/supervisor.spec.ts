import { describe, expect, test } from '@jest/globals';
import { RESTART_SCHEDULE, restartDelay } from '../../scripts/lib/supervisor.mjs';

// The supervisor's restart schedule (decision 194), written out: a dead process is started again within 2 s
// of its death for its first ten restarts in a row, however many of them failed; only a crash loop past
// that waits longer, doubling to 30 s.
describe('restartDelay', () => {
  test('the first restarts in a row wait 0.25, 0.5, 1 s, then 1.5 s, never more (2 s with the spawn)', () => {
    const first = Array.from({ length: 10 }, (_, attempt) => restartDelay(attempt));
    expect(first).toEqual([250, 500, 1_000, 1_500, 1_500, 1_500, 1_500, 1_500, 1_500, 1_500]);
  });

  test('past the tenth, a crash loop backs off: 3, 6, 12, 24 s, then 30 s at most', () => {
    const later = [10, 11, 12, 13, 14, 50, 10_000].map((attempt) => restartDelay(attempt));
    expect(later).toEqual([3_000, 6_000, 12_000, 24_000, 30_000, 30_000, 30_000]);
  });

  test('a process that ran 10 s before it died starts the schedule over', () => {
    expect(RESTART_SCHEDULE.stableAfterMs).toBe(10_000);
  });

  test('a schedule of its own (the tests) is followed the same way', () => {
    const schedule = { minDelayMs: 10, quickMaxDelayMs: 30, quickRestarts: 3, maxDelayMs: 100 };
    expect([0, 1, 2, 3, 4, 5].map((attempt) => restartDelay(attempt, schedule))).toEqual([
      10, 20, 30, 60, 100, 100,
    ]);
  });
});
