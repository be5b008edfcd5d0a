import type { ApiJobStatus } from '@onboard/contracts';

export type QpsPanelStatus = 'success' | 'loading' | 'success-with-warnings' | 'error';

/** Spec §4, QPS push status mapping. */
export function qpsPanelStatus(status: ApiJobStatus): QpsPanelStatus {
  switch (status) {
    case 'NOT_APPLICABLE':
    case 'COMPLETED':
      return 'success';
    case 'IN_PROGRESS':
      return 'loading';
    case 'COMPLETED_WITH_WARNINGS':
      return 'success-with-warnings';
    case 'COMPLETED_WITH_ERRORS':
    case 'TIMEOUT':
      return 'error';
    default: {
      const unhandled: never = status;
      throw new Error(`Exhaustive check failed: ${String(unhandled)}`);
    }
  }
}
