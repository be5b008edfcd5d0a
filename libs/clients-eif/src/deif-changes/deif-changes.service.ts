import { Injectable } from '@nestjs/common';
import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  isStaff,
  keyedMessage,
  type DeifChanges,
  type RequestContext,
  type UndoIcEdits,
} from '@onboard/contracts';
import {
  changesRequireReview,
  declinedDependencies,
  eifPhase,
  netChangesOf,
  inReviewAndSign,
  needsClickThrough,
  sameValue,
  type ReviewState,
} from '@onboard/domain';
import { clientScopeOf, DomainError, requireAccess, type ClientScope } from '@onboard/server-kit';
import { type Client, ClientService, lockedClient } from '@onboard/clients-record';
import { EifAnswersService } from '../eif/eif-answers.service.js';
import { assertAuthorizedSigner } from '../eif/signer.js';
import {
  decideChangeDetails,
  markUndoRecords,
  reopenChangeDetails,
  signedChangeRows,
  type SignedChangeRow,
} from './change-log.queries.js';
import { isReviewed, netChangesBySubStep } from './deif-net.js';
import { referenceNames } from './reference-names.js';

const iso = (d: Date | null | undefined): string | null => d?.toISOString() ?? null;

/** An entity's attribute as a change detail holds it (a reference as its id, a date as ISO text). */
function currentJson(entity: object | null, key: string): unknown {
  const value = (entity as Record<string, unknown> | null)?.[key];
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value ?? null;
}

/** The client's change-review fields as the domain's rules read them. */
const reviewState = (c: Client): ReviewState => ({
  eifSignedAt: c.eifSignedAt ?? null,
  deifChangesAcceptedAt: c.deifChangesAcceptedAt ?? null,
  deifChangesDeclinedAt: c.deifChangesDeclinedAt ?? null,
  deifChangesReadyForReviewAt: c.deifChangesReadyForReviewAt ?? null,
  deifChangesUndoneAt: c.deifChangesUndoneAt ?? null,
});

type Row = SignedChangeRow;

/**
 * Changes to a signed EIF and their review (spec §4, §7 change-log/deif-changes and undo-ic-edits; issue 10
 * item 2; decision 106). Every tracked change after the signing is pending until the signer decides: staff
 * mark the changes ready for review, the authorized signer accepts them all or declines them with a reason,
 * and admins and owners can undo the implementers' (staff's) changes not accepted.
 */
@Injectable()
export class DeifChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly eif: EifAnswersService,
  ) {}

  async changes(context: RequestContext, clientId: string): Promise<DeifChanges> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return this.changesOf(context, client);
  }

  /** Staff mark the pending changes ready for the signer's review. */
  async readyForReview(context: RequestContext, clientId: string): Promise<DeifChanges> {
    const user = requireAccess(context, 'update', 'implementer-edits', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const signedAt = this.signedAt(client);
    const scope = clientScopeOf(context.user);
    const view = this.view(client, await this.rows(scope, client));
    if (!view.hasPendingChanges) throw DomainError.conflict(keyedMessage('deifNothingToReview'));
    const { loaded, detail } = await this.eif.state(context, client);
    await this.em.transactional(async (tx) => {
      const fresh = await lockedClient(tx, client.id);
      if (fresh.eifSignedAt?.getTime() !== signedAt.getTime())
        throw DomainError.conflict(keyedMessage('eifNotSigned'));
      // A pending answer to a follow-up whose answer it follows was declined brings that decline back for
      // review with it (decision 215): its latest change is pending again, decided with the rest.
      const rows = await this.rows(scope, fresh, tx);
      const net = netChangesOf(this.view(fresh, rows));
      const brought = declinedDependencies(loaded.answers, detail, net, fresh.id);
      const again = brought.flatMap((change) => {
        const latest = rows.findLast(
          (r) =>
            r.entity === change.entity &&
            r.entityId === change.entityId &&
            r.attributeKey === change.attributeKey,
        );
        return latest?.status === 'declined' ? [latest.detailId] : [];
      });
      await reopenChangeDetails(tx, scope, again);
      fresh.deifChangesReadyForReviewAt = new Date();
      fresh.deifChangesReadyForReviewBy = user.id;
      await tx.flush();
    });
    return this.changes(context, clientId);
  }

  /** The authorized signer accepts every change made ready for review. */
  accept(context: RequestContext, clientId: string): Promise<DeifChanges> {
    return this.decide(context, clientId, 'accepted', null);
  }

  /** The authorized signer declines the changes made ready for review, saying why. */
  decline(context: RequestContext, clientId: string, reason: string | undefined): Promise<DeifChanges> {
    return this.decide(context, clientId, 'declined', reason);
  }

  /**
   * Admins and owners undo the implementers' changes the signer has not accepted (pending or declined):
   * each attribute back to its value before, records they added removed, records they removed restored,
   * newest first; an attribute someone else changed since is left as it is. The undo's own changes are
   * recorded (marked as an undo), and who undid and when is kept on the client.
   */
  async undoImplementerEdits(context: RequestContext, clientId: string): Promise<UndoIcEdits> {
    const user = requireAccess(context, 'delete', 'implementer-edits', { clientId, named: true });
    const owned = await this.clients.owned(context, clientId);
    this.signedAt(owned);
    const scope = clientScopeOf(context.user);
    const undone = await this.em.transactional(async (tx) => {
      const client = await lockedClient(tx, owned.id);
      const rows = await this.rows(scope, client, tx);
      const byStaff = (r: Row) => !r.undo && r.role !== null && isStaff(r.role as never);
      // An earlier undo already reverted what it changed.
      const undoneBefore = (r: Row) =>
        rows.some(
          (u) =>
            u.undo &&
            u.entity === r.entity &&
            u.entityId === r.entityId &&
            u.attributeKey === r.attributeKey &&
            u.createdAt > r.createdAt,
        );
      const toUndo = rows.filter(
        (r) => isReviewed(r) && byStaff(r) && r.status !== 'accepted' && !undoneBefore(r),
      );
      let count = 0;
      // Newest first, so a record's changes unwind in the order they were made.
      const undoing = new Set(toUndo.map((r) => r.detailId));
      for (const recordId of [...new Set(toUndo.map((r) => r.recordId))].reverse()) {
        const reviewed = toUndo.filter((r) => r.recordId === recordId);
        const first = reviewed[0] as Row;
        // A removal is undone by putting the whole record back: every attribute it had, its client and the
        // fields no sub-step shows included (else the record comes back without its client).
        const details =
          first.operation === 'delete' ? rows.filter((r) => r.recordId === recordId && !r.undo) : reviewed;
        // Changes by others since (not being undone, not an earlier undo): their values stay.
        const later = rows.filter(
          (r) =>
            r.entity === first.entity &&
            r.entityId === first.entityId &&
            r.createdAt > first.createdAt &&
            !undoing.has(r.detailId) &&
            !r.undo,
        );
        if (await this.revert(tx, first, details, later)) count += 1;
      }
      if (count > 0) {
        client.deifChangesUndoneAt = new Date();
        client.deifChangesUndoneBy = user.id;
      }
      await tx.flush();
      // The undo's own change records are not implementer edits to undo again.
      if (context.requestId) await markUndoRecords(tx, scope, client.id, context.requestId);
      return count;
    });
    return { undone, changes: await this.changes(context, clientId) };
  }

  private async decide(
    context: RequestContext,
    clientId: string,
    status: 'accepted' | 'declined',
    reason: string | null | undefined,
  ): Promise<DeifChanges> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    // Staff hear "only the signer" before anything about the client, as when signing.
    if (isStaff(user.role)) throw DomainError.forbidden(keyedMessage('notAuthorizedSigner'));
    const owned = await this.clients.owned(context, clientId);
    assertAuthorizedSigner(user, owned);
    await this.decideFor(context, owned, status, reason, user.id);
    return this.changes(context, clientId);
  }

  /**
   * The signer's decision on what was ready for review, once the caller is known to be the signer (the
   * authorized signer in Onboard, or the outside signer through the link: `actor` is a user id or their e-mail).
   * `context`: the caller's (the outside signer's reader, scoped to the link's client).
   */
  async decideFor(
    context: RequestContext,
    owned: Client,
    status: 'accepted' | 'declined',
    reason: string | null | undefined,
    actor: string,
  ): Promise<void> {
    if (status === 'declined' && !reason) {
      throw DomainError.validation([fieldError('body.reason', 'required')]);
    }
    this.signedAt(owned);
    await this.em.transactional(async (tx) => {
      const client = await lockedClient(tx, owned.id);
      const state = reviewState(client);
      if (!inReviewAndSign(state)) throw DomainError.conflict(keyedMessage('deifNotReadyForReview'));
      // What was ready for review, and nothing made since: a later change waits for the next review.
      await decideChangeDetails(tx, clientScopeOf(context.user), {
        clientId: client.id,
        status,
        after: client.eifSignedAt as Date,
        upTo: client.deifChangesReadyForReviewAt ?? null,
      });
      const now = new Date();
      if (status === 'accepted') {
        client.deifChangesAcceptedAt = now;
        client.deifChangesAcceptedBy = actor;
      } else {
        client.deifChangesDeclinedAt = now;
        client.deifChangesDeclinedBy = actor;
        client.deifChangesDeclinedReason = reason ?? null;
      }
      await tx.flush();
    });
  }

  /**
   * The review of a client already loaded (and judged readable by the caller), without the names of the records
   * its values hold.
   */
  async reviewOf(context: RequestContext, client: Client): Promise<Omit<DeifChanges, 'names'>> {
    return this.view(client, await this.rows(clientScopeOf(context.user), client));
  }

  /** The changes of a client already loaded (and judged readable by the caller). */
  async changesOf(context: RequestContext, client: Client): Promise<DeifChanges> {
    const view = await this.reviewOf(context, client);
    const values = view.subSteps.flatMap((s) => s.changes.flatMap((c) => [c.previousValue, c.value]));
    return { ...view, names: await referenceNames(this.em, clientScopeOf(context.user), client.id, values) };
  }

  private signedAt(client: Client): Date {
    if (!client.eifSignedAt) throw DomainError.conflict(keyedMessage('eifNotSigned'));
    return client.eifSignedAt;
  }

  private async rows(scope: ClientScope, client: Client, em: EntityManager = this.em): Promise<Row[]> {
    if (!client.eifSignedAt) return [];
    return signedChangeRows(em, scope, client.id, client.eifSignedAt);
  }

  private view(client: Client, rows: readonly Row[]): Omit<DeifChanges, 'names'> {
    const state = reviewState(client);
    const subSteps = netChangesBySubStep(rows, state);
    const hasPendingChanges = subSteps.some((s) => s.pending);
    const coverageChanges = subSteps
      .flatMap((s) => s.changes)
      .filter((c) => c.entity === 'Policy' && c.attributeKey === 'slfCoverages');
    return {
      phase: eifPhase(client.eifSignedAt),
      review: {
        signedAt: iso(client.eifSignedAt),
        signedBy: client.eifSignedBy ?? client.eifOutsideSignedBy ?? null,
        acceptedAt: iso(client.deifChangesAcceptedAt),
        acceptedBy: client.deifChangesAcceptedBy ?? null,
        declinedAt: iso(client.deifChangesDeclinedAt),
        declinedBy: client.deifChangesDeclinedBy ?? null,
        declinedReason: client.deifChangesDeclinedReason ?? null,
        readyForReviewAt: iso(client.deifChangesReadyForReviewAt),
        readyForReviewBy: client.deifChangesReadyForReviewBy ?? null,
        undoneAt: iso(client.deifChangesUndoneAt),
        undoneBy: client.deifChangesUndoneBy ?? null,
      },
      hasPendingChanges,
      readyForReview: inReviewAndSign(state),
      requiresReview: changesRequireReview({ state, coverageChanges, hasPendingChanges }),
      needsClickThrough: needsClickThrough(state),
      subSteps,
    };
  }

  /** Reverts one change record; whether anything changed. */
  private async revert(tx: EntityManager, change: Row, details: Row[], later: Row[]): Promise<boolean> {
    const meta = tx.getMetadata().getByClassName<object, false>(change.entity, false);
    if (!meta) return false;
    const entity = meta.class as new () => object;
    const existing = await tx.findOne(entity, { id: change.entityId } as never, { filters: false });
    if (change.operation === 'create') {
      if (!existing) return false;
      tx.remove(existing);
      return true;
    }
    const values = Object.fromEntries(
      details
        .filter((d) => !later.some((l) => l.attributeKey === d.attributeKey))
        // Only what still differs: a second undo finds nothing to do.
        .filter(
          (d) =>
            change.operation === 'delete' ||
            !sameValue(currentJson(existing, d.attributeKey), d.previousValue),
        )
        .map((d) => [d.attributeKey, this.entityValue(tx, meta, d.attributeKey, d.previousValue)]),
    );
    if (change.operation === 'delete') {
      if (existing) return false;
      tx.create(entity, { id: change.entityId, ...values } as never);
      return true;
    }
    if (!existing || Object.keys(values).length === 0) return false;
    tx.assign(existing, values as never);
    return true;
  }

  /** A change detail's JSON value as the entity's property holds it (a reference, a date). */
  private entityValue(tx: EntityManager, meta: EntityMetadata<object>, key: string, value: unknown): unknown {
    const prop = meta.properties[key as never] as EntityMetadata<object>['props'][number] | undefined;
    if (value === null || value === undefined || !prop) return value ?? null;
    if (prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) {
      return tx.getReference(prop.targetMeta?.class as new () => object, value as never);
    }
    if (prop.runtimeType === 'Date' || prop.type === 'datetime' || prop.type === 'Date') {
      return new Date(value as string);
    }
    return value;
  }
}
