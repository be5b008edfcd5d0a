import { z } from 'zod';
import { createLogger, loadConfig } from '@onboard/server-kit';
import { createStandIns } from './server.js';

const config = loadConfig(
  z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4100),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  }),
);
const logger = createLogger('stand-ins', config.LOG_LEVEL);
const app = createStandIns();
await app.listen({ port: config.PORT, host: config.HOST });
logger.info({ port: config.PORT }, 'stand-ins listening');

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
