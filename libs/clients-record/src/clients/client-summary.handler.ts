import { Controller } from '@nestjs/common';
import { INTERNAL, type ClientSummary } from '@onboard/contracts';
import { Handles, type InternalCallOf } from '@onboard/server-kit';
import { ClientService } from './client.service.js';

/** Names and setup dates of given clients, for user lists and the signed-in user's client list. */
@Controller()
export class ClientSummaryHandler {
  constructor(private readonly clients: ClientService) {}

  @Handles(INTERNAL.clients.summaries)
  summaries({ payload }: InternalCallOf<typeof INTERNAL.clients.summaries>): Promise<ClientSummary[]> {
    return this.clients.summaries(payload.ids);
  }
}
