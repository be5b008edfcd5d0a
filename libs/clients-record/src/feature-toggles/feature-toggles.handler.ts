import { Controller } from '@nestjs/common';
import { type FeatureToggles, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { FeatureTogglesService } from './feature-toggles.service.js';

@Controller()
export class FeatureTogglesHandler {
  constructor(private readonly toggles: FeatureTogglesService) {}

  @Handles(R.featureToggles)
  featureToggles({ context, query }: RouteCall<typeof R.featureToggles>): Promise<FeatureToggles> {
    return this.toggles.featureToggles(context, query.clientId);
  }
}
