import { z } from 'zod';
import { ROLES, TASK_STATUSES } from './enums.js';
import { text } from './text.js';
import { taskSchema } from './clients.js';
import { DOCUMENT_CATEGORIES } from './documents.js';

/**
 * What moves a task's status (decision 122). Wire format: the `event` of POST …/tasks/{id}/events and of a
 * history entry. libs/domain holds the rules (who may fire which, from which status, to which).
 */
export const TASK_EVENT_TYPES = [
  'phaseReached',
  'started',
  'submitted',
  'resubmitted',
  'reviewStarted',
  'approved',
  'nigo',
  'completed',
  'voided',
  'declined',
  'reopened',
] as const;
export type TaskEventType = (typeof TASK_EVENT_TYPES)[number];

/** Who fired an event: a role of spec §6, or the platform itself. */
export const TASK_ACTOR_ROLES = [...ROLES, 'SYSTEM'] as const;

/** How many reasons a NIGO may give, and how long each may be. */
export const NIGO_REASONS_MAX = 10;
export const NIGO_REASON_MAX_LENGTH = 500;

/** POST /api/clients/{clientId}/tasks/{id}/events: the event; a NIGO's reasons (at least one, not blank). */
export const taskEventBodySchema = z.strictObject({
  event: z.enum(TASK_EVENT_TYPES),
  reasons: z.array(text().max(NIGO_REASON_MAX_LENGTH)).max(NIGO_REASONS_MAX).optional(),
});
export type TaskEventBody = z.infer<typeof taskEventBodySchema>;

/** One status change of a task, as its page shows it (oldest first). */
export const taskHistoryEntrySchema = z.object({
  id: z.string().uuid(),
  event: z.enum(TASK_EVENT_TYPES),
  fromStatus: z.enum(TASK_STATUSES),
  status: z.enum(TASK_STATUSES),
  at: z.string(),
  by: z.object({
    role: z.enum(TASK_ACTOR_ROLES),
    userId: z.string().nullable(),
    name: z.string().nullable(),
  }),
  reasons: z.array(z.string()),
});
export type TaskHistoryEntryDto = z.infer<typeof taskHistoryEntrySchema>;

/** A task with its history and the events the caller may fire now (the page's buttons). */
export const taskActivitySchema = z.object({
  task: taskSchema,
  history: z.array(taskHistoryEntrySchema),
  allowedEvents: z.array(z.enum(TASK_EVENT_TYPES)),
});
export type TaskActivity = z.infer<typeof taskActivitySchema>;

/**
 * `documents.document.task-count` (internal, no route): how many live documents of these categories the client
 * has, of `policyId` (a policy task's) or of any policy (null). The clients service asks before a task whose
 * work is its documents goes for review (decision 202).
 */
export const taskDocumentCountSchema = z.object({
  clientId: z.string().uuid(),
  categories: z.array(z.enum(DOCUMENT_CATEGORIES)).min(1).max(DOCUMENT_CATEGORIES.length),
  policyId: z.string().uuid().nullable(),
});

/**
 * `clients.task.takes-documents` (internal, no route): whether the client's tasks still take documents of this
 * category (of `policyId`, when the upload names one). The documents service asks before keeping an upload: no
 * when every task gathering the category is voided (decision 202).
 */
export const taskTakesDocumentsSchema = z.object({
  clientId: z.string().uuid(),
  category: z.enum(DOCUMENT_CATEGORIES),
  policyId: z.string().uuid().nullable(),
});
