import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  can,
  CLIENT_SETUP_STEPS,
  FEATURE_TOGGLE_DEFAULTS,
  isStaff,
  type ClientSetup,
  type ClientSetupStep as ClientSetupStepId,
  type FeatureToggles,
  type PlanConfiguration,
  type RequestContext,
  type WelcomeFlow,
  welcomeFlowCompletionErrors,
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

  /** Marks a step done (again: the latest time counts); the client's setup completion follows. */
  async completeStep(context: RequestContext, clientId: string, stepId: string): Promise<ClientSetup> {
    const caller = this.staff(context);
    const known = CLIENT_SETUP_STEPS.find((step) => step === stepId);
    if (!known) throw DomainError.validation([{ path: 'params.stepId', message: 'Unknown setup step' }]);
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional((tx) => this.markStepDone(tx, client, known, caller.id));
    return this.setup(context, clientId);
  }

  /**
   * The only way a setup step gets done, so the client's completedSetupAt always follows its steps
   * (decision 030): set when the last of the twelve is done, to that moment, and kept while all stay done.
   */
  private async markStepDone(
    tx: EntityManager,
    client: Client,
    stepId: ClientSetupStepId,
    completedBy: string,
  ): Promise<void> {
    await tx.upsert(ClientSetupStep, { client, stepId, completedAt: new Date(), completedBy });
    const done = await tx.find(ClientSetupStep, { client });
    const completedSetupAt = setupCompletedAt(done, client.completedSetupAt ?? null);
    if ((completedSetupAt?.getTime() ?? null) !== (client.completedSetupAt?.getTime() ?? null)) {
      tx.assign(client, { completedSetupAt });
      tx.persist(client);
    }
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

  /** Completes the flow once its required answers are saved (decision 030); completing again changes nothing. */
  async completeWelcomeFlow(context: RequestContext, clientId: string): Promise<WelcomeFlow> {
    const client = await this.updatable(context, clientId);
    if (client.welcomeFlowCompletedAt) return welcomeView(client);
    const missing = welcomeFlowCompletionErrors(client.welcomeFlow);
    if (missing.length)
      throw DomainError.validation(missing, 'Answer the required welcome questions before completing');
    client.welcomeFlowCompletedAt = new Date();
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
      await this.markStepDone(tx, client, 'configure-company', caller.id);
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
    await this.em.transactional(async (tx) => {
      tx.assign(client, { baseClientId });
      await this.markStepDone(tx, client, 'merge-client-instances', caller.id);
    });
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

/**
 * When a client's setup was completed, given its done steps: null until all twelve are done; then the
 * time already recorded, or else the moment the last step was done.
 */
export function setupCompletedAt(
  done: readonly Pick<ClientSetupStep, 'stepId' | 'completedAt'>[],
  recorded: Date | null,
): Date | null {
  const doneIds = new Set(done.map((step) => step.stepId));
  if (!CLIENT_SETUP_STEPS.every((stepId) => doneIds.has(stepId))) return null;
  if (recorded) return recorded;
  return new Date(Math.max(...done.map((step) => step.completedAt.getTime())));
}

function welcomeView(client: Client): WelcomeFlow {
  return {
    answers: client.welcomeFlow,
    completedAt: client.welcomeFlowCompletedAt ? client.welcomeFlowCompletedAt.toISOString() : null,
  };
}
