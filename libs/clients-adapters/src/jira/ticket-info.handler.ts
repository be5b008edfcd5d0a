import { Controller } from '@nestjs/common';
import { type TicketInfo, CLIENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall, requireAccess } from '@onboard/server-kit';
import { JiraAdapter } from './jira.adapter.js';

/** `clients.ticket.info`: a Jira ticket's details, for staff creating a client (spec §7). */
@Controller()
export class TicketInfoHandler {
  constructor(private readonly jira: JiraAdapter) {}

  @Handles(R.ticketInfo)
  info({ context, params }: RouteCall<typeof R.ticketInfo>): Promise<TicketInfo> {
    // The gateway checked the same permission; any ticket of any client, so staff only.
    requireAccess(context, 'create', 'client', undefined, {
      forbidden: 'You do not have permission to do this.',
    });
    return this.jira.ticketInfo(params.ticketId);
  }
}
