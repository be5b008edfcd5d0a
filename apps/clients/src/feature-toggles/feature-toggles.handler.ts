import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type FeatureToggles } from '@onboard/contracts';
import { parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { FeatureTogglesService } from './feature-toggles.service.js';

const clientId = z.string().uuid();

@Controller()
export class FeatureTogglesHandler {
  constructor(private readonly toggles: FeatureTogglesService) {}

  @MessagePattern(SUBJECTS.clients.featureToggles)
  featureToggles(@Payload() message: unknown): Promise<FeatureToggles> {
    const { context, payload } = parseRpc(message, z.object({ clientId: clientId.optional() }), 'query');
    return this.toggles.featureToggles(context, payload.clientId);
  }
}
