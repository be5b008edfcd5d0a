import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { SUBJECTS, type ClientSummary } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { Client } from './client.entity.js';

/** Names and setup dates of given clients, for user lists and the signed-in user's client list. */
@Controller()
export class ClientSummaryHandler {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern(SUBJECTS.clients.summaries)
  async summaries(@Payload() message: unknown): Promise<ClientSummary[]> {
    const { payload } = parseRpc(message, z.object({ ids: z.array(z.string().uuid()).max(5000) }));
    if (payload.ids.length === 0) return [];
    const rows = await this.em.find(Client, { id: { $in: payload.ids } }, { orderBy: { name: 'asc' } });
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      completedSetupAt: c.completedSetupAt ? c.completedSetupAt.toISOString() : null,
      isArchived: c.isArchived,
    }));
  }
}
