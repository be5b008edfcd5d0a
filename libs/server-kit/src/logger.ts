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
 * JSON logs, one line an event, with the service name on every line, on stdout.
 *
 * Written asynchronously: a line goes out at once when nothing is being written, and the lines that come while
 * a write is under way leave together in the next one. pino's default blocks on one write per line, which on a
 * busy gateway (a line per request) is a system call, and a wake-up of whoever reads the pipe, per request.
 * pino flushes what is left when the process exits.
 */
export function createLogger(service: string, level = 'info'): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return level === 'silent' ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false }));
}
