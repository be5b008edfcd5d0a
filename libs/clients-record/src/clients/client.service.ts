import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  CLIENT_SIDE_EDITABLE_FIELDS,
  isStaff,
  pageWindow,
  type ClientDto,
  type ClientListQuery,
  type ClientPage,
  type ClientSummary,
  type createClientSchema,
  type ListQuery,
  type RequestContext,
  type updateClientSchema,
  fieldError,
  keyedMessage,
} from '@onboard/contracts';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import { Client } from './client.entity.js';
import { toClientDto, toClientListItem, toClientSummary } from './client.mapper.js';
import { clientDetail, clientListPage } from './client.queries.js';

const notFound = (): DomainError => DomainError.notFound('Client');

/** Clients: the list with every filter of spec §3, and the client itself. Ownership is checked here too. */
@Injectable()
export class ClientService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The page and its total, each one query (client.queries.ts): filters in SQL, the phase from the client's
   * primary policy. `restrictTo` narrows to given client ids (a user's clients); ben admins and brokers never see others.
   */
  async list(context: RequestContext, query: ClientListQuery, restrictTo?: string[]): Promise<ClientPage> {
    const user = requireAccess(context, 'read', 'client');
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await clientListPage(
      this.em,
      clientScopeOf(user),
      query,
      { limit, offset },
      restrictTo,
    );
    return {
      items: rows.map((row) =>
        toClientListItem(row, { phase: row.phaseId, tasksDone: row.tasksDone, tasksTotal: row.tasksTotal }),
      ),
      total,
      limit,
      offset,
    };
  }

  /** One statement (clientDetailSql): the client and its children, in the caller's scope. */
  async get(context: RequestContext, clientId: string): Promise<ClientDto> {
    const user = requireAccess(context, 'read', 'client', { clientId, named: true });
    const row = await clientDetail(this.em, clientScopeOf(user), clientId);
    if (!row || (row.isArchived && !isStaff(user.role))) throw notFound();
    return toClientDto(row, row);
  }

  async create(context: RequestContext, input: z.infer<typeof createClientSchema>): Promise<ClientDto> {
    requireAccess(context, 'create', 'client');
    const client = this.em.create(Client, {
      name: input.name,
      caseId: input.caseId,
      ticketId: input.ticketId,
      implementationType: input.implementationType,
      releaseStatus: input.releaseStatus,
      liveReleaseStatusAt: input.releaseStatus === 'LIVE' ? new Date() : null,
      employeesNumber: input.employeesNumber,
      taxId: input.taxId,
      ebrEmail: input.ebrEmail,
      isTest: input.isTest,
      isOnboard: input.isOnboard,
      isBenefitsExplorer: input.isBenefitsExplorer,
      icFirstName: input.implementationConsultant?.firstName ?? null,
      icLastName: input.implementationConsultant?.lastName ?? null,
      icEmail: input.implementationConsultant?.email ?? null,
      icPhoneNumber: input.implementationConsultant?.phoneNumber ?? null,
    });
    await this.em.flush();
    return this.detail(context, client);
  }

  async update(
    context: RequestContext,
    clientId: string,
    input: z.infer<typeof updateClientSchema>,
  ): Promise<ClientDto> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.owned(context, clientId);
    if (!isStaff(user.role)) {
      const refused = Object.keys(input).filter(
        (k) => !(CLIENT_SIDE_EDITABLE_FIELDS as readonly string[]).includes(k),
      );
      if (refused.length) {
        throw DomainError.validation(
          refused.map((field) => fieldError(`body.${field}`, 'staffOnly')),
          keyedMessage('staffOnlyFields'),
        );
      }
    }
    const { implementationConsultant: ic, featureToggles, ...rest } = input;
    Object.assign(client, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
    if (ic) {
      if (ic.firstName !== undefined) client.icFirstName = ic.firstName;
      if (ic.lastName !== undefined) client.icLastName = ic.lastName;
      if (ic.email !== undefined) client.icEmail = ic.email;
      if (ic.phoneNumber !== undefined) client.icPhoneNumber = ic.phoneNumber;
    }
    if (featureToggles) client.featureToggles = { ...client.featureToggles, ...featureToggles };
    if (input.releaseStatus === 'LIVE' && !client.liveReleaseStatusAt)
      client.liveReleaseStatusAt = new Date();
    await this.em.flush();
    return this.detail(context, client);
  }

  /** DELETE archives: the client leaves every list and page, its data stays. */
  async archive(context: RequestContext, clientId: string): Promise<void> {
    requireAccess(context, 'delete', 'client', { clientId, named: true });
    const client = await this.em.findOne(Client, { id: clientId });
    if (!client) throw notFound();
    client.isArchived = true;
    await this.em.flush();
  }

  /**
   * The client, if the caller may see it; archived clients are gone for everyone but staff. A lookup: a client
   * not the caller's is not found (decision 229); a method whose route names the client has already called
   * `requireAccess` with `named: true`, so there the answer was a 403 before this.
   */
  async owned(context: RequestContext, clientId: string): Promise<Client> {
    const user = requireAccess(context, 'read', 'client', { clientId, named: false });
    const client = await this.em.findOne(Client, { id: clientId });
    if (!client || (client.isArchived && !isStaff(user.role))) throw notFound();
    return client;
  }

  /**
   * The API view of a client the caller has just loaded or changed (after its flush): its policies, plans,
   * contacts, locations and tasks, read in one statement, in the caller's scope.
   */
  async detail(context: RequestContext, client: Client): Promise<ClientDto> {
    const row = await clientDetail(this.em, clientScopeOf(context.user), client.id);
    if (!row) throw notFound();
    return toClientDto(row, row);
  }

  /** Names and setup dates of given clients (any state), by name. */
  /**
   * The clients among `ids` (a user's), paged and searched in the database; the caller's scope applies too
   * (a ben admin or broker sees only the ones they share).
   */
  async clientsAmong(
    context: RequestContext,
    ids: readonly string[],
    query: ListQuery,
  ): Promise<{ items: ClientSummary[]; total: number; limit: number; offset: number }> {
    requireAccess(context, 'read', 'client');
    const { limit, offset } = pageWindow(query);
    if (ids.length === 0) return { items: [], total: 0, limit, offset };
    const where: FilterQuery<Client> = { id: { $in: [...ids] } };
    if (query.search) where.name = { $ilike: `%${query.search.replace(/[%_\\]/g, '\\$&')}%` };
    const [rows, total] = await this.em.findAndCount(Client, where, {
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      limit,
      offset,
    });
    return { items: rows.map(toClientSummary), total, limit, offset };
  }

  async summaries(ids: string[]): Promise<ClientSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.find(Client, { id: { $in: ids } }, { orderBy: { name: 'asc' } });
    return rows.map(toClientSummary);
  }
}
