import type { ChangeOperation, ChangeStatus, DeifChange, DeifChanges } from '@onboard/contracts';
import {
  EIF_STEPS,
  isNewSinceDecision,
  netAttributeChange,
  netRecordChanges,
  subStepsOfChange,
  type ReviewState,
} from '@onboard/domain';

/** One attribute of one change record of a client, as the change-log query reads it. */
export type ChangeRow = {
  detailId: string;
  recordId: string;
  entity: string;
  entityId: string;
  createdAt: Date;
  createdBy: string | null;
  operation: ChangeOperation;
  role: string | null;
  attributeKey: string;
  value: unknown;
  previousValue: unknown;
  status: ChangeStatus;
};

/** Attributes that tie a record to its client: bookkeeping, not something the signer reviews. */
const NOT_REVIEWED = new Set(['client']);

/** Whether the signer reviews a change: an attribute some sub-step of the EIF shows. */
export const isReviewed = (row: Pick<ChangeRow, 'entity' | 'attributeKey'>): boolean =>
  !NOT_REVIEWED.has(row.attributeKey) && subStepsOfChange(row.entity, row.attributeKey).length > 0;

const SUB_STEP_ORDER = new Map(EIF_STEPS.flatMap((s) => s.subSteps).map((id, i) => [id as string, i]));

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** A record's name as its changes tell it: the latest name, or a contact's first and last names. */
function labelOf(rows: readonly ChangeRow[]): string | null {
  const latest = (key: string): string | undefined => {
    for (const row of [...rows].reverse()) {
      if (row.attributeKey !== key) continue;
      const value = row.value ?? row.previousValue;
      if (typeof value === 'string' && value !== '') return value;
    }
    return undefined;
  };
  const name = latest('name');
  if (name) return name;
  const full = [latest('firstName'), latest('lastName')].filter(Boolean).join(' ');
  return full || null;
}

/**
 * The net changes of a client's EIF since its signing (spec §4), by sub-step: rows the EIF does not show are
 * left out; a record's changes go through the record-level rules, then each attribute's run through the
 * net-change rule.
 */
export function netChangesBySubStep(rows: readonly ChangeRow[], state: ReviewState): DeifChanges['subSteps'] {
  const shown = rows.filter(isReviewed);
  const changes: DeifChange[] = [];
  for (const recordRows of groupBy(shown, (r) => `${r.entity}\u0000${r.entityId}`).values()) {
    const operations = [...groupBy(recordRows, (r) => r.recordId).values()].map((details) => {
      const first = details[0] as ChangeRow;
      return {
        recordId: first.recordId,
        operation: first.operation,
        status: first.status,
        createdAt: first.createdAt,
      };
    });
    const kept = new Set(netRecordChanges(operations).map((o) => o.recordId));
    const created = operations.find((o) => o.operation === 'create');
    const last = operations.at(-1);
    const label = labelOf(recordRows);
    const keptRows = recordRows.filter((r) => kept.has(r.recordId));
    for (const run of groupBy(keptRows, (r) => r.attributeKey).values()) {
      const net = netAttributeChange(run);
      const latest = run.at(-1);
      if (!net || !latest || !last) continue;
      changes.push({
        entity: latest.entity,
        entityId: latest.entityId,
        label,
        operation: last.operation,
        attributeKey: latest.attributeKey,
        previousValue: net.previousValue ?? null,
        value: net.value ?? null,
        status: net.status,
        changedAt: latest.createdAt.toISOString(),
        changedBy: latest.createdBy,
        newRecord: !!created && isNewSinceDecision(created.createdAt, state),
        creation: created?.status ?? null,
      });
    }
  }
  const bySubStep = new Map<string, DeifChange[]>();
  for (const change of changes) {
    for (const subStepId of subStepsOfChange(change.entity, change.attributeKey)) {
      bySubStep.set(subStepId, [...(bySubStep.get(subStepId) ?? []), change]);
    }
  }
  return [...bySubStep.entries()]
    .sort(([a], [b]) => (SUB_STEP_ORDER.get(a) ?? 99) - (SUB_STEP_ORDER.get(b) ?? 99))
    .map(([subStepId, list]) => ({
      subStepId,
      pending: list.some((c) => c.status === 'pending'),
      changes: list,
    }));
}
