import { z } from 'zod';
import { sendEmailJobSchema } from './email.js';
import { JOB_KINDS } from './subjects.js';

/**
 * The job registry: kind → payload schema. WIRE FORMAT (the payload is read by workers of other versions).
 * `JobQueue.enqueue` takes only a kind listed here and a payload of its schema's input type; a service's
 * `@JobHandler(kind)` class gets the same schema's output type, so producer and worker are typed from one
 * entry. A kind of `JOB_KINDS` joins the registry with its payload schema when its worker is written (until
 * then nothing can enqueue it).
 */
export const JOB_PAYLOADS = {
  /** Test and diagnostics job: proves the plumbing end to end. */
  [JOB_KINDS.ping]: z.object({ note: z.string().max(200).optional() }),
  [JOB_KINDS.emailSend]: sendEmailJobSchema,
  /** Validates one census file (decision 120); `version` changes when its mapping or contents change. */
  [JOB_KINDS.censusValidate]: z.object({ censusId: z.string().uuid(), version: z.number().int().min(1) }),
  /** Pushes a client's plan design to QPS and follows it to its end (decision 146); the key is the job id. */
  [JOB_KINDS.qpsPush]: z.object({ apiJobId: z.string().uuid() }),
} as const satisfies JobRegistry;

/** Any registry of job kinds (tests bring their own kinds). */
export type JobRegistry = Readonly<Record<string, z.ZodType>>;
export type RegisteredJobKind = keyof typeof JOB_PAYLOADS;
/** What a producer passes for a kind (before defaults). */
export type JobPayloadInput<K extends RegisteredJobKind> = z.input<(typeof JOB_PAYLOADS)[K]>;
/** What the kind's handler receives (parsed). */
export type JobPayload<K extends RegisteredJobKind> = z.output<(typeof JOB_PAYLOADS)[K]>;
