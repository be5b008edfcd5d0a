import { Controller } from '@nestjs/common';
import { CLIENTS_ROUTES as R, INTERNAL } from '@onboard/contracts';
import { Handles, type InternalCallOf, type RouteCall } from '@onboard/server-kit';
import { ClientQpsService } from './client-qps.service.js';

/** client-from-qps and import-from-qps (spec §7), and what the qps service asks of the clients service. */
@Controller()
export class ClientQpsHandler {
  constructor(private readonly qps: ClientQpsService) {}

  @Handles(R.clientFromQps)
  clientFromQps({ context, params }: RouteCall<typeof R.clientFromQps>) {
    return this.qps.clientFromQps(context, params.clientId);
  }

  @Handles(R.importFromQps)
  importFromQps({ context, params }: RouteCall<typeof R.importFromQps>) {
    return this.qps.importFromQps(context, params.clientId);
  }

  @Handles(INTERNAL.clients.qpsCase)
  qpsCase({ context, payload }: InternalCallOf<typeof INTERNAL.clients.qpsCase>) {
    return this.qps.qpsCase(context, payload.clientId);
  }

  @Handles(INTERNAL.clients.qpsPushed)
  pushed({ payload }: InternalCallOf<typeof INTERNAL.clients.qpsPushed>) {
    return this.qps.pushed(payload);
  }
}
