import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { baseClientSchema, SUBJECTS, type ClientDto, type ClientSetup } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { SetupService } from './setup.service.js';

const clientId = z.string().uuid();

@Controller()
export class SetupHandler {
  constructor(private readonly setupSteps: SetupService) {}

  @MessagePattern(SUBJECTS.clients.setupGet)
  setup(@Payload() message: unknown): Promise<ClientSetup> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.setupSteps.setup(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.setupCompleteStep)
  completeStep(@Payload() message: unknown): Promise<ClientSetup> {
    const { context, payload } = parseRpc(
      message,
      z.object({ clientId, stepId: z.string().max(50) }),
      'params',
    );
    return this.setupSteps.completeStep(context, payload.clientId, payload.stepId);
  }

  @MessagePattern(SUBJECTS.clients.baseClient)
  baseClient(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, baseClientSchema.extend({ clientId }));
    return this.setupSteps.setBaseClient(context, payload.clientId, payload.baseClientId);
  }
}
