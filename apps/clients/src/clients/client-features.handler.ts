import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  planConfigurationSchema,
  baseClientSchema,
  putPlansSchema,
  SUBJECTS,
  welcomeFlowAnswersSchema,
  type ClientDto,
  type ClientSetup,
  type FeatureToggles,
  type WelcomeFlow,
} from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import type { Plan } from './client.entity.js';
import { ClientFeaturesService } from './client-features.service.js';
import { ClientService } from './client.service.js';

const clientId = z.string().uuid();
const planView = (p: Plan) => ({
  id: p.id,
  benefitType: p.benefitType,
  planType: p.planType ?? null,
  carrierName: p.carrierName ?? null,
});

@Controller()
export class ClientFeaturesHandler {
  constructor(
    private readonly features: ClientFeaturesService,
    private readonly clients: ClientService,
  ) {}

  @MessagePattern(SUBJECTS.clients.featureToggles)
  featureToggles(@Payload() message: unknown): Promise<FeatureToggles> {
    const { context, payload } = parseRpc(message, z.object({ clientId: clientId.optional() }), 'query');
    return this.features.featureToggles(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.setupGet)
  setup(@Payload() message: unknown): Promise<ClientSetup> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.features.setup(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.setupCompleteStep)
  completeStep(@Payload() message: unknown): Promise<ClientSetup> {
    const { context, payload } = parseRpc(
      message,
      z.object({ clientId, stepId: z.string().max(50) }),
      'params',
    );
    return this.features.completeStep(context, payload.clientId, payload.stepId);
  }

  @MessagePattern(SUBJECTS.clients.welcomeFlowGet)
  welcomeFlow(@Payload() message: unknown): Promise<WelcomeFlow> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.features.welcomeFlow(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.welcomeFlowSave)
  saveWelcomeFlow(@Payload() message: unknown): Promise<WelcomeFlow> {
    const { context, payload } = parseRpc(message, welcomeFlowAnswersSchema.extend({ clientId }));
    return this.features.saveWelcomeFlow(context, payload.clientId, payload.answers);
  }

  @MessagePattern(SUBJECTS.clients.welcomeFlowComplete)
  completeWelcomeFlow(@Payload() message: unknown): Promise<WelcomeFlow> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.features.completeWelcomeFlow(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.plansGet)
  async plans(@Payload() message: unknown): Promise<ReturnType<typeof planView>[]> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return (await this.features.plans(context, payload.clientId)).map(planView);
  }

  @MessagePattern(SUBJECTS.clients.plansPut)
  async putPlans(@Payload() message: unknown): Promise<ReturnType<typeof planView>[]> {
    const { context, payload } = parseRpc(message, putPlansSchema.extend({ clientId }));
    return (await this.features.putPlans(context, payload.clientId, payload.plans)).map(planView);
  }

  @MessagePattern(SUBJECTS.clients.planConfiguration)
  async planConfiguration(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(
      message,
      z.object({ clientId, configuration: planConfigurationSchema }),
    );
    return this.clients.detail(
      await this.features.configure(context, payload.clientId, payload.configuration),
    );
  }

  @MessagePattern(SUBJECTS.clients.sync)
  async sync(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.clients.detail(await this.features.sync(context, payload.clientId));
  }

  @MessagePattern(SUBJECTS.clients.baseClient)
  async baseClient(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(message, baseClientSchema.extend({ clientId }));
    return this.clients.detail(
      await this.features.setBaseClient(context, payload.clientId, payload.baseClientId),
    );
  }
}
