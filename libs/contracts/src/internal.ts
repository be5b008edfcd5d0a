import { z } from 'zod';
import { tokenPairSchema } from './auth.js';
import { censusContextRequestSchema, censusContextSchema } from './census.js';
import { queueEmailResultSchema, queueEmailSchema } from './email.js';
import { revokedSessionsSchema } from './events.js';
import {
  explorerFileSchema,
  explorerFilesQuerySchema,
  explorerSiteClientQuerySchema,
  explorerSiteClientSchema,
} from './explorer-public.js';
import { clientQpsCaseSchema, qpsCaseSchema, qpsPushedSchema } from './qps.js';
import type { ServiceName } from './subjects.js';
import { taskDocumentCountSchema, taskTakesDocumentsSchema } from './tasks.js';
import {
  clientSummarySchema,
  clientUserRequestSchema,
  clientUserSchema,
  clientUsersRequestSchema,
  USER_KINDS,
  userSchema,
} from './users.js';

/**
 * Internal calls: request-reply between the services (and from the gateway) that no HTTP route exposes. One
 * declaration per call, as the route table does for public ones: the caller sends with `rpc.call(INTERNAL.x,
 * context, payload)` (the payload checked against `request`, the answer parsed with `response`), the owning
 * service answers with `@Handles(INTERNAL.x)` (the payload parsed with `request`, field errors prefixed with
 * `errorPrefix`), and each service's coverage test checks every entry it owns has exactly one handler.
 *
 * WIRE FORMAT: the subjects are read by other processes, possibly of another version during a rolling deploy.
 * Add new ones freely; rename or remove one only with a migration path for both sides.
 */

/** Who calls: a service, or the gateway (which owns no schema and answers no subject). */
export type InternalCaller = ServiceName | 'gateway';

export type InternalCallDef = {
  readonly subject: string;
  /** The service that answers (its queue group). */
  readonly service: ServiceName;
  /** Who may call it, as written (documentation; the bus-access test walks the subjects). */
  readonly callers: readonly InternalCaller[];
  /** The payload the handler parses. */
  readonly request: z.ZodType;
  /** The answer the caller parses. */
  readonly response: z.ZodType;
  /** Prefix of the field errors a bad payload answers (`body.` like a route's body unless said). */
  readonly errorPrefix?: 'body' | 'params';
  /** The caller's timeout when it names none (else the bus default). */
  readonly timeoutMs?: number;
  /** One line: what the call is for. */
  readonly summary: string;
};

/** An entry of the table: its definition plus its name (`<service>.<key>`) and kind. */
export type InternalCall<D extends InternalCallDef = InternalCallDef> = D & {
  readonly kind: 'internal';
  readonly name: string;
};
export type AnyInternalCall = InternalCall;

/** What the caller sends (the schema's input: defaults may be left out). */
export type InternalInput<E extends { request: z.ZodType }> = z.input<E['request']>;
/** What the handler receives once parsed. */
export type InternalPayload<E extends { request: z.ZodType }> = z.output<E['request']>;
/** What the handler answers (before the caller parses it). */
export type InternalAnswer<E extends { response: z.ZodType }> = z.input<E['response']>;
/** What the caller gets once the answer is parsed. */
export type InternalResult<E extends { response: z.ZodType }> = z.output<E['response']>;

function table<S extends ServiceName, T extends Record<string, Omit<InternalCallDef, 'service'>>>(
  service: S,
  defs: T,
): { readonly [K in keyof T]: InternalCall<T[K] & { readonly service: S }> } {
  return Object.fromEntries(
    Object.entries(defs).map(([key, def]) => [
      key,
      { ...def, service, kind: 'internal', name: `${service}.${key}` },
    ]),
  ) as { readonly [K in keyof T]: InternalCall<T[K] & { readonly service: S }> };
}

const empty = z.object({});

/** The tasks other services move by their own work, and the events they may fire (decision 134). */
export const FIREABLE_TASK_EVENTS = { 'onboarding-forms': ['started', 'submitted', 'declined'] } as const;

/** `clients.task.fire`: a task's event another service's work implies. */
export const taskFireSchema = z.object({
  clientId: z.string().uuid(),
  taskId: z.enum(Object.keys(FIREABLE_TASK_EVENTS) as ['onboarding-forms']),
  event: z.enum(['started', 'submitted', 'declined']),
});

/** `documents.onboarding-form.update-recipient-email`: a user's recipients on open envelopes follow their e-mail. */
export const recipientEmailSchema = z.object({
  userId: z.string().uuid(),
  oldEmail: z.string().trim().toLowerCase().min(3).max(191),
  newEmail: z.string().trim().toLowerCase().min(3).max(191),
});

/** What the gateway forwards of a Connect call: the raw body (base64) and the signature headers (decision 135). */
export const connectCallSchema = z.object({
  body: z.string().max(4 * 1024 * 1024),
  headers: z.record(z.string(), z.string().max(200)),
});

export const INTERNAL = {
  clients: table('clients', {
    summaries: {
      subject: 'clients.client.summaries',
      callers: ['gateway', 'documents'],
      request: z.object({ ids: z.array(z.string().uuid()).max(5000) }),
      response: z.array(clientSummarySchema),
      summary:
        "Summaries of clients by id (the gateway's signed-in user; the documents service's client check).",
    },
    censusContext: {
      subject: 'clients.census.context',
      callers: ['documents'],
      request: censusContextRequestSchema,
      response: censusContextSchema,
      summary:
        "What a policy's census is checked against: the client's employee classes and the policy's coverages.",
    },
    censusSubmitted: {
      subject: 'clients.census.submitted',
      callers: ['documents'],
      request: censusContextRequestSchema,
      response: z.object({ taskDone: z.boolean() }),
      summary: "A policy's census was submitted: its enrollment-elections task is done (as the caller).",
    },
    taskFire: {
      subject: 'clients.task.fire',
      callers: ['documents'],
      request: taskFireSchema,
      response: z.object({ moved: z.boolean() }),
      summary:
        "A task's event the documents service's work implies (the onboarding-forms task follows the forms).",
    },
    qpsCase: {
      subject: 'clients.qps.case',
      callers: ['qps'],
      request: z.object({ clientId: z.string().uuid() }),
      response: clientQpsCaseSchema,
      summary: "A client's QPS case id (the qps service's pushes and plan-design reads).",
    },
    qpsPushed: {
      subject: 'clients.qps.pushed',
      callers: ['qps'],
      request: qpsPushedSchema,
      response: z.object({ policies: z.number().int() }),
      summary:
        "A QPS push of the client's plan design completed: its policies' pushedToCompassAt and qpsEvents.",
    },
    explorerSiteClient: {
      subject: 'clients.explorer.site-client',
      callers: ['explorer'],
      request: explorerSiteClientQuerySchema,
      response: explorerSiteClientSchema,
      summary:
        "What the explorer's public page shows of a site's client (archived, consultant, toggles; decision 167).",
    },
    taskTakesDocuments: {
      subject: 'clients.task.takes-documents',
      callers: ['documents'],
      request: taskTakesDocumentsSchema,
      response: z.object({ takes: z.boolean() }),
      summary:
        "Whether a client's tasks still take documents of a category (not when every task gathering it is voided).",
    },
  }),
  qps: table('qps', {
    caseGet: {
      subject: 'qps.case.get',
      callers: ['clients'],
      request: z.object({ caseId: z.string().min(1).max(50) }),
      response: qpsCaseSchema,
      timeoutMs: 20_000,
      summary:
        "The case as QPS knows it (policies, plans, classes), for the clients service's import (decision 147).",
    },
  }),
  email: table('email', {
    queue: {
      subject: 'email.email.queue',
      callers: ['clients', 'identity', 'explorer'],
      request: queueEmailSchema,
      response: queueEmailResultSchema,
      summary: 'Stores an e-mail and queues its sending: `{emailId}` once stored and enqueued.',
    },
  }),
  documents: table('documents', {
    onboardingFormRecipientEmail: {
      subject: 'documents.onboarding-form.update-recipient-email',
      callers: ['gateway'],
      request: recipientEmailSchema,
      response: z.object({ updatedRecipients: z.number().int() }),
      timeoutMs: 60_000,
      summary:
        "A user's e-mail changed: their recipients on open envelopes follow (spec §7 onboarding-form-email).",
    },
    esignConnectEvent: {
      subject: 'documents.onboarding-form.connect-event',
      callers: ['gateway'],
      request: connectCallSchema,
      response: z.object({ applied: z.boolean() }),
      summary:
        'An e-signature Connect call as the gateway received it (raw body, signature headers): decision 135.',
    },
    explorerFiles: {
      subject: 'documents.document.explorer-files',
      callers: ['explorer'],
      request: explorerFilesQuerySchema,
      response: z.array(explorerFileSchema),
      summary:
        "A client's documents a public explorer page shows: names, types and storage keys (decision 168).",
    },
    taskDocumentCount: {
      subject: 'documents.document.task-count',
      callers: ['clients'],
      request: taskDocumentCountSchema,
      response: z.object({ count: z.number().int() }),
      summary:
        "How many live documents of some categories a client has (of one policy, or of any): a task's submission.",
    },
  }),
  identity: table('identity', {
    tokenRefresh: {
      subject: 'identity.auth.token-refresh',
      callers: ['gateway'],
      request: z.object({ refreshToken: z.string().min(20).max(200) }),
      response: tokenPairSchema,
      summary: 'A new token pair for a refresh token (the gateway refreshes an expired access token).',
    },
    logout: {
      subject: 'identity.auth.logout',
      callers: ['gateway'],
      request: z.object({ sid: z.string().uuid() }),
      response: z.object({ ok: z.literal(true) }),
      summary: "Ends the caller's session their access token belongs to (its `sid`).",
    },
    userMe: {
      subject: 'identity.user.me',
      callers: ['gateway'],
      request: empty,
      response: userSchema,
      summary: "The signed-in caller's own user (GET /api/users/authenticated, the EIF editors' names).",
    },
    userGet: {
      subject: 'identity.user.get',
      callers: ['gateway', 'clients', 'email', 'explorer'],
      request: z.object({ kind: z.enum(USER_KINDS).nullable().default(null), userId: z.string().uuid() }),
      response: userSchema,
      errorPrefix: 'params',
      summary: "One user of any kind, as the caller may read them (identity's own checks apply).",
    },
    clientUser: {
      subject: 'identity.user.client-user',
      callers: ['documents'],
      request: clientUserRequestSchema,
      response: clientUserSchema,
      errorPrefix: 'params',
      summary:
        'A user of a client (name, e-mail, role) for another service acting for the caller on that client.',
    },
    clientUsers: {
      subject: 'identity.user.client-users',
      callers: ['clients'],
      request: clientUsersRequestSchema,
      response: z.array(clientUserSchema),
      errorPrefix: 'params',
      summary:
        'The ben admins and brokers of a client (names, e-mails, roles): staff callers only (owner e-mails).',
    },
    sessionsRevokedList: {
      subject: 'identity.session.revoked-list',
      callers: ['gateway'],
      request: empty,
      response: revokedSessionsSchema,
      summary:
        'Sessions ended recently whose access tokens may still be unexpired (a gateway loads them at start).',
    },
  }),
} as const;

/** Every internal call, flat: what the coverage checks and the bus-level tests walk. */
export const INTERNAL_CALLS: readonly AnyInternalCall[] = Object.values(INTERNAL).flatMap(
  (calls) => Object.values(calls) as AnyInternalCall[],
);
