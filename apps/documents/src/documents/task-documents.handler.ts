import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { SUBJECTS, taskDocumentCountSchema } from '@onboard/contracts';
import { parseRpc, systemFork } from '@onboard/server-kit';
import { Document } from './document.entity.js';

/**
 * `documents.document.task-count` (decision 202): how many live documents of a task's categories the client has
 * (of the task's policy, or of any). Asked by the clients service only, which checked the caller's access to
 * the client before firing the task's submission.
 */
@Controller()
export class TaskDocumentsHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(SUBJECTS.documents.taskDocumentCount)
  async count(@Payload() message: unknown): Promise<{ count: number }> {
    const { payload } = parseRpc(message, taskDocumentCountSchema);
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
