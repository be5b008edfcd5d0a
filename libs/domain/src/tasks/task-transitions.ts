import { TASK_EVENT_TYPES, type Role, type TaskEventType, type TaskStatus } from '@onboard/contracts';
import { taskStatusLabel } from '../task-status.js';
import { taskKind, type TaskKind } from './task-kinds.js';

/**
 * Who fires an event. The four roles of spec §6, plus SYSTEM: the platform itself (the phase job, the
 * e-signature provider's callback), which acts for no person.
 */
export type TaskActorRole = Role | 'SYSTEM';
export type TaskActor = { role: TaskActorRole; userId?: string | null };

export { TASK_EVENT_TYPES, type TaskEventType };

/** An event on a task; `nigo` carries the reasons shown to the client with Action Required. */
export type TaskEvent =
  | { type: Exclude<TaskEventType, 'nigo'> }
  | { type: 'nigo'; reasons: readonly string[] };

export type TaskTransitionFailure = {
  ok: false;
  reason: 'forbidden' | 'notAllowedFrom' | 'reasonsRequired';
  message: string;
};
export type TaskTransitionResult = { ok: true; status: TaskStatus } | TaskTransitionFailure;

type Rule = { from: readonly TaskStatus[]; to: TaskStatus; roles: readonly TaskActorRole[] };

const CLIENT: readonly TaskActorRole[] = ['BEN_ADMIN', 'BROKER'];
const STAFF: readonly TaskActorRole[] = ['SLF_ADMIN', 'SLF_OWNER'];
const CLIENT_OR_STAFF = [...CLIENT, ...STAFF];

const OPEN: readonly TaskStatus[] = ['Upcoming', 'Not Started'];
const WORKABLE: readonly TaskStatus[] = [...OPEN, 'In Progress'];
const UNDER_REVIEW: readonly TaskStatus[] = ['Needs Review', 'In Review'];

const phaseReached: Rule = { from: ['Upcoming'], to: 'Not Started', roles: [...STAFF, 'SYSTEM'] };
const started: Rule = { from: OPEN, to: 'In Progress', roles: CLIENT_OR_STAFF };
const reviewStarted: Rule = { from: ['Needs Review'], to: 'In Review', roles: STAFF };
const approved: Rule = { from: UNDER_REVIEW, to: 'Done', roles: STAFF };
const nigoOfReview: Rule = { from: UNDER_REVIEW, to: 'NIGO', roles: STAFF };

/** The transition table of decision 122: per kind, per event, from which statuses, to which, by whom. */
export const TASK_TRANSITIONS: Readonly<Record<TaskKind, Partial<Record<TaskEventType, Rule>>>> = {
  reviewed: {
    phaseReached,
    started,
    submitted: { from: WORKABLE, to: 'Needs Review', roles: CLIENT_OR_STAFF },
    resubmitted: { from: ['NIGO'], to: 'Needs Review', roles: CLIENT_OR_STAFF },
    reviewStarted,
    approved,
    nigo: nigoOfReview,
    voided: { from: [...WORKABLE, 'NIGO', ...UNDER_REVIEW], to: 'Voided', roles: STAFF },
    reopened: { from: ['Done', 'Voided'], to: 'In Progress', roles: STAFF },
  },
  signed: {
    phaseReached,
    started,
    submitted: { from: WORKABLE, to: 'Needs Review', roles: [...CLIENT, 'SYSTEM'] },
    resubmitted: { from: ['NIGO'], to: 'Needs Review', roles: [...CLIENT, 'SYSTEM'] },
    reviewStarted,
    approved,
    nigo: nigoOfReview,
    voided: { from: [...WORKABLE, 'NIGO', ...UNDER_REVIEW], to: 'Voided', roles: [...STAFF, 'SYSTEM'] },
    declined: { from: [...WORKABLE, 'NIGO'], to: 'Declined', roles: [...CLIENT, 'SYSTEM'] },
    reopened: { from: ['Done', 'Voided', 'Declined'], to: 'In Progress', roles: STAFF },
  },
  client: {
    phaseReached,
    started,
    completed: { from: [...WORKABLE, 'NIGO'], to: 'Done', roles: CLIENT_OR_STAFF },
    nigo: { from: ['In Progress', 'Done'], to: 'NIGO', roles: STAFF },
    voided: { from: [...WORKABLE, 'NIGO'], to: 'Voided', roles: STAFF },
    reopened: { from: ['Done', 'Voided'], to: 'In Progress', roles: STAFF },
  },
  call: {
    phaseReached,
    started,
    completed: { from: WORKABLE, to: 'Done', roles: STAFF },
    declined: { from: WORKABLE, to: 'Declined', roles: STAFF },
    voided: { from: WORKABLE, to: 'Voided', roles: STAFF },
    reopened: { from: ['Done', 'Voided', 'Declined'], to: 'In Progress', roles: STAFF },
  },
};

/** "…cannot be <done>." */
const DONE_TEXT: Record<TaskEventType, string> = {
  phaseReached: 'opened for its phase',
  started: 'started',
  submitted: 'sent for review',
  resubmitted: 'sent for review again',
  reviewStarted: 'taken into review',
  approved: 'approved',
  nigo: 'marked Action Required',
  completed: 'completed',
  voided: 'voided',
  declined: 'declined',
  reopened: 'reopened',
};

/** "Only … can <do>." */
const DO_TEXT: Record<TaskEventType, string> = {
  phaseReached: 'open this task for its phase',
  started: 'start this task',
  submitted: 'send this task for review',
  resubmitted: 'send this task for review again',
  reviewStarted: 'take this task into review',
  approved: 'approve this task',
  nigo: 'mark this task Action Required',
  completed: 'complete this task',
  voided: 'void this task',
  declined: 'decline this task',
  reopened: 'reopen this task',
};

const KIND_TEXT: Record<TaskKind, string> = {
  reviewed: 'A task reviewed by Sun Life staff',
  signed: 'A signature task',
  client: 'A task the client completes',
  call: 'A call',
};

function whoText(roles: readonly TaskActorRole[]): string {
  const people = roles.filter((role) => role !== 'SYSTEM');
  if (people.every((role) => STAFF.includes(role))) return 'Sun Life staff';
  if (people.every((role) => CLIENT.includes(role))) return "the client's users";
  return 'signed-in users';
}

/** The reasons of a NIGO event, trimmed, blanks left out. */
export function cleanNigoReasons(reasons: readonly string[]): string[] {
  return reasons.map((reason) => reason.trim()).filter((reason) => reason.length > 0);
}

/** Where `event` takes a task `taskId` in status `current` when `actor` fires it; or why it may not. */
export function nextTaskStatus(
  taskId: string,
  current: TaskStatus,
  event: TaskEvent,
  actor: { role: TaskActorRole },
): TaskTransitionResult {
  const kind = taskKind(taskId);
  const rule = TASK_TRANSITIONS[kind][event.type];
  if (!rule) {
    return {
      ok: false,
      reason: 'notAllowedFrom',
      message: `${KIND_TEXT[kind]} cannot be ${DONE_TEXT[event.type]}.`,
    };
  }
  if (!rule.roles.includes(actor.role)) {
    return {
      ok: false,
      reason: 'forbidden',
      message: `Only ${whoText(rule.roles)} can ${DO_TEXT[event.type]}.`,
    };
  }
  if (!rule.from.includes(current)) {
    return {
      ok: false,
      reason: 'notAllowedFrom',
      message: `A task that is ${taskStatusLabel(current)} cannot be ${DONE_TEXT[event.type]}.`,
    };
  }
  if (event.type === 'nigo' && cleanNigoReasons(event.reasons).length === 0) {
    return {
      ok: false,
      reason: 'reasonsRequired',
      message: 'Give at least one reason, so the client knows what action is required.',
    };
  }
  return { ok: true, status: rule.to };
}

/** The events `role` may fire on task `taskId` in status `current` (the UI's buttons), in TASK_EVENT_TYPES order. */
export function allowedEvents(taskId: string, current: TaskStatus, role: TaskActorRole): TaskEventType[] {
  const rules = TASK_TRANSITIONS[taskKind(taskId)];
  return TASK_EVENT_TYPES.filter((type) => {
    const rule = rules[type];
    return rule !== undefined && rule.roles.includes(role) && rule.from.includes(current);
  });
}
