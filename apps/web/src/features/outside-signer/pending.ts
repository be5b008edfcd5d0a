import type { DeifChanges } from '@onboard/contracts';

/**
 * What the signer decides on (issue 28 item 2): the sections with a pending change, each with its pending
 * changes only. Changes already accepted or declined were decided; they are not asked about again.
 */
export function pendingSections(subSteps: DeifChanges['subSteps']): DeifChanges['subSteps'] {
  return subSteps
    .map((s) => ({ ...s, changes: s.changes.filter((c) => c.status === 'pending') }))
    .filter((s) => s.changes.length > 0);
}
