import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { planConfigurationSchema, putPlansSchema, SUBJECTS, type ClientDto } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import type { PlanDto } from './plan.mapper.js';
import { PlanService } from './plan.service.js';

const clientId = z.string().uuid();

@Controller()
export class PlanHandler {
  constructor(private readonly plansOf: PlanService) {}

  @MessagePattern(SUBJECTS.clients.plansGet)
  plans(@Payload() message: unknown): Promise<PlanDto[]> {
    const { context, payload } = parseRpc(message, z.object({ clientId }), 'params');
    return this.plansOf.plans(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.plansPut)
  putPlans(@Payload() message: unknown): Promise<PlanDto[]> {
    const { context, payload } = parseRpc(message, putPlansSchema.extend({ clientId }));
    return this.plansOf.putPlans(context, payload.clientId, payload.plans);
  }

  @MessagePattern(SUBJECTS.clients.planConfiguration)
  planConfiguration(@Payload() message: unknown): Promise<ClientDto> {
    const { context, payload } = parseRpc(
      message,
      z.object({ clientId, configuration: planConfigurationSchema }),
    );
    return this.plansOf.configure(context, payload.clientId, payload.configuration);
  }
}
