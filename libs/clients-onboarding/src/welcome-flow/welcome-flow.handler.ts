import { Controller } from '@nestjs/common';
import { type WelcomeFlow, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { WelcomeFlowService } from './welcome-flow.service.js';

@Controller()
export class WelcomeFlowHandler {
  constructor(private readonly welcome: WelcomeFlowService) {}

  @Handles(R.welcomeFlowGet)
  welcomeFlow({ context, params }: RouteCall<typeof R.welcomeFlowGet>): Promise<WelcomeFlow> {
    return this.welcome.welcomeFlow(context, params.clientId);
  }

  @Handles(R.welcomeFlowSave)
  saveWelcomeFlow({ context, params, body }: RouteCall<typeof R.welcomeFlowSave>): Promise<WelcomeFlow> {
    return this.welcome.saveWelcomeFlow(context, params.clientId, body.answers);
  }

  @Handles(R.welcomeFlowComplete)
  completeWelcomeFlow({ context, params }: RouteCall<typeof R.welcomeFlowComplete>): Promise<WelcomeFlow> {
    return this.welcome.completeWelcomeFlow(context, params.clientId);
  }
}
