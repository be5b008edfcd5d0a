import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CLIENTS_ROUTES as R, qpsPushedSchema, SUBJECTS } from '@onboard/contracts';
import { Handles, parseRpc, type RouteCall } from '@onboard/server-kit';
import { z } from 'zod';
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

  @MessagePattern(SUBJECTS.clients.qpsCase)
  qpsCase(@Payload() message: unknown) {
    const { context, payload } = parseRpc(message, z.object({ clientId: z.string().uuid() }));
    return this.qps.qpsCase(context, payload.clientId);
  }

  @MessagePattern(SUBJECTS.clients.qpsPushed)
  pushed(@Payload() message: unknown) {
    const { payload } = parseRpc(message, qpsPushedSchema);
    return this.qps.pushed(payload);
  }
}
