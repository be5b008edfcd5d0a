import type { CacheTag, LiveEvent } from '@onboard/contracts';

/** The cached answers a live event makes stale (decision 152). */
export function staleTagsOf(event: LiveEvent): CacheTag[] {
  switch (event.type) {
    case 'QPS_PUSH_STATUS':
      return [
        { type: 'ApiJob', id: event.clientId },
        { type: 'ApiJob', id: 'LIST' },
      ];
    case 'EMAIL_SENT':
      return [
        { type: 'Email', id: event.emailId },
        { type: 'Email', id: 'LIST' },
      ];
    case 'CENSUS_PROGRESS':
      // The census pages' calls all provide the policy's tag (libs/contracts routes/documents.ts).
      return [{ type: 'Census', id: event.policyId }];
    case 'JOB_STATUS':
      return [];
  }
}

/** After a reconnection: lists whose events may have been missed while the socket was down. */
export const TAGS_STALE_AFTER_RECONNECT: CacheTag[] = [
  { type: 'ApiJob', id: 'LIST' },
  { type: 'Email', id: 'LIST' },
];

/**
 * Census progress arrives about once a second while a file is validated; refetching every census call of the
 * policy each time would be wasteful (the pages poll the file's row count themselves). Only a file's first
 * "validating" event and its "validated" one make the census stale; the rest are skipped.
 */
export class CensusProgressFilter {
  private readonly validating = new Set<string>();

  /** Whether this event should refresh the census calls. */
  refreshes(event: Extract<LiveEvent, { type: 'CENSUS_PROGRESS' }>): boolean {
    if (event.status === 'VALIDATED') {
      this.validating.delete(event.documentId);
      return true;
    }
    if (this.validating.has(event.documentId)) return false;
    if (this.validating.size > 1_000) this.validating.clear();
    this.validating.add(event.documentId);
    return true;
  }
}
