import { z } from 'zod';
import { ROLES } from './enums.js';

/**
 * Who is asking. The gateway builds it from the session and puts it on every NATS request, so a service
 * can check ownership again without trusting the browser. WIRE FORMAT.
 */
export const requestContextSchema = z.object({
  requestId: z.string().min(1),
  user: z
    .object({
      id: z.string(),
      role: z.enum(ROLES),
      clientIds: z.array(z.string()),
    })
    .nullable(),
  /** An outside signer's action-link token, on the outside-signer calls only (decision 108). */
  actionToken: z.string().max(200).optional(),
  /** The caller's address, on the public forms only (the reCAPTCHA check's `remoteip`; decision 169). */
  clientIp: z.string().max(100).optional(),
});
export type RequestContext = z.infer<typeof requestContextSchema>;

/** Every request-reply message is `{context, payload}`: the caller travels with the question. */
export const rpcEnvelopeSchema = z.object({ context: requestContextSchema, payload: z.unknown() });
export type RpcEnvelope<T = unknown> = { context: RequestContext; payload: T };
