// Keeps a process running: when it dies it is started again after a delay that doubles with each death in a
// row (capped), with one log line per death and one per restart. Used for every process `npm start` runs
// (services, stand-ins, gateway, nats-server, PostgreSQL) and by the tests that kill them.
import { setTimeout as sleep } from 'node:timers/promises';

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
 * after `minDelayMs`, doubling up to `maxDelayMs`; a process that ran `stableAfterMs` resets the delay.
 *
 * @param {{ name: string, start: () => Promise<Running>, log?: (line: string) => void, minDelayMs?: number,
 *   maxDelayMs?: number, stableAfterMs?: number }} options
 */
export async function supervise({
  name,
  start,
  log = () => undefined,
  minDelayMs = 250,
  maxDelayMs = 30_000,
  stableAfterMs = 60_000,
}) {
  let current = await start();
  let stopping = false;
  let restarts = 0;
  let deaths = 0;
  const abort = new AbortController();
  const listeners = new Set();

  const loop = (async () => {
    let delay = minDelayMs;
    let startedAt = Date.now();
    for (;;) {
      const exit = await current.exited;
      if (stopping) return;
      deaths += 1;
      for (const listener of listeners) listener(exit);
      if (Date.now() - startedAt >= stableAfterMs) delay = minDelayMs;
      log(`${name} ${describeExit(exit)}: restarting in ${seconds(delay)}`);
      // A restart that fails (its port still taken, NATS still down) is tried again, later each time.
      for (;;) {
        await sleep(delay, undefined, { signal: abort.signal }).catch(() => undefined);
        if (stopping) return;
        delay = Math.min(delay * 2, maxDelayMs);
        let next;
        try {
          next = await start();
        } catch (error) {
          if (stopping) return;
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
    /** Stops supervising and stops the process. */
    async stop() {
      stopping = true;
      abort.abort();
      await current.stop();
      await loop;
    },
  };
}
