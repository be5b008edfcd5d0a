import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INTERNAL } from '@onboard/contracts';
import { Handles, systemFork, type InternalCallOf } from '@onboard/server-kit';
import { Document } from './document.entity.js';

/**
 * `documents.document.task-count` (decision 202): how many live documents of a task's categories the client has
 * (of the task's policy, or of any). Asked by the clients service only, which checked the caller's access to
 * the client before firing the task's submission.
 */
@Controller()
export class TaskDocumentsHandler {
  constructor(private readonly em: EntityManager) {}

  @Handles(INTERNAL.documents.taskDocumentCount)
  async count({
    payload,
  }: InternalCallOf<typeof INTERNAL.documents.taskDocumentCount>): Promise<{ count: number }> {
    const em = systemFork(this.em);
    const count = await em.count(Document, {
      clientId: payload.clientId,
      category: { $in: payload.categories },
      deletedAt: null,
      ...(payload.policyId ? { policyId: payload.policyId } : {}),
    });
    return { count };
  }
}
