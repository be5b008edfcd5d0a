import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import type { PlanDto } from './plan.mapper.js';
import { PlanService } from './plan.service.js';

@Controller()
export class PlanHandler {
  constructor(private readonly plansOf: PlanService) {}

  @Handles(R.plansGet)
  plans({ context, params }: RouteCall<typeof R.plansGet>): Promise<PlanDto[]> {
    return this.plansOf.plans(context, params.clientId);
  }

  @Handles(R.plansPut)
  putPlans({ context, params, body }: RouteCall<typeof R.plansPut>): Promise<PlanDto[]> {
    return this.plansOf.putPlans(context, params.clientId, body.plans);
  }
}
