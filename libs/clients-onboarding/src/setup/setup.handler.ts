import { Controller } from '@nestjs/common';
import { type ClientDto, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { SetupService } from './setup.service.js';

/** A client's internal setup (staff): the steps, completing one, the company's policies and plans, the base client. */
@Controller()
export class SetupHandler {
  constructor(private readonly setupSteps: SetupService) {}

  @Handles(R.setupGet)
  setup({ context, params }: RouteCall<typeof R.setupGet>) {
    return this.setupSteps.setup(context, params.clientId);
  }

  @Handles(R.setupCompleteStep)
  completeStep({ context, params }: RouteCall<typeof R.setupCompleteStep>) {
    return this.setupSteps.completeStep(context, params.clientId, params.stepId);
  }

  @Handles(R.planConfiguration)
  planConfiguration({ context, params, body }: RouteCall<typeof R.planConfiguration>): Promise<ClientDto> {
    return this.setupSteps.configure(context, params.clientId, body);
  }

  @Handles(R.baseClient)
  baseClient({ context, params, body }: RouteCall<typeof R.baseClient>) {
    return this.setupSteps.setBaseClient(context, params.clientId, body.baseClientId);
  }
}
