import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  type EmployeeClassPlanDto,
  type RequestContext,
  type classContributionsSchema,
  type classWaitingPeriodsSchema,
  type setBenefitTypePlansSchema,
} from '@onboard/contracts';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import { ClientService } from '../clients/client.service.js';
import { lockEmployeeClass } from './employee-class.queries.js';
import { Plan } from '../policies-plans/plan.entity.js';
import { EmployeeClassPlan } from './employee-class-plan.entity.js';
import { EmployeeClass } from './employee-class.entity.js';

export const classPlanDto = (p: EmployeeClassPlan): EmployeeClassPlanDto => ({
  id: p.id,
  employeeClassId: p.employeeClass.id,
  planId: p.plan.id,
  benefitType: p.benefitType,
  waitingPeriod: p.waitingPeriod ?? null,
  waitingPeriodStarts: p.waitingPeriodStarts ?? null,
  contributionType: p.contributionType ?? null,
  employerContributionPercentage: p.employerContributionPercentage ?? null,
  taxTreatment: p.taxTreatment ?? null,
});

/**
 * The plans of an employee class (spec §7 employee-classes/…/plans: GET, set-benefit-type-plans,
 * waiting-periods, contributions; decision 096). Staff, and the client's own ben admins and brokers (§6).
 * Each call works in one transaction with the class's row locked, so two editors of one class are decided
 * one after the other.
 */
@Injectable()
export class EmployeeClassPlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
  ) {}

  async list(context: RequestContext, clientId: string, classId: string): Promise<EmployeeClassPlanDto[]> {
    requireAccess(context, 'read', 'employee-class', { clientId, named: true });
    const employeeClass = await this.classOf(context, clientId, classId);
    return this.plansOf(this.em, employeeClass);
  }

  /** The class's plans of one benefit type become these: kept ones keep their settings, others go. */
  async setBenefitTypePlans(
    context: RequestContext,
    clientId: string,
    classId: string,
    input: z.output<typeof setBenefitTypePlansSchema>,
  ): Promise<EmployeeClassPlanDto[]> {
    requireAccess(context, 'update', 'employee-class', { clientId, named: true });
    const employeeClass = await this.classOf(context, clientId, classId);
    const planIds = [...new Set(input.planIds)];
    return this.em.transactional(async (tx) => {
      await lockEmployeeClass(tx, clientScopeOf(context.user), employeeClass.id);
      const plans = planIds.length
        ? await tx.find(Plan, { id: { $in: planIds }, client: employeeClass.client })
        : [];
      const errors = input.planIds.flatMap((id, i) => {
        const plan = plans.find((p) => p.id === id);
        if (!plan) return [fieldError(`body.planIds.${i}`, 'planNotTheClients')];
        if (plan.benefitType !== input.benefitType) {
          return [fieldError(`body.planIds.${i}`, 'planWrongBenefitType')];
        }
        return [];
      });
      if (errors.length > 0) throw DomainError.validation(errors);
      const existing = await tx.find(
        EmployeeClassPlan,
        { employeeClass, benefitType: input.benefitType },
        { populate: ['employeeClass'] },
      );
      for (const row of existing) if (!planIds.includes(row.plan.id)) tx.remove(row);
      for (const plan of plans) {
        if (!existing.some((row) => row.plan.id === plan.id)) {
          tx.create(EmployeeClassPlan, {
            employeeClass,
            client: employeeClass.client,
            plan,
            benefitType: plan.benefitType,
          });
        }
      }
      await tx.flush();
      return this.plansOf(tx, employeeClass);
    });
  }

  async waitingPeriods(
    context: RequestContext,
    clientId: string,
    classId: string,
    input: z.output<typeof classWaitingPeriodsSchema>,
  ): Promise<EmployeeClassPlanDto[]> {
    return this.setEach(context, clientId, classId, input.waitingPeriods, 'waitingPeriods', (row, w) => {
      row.waitingPeriod = w.waitingPeriod;
      // No wait, no rule for when it ends.
      row.waitingPeriodStarts = w.waitingPeriod === 'NONE' ? null : w.waitingPeriodStarts;
    });
  }

  async contributions(
    context: RequestContext,
    clientId: string,
    classId: string,
    input: z.output<typeof classContributionsSchema>,
  ): Promise<EmployeeClassPlanDto[]> {
    return this.setEach(context, clientId, classId, input.contributions, 'contributions', (row, c) => {
      row.contributionType = c.contributionType;
      row.employerContributionPercentage = c.employerContributionPercentage;
      row.taxTreatment = c.taxTreatment;
    });
  }

  /** Copies a class's plans and their settings to its copy (the class builder's duplicate). */
  async copyPlans(tx: EntityManager, from: EmployeeClass, to: EmployeeClass): Promise<void> {
    const rows = await tx.find(EmployeeClassPlan, { employeeClass: from });
    for (const row of rows) {
      tx.create(EmployeeClassPlan, {
        employeeClass: to,
        client: to.client,
        plan: row.plan,
        benefitType: row.benefitType,
        waitingPeriod: row.waitingPeriod ?? null,
        waitingPeriodStarts: row.waitingPeriodStarts ?? null,
        contributionType: row.contributionType ?? null,
        employerContributionPercentage: row.employerContributionPercentage ?? null,
        taxTreatment: row.taxTreatment ?? null,
      });
    }
  }

  /** Applies one change per chosen plan; a plan not chosen for this class is a field error, nothing is written. */
  private async setEach<T extends { employeeClassPlanId: string }>(
    context: RequestContext,
    clientId: string,
    classId: string,
    items: T[],
    list: string,
    apply: (row: EmployeeClassPlan, item: T) => void,
  ): Promise<EmployeeClassPlanDto[]> {
    requireAccess(context, 'update', 'employee-class', { clientId, named: true });
    const employeeClass = await this.classOf(context, clientId, classId);
    return this.em.transactional(async (tx) => {
      await lockEmployeeClass(tx, clientScopeOf(context.user), employeeClass.id);
      const rows = await tx.find(EmployeeClassPlan, { employeeClass }, { populate: ['employeeClass'] });
      const errors = items.flatMap((item, i) =>
        rows.some((r) => r.id === item.employeeClassPlanId)
          ? []
          : [fieldError(`body.${list}.${i}.employeeClassPlanId`, 'classPlanNotFound')],
      );
      if (errors.length > 0) throw DomainError.validation(errors);
      for (const item of items) {
        apply(rows.find((r) => r.id === item.employeeClassPlanId) as EmployeeClassPlan, item);
      }
      await tx.flush();
      return this.plansOf(tx, employeeClass);
    });
  }

  private async plansOf(em: EntityManager, employeeClass: EmployeeClass): Promise<EmployeeClassPlanDto[]> {
    const rows = await em.find(
      EmployeeClassPlan,
      { employeeClass },
      { populate: ['plan'], orderBy: { benefitType: 'asc', plan: { id: 'asc' } } },
    );
    return rows.map(classPlanDto);
  }

  private async classOf(context: RequestContext, clientId: string, classId: string): Promise<EmployeeClass> {
    const client = await this.clients.owned(context, clientId);
    const row = await this.em.findOne(EmployeeClass, { id: classId, client });
    if (!row) throw DomainError.notFound('Employee class');
    return row;
  }
}
