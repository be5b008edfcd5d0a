import { fieldError } from '@onboard/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ClientDto, PlanConfiguration, planInputSchema, RequestContext } from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import type { Client } from '../clients/client.entity.js';
import { ClientService } from '../clients/client.service.js';
import { SetupSteps } from '../setup-steps.js';
import { Task } from '../tasks/task.entity.js';
import { Plan } from './plan.entity.js';
import { toPlanDto, type PlanDto } from './plan.mapper.js';
import { Policy } from './policy.entity.js';

/** A client's plans, and its policies with plans together (setup step "configure company"). */
@Injectable()
export class PlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly setup: SetupSteps,
  ) {}

  async plans(context: RequestContext, clientId: string): Promise<PlanDto[]> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const plans = await this.em.find(Plan, { client }, { orderBy: { benefitType: 'asc', id: 'asc' } });
    return plans.map(toPlanDto);
  }

  /** Replaces the plan list in one transaction: listed ids are updated, new ones added, the rest removed. */
  async putPlans(
    context: RequestContext,
    clientId: string,
    input: z.infer<typeof planInputSchema>[],
  ): Promise<PlanDto[]> {
    requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional((tx) => this.replacePlans(tx, client, input));
    return this.plans(context, clientId);
  }

  /**
   * The client's policies and plans in one transaction (setup step "configure company"). A policy that is
   * not listed goes, unless its tasks have started: work done is never dropped by a configuration.
   */
  async configure(context: RequestContext, clientId: string, input: PlanConfiguration): Promise<ClientDto> {
    const caller = requireAccess(context, 'update', 'client-setup', { clientId, named: true });
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
            throw DomainError.validation([fieldError(`body.policies.${i}.id`, 'policyNotTheClients')]);
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
          throw DomainError.validation([fieldError('body.policies', 'policyStarted')]);
        }
        for (const row of dropped) tx.remove(row);
      }
      await this.replacePlans(tx, client, input.plans);
      await this.setup.markStepDone(tx, client, 'configure-company', caller.id);
    });
    return this.clients.detail(context, client);
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
        if (!row) throw DomainError.validation([fieldError(`body.plans.${i}.id`, 'planNotTheClients')]);
        tx.assign(row, fields);
        kept.add(row.id);
      } else {
        tx.create(Plan, { client, ...fields });
      }
    }
    for (const row of existing) if (!kept.has(row.id)) tx.remove(row);
  }
}
