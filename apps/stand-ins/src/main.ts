import { z } from 'zod';
import { createLogger, loadConfig } from '@onboard/server-kit';
import { createStandIns } from './server.js';

const port = z.coerce.number().int().min(0).max(65535);
const config = loadConfig(
  z.object({
    PORT: port.default(4100),
    HOST: z.string().default('0.0.0.0'),
    /** The SMTP sink's port; services send to it through their SMTP_HOST / SMTP_PORT. */
    SMTP_PORT: port.default(2525),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  }),
);
const logger = createLogger('stand-ins', config.LOG_LEVEL);
const standIns = createStandIns({
  onMailReceived: (message) =>
    logger.info({ to: message.to, subject: message.subject, id: message.id }, 'mail received'),
});
const { port: httpPort, smtpPort } = await standIns.start({
  host: config.HOST,
  port: config.PORT,
  smtpPort: config.SMTP_PORT,
});
logger.info(
  { port: httpPort, smtpPort, inbox: `http://localhost:${httpPort}/mail/` },
  'stand-ins listening (HTTP and SMTP sink)',
);

const stop = (): void => {
  void standIns.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
