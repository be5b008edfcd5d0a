import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, welcomeFlowAnswersSchema, type WelcomeFlow } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { WelcomeFlowService } from './welcome-flow.service.js';

const clientId = z.string().uuid();

@Controller()
export class WelcomeFlowHandler {
  constructor(private readonly welcome: WelcomeFlowService) {}

  @MessagePattern(SUBJECTS.clients.welcomeFlowGet)
  welcomeFlow(@Payload() message: unknown): Promise<WelcomeFlow> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.welcome.welcomeFlow(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.welcomeFlowSave)
  saveWelcomeFlow(@Payload() message: unknown): Promise<WelcomeFlow> {
    const { context, payload } = parseRpc(message, welcomeFlowAnswersSchema.extend({ clientId }));
    return this.welcome.saveWelcomeFlow(context, payload.clientId, payload.answers);
  }

  @MessagePattern(SUBJECTS.clients.welcomeFlowComplete)
  completeWelcomeFlow(@Payload() message: unknown): Promise<WelcomeFlow> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.welcome.completeWelcomeFlow(context, payload.clientId);
  }
}
