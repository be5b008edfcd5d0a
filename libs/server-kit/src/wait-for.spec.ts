import { describe, expect, test } from '@jest/globals';
import { waitFor } from './wait-for.js';

/** A probe that answers undefined `misses` times, then `value`; counts its calls. */
function probeAnswering<T>(value: T, misses: number) {
  const probe = async (): Promise<T | undefined> => {
    probe.calls += 1;
    return probe.calls > misses ? value : undefined;
  };
  probe.calls = 0;
  return probe;
}

describe('waitFor (the integration tests’ one polling helper)', () => {
  test('answers the first value that is not undefined, asking again until then', async () => {
    const probe = probeAnswering('ready', 3);
    await expect(waitFor('the value', probe, { intervalMs: 0 })).resolves.toBe('ready');
    expect(probe.calls).toBe(4);
  });

  test('falsy answers other than undefined count as answers', async () => {
    await expect(waitFor('zero', async () => 0)).resolves.toBe(0);
    await expect(waitFor('false', async () => false)).resolves.toBe(false);
  });

  test('asks at least once, even with no time to wait', async () => {
    const probe = probeAnswering(1, 0);
    await expect(waitFor('one', probe, { timeoutMs: 0 })).resolves.toBe(1);
    expect(probe.calls).toBe(1);
  });

  test('fails after the deadline, naming what it waited for', async () => {
    await expect(waitFor('the moon', async () => undefined, { timeoutMs: 0 })).rejects.toThrow(
      'timed out after 0 ms waiting for the moon',
    );
  });

  test('a probe that throws fails at once by default', async () => {
    const probe = async (): Promise<number | undefined> => {
      throw new Error('connection refused');
    };
    await expect(waitFor('the server', probe)).rejects.toThrow('connection refused');
  });

  test('with retryOnError a throw is "not yet", and the last error is named if it never answers', async () => {
    let calls = 0;
    const flaky = async (): Promise<string | undefined> => {
      calls += 1;
      if (calls < 3) throw new Error(`refused ${calls}`);
      return 'up';
    };
    await expect(waitFor('the server', flaky, { intervalMs: 0, retryOnError: true })).resolves.toBe('up');

    const down = async (): Promise<string | undefined> => {
      throw new Error('still refused');
    };
    await expect(waitFor('the server', down, { timeoutMs: 0, retryOnError: true })).rejects.toThrow(
      'timed out after 0 ms waiting for the server; last error: Error: still refused',
    );
  });
});
