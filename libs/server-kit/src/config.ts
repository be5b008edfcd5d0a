import { z } from 'zod';

/** Variables every NATS service reads. Defaults suit `npm start` on one machine. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .default('postgres://postgres:postgres@127.0.0.1:54329/onboard'),
  /** When set, an HTTP server on this port answers /health/live and /health/ready (for k8s probes). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** `false` keeps the JetStream workers out of the request-serving process (k8s runs them apart). */
  RUN_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Most database connections the process holds at once (its pool). Job steps take one only for their short
   * transactions, never across an outside call (decision 035).
   */
  /**
   * How often a job worker checks that it still receives the jobs waiting for it (and binds again when not):
   * milliseconds, checked only while it is idle with jobs waiting.
   */
  JOB_WATCHDOG_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Milliseconds a NATS request may take before the caller gives up. */
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** On SIGTERM: how long in-flight requests get after the service stops taking new ones. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(3000),
});
export type BaseServiceConfig = z.infer<typeof baseServiceEnv>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment once, at boot. The rest of the code receives the typed result and
 * never touches `process.env` (one place to look when a deployment misbehaves).
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return result.data;
}
