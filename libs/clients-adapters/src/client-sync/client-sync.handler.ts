import { Controller } from '@nestjs/common';
import { type ClientDto, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { ClientSyncService } from './client-sync.service.js';

@Controller()
export class ClientSyncHandler {
  constructor(private readonly syncing: ClientSyncService) {}

  @Handles(R.sync)
  sync({ context, params }: RouteCall<typeof R.sync>): Promise<ClientDto> {
    return this.syncing.sync(context, params.clientId);
  }
}
