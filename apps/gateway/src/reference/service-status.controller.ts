import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SUBJECTS, serviceStatusSchema, type ServiceStatus } from '@onboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../access/permission.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';

/** Browser cache of an "up" answer (spec §9: 5 minutes) and of a "down" one (kept short: see the service). */
const UP_MAX_AGE_S = 300;
const DOWN_MAX_AGE_S = 30;

@ApiTags('reference data')
@Controller('service-status')
export class ServiceStatusController {
  constructor(private readonly bus: BusClient) {}

  /** `{jira}`: false means Jira is down and staff see the banner of spec §2. */
  @SignedIn()
  @Get()
  @ApiOkResponse({ description: '{jira: boolean}; false means down' })
  async get(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ServiceStatus> {
    const status = serviceStatusSchema.parse(
      await this.bus.request(SUBJECTS.clients.serviceStatus, contextOf(request), {}),
    );
    // A "down" answer is re-checked sooner, so the browser must not hold it for the full 5 minutes.
    void reply.header('cache-control', `private, max-age=${status.jira ? UP_MAX_AGE_S : DOWN_MAX_AGE_S}`);
    return status;
  }
}
