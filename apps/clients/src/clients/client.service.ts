import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  can,
  canSome,
  CLIENT_SIDE_EDITABLE_FIELDS,
  isStaff,
  pageWindow,
  type ClientDto,
  type ClientListItem,
  type ClientListQuery,
  type ClientPage,
  type createClientSchema,
  type Phase,
  type RequestContext,
  type updateClientSchema,
} from '@onboard/contracts';
import { DomainError, requireUser } from '@onboard/server-kit';
import type { z } from 'zod';
import { Client, Contact, Location, Plan, Policy, Task } from './client.entity.js';

type Row = {
  id: string;
  name: string;
  case_id: string | null;
  ticket_id: string | null;
  release_status: string | null;
  implementation_type: ClientListItem['implementationType'];
  phase_id: Phase | null;
  is_active: boolean;
  is_test: boolean;
  is_archived: boolean;
  is_onboard: boolean;
  is_benefits_explorer: boolean;
  is_risk_rejected: boolean;
  completed_setup_at: Date | null;
  employees_number: number | null;
  ebr_email: string | null;
  ic_first_name: string | null;
  ic_last_name: string | null;
  ic_email: string | null;
  ic_phone_number: string | null;
  created_at: Date;
  updated_at: Date;
  /** count(*) comes back from PostgreSQL as a string. */
  tasks_done: number | string;
  tasks_total: number | string;
};

const SORT_COLUMNS: Record<ClientListQuery['sortBy'], string> = {
  name: 'lower(c."name")',
  caseId: 'c."case_id"',
  createdAt: 'c."created_at"',
  updatedAt: 'c."updated_at"',
  phase: 'p."phase_id"',
  employeesNumber: 'c."employees_number"',
};

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const notFound = (): DomainError => DomainError.notFound('Client');

/** Clients: the list with every filter of spec §3, and the client itself. Ownership is checked here too. */
@Injectable()
export class ClientService {
  constructor(private readonly em: EntityManager) {}

  /**
   * One query: filters in SQL, the phase from the client's primary policy, the total by a window function.
   * `restrictTo` narrows to given client ids (a user's clients); ben admins and brokers never see others.
   */
  async list(context: RequestContext, query: ClientListQuery, restrictTo?: string[]): Promise<ClientPage> {
    const user = this.caller(context);
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]): void => {
      where.push(sql);
      params.push(...values);
    };
    const { limit, offset } = pageWindow(query);

    for (const ids of [restrictTo, isStaff(user.role) ? undefined : user.clientIds]) {
      if (!ids) continue;
      if (ids.length === 0) return { items: [], total: 0, limit, offset };
      add(`c."id" in (?)`, ids);
    }
    if (!query.includeArchived) add(`c."is_archived" = false`);
    if (query.search) {
      const like = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
      add(`(c."name" ilike ? or c."case_id" ilike ? or c."ticket_id" ilike ?)`, like, like, like);
    }
    if (query.ic) add(`lower(c."ic_email") = lower(?)`, query.ic);
    if (query.noic) add(`c."ic_email" is null`);
    if (query.completedSetup !== undefined)
      add(`c."completed_setup_at" is ${query.completedSetup ? 'not ' : ''}null`);
    if (query.isOnboard !== undefined) add(`c."is_onboard" = ?`, query.isOnboard);
    if (query.isBenefitsExplorer !== undefined) add(`c."is_benefits_explorer" = ?`, query.isBenefitsExplorer);
    if (query.isRiskRejected !== undefined) add(`c."is_risk_rejected" = ?`, query.isRiskRejected);
    if (query.isLiveClient !== undefined) add(`(c."release_status" = 'LIVE') = ?`, query.isLiveClient);
    const types = [
      ...(query.isNewIssue ? ['NEW_IMPLEMENTATION'] : []),
      ...(query.isAddCoverage ? ['ADD_COVERAGE'] : []),
    ];
    if (types.length) add(`c."implementation_type" in (?)`, types);
    if (query.phaseIds?.length) {
      add(
        `exists (select 1 from "clients"."policy" fp where fp."client_id" = c."id" and fp."phase_id" in (?))`,
        query.phaseIds,
      );
    }
    if (query.ebrEmails?.length)
      add(
        `lower(c."ebr_email") in (?)`,
        query.ebrEmails.map((e) => e.toLowerCase()),
      );
    if (query.clientErrorTypes?.length) {
      add(
        `exists (select 1 from "clients"."client_error" e where e."client_id" = c."id" and e."type" in (?))`,
        query.clientErrorTypes,
      );
    }

    const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const order = `${SORT_COLUMNS[query.sortBy]} ${direction} nulls last, c."id" asc`;
    const phase = `left join lateral (
           select "phase_id" from "clients"."policy" where "client_id" = c."id"
            order by "primary_policy" desc, "policy_effective" asc nulls last limit 1
         ) p on true`;
    const taskCounts = `left join lateral (
           select count(*) filter (where "status" = 'Done') as "tasks_done", count(*) as "tasks_total"
             from "clients"."task" where "client_id" = c."id"
         ) t on true`;
    // Sorting by phase needs every client's phase; otherwise the page is cut first (by index when sorting
    // by name) and only its 25 rows look up their phase. Task counts are looked up for the page's rows only.
    const page =
      query.sortBy === 'phase'
        ? `select c.*, p."phase_id" from "clients"."client" c ${phase} ${filter} order by ${order} limit ? offset ?`
        : `select c.*, p."phase_id"
             from (select c.* from "clients"."client" c ${filter} order by ${order} limit ? offset ?) c
             ${phase}`;
    const outerOrder = order.replace('p."phase_id"', 'c."phase_id"');
    const rows = await this.em.execute<Row[]>(
      `select c.*, t.* from (${page}) c ${taskCounts} order by ${outerOrder}`,
      [...params, limit, offset],
    );
    return { items: rows.map(toListItem), total: await this.count(where, params), limit, offset };
  }

  async get(context: RequestContext, clientId: string): Promise<ClientDto> {
    const client = await this.owned(context, clientId);
    return this.detail(client);
  }

  async create(context: RequestContext, input: z.infer<typeof createClientSchema>): Promise<ClientDto> {
    const user = this.caller(context);
    if (!canSome(user, 'create', 'client')) throw DomainError.forbidden();
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
    return this.detail(client);
  }

  async update(
    context: RequestContext,
    clientId: string,
    input: z.infer<typeof updateClientSchema>,
  ): Promise<ClientDto> {
    const user = this.caller(context);
    const client = await this.owned(context, clientId);
    if (!can(user, 'update', 'client', { clientId })) throw DomainError.forbidden();
    if (!isStaff(user.role)) {
      const refused = Object.keys(input).filter(
        (k) => !(CLIENT_SIDE_EDITABLE_FIELDS as readonly string[]).includes(k),
      );
      if (refused.length) {
        throw DomainError.validation(
          refused.map((field) => ({ path: `body.${field}`, message: 'Only Sun Life staff can change this' })),
          'Some fields can only be changed by Sun Life staff',
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
    return this.detail(client);
  }

  /** DELETE archives: the client leaves every list and page, its data stays. */
  async archive(context: RequestContext, clientId: string): Promise<void> {
    const user = this.caller(context);
    if (!can(user, 'delete', 'client', { clientId })) throw DomainError.forbidden();
    const client = await this.em.findOne(Client, { id: clientId });
    if (!client) throw notFound();
    client.isArchived = true;
    await this.em.flush();
  }

  /** The client, if the caller may see it; archived clients are gone for everyone but staff. */
  async owned(context: RequestContext, clientId: string): Promise<Client> {
    const user = this.caller(context);
    if (!can(user, 'read', 'client', { clientId })) throw notFound();
    const client = await this.em.findOne(Client, { id: clientId });
    if (!client || (client.isArchived && !isStaff(user.role))) throw notFound();
    return client;
  }

  /** The API view of a client with its policies, plans, contacts and tasks. */
  async detail(client: Client): Promise<ClientDto> {
    const [policies, plans, contacts, locations, tasks] = await Promise.all([
      this.em.find(Policy, { client }, { orderBy: { primaryPolicy: 'desc', policyEffective: 'asc' } }),
      this.em.find(Plan, { client }, { orderBy: { benefitType: 'asc' } }),
      this.em.find(Contact, { client }, { orderBy: { lastName: 'asc' } }),
      this.em.find(Location, { client }, { orderBy: { name: 'asc' } }),
      this.em.find(Task, { client }, { orderBy: { dueDate: 'asc' } }),
    ]);
    const primary = policies[0];
    return {
      ...toListItem({
        id: client.id,
        name: client.name,
        case_id: client.caseId ?? null,
        ticket_id: client.ticketId ?? null,
        release_status: client.releaseStatus ?? null,
        implementation_type: client.implementationType,
        phase_id: primary?.phaseId ?? null,
        is_active: client.isActive,
        is_test: client.isTest,
        is_archived: client.isArchived,
        is_onboard: client.isOnboard,
        is_benefits_explorer: client.isBenefitsExplorer,
        is_risk_rejected: client.isRiskRejected,
        completed_setup_at: client.completedSetupAt ?? null,
        employees_number: client.employeesNumber ?? null,
        ebr_email: client.ebrEmail ?? null,
        ic_first_name: client.icFirstName ?? null,
        ic_last_name: client.icLastName ?? null,
        ic_email: client.icEmail ?? null,
        ic_phone_number: client.icPhoneNumber ?? null,
        created_at: client.createdAt,
        updated_at: client.updatedAt,
        tasks_done: tasks.filter((t) => t.status === 'Done').length,
        tasks_total: tasks.length,
      }),
      taxId: client.taxId ?? null,
      baseClientId: client.baseClientId ?? null,
      liveReleaseStatusAt: iso(client.liveReleaseStatusAt),
      jiraUpdatedAt: iso(client.jiraUpdatedAt),
      welcomeFlowCompletedAt: iso(client.welcomeFlowCompletedAt),
      featureToggles: client.featureToggles,
      policies: policies.map((p) => ({
        id: p.id,
        primaryPolicy: p.primaryPolicy,
        phaseId: p.phaseId,
        slfCoverages: p.slfCoverages,
        policyEffective: p.policyEffective ?? null,
        issuedStateSitus: p.issuedStateSitus ?? null,
        infoGatheringDeadline: p.infoGatheringDeadline ?? null,
        enrollmentCensusDeadline: p.enrollmentCensusDeadline ?? null,
        liveStatusDate: p.liveStatusDate ?? null,
      })),
      plans: plans.map((p) => ({
        id: p.id,
        benefitType: p.benefitType,
        planType: p.planType ?? null,
        carrierName: p.carrierName ?? null,
      })),
      locations: locations.map((l) => ({
        id: l.id,
        name: l.name,
        address1: l.address1,
        address2: l.address2 ?? null,
        city: l.city,
        state: l.state,
        zipCode: l.zipCode,
        locationType: l.locationType ?? null,
      })),
      contacts: contacts.map((c) => ({
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        type: c.type,
      })),
      tasks: tasks.map((t) => ({
        id: t.id,
        taskId: t.taskId,
        policyId: t.policy?.id ?? null,
        status: t.status,
        dueDate: t.dueDate ?? null,
        statusUpdatedAt: iso(t.statusUpdatedAt),
      })),
    };
  }

  /** The number of clients matching the filters, for the pager. */
  private async count(where: string[], params: unknown[]): Promise<number> {
    const rows = await this.em.execute<{ n: string }[]>(
      `select count(*) as "n" from "clients"."client" c ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  private caller(context: RequestContext): NonNullable<RequestContext['user']> {
    return requireUser(context);
  }
}

function toListItem(row: Row): ClientListItem {
  return {
    id: row.id,
    name: row.name,
    caseId: row.case_id,
    ticketId: row.ticket_id,
    releaseStatus: row.release_status,
    implementationType: row.implementation_type,
    phase: row.phase_id,
    isActive: row.is_active,
    isTest: row.is_test,
    isArchived: row.is_archived,
    isOnboard: row.is_onboard,
    isBenefitsExplorer: row.is_benefits_explorer,
    isRiskRejected: row.is_risk_rejected,
    completedSetupAt: iso(row.completed_setup_at),
    employeesNumber: row.employees_number,
    ebrEmail: row.ebr_email,
    implementationConsultant: {
      firstName: row.ic_first_name,
      lastName: row.ic_last_name,
      email: row.ic_email,
      phoneNumber: row.ic_phone_number,
    },
    taskCounts: { done: Number(row.tasks_done), total: Number(row.tasks_total) },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
