import { z } from 'zod';
import { API_JOB_STATUSES } from './enums.js';

/** Live events the gateway fans out on /api/events. WIRE FORMAT: the browser reads `type`. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('QPS_PUSH_STATUS'),
    clientId: z.string(),
    apiJobStatus: z.enum(API_JOB_STATUSES),
  }),
  z.object({ type: z.literal('EMAIL_SENT'), emailId: z.string(), subject: z.string() }),
  z.object({
    type: z.literal('JOB_STATUS'),
    kind: z.string(),
    jobId: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
