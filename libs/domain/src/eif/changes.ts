import type { ChangeOperation, ChangeStatus } from '@onboard/contracts';
import { SUB_STEP_CONTENT, type RecordSection } from './layout.js';

/**
 * Post-signing change tracking (spec §4 "EIF phases and change tracking", issue 10 item 1): pure rules over
 * the change records the clients service keeps (decision 040). Values compare by content (lists and objects
 * too), dates by instant.
 */

/** The EIF's phase: before the signature, and after it, when every change is tracked for review. */
export type EifPhase = 'pre-sign' | 'post-sign-with-edit';
export const eifPhase = (eifSignedAt: Date | string | null | undefined): EifPhase =>
  eifSignedAt ? 'post-sign-with-edit' : 'pre-sign';

/** One change of one attribute, as a change record's changeDetails holds it. */
export type AttributeChange = {
  value: unknown;
  previousValue: unknown;
  status: ChangeStatus;
  createdAt: Date | string;
};

/** What a run of changes to one attribute amounts to: from which value to which, and its status. */
export type NetChange = { previousValue: unknown; value: unknown; status: ChangeStatus };

/** Equal by content: the same JSON once object keys are sorted (undefined and null are both "no value"). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : v,
  );
}

const time = (at: Date | string | null | undefined): number =>
  at === null || at === undefined ? Number.NEGATIVE_INFINITY : new Date(at).getTime();
const byTime = <T extends { createdAt: Date | string }>(changes: readonly T[]): T[] =>
  [...changes].sort((a, b) => time(a.createdAt) - time(b.createdAt));

/**
 * The net change of a run of changes to one attribute (spec §4), or null when nothing is left to show:
 * - a single change is kept unless its old and new values match;
 * - if the latest change is accepted, it wins, from the run's first old value (dropped if equal to it);
 * - otherwise the last accepted change is the baseline the latest (pending or declined) change is compared
 *   with (the run's first old value when none was accepted), and a no-op is dropped.
 */
export function netAttributeChange(run: readonly AttributeChange[]): NetChange | null {
  const changes = byTime(run);
  const first = changes[0];
  const latest = changes.at(-1);
  if (!first || !latest) return null;
  if (changes.length === 1) {
    return sameValue(first.previousValue, first.value)
      ? null
      : { previousValue: first.previousValue, value: first.value, status: first.status };
  }
  if (latest.status === 'accepted') {
    return sameValue(first.previousValue, latest.value)
      ? null
      : { previousValue: first.previousValue, value: latest.value, status: 'accepted' };
  }
  const lastAccepted = changes.findLast((c) => c.status === 'accepted');
  const baseline = lastAccepted ? lastAccepted.value : first.previousValue;
  return sameValue(baseline, latest.value)
    ? null
    : { previousValue: baseline, value: latest.value, status: latest.status };
}

/** One tracked change of a whole record: its creation, an update or its deletion, with the change's status. */
export type RecordChange = { operation: ChangeOperation; status: ChangeStatus; createdAt: Date | string };

/**
 * Record-level rules (spec §4) for the changes of one record: created and deleted while pending vanishes;
 * created and accepted, then deleted pending, keeps the changes not accepted; created and deleted both
 * accepted shows only the deletion; both declined vanishes. The spec's mixes that it does not name
 * (decision 106): created and accepted, then deleted declined, keeps the changes not accepted like the
 * pending case; a creation not accepted, whatever became of the deletion, vanishes (the record never counted,
 * and it is gone). A record not both created and deleted, or deleted and then created again (restored by an
 * undo), keeps its changes, which net attribute by attribute.
 */
export function netRecordChanges<T extends RecordChange>(changes: readonly T[]): T[] {
  const ordered = byTime(changes);
  const created = ordered.find((c) => c.operation === 'create');
  const deleted = ordered.findLast((c) => c.operation === 'delete');
  if (!created || !deleted || time(deleted.createdAt) < time(created.createdAt)) return ordered;
  if (created.status !== 'accepted') return [];
  if (deleted.status === 'accepted') return [deleted];
  return ordered.filter((c) => c.status !== 'accepted');
}

/** The tracked entities (spec §3 Change record) and where the EIF shows each: a question's field or a section. */
const RECORD_SECTIONS: Record<string, RecordSection> = {
  Location: 'locations',
  Contact: 'planAdministrators',
  ContactLocation: 'planAdministrators',
  Bill: 'bills',
  BillLocation: 'bills',
  Subsidiary: 'subsidiaries',
  MonthlyClaimsReportMailingLocation: 'monthlyClaimsReportMailing',
  EmployeeClass: 'classBuilder',
  EmployeeClassPlan: 'classBuilder',
  AdditionalCompensation: 'classBuilder',
};

/**
 * The sub-steps that show a change of an entity's attribute: those asking that field (Client, Policy and Plan
 * answers), the tax id and current policies for those client and policy fields, and the sub-steps holding
 * the record's section for every other tracked entity. Empty for an attribute no sub-step shows.
 */
export function subStepsOfChange(entity: string, attributeKey: string): string[] {
  const section: RecordSection | undefined =
    RECORD_SECTIONS[entity] ??
    (entity === 'Client' && attributeKey === 'taxId'
      ? 'taxId'
      : entity === 'Policy' && attributeKey === 'slfCoverages'
        ? 'currentPolicies'
        : undefined);
  return Object.entries(SUB_STEP_CONTENT)
    .filter(([, content]) => {
      if (section) return content.records?.includes(section) ?? false;
      const questions =
        entity === 'Client' ? content.client : entity === 'Policy' ? content.policy : content.plan;
      return (
        (entity === 'Client' || entity === 'Policy' || entity === 'Plan') &&
        (questions ?? []).some((q) => q.field === attributeKey)
      );
    })
    .map(([subStepId]) => subStepId);
}

/** A net change placed on the EIF: which sub-steps show it. */
export type PlacedChange = { entity: string; attributeKey: string; status: ChangeStatus };

/**
 * Per sub-step, whether it holds changes (flagged "changed") and whether one of them is pending; the client
 * has pending changes when any sub-step shows one (spec §4).
 */
export function changedSubSteps(changes: readonly PlacedChange[]): {
  changed: Map<string, { pending: boolean }>;
  hasPendingChanges: boolean;
} {
  const changed = new Map<string, { pending: boolean }>();
  for (const change of changes) {
    for (const subStepId of subStepsOfChange(change.entity, change.attributeKey)) {
      const pending = (changed.get(subStepId)?.pending ?? false) || change.status === 'pending';
      changed.set(subStepId, { pending });
    }
  }
  return { changed, hasPendingChanges: [...changed.values()].some((s) => s.pending) };
}

/** The client's change-review state as its fields hold it (spec §3: each decision with its time). */
export type ReviewState = {
  eifSignedAt: Date | string | null;
  deifChangesAcceptedAt?: Date | string | null;
  deifChangesDeclinedAt?: Date | string | null;
  deifChangesReadyForReviewAt?: Date | string | null;
  deifChangesUndoneAt?: Date | string | null;
};

/** The latest of the signing and the decisions on changes (acceptance, decline). */
const latestDecision = (state: ReviewState): number =>
  Math.max(time(state.eifSignedAt), time(state.deifChangesAcceptedAt), time(state.deifChangesDeclinedAt));

/**
 * Whether the changes require review (spec §4): a policy's coverage list changed and that change is not
 * accepted, or the EIF is in the review-and-sign state (staff marked the changes ready for review after the
 * last decision) with pending changes.
 */
export function changesRequireReview(input: {
  state: ReviewState;
  /** The net changes of the policies' coverage lists (Policy.slfCoverages). */
  coverageChanges: readonly NetChange[];
  hasPendingChanges: boolean;
}): boolean {
  if (input.coverageChanges.some((c) => c.status !== 'accepted')) return true;
  return inReviewAndSign(input.state) && input.hasPendingChanges;
}

/** Ready for review since the last signing or decision: the signer is asked to accept or decline. */
export const inReviewAndSign = (state: ReviewState): boolean =>
  !!state.eifSignedAt && time(state.deifChangesReadyForReviewAt) > latestDecision(state);

/**
 * Whether a click-through is needed after signing (spec §4): changes were undone after the last acceptance
 * (or the signing, when none) and have not been made ready for review since.
 */
export function needsClickThrough(state: ReviewState): boolean {
  if (!state.eifSignedAt) return false;
  const undone = time(state.deifChangesUndoneAt);
  const lastAcceptance = Math.max(time(state.eifSignedAt), time(state.deifChangesAcceptedAt));
  return undone > lastAcceptance && !(time(state.deifChangesReadyForReviewAt) > undone);
}

/** Whether a record is new since the latest signing or decision, by its creation time (spec §4). */
export function isNewSinceDecision(createdAt: Date | string, state: ReviewState): boolean {
  return !!state.eifSignedAt && time(createdAt) > latestDecision(state);
}

/**
 * The record one change record is about, by the name its details carry (a creation, a renaming; a contact's
 * first and last names): the audit trail's page and its CSV name a record so.
 */
export function recordNameOfChange(entry: {
  details: readonly { attributeKey: string; value: unknown; previousValue: unknown }[];
}): string | undefined {
  const of = (key: string) => {
    const detail = entry.details.find((d) => d.attributeKey === key);
    const v = detail ? (detail.value ?? detail.previousValue) : undefined;
    return typeof v === 'string' && v.trim() ? v : undefined;
  };
  const person = [of('firstName'), of('lastName')].filter(Boolean).join(' ');
  return of('name') ?? (person || undefined);
}
