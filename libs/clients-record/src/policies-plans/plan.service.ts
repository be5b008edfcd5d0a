import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fieldError, type planInputSchema, type RequestContext } from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import type { Client } from '../clients/client.entity.js';
import { ClientService } from '../clients/client.service.js';
import { Plan } from './plan.entity.js';
import { toPlanDto, type PlanDto } from './plan.mapper.js';

/** A client's plans. */
@Injectable()
export class PlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
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
   * Replaces the client's plan list inside the caller's transaction: listed ids are updated, new ones added, the
   * rest removed (PUT plans, and the setup step "configure company" of the onboarding module).
   */
  async replacePlans(
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
