import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SUBJECTS, ticketIdSchema, ticketInfoSchema, type TicketInfo } from '@onboard/contracts';
import { z } from 'zod';
import type { AuthedRequest } from '../access/access.guard.js';
import { Permission } from '../access/permission.decorator.js';
import { BusClient } from '../bus/bus.client.js';
import { contextOf } from '../bus/request-context.js';
import { ZodPipe } from '../bus/zod.pipe.js';

const ticketParams = z.object({ ticketId: ticketIdSchema });

@ApiTags('clients')
@Controller('clients')
export class TicketInfoController {
  constructor(private readonly bus: BusClient) {}

  /**
   * A Jira ticket's details, prefilled when staff create a client (spec §7). Any ticket of any client, so
   * the staff's client-creation permission, not the per-client read a ben admin also has.
   */
  @Permission('create', 'client')
  @Get('ticket/:ticketId/info')
  @ApiOkResponse({ description: 'Summary, status, assignee, case id, employees, effective date' })
  async info(
    @Req() request: AuthedRequest,
    @Param(new ZodPipe(ticketParams, 'params')) params: z.infer<typeof ticketParams>,
  ): Promise<TicketInfo> {
    const answer = await this.bus.request(SUBJECTS.clients.ticketInfo, contextOf(request), params);
    return ticketInfoSchema.parse(answer);
  }
}
