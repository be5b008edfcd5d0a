import {
  CLIENT_TASK_IDS,
  POLICY_TASK_IDS,
  benefitTypeOfProductTask,
  isKnownTaskId,
  type ClientDto,
  type TaskStatus,
} from '@onboard/contracts';
import { taskStatusColor, taskStatusLabel, type StatusColor } from '@onboard/domain';

/** A task as the client detail carries it (spec section 3: dueDate, status, statusUpdatedAt). */
export type HubTask = {
  id: string;
  taskId: string;
  policyId: string | null;
  status: TaskStatus;
  dueDate: string | null;
  statusUpdatedAt: string | null;
};

export { isKnownTaskId };

/**
 * Whether a task is shown for a client: a product task (`dental` …, decision 126) only when the client has a
 * plan of that product; every other task always.
 */
export function taskShownFor(client: Pick<ClientDto, 'plans'>, taskId: string): boolean {
  const benefitType = benefitTypeOfProductTask(taskId);
  return benefitType === null || client.plans.some((plan) => plan.benefitType === benefitType);
}

/**
 * The display order of tasks. The spec says a fixed order exists without giving it: client tasks in the
 * order of spec section 4's list, then policy tasks in theirs, anything else (product tasks) last by name.
 */
const ORDER: readonly string[] = [...CLIENT_TASK_IDS, ...POLICY_TASK_IDS];

export function sortTasks<T extends Pick<HubTask, 'taskId'>>(tasks: readonly T[]): T[] {
  const rank = (taskId: string) => {
    const index = ORDER.indexOf(taskId);
    return index === -1 ? ORDER.length : index;
  };
  return [...tasks].sort((a, b) => rank(a.taskId) - rank(b.taskId) || a.taskId.localeCompare(b.taskId));
}

/** The `hub:tasks.status.*` key of a status's displayed label (spec section 4, via the domain rule). */
export type StatusLabelKey =
  | 'notStarted'
  | 'inProgress'
  | 'actionRequired'
  | 'completed'
  | 'needsReview'
  | 'inReview'
  | 'voided'
  | 'declined';

const KEY_OF_LABEL: Record<string, StatusLabelKey> = {
  'Not Started': 'notStarted',
  'In Progress': 'inProgress',
  'Action Required': 'actionRequired',
  Completed: 'completed',
  'Needs Review': 'needsReview',
  'In Review': 'inReview',
  Voided: 'voided',
  Declined: 'declined',
};

export function statusLabelKey(status: TaskStatus): StatusLabelKey {
  return KEY_OF_LABEL[taskStatusLabel(status)] ?? 'notStarted';
}

/** Chakra colour palettes of the domain's status colours. */
const PALETTE: Record<StatusColor, string> = {
  info: 'blue',
  warning: 'orange',
  error: 'red',
  success: 'green',
};

export function statusPalette(status: TaskStatus): string {
  return PALETTE[taskStatusColor(status)];
}

/** Today as a calendar date (YYYY-MM-DD) in the viewer's time zone, what `dueBadge` compares with. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date (YYYY-MM-DD, or the date part of an ISO time) for the user's language. */
export function formatCalendarDate(date: string, language: string): string {
  const day = date.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}
