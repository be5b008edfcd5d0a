import type { TaskStatus } from '@onboard/contracts';

export type StatusColor = 'info' | 'warning' | 'error' | 'success';

/** Spec §4: Upcoming and Not Started both show Not Started; NIGO shows Action Required; Done shows Completed. */
export function taskStatusLabel(status: TaskStatus): string {
  switch (status) {
    case 'Upcoming':
    case 'Not Started':
      return 'Not Started';
    case 'NIGO':
      return 'Action Required';
    case 'Done':
      return 'Completed';
    default:
      return status;
  }
}

/** Spec §4: info for Not Started and In Progress, warning for review states, error for Voided, Declined, NIGO. */
export function taskStatusColor(status: TaskStatus): StatusColor {
  switch (status) {
    case 'Not Started':
    case 'Upcoming':
    case 'In Progress':
      return 'info';
    case 'Needs Review':
    case 'In Review':
      return 'warning';
    case 'Voided':
    case 'Declined':
    case 'NIGO':
      return 'error';
    case 'Done':
      return 'success';
    default: {
      const unhandled: never = status;
      throw new Error(`Exhaustive check failed: ${String(unhandled)}`);
    }
  }
}
