import type { TaskStatus } from '@onboard/contracts';

/** Spec §9: "Due Soon" within this many days. */
export const DUE_SOON_DAYS = 5;

export type DueBadge =
  | { kind: 'due-today'; label: 'Due today' }
  | { kind: 'past-due'; label: 'Past Due'; date: string }
  | { kind: 'due-soon'; label: 'Due Soon'; date: string }
  | { kind: 'due-by'; label: 'Due by'; date: string };

const OPEN: readonly TaskStatus[] = ['Not Started', 'In Progress', 'NIGO', 'Upcoming'];

/** Whole days from `today` to `due`, both calendar dates (YYYY-MM-DD), without time-zone drift. */
export function daysBetween(today: string, due: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * Spec §4: a badge only for Not Started, In Progress, NIGO and Upcoming tasks with a due date. Today: "Due
 * today"; before today: "Past Due" with the date; within 5 days: "Due Soon" with the date; else "Due by".
 * Dates are calendar dates (YYYY-MM-DD) in the viewer's time zone.
 */
export function dueBadge(
  status: TaskStatus,
  dueDate: string | null | undefined,
  today: string,
): DueBadge | null {
  if (!dueDate || !OPEN.includes(status)) return null;
  const days = daysBetween(today, dueDate);
  if (days === 0) return { kind: 'due-today', label: 'Due today' };
  if (days < 0) return { kind: 'past-due', label: 'Past Due', date: dueDate };
  if (days <= DUE_SOON_DAYS) return { kind: 'due-soon', label: 'Due Soon', date: dueDate };
  return { kind: 'due-by', label: 'Due by', date: dueDate };
}
