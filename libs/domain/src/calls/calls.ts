import {
  CALL_COMPLETED_STATUSES,
  CALL_SELECTABLE_STATUSES,
  type CallOptionDto,
  type KickoffCallStatus,
} from '@onboard/contracts';
import type { TaskEventType } from '../tasks/task-transitions.js';

/**
 * The rules of the kickoff and ongoing service calls (issue 12 item 2; decisions 124 and 125), apart from the
 * service so they are tested by table.
 */

/** The client may choose a time (and staff offer times) while the call is Pending or No Response (decision 125). */
export const mayChooseCallTime = (status: KickoffCallStatus): boolean =>
  (CALL_SELECTABLE_STATUSES as readonly string[]).includes(status);

/** A status in which the call was held. */
export const isCallCompleted = (status: KickoffCallStatus): boolean =>
  (CALL_COMPLETED_STATUSES as readonly string[]).includes(status);

/**
 * The task events an outcome fires on the call's task, in order (decision 122's `call` kind; decision 125):
 * held (any Complete) → completed; Declined → declined; No Response → none (the task stays open: the client
 * picks again); a change away from a final status (held or Declined) first reopens the task. One Complete
 * status to another fires nothing.
 */
export function callOutcomeEvents(previous: KickoffCallStatus, next: KickoffCallStatus): TaskEventType[] {
  if (previous === next) return [];
  if (isCallCompleted(previous) && isCallCompleted(next)) return [];
  const wasFinal = isCallCompleted(previous) || previous === 'Declined';
  const reopen: TaskEventType[] = wasFinal ? ['reopened'] : [];
  if (isCallCompleted(next)) return [...reopen, 'completed'];
  if (next === 'Declined') return [...reopen, 'declined'];
  return reopen;
}

/** An offered time as staff send it: `id` keeps a time offered before. */
export type CallOptionInput = { id?: string | undefined; startsAt: string; durationMinutes: number };

/**
 * The offered times after staff's offer: each input with an id that was offered keeps it, each without one gets
 * `newId()`. `unknown` lists the positions whose id was never offered (nothing should be saved then).
 */
export function mergeCallOptions(
  offered: readonly CallOptionDto[],
  input: readonly CallOptionInput[],
  newId: () => string,
): { options: CallOptionDto[]; unknown: number[] } {
  const unknown: number[] = [];
  const options = input.map((option, i) => {
    if (option.id !== undefined && !offered.some((o) => o.id === option.id)) unknown.push(i);
    return { id: option.id ?? newId(), startsAt: option.startsAt, durationMinutes: option.durationMinutes };
  });
  return { options, unknown };
}

/**
 * When the call is scheduled for, once the options changed: the chosen option's start, or null when the client
 * asked for another time, chose nothing, or chose a time no longer offered.
 */
export function scheduledAtOf(options: readonly CallOptionDto[], optionId: string | null): string | null {
  if (optionId === null) return null;
  return options.find((o) => o.id === optionId)?.startsAt ?? null;
}
