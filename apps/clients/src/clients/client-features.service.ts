import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  can,
  CLIENT_SETUP_STEPS,
  FEATURE_TOGGLE_DEFAULTS,
  isStaff,
  type ClientSetup,
  type FeatureToggles,
  type PlanConfiguration,
  type RequestContext,
  type WelcomeFlow,
} from '@onboard/contracts';
import { DomainError, requireUser } from '@onboard/server-kit';
import type { z } from 'zod';
import type { planInputSchema } from '@onboard/contracts';
import { JiraAdapter } from '../jira/jira.adapter.js';
import { Client, ClientSetupStep, Plan, Policy, Task } from './client.entity.js';
import { ClientService } from './client.service.js';
import { CLIENTS_CONFIG, type ClientsConfig } from './clients.config.js';

type Caller = NonNullable<RequestContext['user']>;

/**
 * What hangs off a client besides its core fields: feature toggles, the internal setup steps, the welcome
 * flow, the plan list, the Jira sync and the base-client link.
 */
@Injectable()
export class ClientFeaturesService {
  private readonly globalToggles: FeatureToggles;

  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly jira: JiraAdapter,
    @Inject(CLIENTS_CONFIG) config: ClientsConfig,
  ) {
    this.globalToggles = { ...FEATURE_TOGGLE_DEFAULTS, ...config.FEATURE_TOGGLES };
  }

  async featureToggles(context: RequestContext, clientId: string | undefined): Promise<FeatureToggles> {
    if (!clientId) return { ...this.globalToggles };
    const client = await this.clients.owned(context, clientId);
    return { ...this.globalToggles, ...client.featureToggles };
  }

  async setup(context: RequestContext, clientId: string): Promise<ClientSetup> {
    this.staff(context);
    const client = await this.clients.owned(context, clientId);
    const done = await this.em.find(ClientSetupStep, { client });
    const byStep = new Map(done.map((s) => [s.stepId, s]));
    return {
      clientId,
      completedSetupAt: client.completedSetupAt ? client.completedSetupAt.toISOString() : null,
      steps: CLIENT_SETUP_STEPS.map((stepId) => {
        const step = byStep.get(stepId);
        return {
          stepId,
          completedAt: step ? step.completedAt.toISOString() : null,
          completedBy: step?.completedBy ?? null,
        };
      }),
    };
  }

  /** Marks a step done (again: the latest time counts). Confirming setup completes the client's setup. */
  async completeStep(context: RequestContext, clientId: string, stepId: string): Promise<ClientSetup> {
    const caller = this.staff(context);
    if (!(CLIENT_SETUP_STEPS as readonly string[]).includes(stepId)) {
      throw DomainError.validation([{ path: 'params.stepId', message: 'Unknown setup step' }]);
    }
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional(async (tx) => {
      await tx.upsert(ClientSetupStep, { client, stepId, completedAt: new Date(), completedBy: caller.id });
      if (stepId === 'confirm-setup' && !client.completedSetupAt) {
        tx.assign(client, { completedSetupAt: new Date() });
        tx.persist(client);
      }
    });
    return this.setup(context, clientId);
  }

  async welcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    const client = await this.clients.owned(context, clientId);
    return welcomeView(client);
  }

  async saveWelcomeFlow(
    context: RequestContext,
    clientId: string,
    answers: Record<string, unknown>,
  ): Promise<WelcomeFlow> {
    const client = await this.updatable(context, clientId);
    client.welcomeFlow = { ...client.welcomeFlow, ...answers };
    await this.em.flush();
    return welcomeView(client);
  }

  async completeWelcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    const client = await this.updatable(context, clientId);
    client.welcomeFlowCompletedAt ??= new Date();
    await this.em.flush();
    return welcomeView(client);
  }

  async plans(context: RequestContext, clientId: string): Promise<Plan[]> {
    const client = await this.clients.owned(context, clientId);
    return this.em.find(Plan, { client }, { orderBy: { benefitType: 'asc', id: 'asc' } });
  }

  /** Replaces the plan list in one transaction: listed ids are updated, new ones added, the rest removed. */
  async putPlans(
    context: RequestContext,
    clientId: string,
    input: z.infer<typeof planInputSchema>[],
  ): Promise<Plan[]> {
    this.staff(context);
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional((tx) => this.replacePlans(tx, client, input));
    return this.plans(context, clientId);
  }

  /**
   * The client's policies and plans in one transaction (setup step "configure company"). A policy that is
   * not listed goes, unless its tasks have started: work done is never dropped by a configuration.
   */
  async configure(context: RequestContext, clientId: string, input: PlanConfiguration): Promise<Client> {
    const caller = this.staff(context);
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional(async (tx) => {
      const existing = await tx.find(Policy, { client });
      const byId = new Map(existing.map((p) => [p.id, p]));
      const kept = new Set<string>();
      for (const [i, policy] of input.policies.entries()) {
        const fields = {
          primaryPolicy: policy.primaryPolicy,
          phaseId: policy.phaseId,
          slfCoverages: policy.slfCoverages,
          policyEffective: policy.policyEffective,
          issuedStateSitus: policy.issuedStateSitus,
        };
        if (policy.id) {
          const row = byId.get(policy.id);
          if (!row) {
            throw DomainError.validation([
              { path: `body.policies.${i}.id`, message: 'This policy is not one of the client’s' },
            ]);
          }
          tx.assign(row, fields);
          kept.add(row.id);
        } else {
          tx.create(Policy, { client, ...fields });
        }
      }
      const dropped = existing.filter((p) => !kept.has(p.id));
      if (dropped.length) {
        const started = await tx.count(Task, {
          policy: { $in: dropped },
          status: { $nin: ['Not Started', 'Upcoming'] },
        });
        if (started) {
          throw DomainError.validation([
            { path: 'body.policies', message: 'A policy whose tasks have started cannot be removed' },
          ]);
        }
        for (const row of dropped) tx.remove(row);
      }
      await this.replacePlans(tx, client, input.plans);
      await tx.upsert(ClientSetupStep, {
        client,
        stepId: 'configure-company',
        completedAt: new Date(),
        completedBy: caller.id,
      });
    });
    return client;
  }

  private async replacePlans(
    tx: EntityManager,
    client: Client,
    input: z.infer<typeof planInputSchema>[],
  ): Promise<void> {
    const existing = await tx.find(Plan, { client });
    const byId = new Map(existing.map((p) => [p.id, p]));
    const kept = new Set<string>();
    for (const [i, plan] of input.entries()) {
      const fields = {
        benefitType: plan.benefitType,
        planType: plan.planType,
        carrierName: plan.carrierName,
      };
      if (plan.id) {
        const row = byId.get(plan.id);
        if (!row)
          throw DomainError.validation([
            { path: `body.plans.${i}.id`, message: 'This plan is not one of the client’s' },
          ]);
        tx.assign(row, fields);
        kept.add(row.id);
      } else {
        tx.create(Plan, { client, ...fields });
      }
    }
    for (const row of existing) if (!kept.has(row.id)) tx.remove(row);
  }

  /** Pulls the client's ticket from Jira: case id, employee count and the consultant (the ticket's assignee). */
  async sync(context: RequestContext, clientId: string): Promise<Client> {
    this.staff(context);
    const client = await this.clients.owned(context, clientId);
    if (!client.ticketId)
      throw DomainError.validation([{ path: 'body.ticketId', message: 'The client has no Jira ticket' }]);
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
    return client;
  }

  /** Links a client to the instance it was merged into (setup step "merge client instances"). */
  async setBaseClient(context: RequestContext, clientId: string, baseClientId: string): Promise<Client> {
    const caller = this.staff(context);
    if (baseClientId === clientId) {
      throw DomainError.validation([
        { path: 'body.baseClientId', message: 'A client cannot be its own base client' },
      ]);
    }
    const client = await this.clients.owned(context, clientId);
    const base = await this.em.findOne(Client, { id: baseClientId });
    if (!base)
      throw DomainError.validation([{ path: 'body.baseClientId', message: 'Base client not found' }]);
    if (base.baseClientId === clientId) {
      throw DomainError.validation([
        { path: 'body.baseClientId', message: 'That client is already merged into this one' },
      ]);
    }
    client.baseClientId = baseClientId;
    await this.em.upsert(ClientSetupStep, {
      client,
      stepId: 'merge-client-instances',
      completedAt: new Date(),
      completedBy: caller.id,
    });
    await this.em.flush();
    return client;
  }

  private staff(context: RequestContext): Caller {
    const caller = requireUser(context);
    if (!isStaff(caller.role)) throw DomainError.forbidden();
    return caller;
  }

  private async updatable(context: RequestContext, clientId: string): Promise<Client> {
    const client = await this.clients.owned(context, clientId);
    if (!context.user || !can(context.user, 'update', 'client', { clientId })) throw DomainError.forbidden();
    return client;
  }
}

function welcomeView(client: Client): WelcomeFlow {
  return {
    answers: client.welcomeFlow,
    completedAt: client.welcomeFlowCompletedAt ? client.welcomeFlowCompletedAt.toISOString() : null,
  };
}
