import { describe, expect, test } from '@jest/globals';
import { scaledWait } from '../../infra/load/temp-system.mjs';
import { addCpu, cpuMsPer } from '../../bench/lib.mjs';

// What the benches measure besides time: each process's CPU per request, and a start-up wait that grows with
// the machine's load instead of failing a bench on a busy host.
describe('CPU per request', () => {
  const reading = (entries: [number, string, number][]) =>
    new Map(entries.map(([pid, name, cpu]) => [pid, { name, cpu }]));

  test('adds what each process spent between readings, by name, a new process from zero', () => {
    const into = addCpu(
      {},
      reading([
        [1, 'gateway', 10],
        [2, 'postgres', 1],
      ]),
      reading([
        [1, 'gateway', 10.5],
        [2, 'postgres', 1.25],
        [3, 'postgres', 0.25],
      ]),
    );
    expect(into).toEqual({ gateway: 0.5, postgres: 0.5 });
    // A second block adds to the first.
    addCpu(into, reading([[1, 'gateway', 11]]), reading([[1, 'gateway', 11.5]]));
    expect(into.gateway).toBe(1);
  });

  test("takes the first reading's own cost off the bench's time", () => {
    const before = Object.assign(reading([[1, 'bench', 2]]), { readingSeconds: 0.25 });
    expect(addCpu({}, before, reading([[1, 'bench', 3]]))).toEqual({ bench: 0.75 });
  });

  test('is milliseconds per request, heaviest first, with the total; crumbs count in the total only', () => {
    const perRequest = cpuMsPer({ postgres: 0.2, gateway: 0.6, bench: 0.000_004 }, 1000);
    expect(perRequest).toEqual({ gateway: 0.6, postgres: 0.2, total: 0.8 });
    expect(Object.keys(perRequest)).toEqual(['gateway', 'postgres', 'total']);
  });
});

describe('scaledWait', () => {
  test('is the given wait up to one runnable process per core, longer in proportion above', () => {
    expect(scaledWait(60_000, 1.5, 2)).toBe(60_000);
    expect(scaledWait(60_000, 6, 2)).toBe(180_000);
  });

  test('stops at five times the wait, however loaded the machine', () => {
    expect(scaledWait(60_000, 40, 2)).toBe(300_000);
  });
});
