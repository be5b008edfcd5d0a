import { z } from 'zod';

/** How long the service status is trusted, validated once at boot from the clients service's environment. */
export const serviceStatusEnv = z.object({
  /** A successful Jira check is reused this long (spec: service-status cache 5 minutes), ms. */
  SERVICE_STATUS_CACHE_MS: z.coerce.number().int().min(0).default(300_000),
  /** A failed check is repeated after this, so the "Jira is down" banner clears soon after Jira returns, ms. */
  SERVICE_STATUS_RETRY_MS: z.coerce.number().int().min(0).default(30_000),
});
export type ServiceStatusConfig = z.infer<typeof serviceStatusEnv>;
export const SERVICE_STATUS_CONFIG = Symbol('SERVICE_STATUS_CONFIG');
