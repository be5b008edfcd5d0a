import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ClientDto } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { ClientSyncService } from './client-sync.service.js';

const clientId = z.string().uuid();

@Controller()
export class ClientSyncHandler {
  constructor(private readonly syncing: ClientSyncService) {}

  @MessagePattern(SUBJECTS.clients.sync)
  sync(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.syncing.sync(context, payload.clientId);
  }
}
