import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, type BillDto } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { BillService } from './bill.service.js';

@Controller()
export class BillHandler {
  constructor(private readonly bills: BillService) {}

  @Handles(R.billsList)
  list({ context, params }: RouteCall<typeof R.billsList>): Promise<BillDto[]> {
    return this.bills.list(context, params.clientId);
  }

  @Handles(R.billsPut)
  put({ context, params, body }: RouteCall<typeof R.billsPut>): Promise<BillDto[]> {
    return this.bills.put(context, params.clientId, body);
  }

  @Handles(R.billsDelete)
  remove({ context, params, body }: RouteCall<typeof R.billsDelete>): Promise<BillDto[]> {
    return this.bills.remove(context, params.clientId, body);
  }
}
