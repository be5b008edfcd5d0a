// Keeps a process running: when it dies it is started again after a delay from `restartDelay` (1.5 s at most
// for the first restarts in a row, then growing to a cap), with one log line per death and one per restart. Used
// for every process `npm start` runs (services, stand-ins, gateway, nats-server, PostgreSQL) and by the tests
// that kill them (decision 194).
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The restart schedule's defaults (decision 194).
 * @type {Readonly<{ minDelayMs: number, quickMaxDelayMs: number, quickRestarts: number, maxDelayMs: number, stableAfterMs: number }>}
 */
export const RESTART_SCHEDULE = Object.freeze({
  /** The first restart after a death waits this long. */
  minDelayMs: 250,
  /**
   * No restart among the first `quickRestarts` in a row waits longer than this: with the time to notice the
   * death and spawn, a dead process is running again within 2 s of its death.
   */
  quickMaxDelayMs: 1_500,
  /** How many restarts in a row (deaths or failed starts) stay within `quickMaxDelayMs`. */
  quickRestarts: 10,
  /** Past them (a crash loop), the delay doubles up to this. */
  maxDelayMs: 30_000,
  /** A process that ran this long before it died starts the schedule over. */
  stableAfterMs: 10_000,
});

/**
 * How long to wait before restart number `attempt` in a row (0: the first after a death; each failed start or
 * quick death counts one): `minDelayMs` doubling, but at most `quickMaxDelayMs` for the first `quickRestarts`,
 * then doubling on from there up to `maxDelayMs`.
 *
 * @param {number} attempt
 * @param {Partial<typeof RESTART_SCHEDULE>} [schedule]
 */
export function restartDelay(attempt, schedule = {}) {
  const { minDelayMs, quickMaxDelayMs, quickRestarts, maxDelayMs } = { ...RESTART_SCHEDULE, ...schedule };
  const doubled = (from, times) => from * 2 ** Math.min(Math.max(times, 0), 30);
  if (attempt < quickRestarts) return Math.min(doubled(minDelayMs, attempt), quickMaxDelayMs, maxDelayMs);
  return Math.min(doubled(quickMaxDelayMs, attempt - quickRestarts + 1), maxDelayMs);
}

/**
 * A started process as the supervisor sees it.
 * @typedef {{ child: import('node:child_process').ChildProcess, exited: Promise<{ code: number | null, signal: string | null }>, stop: () => Promise<void> }} Running
 */

/** Resolves with the exit of a child process (at once if it has already exited). */
export function exitOf(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Stops a child with `signal`, then SIGKILL after `graceMs`; resolves when it has exited. */
export async function stopChild(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  const exited = exitOf(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill(signal);
  await exited;
  clearTimeout(killer);
}

const describeExit = ({ code, signal }) => (signal ? `killed by ${signal}` : `exit code ${code}`);
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * Starts `start()` and supervises what it returns. Resolves once the first start succeeded (a failing first
 * start rejects: start-up errors are reported, not retried). Afterwards each death is followed by a restart
 * after `restartDelay(n)`, n counting the restarts in a row (deaths and failed starts); a process that ran
 * `stableAfterMs` before it died starts the count over.
 *
 * @param {{ name: string, start: () => Promise<Running>, log?: (line: string) => void } & Partial<typeof RESTART_SCHEDULE>} options
 */
export async function supervise({ name, start, log = () => undefined, ...options }) {
  const schedule = { ...RESTART_SCHEDULE, ...options };
  let current = await start();
  let stopping = false;
  let restarts = 0;
  let deaths = 0;
  const abort = new AbortController();
  const listeners = new Set();
  const restartListeners = new Set();

  const loop = (async () => {
    let attempt = 0;
    let startedAt = Date.now();
    for (;;) {
      const exit = await current.exited;
      if (stopping) return;
      deaths += 1;
      for (const listener of listeners) listener(exit);
      // Only what happened since this process started counts: time spent down (NATS or PostgreSQL away,
      // failed starts) before it came up does not carry over into a process that then ran.
      if (Date.now() - startedAt >= schedule.stableAfterMs) attempt = 0;
      let delay = restartDelay(attempt, schedule);
      log(`${name} ${describeExit(exit)}: restarting in ${seconds(delay)}`);
      // A restart that fails (its port still taken, NATS still down) is tried again, later each time.
      for (;;) {
        await sleep(delay, undefined, { signal: abort.signal }).catch(() => undefined);
        if (stopping) return;
        attempt += 1;
        let next;
        try {
          next = await start();
        } catch (error) {
          if (stopping) return;
          delay = restartDelay(attempt, schedule);
          const reason = error instanceof Error ? error.message : String(error);
          log(`${name} could not restart (${reason}): trying again in ${seconds(delay)}`);
          continue;
        }
        if (stopping) {
          await next.stop();
          return;
        }
        current = next;
        startedAt = Date.now();
        restarts += 1;
        log(`${name} restarted (pid ${current.child.pid}, restart ${restarts})`);
        for (const listener of restartListeners) listener(current.child);
        break;
      }
    }
  })();

  return {
    name,
    /** The process running now (a new one after each restart). */
    get child() {
      return current.child;
    },
    get restarts() {
      return restarts;
    },
    get deaths() {
      return deaths;
    },
    /** Called with each death's exit ({code, signal}). */
    onDeath(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called with the new child after each restart (right after it was started). */
    onRestart(listener) {
      restartListeners.add(listener);
      return () => restartListeners.delete(listener);
    },
    /** Stops supervising and stops the process. */
    async stop() {
      stopping = true;
      abort.abort();
      await current.stop();
      await loop;
    },
  };
}
