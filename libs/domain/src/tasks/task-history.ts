import type { TaskStatus } from '@onboard/contracts';
import {
  cleanNigoReasons,
  nextTaskStatus,
  type TaskActor,
  type TaskEvent,
  type TaskEventType,
  type TaskTransitionFailure,
} from './task-transitions.js';

/** One status change of a task, shown on the task's page (oldest first). `at` is an ISO instant. */
export type TaskHistoryEntry = {
  status: TaskStatus;
  event: TaskEventType;
  at: string;
  by: TaskActor;
  reasons?: string[];
};

export type TaskState = {
  taskId: string;
  status: TaskStatus;
  statusUpdatedAt: string | null;
  history: readonly TaskHistoryEntry[];
};

/**
 * The task after `event`: the new status, statusUpdatedAt set to `now` when (and only when) the status changes,
 * and one history entry appended. Other fields of the task are kept. A refused event leaves the task as it was.
 */
export function applyTaskEvent<T extends TaskState>(
  task: T,
  event: TaskEvent,
  actor: TaskActor,
  now: Date,
): { ok: true; task: T } | TaskTransitionFailure {
  const next = nextTaskStatus(task.taskId, task.status, event, actor);
  if (!next.ok) return next;
  if (next.status === task.status) return { ok: true, task };
  const at = now.toISOString();
  const by: TaskActor =
    actor.userId == null ? { role: actor.role } : { role: actor.role, userId: actor.userId };
  const entry: TaskHistoryEntry =
    event.type === 'nigo'
      ? { status: next.status, event: event.type, at, by, reasons: cleanNigoReasons(event.reasons) }
      : { status: next.status, event: event.type, at, by };
  return {
    ok: true,
    task: { ...task, status: next.status, statusUpdatedAt: at, history: [...task.history, entry] },
  };
}

/** The reasons shown with Action Required: those of the NIGO that put the task in NIGO; none otherwise. */
export function currentNigoReasons(task: Pick<TaskState, 'status' | 'history'>): string[] {
  if (task.status !== 'NIGO') return [];
  const last = task.history.at(-1);
  return last?.status === 'NIGO' ? (last.reasons ?? []) : [];
}
