import { fieldError } from '@onboard/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ClientDto, RequestContext } from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import { JiraAdapter } from '../jira/jira.adapter.js';
import { ClientService } from '@onboard/clients-record';

/** A client's fields pulled from its Jira ticket. */
@Injectable()
export class ClientSyncService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly jira: JiraAdapter,
  ) {}

  /** Pulls the client's ticket from Jira: case id, employee count and the consultant (the ticket's assignee). */
  async sync(context: RequestContext, clientId: string): Promise<ClientDto> {
    requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    if (!client.ticketId) throw DomainError.validation([fieldError('body.ticketId', 'noJiraTicket')]);
    const ticket = await this.jira.ticketInfo(client.ticketId);
    if (ticket.caseId) client.caseId = ticket.caseId;
    if (ticket.employeesNumber !== null) client.employeesNumber = ticket.employeesNumber;
    if (ticket.assignee) {
      const [first, ...rest] = ticket.assignee.name.split(' ');
      client.icFirstName = first ?? null;
      client.icLastName = rest.join(' ') || null;
      client.icEmail = ticket.assignee.email;
    }
    client.jiraUpdatedAt = new Date(ticket.updatedAt);
    await this.em.flush();
    return this.clients.detail(context, client);
  }
}
