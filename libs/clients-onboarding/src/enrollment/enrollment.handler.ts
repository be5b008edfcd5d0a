import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type EnrollmentDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { EnrollmentService } from './enrollment.service.js';

@Controller()
export class EnrollmentHandler {
  constructor(private readonly enrollment: EnrollmentService) {}

  @Handles(R.enrollmentGet)
  get({ context, params }: RouteCall<typeof R.enrollmentGet>): Promise<EnrollmentDto> {
    return this.enrollment.get(context, params.clientId);
  }

  @Handles(R.enrollmentPut)
  put({ context, params, body }: RouteCall<typeof R.enrollmentPut>): Promise<EnrollmentDto> {
    return this.enrollment.put(context, params.clientId, body);
  }

  @Handles(R.stepViewed)
  stepViewed({ context, params }: RouteCall<typeof R.stepViewed>): Promise<EnrollmentDto> {
    return this.enrollment.stepViewed(context, params.clientId, params.stepKey);
  }
}
