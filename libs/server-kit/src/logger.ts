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

/** JSON logs, one line an event, with the service name on every line. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
