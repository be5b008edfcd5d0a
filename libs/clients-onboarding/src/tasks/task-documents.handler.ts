import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INTERNAL } from '@onboard/contracts';
import { tasksGathering } from '@onboard/domain';
import { Handles, systemFork, type InternalCallOf } from '@onboard/server-kit';
import { Task } from '@onboard/clients-record';

/**
 * `clients.task.takes-documents` (decision 202): whether the client's tasks still take an upload of this
 * category. No when the tasks that gather it (of the policy named, or client tasks and any policy's when none
 * is) are all Voided; yes when one is open, or when no task of the client gathers it. Asked by the documents
 * service before it keeps an upload; the caller's access to the client was checked there.
 */
@Controller()
export class TaskDocumentsHandler {
  constructor(private readonly em: EntityManager) {}

  @Handles(INTERNAL.clients.taskTakesDocuments)
  async takes({
    payload,
  }: InternalCallOf<typeof INTERNAL.clients.taskTakesDocuments>): Promise<{ takes: boolean }> {
    const taskIds = tasksGathering(payload.category);
    if (taskIds.length === 0) return { takes: true };
    const em = systemFork(this.em);
    const tasks = await em.find(
      Task,
      {
        client: payload.clientId,
        taskId: { $in: taskIds },
        ...(payload.policyId ? { $or: [{ policy: payload.policyId }, { policy: null }] } : {}),
      },
      { fields: ['status'] },
    );
    return { takes: tasks.length === 0 || tasks.some((task) => task.status !== 'Voided') };
  }
}
