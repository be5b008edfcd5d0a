import { pino, type Logger } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line, at any depth pino can address. */
const REDACT = [
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'secret',
  '*.secret',
  'headers.cookie',
  'req.headers.cookie',
  'req.headers.authorization',
  'DATABASE_URL',
  '*.DATABASE_URL',
];

/**
 * How log lines leave a process (decision 238): gathered until 4 KB are waiting (a write at once then) or
 * 100 ms have passed, whichever comes first. One write per line was a system call, and a wake-up of whoever
 * reads the pipe, per request on the gateway (a sixth of its CPU on a signed-in read, one client at a time).
 * A line waits 100 ms at most; pino writes what is left when the process exits (a crash included: Node's exit
 * handlers run); only a process killed outright (SIGKILL) loses its last 100 ms of lines.
 */
export const LOG_BATCH = { minLength: 4096, periodicFlush: 100 } as const;

/** The asynchronous, batched destination of a process's log lines: `dest` is a file descriptor or path. */
export const logDestination = (dest: number | string): ReturnType<typeof pino.destination> =>
  pino.destination({ dest, sync: false, ...LOG_BATCH });

/**
 * JSON logs, one line an event, with the service name on every line, on stdout, written asynchronously in
 * batches (`LOG_BATCH`).
 */
export function createLogger(service: string, level = 'info'): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return level === 'silent' ? pino(options) : pino(options, logDestination(1));
}
