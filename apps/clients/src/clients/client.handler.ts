import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  clientListQuerySchema,
  createClientSchema,
  SUBJECTS,
  updateClientSchema,
  type ClientDto,
  type ClientPage,
} from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { ClientService } from './client.service.js';

const clientId = z.string().uuid();

@Controller()
export class ClientHandler {
  constructor(private readonly clients: ClientService) {}

  @MessagePattern(SUBJECTS.clients.list)
  list(@Payload() message: unknown): Promise<ClientPage> {
    const { context, payload } = parseRpc(
      message,
      z.object({ query: clientListQuerySchema, restrictTo: z.array(z.string().uuid()).optional() }),
      'query',
    );
    return this.clients.list(context, payload.query, payload.restrictTo);
  }

  @MessagePattern(SUBJECTS.clients.get)
  get(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.clients.get(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.create)
  create(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, createClientSchema);
    return this.clients.create(context, payload);
  }

  @MessagePattern(SUBJECTS.clients.update)
  update(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, z.object({ clientId, changes: updateClientSchema }));
    return this.clients.update(context, payload.clientId, payload.changes);
  }

  @MessagePattern(SUBJECTS.clients.archive)
  async archive(@Payload() message: unknown): Promise<{ ok: true }> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    await this.clients.archive(context, payload.clientId);
    return { ok: true };
  }
}
