import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INTERNAL } from '@onboard/contracts';
import { Handles, systemFork, type InternalCallOf } from '@onboard/server-kit';
import { Client, type TaskEventActor } from '@onboard/clients-record';
import { TaskEventsService } from './task-events.service.js';

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

  @Handles(INTERNAL.clients.taskFire)
  async fire({
    context,
    payload,
  }: InternalCallOf<typeof INTERNAL.clients.taskFire>): Promise<{ moved: boolean }> {
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
