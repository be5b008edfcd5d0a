import type { DeifChanges } from '@onboard/contracts';

/** The review fields of a signed EIF (signed 2026-03-01, nothing decided yet), with the test's own changes. */
export function deifReview(overrides: Partial<DeifChanges['review']> = {}): DeifChanges['review'] {
  return {
    signedAt: '2026-03-01T15:00:00.000Z',
    signedBy: null,
    acceptedAt: null,
    acceptedBy: null,
    declinedAt: null,
    declinedBy: null,
    declinedReason: null,
    readyForReviewAt: null,
    readyForReviewBy: null,
    undoneAt: null,
    undoneBy: null,
    ...overrides,
  };
}
