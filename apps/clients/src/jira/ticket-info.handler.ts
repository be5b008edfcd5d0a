import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { canSome, SUBJECTS, ticketIdSchema, type TicketInfo } from '@onboard/contracts';
import { DomainError, parseRpc } from '@onboard/server-kit';
import { z } from 'zod';
import { JiraAdapter } from './jira.adapter.js';

/** `clients.ticket.info`: a Jira ticket's details, for staff creating a client (spec §7). */
@Controller()
export class TicketInfoHandler {
  constructor(private readonly jira: JiraAdapter) {}

  @MessagePattern(SUBJECTS.clients.ticketInfo)
  info(@Payload() message: unknown): Promise<TicketInfo> {
    const { context, payload } = parseRpc(message, z.object({ ticketId: ticketIdSchema }).strict());
    // The gateway checked the same permission; any ticket of any client, so staff only.
    if (!canSome(context.user, 'create', 'client')) {
      throw DomainError.forbidden('You do not have permission to do this.');
    }
    return this.jira.ticketInfo(payload.ticketId);
  }
}
