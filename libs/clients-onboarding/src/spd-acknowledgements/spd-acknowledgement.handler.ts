import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type SpdAcknowledgement } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { SpdAcknowledgementService } from './spd-acknowledgement.service.js';

@Controller()
export class SpdAcknowledgementHandler {
  constructor(private readonly acknowledgements: SpdAcknowledgementService) {}

  @Handles(R.spdAcknowledgementGet)
  get({ context, params }: RouteCall<typeof R.spdAcknowledgementGet>): Promise<SpdAcknowledgement> {
    return this.acknowledgements.get(context, params.clientId, params.policyId, params.kind);
  }

  @Handles(R.spdAcknowledgementPut)
  put({ context, params }: RouteCall<typeof R.spdAcknowledgementPut>): Promise<SpdAcknowledgement> {
    return this.acknowledgements.acknowledge(context, params.clientId, params.policyId, params.kind);
  }
}
