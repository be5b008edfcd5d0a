import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  INTERNAL,
  fieldError,
  keyedMessage,
  type RequestContext,
  type TaskActivity,
  type TaskEventBody,
} from '@onboard/contracts';
import {
  allowedEvents,
  cleanNigoReasons,
  nextTaskStatus,
  submissionNeedsDocuments,
  TASK_DOCUMENT_CATEGORIES,
  type TaskActorRole,
  type TaskEvent,
} from '@onboard/domain';
import { DomainError, requireUser, RpcClient, requireAccess } from '@onboard/server-kit';
import { EifTaskWork } from '@onboard/clients-eif';
import {
  type Client,
  ClientService,
  IdentityDirectory,
  iso,
  Task,
  type TaskEventActor,
  TaskEventRecord,
  toTaskDto,
} from '@onboard/clients-record';

/**
 * Task statuses that move by rule (issue 12 item 1, decisions 122 and 123): an event is checked against the
 * domain's table (who may fire it, from which status), the task's status, statusUpdatedAt and NIGO reasons are
 * set, and the event is kept in the task's history, in one transaction with the task's row locked. Other
 * services of this process fire the events their own work implies (`fireIfAllowed`).
 */
@Injectable()
export class TaskEventsService implements EifTaskWork {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly identity: IdentityDirectory,
    private readonly rpc: RpcClient,
  ) {}

  /** A task of the client with its history and the events the caller may fire now. */
  async activity(context: RequestContext, clientId: string, taskRowId: string): Promise<TaskActivity> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const task = await this.em.findOne(Task, { id: taskRowId, client });
    if (!task) throw DomainError.notFound('Task');
    return this.view(this.em, task, requireUser(context).role);
  }

  /** POST …/tasks/{id}/events: the caller fires an event; a refusal says why (403, 409, or 400 on reasons). */
  async fire(
    context: RequestContext,
    clientId: string,
    taskRowId: string,
    body: TaskEventBody,
  ): Promise<TaskActivity> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const name = await this.identity.ownName(context);
    const event: TaskEvent =
      body.event === 'nigo' ? { type: 'nigo', reasons: body.reasons ?? [] } : { type: body.event };
    return this.em.transactional(async (tx) => {
      const task = await tx.findOne(
        Task,
        { id: taskRowId, client },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!task) throw DomainError.notFound('Task');
      if (event.type === 'submitted' || event.type === 'resubmitted')
        await this.requireDocuments(context, task);
      this.apply(tx, task, event, { role: user.role, userId: user.id, name }, new Date());
      await tx.flush();
      return this.view(tx, task, user.role);
    });
  }

  /**
   * Fires `event` on the client's task `taskId` (of `policyId` for a policy task) inside the caller's
   * transaction when the rules allow it, and does nothing otherwise (the task is missing, already past that
   * point, or the actor may not): what a saved call selection or a seen resource implies, never a refusal of
   * the work that implied it. Answers whether the task moved.
   */
  async fireIfAllowed(
    tx: EntityManager,
    client: Client,
    taskId: string,
    policyId: string | null,
    event: TaskEvent,
    actor: TaskEventActor,
  ): Promise<boolean> {
    const task = await tx.findOne(
      Task,
      { client, taskId, policy: policyId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!task) return false;
    const next = nextTaskStatus(task.taskId, task.status, event, actor);
    if (!next.ok || next.status === task.status) return false;
    this.apply(tx, task, event, actor, new Date());
    return true;
  }

  /**
   * A task done by its own work rather than by review (decision 123): the EIF's signature, the census's
   * submission. Kept from issues 9 and 11 (their checks are the review); the history records it as completed
   * by whoever did the work. A task already Done is left as it is.
   */
  doneByWork(tx: EntityManager, task: Task, actor: TaskEventActor, now: Date): void {
    if (task.status === 'Done') return;
    tx.create(TaskEventRecord, {
      task,
      client: task.client,
      event: 'completed',
      fromStatus: task.status,
      status: 'Done',
      at: now,
      byRole: actor.role,
      byUserId: actor.userId,
      byName: actor.name,
      reasons: [],
    });
    task.status = 'Done';
    task.statusUpdatedAt = now;
    task.nigoReasons = [];
  }

  /** The actor of a request: its user's role and id, and their name for the history. */
  async actorOf(context: RequestContext): Promise<TaskEventActor> {
    const user = requireUser(context);
    return { role: user.role, userId: user.id, name: await this.identity.ownName(context) };
  }

  /**
   * A task whose work is its documents goes for review only with at least one of them (decision 202): the
   * documents service counts them (of the task's policy for a policy task). Checked before the status rule, so
   * the refusal says what to do; a status that cannot be submitted still answers its own conflict after.
   */
  private async requireDocuments(context: RequestContext, task: Task): Promise<void> {
    const categories = TASK_DOCUMENT_CATEGORIES[task.taskId];
    if (!submissionNeedsDocuments(task.taskId) || !categories?.length) return;
    const { count } = await this.rpc.call(INTERNAL.documents.taskDocumentCount, context, {
      clientId: task.client.id,
      categories: [...categories],
      policyId: task.policy?.id ?? null,
    });
    if (count === 0) {
      throw new DomainError('TASK_DOCUMENTS_REQUIRED', keyedMessage('taskDocumentsRequired'));
    }
  }

  private apply(tx: EntityManager, task: Task, event: TaskEvent, actor: TaskEventActor, now: Date): void {
    const next = nextTaskStatus(task.taskId, task.status, event, actor);
    if (!next.ok) {
      if (next.reason === 'forbidden') throw DomainError.forbidden(keyedMessage('taskEventForbidden'));
      if (next.reason === 'reasonsRequired') {
        throw DomainError.validation([fieldError('body.reasons', 'nigoReasonRequired')]);
      }
      throw DomainError.conflict(keyedMessage('taskEventNotAllowed'));
    }
    const reasons = event.type === 'nigo' ? cleanNigoReasons(event.reasons) : [];
    tx.create(TaskEventRecord, {
      task,
      client: task.client,
      event: event.type,
      fromStatus: task.status,
      status: next.status,
      at: now,
      byRole: actor.role,
      byUserId: actor.userId,
      byName: actor.name,
      reasons,
    });
    if (next.status !== task.status) {
      task.status = next.status;
      task.statusUpdatedAt = now;
    }
    task.nigoReasons = next.status === 'NIGO' ? reasons : [];
  }

  private async view(em: EntityManager, task: Task, role: TaskActorRole): Promise<TaskActivity> {
    const history = await em.find(TaskEventRecord, { task }, { orderBy: { at: 'asc', id: 'asc' } });
    return {
      task: toTaskDto(task),
      history: history.map((entry) => ({
        id: entry.id,
        event: entry.event,
        fromStatus: entry.fromStatus,
        status: entry.status,
        at: iso(entry.at) ?? '',
        by: { role: entry.byRole, userId: entry.byUserId ?? null, name: entry.byName ?? null },
        reasons: entry.reasons,
      })),
      allowedEvents: allowedEvents(task.taskId, task.status, role),
    };
  }
}
