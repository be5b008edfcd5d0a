import { Inject, Injectable } from '@nestjs/common';
import { FEATURE_TOGGLE_DEFAULTS, type FeatureToggles, type RequestContext } from '@onboard/contracts';
import { CLIENTS_CONFIG, type ClientsConfig } from '../clients.config.js';
import { ClientService } from '../clients/client.service.js';

/** Feature toggles: the built-in defaults, the environment's global ones, then the client's own. */
@Injectable()
export class FeatureTogglesService {
  private readonly globalToggles: FeatureToggles;

  constructor(
    private readonly clients: ClientService,
    @Inject(CLIENTS_CONFIG) config: ClientsConfig,
  ) {
    this.globalToggles = { ...FEATURE_TOGGLE_DEFAULTS, ...config.FEATURE_TOGGLES };
  }

  async featureToggles(context: RequestContext, clientId: string | undefined): Promise<FeatureToggles> {
    if (!clientId) return { ...this.globalToggles };
    const client = await this.clients.owned(context, clientId);
    return { ...this.globalToggles, ...client.featureToggles };
  }
}
