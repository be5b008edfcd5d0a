import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { OwnerOperationsService } from './owner-operations.service.js';

/** The owner's operations (routes/owner.ts): one thin handler per route. */
@Controller()
export class OwnerOperationsHandler {
  constructor(private readonly owner: OwnerOperationsService) {}

  @Handles(R.ownerEmailSend)
  sendEmail({ context, params, body }: RouteCall<typeof R.ownerEmailSend>) {
    return this.owner.sendEmail(context, params.clientId, body.kind);
  }

  @Handles(R.phaseChangeStatusPut)
  phaseChangeStatus({ context, params, body }: RouteCall<typeof R.phaseChangeStatusPut>) {
    return this.owner.setPhaseChangeStatus(context, params.clientId, body.enabled);
  }

  @Handles(R.purgeQaData)
  purgeQaData({ context }: RouteCall<typeof R.purgeQaData>) {
    return this.owner.purgeQaData(context);
  }

  @Handles(R.carrierList)
  carriers({ context }: RouteCall<typeof R.carrierList>) {
    return this.owner.carriers(context);
  }

  @Handles(R.carrierCreate)
  createCarrier({ context, body }: RouteCall<typeof R.carrierCreate>) {
    return this.owner.createCarrier(context, body);
  }

  @Handles(R.carrierUpdate)
  updateCarrier({ context, params, body }: RouteCall<typeof R.carrierUpdate>) {
    return this.owner.updateCarrier(context, params.carrierId, body);
  }

  @Handles(R.carrierDelete)
  deleteCarrier({ context, params }: RouteCall<typeof R.carrierDelete>) {
    return this.owner.deleteCarrier(context, params.carrierId);
  }
}
