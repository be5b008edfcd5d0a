import { z } from 'zod';
import { requestContextSchema } from './context.js';
import { API_JOB_STATUSES } from './enums.js';

/** Live events the gateway fans out on /api/events. WIRE FORMAT: the browser reads `type`. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('QPS_PUSH_STATUS'),
    clientId: z.string(),
    apiJobStatus: z.enum(API_JOB_STATUSES),
  }),
  z.object({ type: z.literal('EMAIL_SENT'), emailId: z.string(), subject: z.string() }),
  /** A census file's validation moved on (decision 120): its status and the rows checked so far. */
  z.object({
    type: z.literal('CENSUS_PROGRESS'),
    clientId: z.string(),
    policyId: z.string(),
    documentId: z.string(),
    status: z.enum(['VALIDATING', 'VALIDATED']),
    rowsDone: z.number().int(),
  }),
  z.object({
    type: z.literal('JOB_STATUS'),
    kind: z.string(),
    jobId: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * Close codes of the live sockets (/api/events, the EIF's live connection), in the application's own range
 * 4000–4999 (decision 151). A browser sees the code of a close frame, never the status of a refused upgrade
 * (that is a bare 1006), so the gateway accepts the upgrade and closes at once with one of these.
 * `unauthorized`: no valid access token (expired, signed out, session ended): re-authenticate, then reconnect.
 * `forbidden`: the role may not listen: do not reconnect.
 */
export const LIVE_CLOSE_CODES = { unauthorized: 4401, forbidden: 4403 } as const;

/**
 * Sessions (the `sid` of access tokens) that ended, each with the time (epoch ms) after which no access token
 * of it can still be unexpired. WIRE FORMAT: the payload of `evt.identity.sessions-revoked` and the answer of
 * `identity.session.revoked-list`.
 */
export const revokedSessionsSchema = z.object({
  sessions: z.array(z.object({ sid: z.string().uuid(), until: z.number().int() })),
});
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/**
 * Identity e-mailed a client's pending users their activation links, on behalf of `context` (the staff
 * member who asked). WIRE FORMAT: the payload of `evt.identity.client-activation-emails-sent`.
 */
export const clientActivationEmailsSentSchema = z.object({
  context: requestContextSchema,
  clientId: z.string().uuid(),
  sent: z.number().int().min(0),
});
export type ClientActivationEmailsSent = z.infer<typeof clientActivationEmailsSentSchema>;

/**
 * EIF answers someone saved (their new versions and values), for the other editors of that client's EIF.
 * WIRE FORMAT: the payload of `evt.clients.eif-answers-changed`.
 */
export const eifAnswersChangedSchema = z.object({
  clientId: z.string().uuid(),
  by: z.string().nullable(),
  saved: z.record(
    z.string(),
    z.object({
      version: z.number().int(),
      updatedBy: z.string().nullable(),
      updatedAt: z.string(),
      value: z.unknown(),
    }),
  ),
});
export type EifAnswersChanged = z.infer<typeof eifAnswersChangedSchema>;

/** One editor of a client's EIF: who (identity's name, not the browser's), their role and sub-step. */
export const eifLiveMemberSchema = z.object({
  /** This connection (one person may have two tabs open). */
  id: z.string().uuid(),
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  subStep: z.string().nullable(),
});
export type EifLiveMember = z.infer<typeof eifLiveMemberSchema>;

/** A gateway replica's editors of a client's EIF. WIRE FORMAT: the payload of `evt.eif.presence`. */
export const eifPresenceEventSchema = z.object({
  clientId: z.string().uuid(),
  replica: z.string(),
  members: z.array(eifLiveMemberSchema),
});

/** What the browser says on the EIF's live connection: the sub-step it shows. */
export const eifLiveClientMessageSchema = z.object({
  type: z.literal('HERE'),
  subStep: z.string().max(100).nullable(),
});
export type EifLiveClientMessage = z.infer<typeof eifLiveClientMessageSchema>;

/** What the EIF's live connection tells the browser. WIRE FORMAT. */
export type EifLiveServerMessage =
  | { type: 'HELLO'; you: string }
  | { type: 'PRESENCE'; members: EifLiveMember[] }
  | { type: 'ANSWERS'; by: string | null; saved: EifAnswersChanged['saved'] };
