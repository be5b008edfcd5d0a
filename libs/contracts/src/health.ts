import { z } from 'zod';
import { SERVICES } from './subjects.js';

export const componentStatusSchema = z.enum(['up', 'down']);

/** What a service answers on `<service>.health.check`. */
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: componentStatusSchema,
  database: componentStatusSchema,
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** GET /api/health/ready: 200 when everything is up, 503 otherwise, same body either way. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  nats: componentStatusSchema,
  services: z.array(
    z.object({
      name: z.enum(SERVICES),
      status: componentStatusSchema,
      database: componentStatusSchema,
      latencyMs: z.number().nullable(),
    }),
  ),
});
export type Readiness = z.infer<typeof readinessSchema>;
