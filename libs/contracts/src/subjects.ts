/**
 * NATS subjects, job kinds and event names.
 *
 * WIRE FORMAT: every string in this file is read by other processes, possibly of another version during a
 * rolling deploy. Add new subjects freely; rename or remove one only with a migration path for both sides.
 *
 * Conventions: `<service>.<resource>.<action>` for request-reply, `evt.<service>.<event>` for events (past
 * tense), `jobs.<kind>` for JetStream work queues.
 */

/** The NATS-side services. The gateway, web and stand-ins are not on this list: they own no schema. */
export const SERVICES = ['identity', 'clients', 'documents', 'email', 'qps', 'explorer'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Queue group a service's handlers join, so N replicas share the requests instead of each answering. */
export const queueGroupOf = (service: ServiceName): string => `svc-${service}`;

/** Request-reply subject every service answers for readiness (database and bus). */
export const healthSubject = (service: ServiceName): string => `${service}.health.check`;

// Request-reply subjects between services: the INTERNAL table (internal.ts); the public routes': routes/.

/** JetStream: one stream holds every work queue; one durable consumer per job kind. */
export const JOBS_STREAM = 'JOBS';
export const JOB_SUBJECT_PREFIX = 'jobs';
export const JOB_KINDS = {
  /** Test and diagnostics job: proves the plumbing end to end. */
  ping: 'ping',
  censusValidate: 'census.validate',
  qpsPush: 'qps.push',
  emailSend: 'email.send',
} as const;
export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];
export const jobSubject = (kind: string): string => `${JOB_SUBJECT_PREFIX}.${kind}`;

/** Events fan out to every gateway replica (each subscribes without a queue group). */
export const EVENT_PREFIX = 'evt';
export const EVENTS = {
  qpsPushStatus: 'evt.qps.push-status-changed',
  emailSent: 'evt.email.sent',
  jobStatus: 'evt.jobs.status-changed',
  /** A census file's validation moved on: a CENSUS_PROGRESS live event (staff see it on the socket). */
  censusProgress: 'evt.documents.census-progress',
  /** Sessions that ended (sign-out, user deleted, password or MFA reset): every gateway refuses their tokens. */
  sessionsRevoked: 'evt.identity.sessions-revoked',
  /** Identity e-mailed a client's pending users their activation links: `{clientId, sent}` (clients marks a step). */
  clientActivationEmailsSent: 'evt.identity.client-activation-emails-sent',
  /** EIF answers were saved: `{clientId, by, saved}`, for the editors of that client's EIF only. */
  eifAnswersChanged: 'evt.clients.eif-answers-changed',
  /** A gateway replica's editors of a client's EIF (live co-editing presence across replicas). */
  eifPresence: 'evt.eif.presence',
} as const;

/** Events between services and gateways, never forwarded to browsers. */
export const INTERNAL_EVENTS: readonly string[] = [
  EVENTS.sessionsRevoked,
  EVENTS.clientActivationEmailsSent,
  EVENTS.eifAnswersChanged,
  EVENTS.eifPresence,
];
