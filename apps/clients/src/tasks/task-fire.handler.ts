import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { SUBJECTS } from '@onboard/contracts';
import { parseRpc, systemFork } from '@onboard/server-kit';
import { z } from 'zod';
import { Client } from '../clients/client.entity.js';
import { TaskEventsService, type TaskEventActor } from './task-events.service.js';

/** The tasks other services move by their own work, and the events they may fire (decision 134). */
const FIREABLE = { 'onboarding-forms': ['started', 'submitted', 'declined'] } as const;

export const taskFireSchema = z.object({
  clientId: z.string().uuid(),
  taskId: z.enum(Object.keys(FIREABLE) as ['onboarding-forms']),
  event: z.enum(['started', 'submitted', 'declined']),
});

/**
 * Another service's work implies a task's event (the onboarding forms' envelopes, followed by the documents
 * service): fired when the task's table allows it from its current status (decision 122), anything else left
 * as it is; `started` as the caller, the provider's news as SYSTEM. Internal subject only (no route): webhooks have no caller.
 */
@Controller()
export class TaskFireHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly tasks: TaskEventsService,
  ) {}

  @MessagePattern(SUBJECTS.clients.taskFire)
  async fire(@Payload() message: unknown): Promise<{ moved: boolean }> {
    const { context, payload } = parseRpc(message, taskFireSchema);
    // `started` is the user's doing (creating the first form; the task table lets no SYSTEM start a task);
    // submitted and declined are the provider's, whoever's call brought the news (a webhook, a sync).
    const actor: TaskEventActor =
      payload.event === 'started' && context.user
        ? await this.tasks.actorOf(context)
        : { role: 'SYSTEM', userId: null, name: null };
    const em = systemFork(this.em);
    const moved = await em.transactional(async (tx) => {
      const client = await tx.findOne(Client, { id: payload.clientId });
      if (!client) return false;
      return this.tasks.fireIfAllowed(tx, client, payload.taskId, null, { type: payload.event }, actor);
    });
    return { moved };
  }
}
