import { z } from 'zod';
import { msg } from './messages.js';

/**
 * The summary plan descriptions a policy's client acknowledges (issue 12 item 6; decision 130): the PFML plan's
 * SPD and the SunAdvisor SPD. WIRE FORMAT: the `kind` of the acknowledgement routes, equal to the task ids.
 */
export const SPD_KINDS = ['pfml-spd', 'sunadvisor-spd'] as const;
export type SpdKind = (typeof SPD_KINDS)[number];

/** The client's acknowledgement that it received a policy's SPD and distributes it (null fields: not yet). */
export const spdAcknowledgementSchema = z.object({
  policyId: z.string().uuid(),
  kind: z.enum(SPD_KINDS),
  acknowledgedAt: z.string().nullable(),
  /** The user who acknowledged (id), and their name as it was then. */
  acknowledgedBy: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
});
export type SpdAcknowledgement = z.infer<typeof spdAcknowledgementSchema>;

/** PUT: the client confirms (`confirm: true`); anything else is refused with the message below. */
export const spdAcknowledgeSchema = z
  .object({ confirm: z.literal(true, { error: msg('spdConfirmRequired') }) })
  .strict();
export type SpdAcknowledge = z.input<typeof spdAcknowledgeSchema>;
