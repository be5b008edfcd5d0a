import type {
  ChangeOperation,
  ChangeStatus,
  ClientDto,
  DeifChange,
  DeifChanges,
  EifAllAnswers,
} from '@onboard/contracts';
import { askedQuestions } from './layout.js';
import { netAttributeChange, subStepsOfChange, type AttributeChange } from './changes.js';

/**
 * The signed record (issue 28 item 1, decision 215): what the signed EIF says after any sequence of changes,
 * acceptances, declines and undos since the signing. It is the form as signed with the accepted changes in
 * it and nothing else: an answer whose net change (spec §4, `netAttributeChange`) is pending or declined
 * reads as it did before that change (the last accepted value, or the signed one); a record created since and
 * not accepted is not in it; a record removed since and not accepted still is; a follow-up question is in it
 * only when the answer it depends on, as the record holds it, asks it. The summary page, its PDF, the outside
 * signer's pages and Review & Submit all show this record.
 */

/** A net change of one attribute (the DeifChange the review lists), as these rules read it. */
export type NetRecordChange = {
  entity: string;
  entityId: string;
  attributeKey: string;
  operation: ChangeOperation;
  previousValue: unknown;
  value: unknown;
  status: ChangeStatus;
  /** The record was created since the signing, with this status (null: it was there at the signing). */
  creation: ChangeStatus | null;
};

/** Each net change of a review once (a change two sub-steps show is listed under both); none without one. */
export function netChangesOf(deif: Pick<DeifChanges, 'subSteps'> | undefined): DeifChange[] {
  const seen = new Map<string, DeifChange>();
  for (const change of deif?.subSteps.flatMap((s) => s.changes) ?? []) {
    seen.set(`${change.entity}\u0000${change.entityId}\u0000${change.attributeKey}`, change);
  }
  return [...seen.values()];
}

/** The entities whose attributes are EIF answers, and where the answers hold them. */
const ANSWER_ENTITIES = new Set(['Client', 'Policy', 'Plan']);
export const isAnswerChange = (change: Pick<NetRecordChange, 'entity'>): boolean =>
  ANSWER_ENTITIES.has(change.entity);

/** The value an attribute has in the signed record, from its net change (none: the live value stands). */
export const signedValueOf = (change: Pick<NetRecordChange, 'status' | 'previousValue' | 'value'>): unknown =>
  change.status === 'accepted' ? change.value : change.previousValue;

/**
 * The value an attribute has in the signed record after a run of changes since the signing (the statuses
 * the signer's decisions gave them, undo's changes among them): its net change's value before when that
 * change is not accepted, else the latest value (when nothing nets, that is the value before too).
 */
export function signedAttributeValue(run: readonly AttributeChange[]): unknown {
  const net = netAttributeChange(run);
  if (net) return signedValueOf(net);
  const latest = [...run]
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime())
    .at(-1);
  return latest?.value ?? null;
}

/** Answers with some changes' values put in: `pick` says which value of a change (or undefined: leave it). */
function withValues(
  answers: EifAllAnswers,
  clientId: string | undefined,
  changes: readonly NetRecordChange[],
  pick: (change: NetRecordChange) => { value: unknown } | undefined,
): EifAllAnswers {
  const client: Record<string, unknown> = { ...answers };
  const policies = { ...answers.policies };
  const plans = { ...answers.plans };
  for (const change of changes) {
    if (!isAnswerChange(change)) continue;
    const picked = pick(change);
    if (!picked) continue;
    const value = picked.value ?? null;
    if (change.entity === 'Client') {
      // Only the client the answers are of (the changes are one client's; the id check guards a mix-up).
      if (clientId === undefined || change.entityId === clientId) client[change.attributeKey] = value;
    } else {
      const records: Record<string, Record<string, unknown>> = change.entity === 'Policy' ? policies : plans;
      const record = records[change.entityId];
      if (record) records[change.entityId] = { ...record, [change.attributeKey]: value };
    }
  }
  return { ...(client as EifAllAnswers), policies, plans } as EifAllAnswers;
}

/** The answers as the signed record holds them. */
export function signedAnswers(
  answers: EifAllAnswers,
  changes: readonly NetRecordChange[],
  clientId?: string,
): EifAllAnswers {
  return withValues(answers, clientId, changes, (c) =>
    c.status === 'accepted' ? undefined : { value: c.previousValue },
  );
}

/** The answers the signer is asked to accept: the signed record with the pending changes in it. */
export function proposedAnswers(
  answers: EifAllAnswers,
  changes: readonly NetRecordChange[],
  clientId?: string,
): EifAllAnswers {
  return withValues(answers, clientId, changes, (c) => ({
    value: c.status === 'pending' ? c.value : signedValueOf(c),
  }));
}

/** Whether some sub-step asks an answer of this record with these answers. */
function isAsked(
  answers: EifAllAnswers,
  client: Pick<ClientDto, 'policies' | 'plans'>,
  change: NetRecordChange,
): boolean {
  return subStepsOfChange(change.entity, change.attributeKey).some((subStepId) =>
    askedQuestions(subStepId, answers, client).some(
      (q) =>
        q.field === change.attributeKey && (change.entity === 'Client' || q.recordId === change.entityId),
    ),
  );
}

/**
 * The declined answer changes that pending ones depend on: a pending change to a follow-up question the
 * proposed record would not ask (the answer it follows was declined) brings that declined change back for
 * review with it, so the signer never accepts an answer to a question the record does not ask (the platform
 * chosen while "uses a platform" stays No). Found by trying each declined change; bounded by their number.
 */
export function declinedDependencies(
  answers: EifAllAnswers,
  client: Pick<ClientDto, 'policies' | 'plans'>,
  changes: readonly NetRecordChange[],
  clientId?: string,
): NetRecordChange[] {
  const declined = changes.filter((c) => isAnswerChange(c) && c.status === 'declined');
  const pending = changes.filter((c) => isAnswerChange(c) && c.status === 'pending');
  const brought: NetRecordChange[] = [];
  let proposed = proposedAnswers(answers, changes, clientId);
  for (let round = 0; round <= declined.length; round++) {
    const unasked = pending.filter((p) => !isAsked(proposed, client, p));
    if (unasked.length === 0) break;
    const next = declined.find((d) => {
      if (brought.includes(d)) return false;
      const tried = withValues(proposed, clientId, [d], () => ({ value: d.value }));
      return unasked.some((p) => isAsked(tried, client, p));
    });
    if (!next) break;
    brought.push(next);
    proposed = withValues(proposed, clientId, [next], () => ({ value: next.value }));
  }
  return brought;
}

/** A record (a location, a contact, a class) as a list shows it: its id and its attributes by name. */
export type RecordRow = { id: string } & Record<string, unknown>;

/**
 * One entity's records as the signed record holds them: those created since and not accepted left out,
 * those removed since and not accepted put back (from the values they had), and each attribute whose net
 * change is not accepted at its value before. A put-back record keeps the attributes its removal recorded
 * (`restore` makes a list row of them).
 */
export function signedRecords<T extends RecordRow>(
  entity: string,
  live: readonly T[],
  changes: readonly NetRecordChange[],
  restore: (id: string, values: Record<string, unknown>) => T | undefined = (id, values) =>
    ({ id, ...values }) as T,
): T[] {
  const own = changes.filter((c) => c.entity === entity);
  const byId = new Map<string, NetRecordChange[]>();
  for (const change of own) byId.set(change.entityId, [...(byId.get(change.entityId) ?? []), change]);
  const rows: T[] = [];
  for (const record of live) {
    const recordChanges = byId.get(record.id) ?? [];
    const creation = recordChanges[0]?.creation ?? null;
    if (creation !== null && creation !== 'accepted') continue;
    const reverted = Object.fromEntries(
      recordChanges.filter((c) => c.status !== 'accepted').map((c) => [c.attributeKey, c.previousValue]),
    );
    rows.push({ ...record, ...reverted });
  }
  const liveIds = new Set(live.map((r) => r.id));
  for (const [id, recordChanges] of byId) {
    if (liveIds.has(id)) continue;
    const removal = recordChanges.filter((c) => c.operation === 'delete');
    if (removal.length === 0 || removal.some((c) => c.status === 'accepted')) continue;
    const row = restore(id, Object.fromEntries(removal.map((c) => [c.attributeKey, c.previousValue])));
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * The signer's latest decision on changes, which is the one the review tells (an earlier decline is not
 * shown beside a later acceptance): null when neither was made.
 */
export function latestDecision(review: {
  acceptedAt: string | null;
  declinedAt: string | null;
}): 'accepted' | 'declined' | null {
  const accepted = review.acceptedAt ? new Date(review.acceptedAt).getTime() : null;
  const declined = review.declinedAt ? new Date(review.declinedAt).getTime() : null;
  if (accepted === null) return declined === null ? null : 'declined';
  return declined !== null && declined > accepted ? 'declined' : 'accepted';
}
