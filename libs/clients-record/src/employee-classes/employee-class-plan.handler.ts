import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type EmployeeClassPlanDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EmployeeClassPlanService } from './employee-class-plan.service.js';

type Plans = Promise<EmployeeClassPlanDto[]>;

@Controller()
export class EmployeeClassPlanHandler {
  constructor(private readonly plans: EmployeeClassPlanService) {}

  @Handles(R.employeeClassPlansGet)
  list({ context, params }: RouteCall<typeof R.employeeClassPlansGet>): Plans {
    return this.plans.list(context, params.clientId, params.employeeClassId);
  }

  @Handles(R.employeeClassSetBenefitTypePlans)
  set({ context, params, body }: RouteCall<typeof R.employeeClassSetBenefitTypePlans>): Plans {
    return this.plans.setBenefitTypePlans(context, params.clientId, params.employeeClassId, body);
  }

  @Handles(R.employeeClassWaitingPeriods)
  waitingPeriods({ context, params, body }: RouteCall<typeof R.employeeClassWaitingPeriods>): Plans {
    return this.plans.waitingPeriods(context, params.clientId, params.employeeClassId, body);
  }

  @Handles(R.employeeClassContributions)
  contributions({ context, params, body }: RouteCall<typeof R.employeeClassContributions>): Plans {
    return this.plans.contributions(context, params.clientId, params.employeeClassId, body);
  }
}
