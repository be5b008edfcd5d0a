import { loadConfig } from '@onboard/server-kit';
import { z } from 'zod';

/** The stand-in's key (apps/stand-ins' DEFAULT_QPS_API_KEY): `npm start` and the tests need no setting. */
export const DEFAULT_QPS_API_KEY = 'onboard-qps-stand-in-key';

/**
 * The qps service's own variables, on top of server-kit's base ones. Defaults point at the stand-ins of
 * `npm start`; production sets QPS_BASE_URL and QPS_API_KEY.
 */
export const qpsEnv = z.object({
  /** QPS's API root, e.g. http://stand-ins:4100/qps. */
  QPS_BASE_URL: z.url().default('http://127.0.0.1:4100/qps'),
  /** SECRET. Sent as `Authorization: Bearer <key>`. */
  QPS_API_KEY: z.string().min(1).default(DEFAULT_QPS_API_KEY),
  /** One HTTP call to QPS may take this long before it counts as QPS being unavailable. */
  QPS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A push still IN_PROGRESS this long after it was started is recorded as TIMEOUT (decision 146). */
  QPS_PUSH_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
  /** How often a running push's status is asked of QPS. */
  QPS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /** Pushes one worker process follows at once (each mostly waits between polls, holding no connection). */
  QPS_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(2_000).default(100),
  /** Deliveries of a push job before it is given up (QPS unreachable each time). */
  QPS_PUSH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** How long a delivery may go unacknowledged before another worker takes it over (heartbeats extend it). */
  QPS_JOB_ACK_WAIT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
});
export type QpsConfig = z.infer<typeof qpsEnv>;

/** Read once at boot; throws ConfigError naming every bad variable. */
export const loadQpsConfig = (env: Record<string, string | undefined>): QpsConfig => loadConfig(qpsEnv, env);
