import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type CallDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { ClientCallService } from './client-call.service.js';

@Controller()
export class ClientCallHandler {
  constructor(private readonly calls: ClientCallService) {}

  @Handles(R.callGet)
  get({ context, params }: RouteCall<typeof R.callGet>): Promise<CallDto> {
    return this.calls.get(context, params.clientId, params.callType);
  }

  @Handles(R.callOfferPut)
  offer({ context, params, body }: RouteCall<typeof R.callOfferPut>): Promise<CallDto> {
    return this.calls.offer(context, params.clientId, params.callType, body);
  }

  @Handles(R.callSelectionPut)
  select({ context, params, body }: RouteCall<typeof R.callSelectionPut>): Promise<CallDto> {
    return this.calls.select(context, params.clientId, params.callType, body);
  }

  @Handles(R.callOutcomePut)
  outcome({ context, params, body }: RouteCall<typeof R.callOutcomePut>): Promise<CallDto> {
    return this.calls.outcome(context, params.clientId, params.callType, body);
  }
}
