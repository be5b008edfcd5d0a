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

export const SUBJECTS = {
  clients: {
    /** Summaries of clients by id, for the gateway's signed-in user (GET /api/users/authenticated). */
    summaries: 'clients.client.summaries',
    /** What a policy's census is checked against: the client's employee classes and the policy's coverages. */
    censusContext: 'clients.census.context',
    /** A policy's census was submitted: its enrollment-elections task is done. */
    censusSubmitted: 'clients.census.submitted',
    /** A task's event the documents service's work implies (the onboarding-forms task follows the forms). */
    taskFire: 'clients.task.fire',
    /** A client's QPS case id and its policies (the qps service's pushes and plan-design reads). */
    qpsCase: 'clients.qps.case',
    /** A QPS push of the client's plan design completed: its policies' pushedToCompassAt and qpsEvents. */
    qpsPushed: 'clients.qps.pushed',
    /** What the explorer's public page shows of a site's client (archived, consultant, toggles; decision 167). */
    explorerSiteClient: 'clients.explorer.site-client',
    /** Whether a client's tasks still take documents of a category (not when every task gathering it is voided). */
    taskTakesDocuments: 'clients.task.takes-documents',
  },
  qps: {
    /** The case as QPS knows it (policies, plans, classes), for the clients service's import (decision 147). */
    caseGet: 'qps.case.get',
  },
  email: {
    queue: 'email.email.queue',
  },
  documents: {
    onboardingFormRecipientEmail: 'documents.onboarding-form.update-recipient-email',
    /** An e-signature Connect call as the gateway received it (raw body, signature headers): decision 135. */
    esignConnectEvent: 'documents.onboarding-form.connect-event',
    /** A client's documents a public explorer page shows: names, types and storage keys (decision 168). */
    explorerFiles: 'documents.document.explorer-files',
    /** How many live documents of some categories a client has (of one policy, or of none): a task's submission. */
    taskDocumentCount: 'documents.document.task-count',
  },
  identity: {
    tokenRefresh: 'identity.auth.token-refresh',
    logout: 'identity.auth.logout',
    userMe: 'identity.user.me',
    userGet: 'identity.user.get',
    /** A user of a client (name, e-mail, role) for another service acting for the caller on that client. */
    clientUser: 'identity.user.client-user',
    /** The ben admins and brokers of a client (names, e-mails, roles): staff callers only (owner e-mails). */
    clientUsers: 'identity.user.client-users',
    /** Sessions ended recently whose access tokens may still be unexpired (a gateway loads them at start). */
    sessionsRevokedList: 'identity.session.revoked-list',
  },
} as const;

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
