import { z } from 'zod';
import { createLogger, loadConfig } from '@onboard/server-kit';
import { createStandIns } from './server.js';
import { DEFAULT_VIDEO_TOKEN } from './vidyard/vidyard.routes.js';

const port = z.coerce.number().int().min(0).max(65535);
const config = loadConfig(
  z.object({
    PORT: port.default(4100),
    HOST: z.string().default('0.0.0.0'),
    /** The SMTP sink's port; services send to it through their SMTP_HOST / SMTP_PORT. */
    SMTP_PORT: port.default(2525),
    /** The S3 stand-in's folder (objects at /s3/<bucket>/<key>); unset, a temporary folder. */
    S3_DIR: z.string().min(1).optional(),
    /**
     * The API token the video host stand-in accepts: the variable the documents service sends, so one
     * setting keeps both sides in step (`npm start` gives every process the same environment).
     */
    VIDEO_HOST_TOKEN: z.string().min(1).default(DEFAULT_VIDEO_TOKEN),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  }),
);
const logger = createLogger('stand-ins', config.LOG_LEVEL);
const standIns = createStandIns({
  ...(config.S3_DIR ? { s3Dir: config.S3_DIR } : {}),
  videoTokens: [config.VIDEO_HOST_TOKEN],
  onMailReceived: (message) =>
    logger.info({ to: message.to, subject: message.subject, id: message.id }, 'mail received'),
});
const { port: httpPort, smtpPort } = await standIns.start({
  host: config.HOST,
  port: config.PORT,
  smtpPort: config.SMTP_PORT,
});
logger.info(
  {
    port: httpPort,
    smtpPort,
    inbox: `http://localhost:${httpPort}/mail/`,
    s3: `http://localhost:${httpPort}/s3`,
    s3Dir: standIns.s3.dir,
    video: `http://localhost:${httpPort}/video/dashboard/v1`,
  },
  'stand-ins listening (HTTP, S3, video host and SMTP sink)',
);

const stop = (): void => {
  void standIns.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
