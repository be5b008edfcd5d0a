import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ClientSummary } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { ClientService } from './client.service.js';

/** Names and setup dates of given clients, for user lists and the signed-in user's client list. */
@Controller()
export class ClientSummaryHandler {
  constructor(private readonly clients: ClientService) {}

  @MessagePattern(SUBJECTS.clients.summaries)
  summaries(@Payload() message: unknown): Promise<ClientSummary[]> {
    const { payload } = parseRpc(message, z.object({ ids: z.array(z.string().uuid()).max(5000) }));
    return this.clients.summaries(payload.ids);
  }
}
