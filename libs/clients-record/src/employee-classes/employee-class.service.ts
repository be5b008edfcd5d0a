import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  keyedMessage,
  type EmployeeClassDto,
  type employeeClassCreateSchema,
  type employeeClassInputSchema,
  type RequestContext,
} from '@onboard/contracts';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import { lockClient } from '../clients/client.queries.js';
import { ClientService } from '../clients/client.service.js';
import { EmployeeClassPlanService } from './employee-class-plan.service.js';
import { EmployeeClass } from './employee-class.entity.js';

type ClassInput = z.output<typeof employeeClassInputSchema>;

const toDto = (c: EmployeeClass): EmployeeClassDto => ({
  id: c.id,
  name: c.name,
  description: c.description ?? null,
  employmentType: c.employmentType,
  minimumHoursPerWeek: c.minimumHoursPerWeek ?? null,
  qpsClasses: c.qpsClasses,
  createdAt: c.createdAt.toISOString(),
});

/**
 * The class builder's classes (spec §7 employee-classes): staff, and the client's own ben admins and brokers
 * (spec §6: full control of own employee classes).
 */
@Injectable()
export class EmployeeClassService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly plans: EmployeeClassPlanService,
  ) {}

  async list(context: RequestContext, clientId: string): Promise<EmployeeClassDto[]> {
    requireAccess(context, 'read', 'employee-class', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const rows = await this.em.find(EmployeeClass, { client }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toDto);
  }

  /**
   * A new class, unless the client's classes changed since the editor loaded them (decision 077): the client
   * row is locked, so two editors adding a class at once are decided one after the other, and the second,
   * whose count is out of date, gets ALREADY_HAS_CLASSES.
   */
  async create(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof employeeClassCreateSchema>,
  ): Promise<EmployeeClassDto> {
    requireAccess(context, 'create', 'employee-class', { clientId, named: true });
    const owned = await this.clients.owned(context, clientId);
    const { knownClassCount, ...fields } = input;
    const created = await this.em.transactional(async (tx) => {
      await lockClient(tx, clientScopeOf(context.user), owned.id);
      const count = await tx.count(EmployeeClass, { client: owned.id });
      if (count !== knownClassCount) {
        throw new DomainError('ALREADY_HAS_CLASSES', keyedMessage('alreadyHasClasses'));
      }
      const row = tx.create(EmployeeClass, { client: owned.id, ...fields });
      await tx.flush();
      return row;
    });
    return toDto(created);
  }

  async update(
    context: RequestContext,
    clientId: string,
    classId: string,
    input: ClassInput,
  ): Promise<EmployeeClassDto> {
    requireAccess(context, 'update', 'employee-class', { clientId, named: true });
    const row = await this.one(context, clientId, classId);
    this.em.assign(row, input);
    await this.em.flush();
    return toDto(row);
  }

  async remove(context: RequestContext, clientId: string, classId: string): Promise<void> {
    requireAccess(context, 'delete', 'employee-class', { clientId, named: true });
    const row = await this.one(context, clientId, classId);
    await this.em.remove(row).flush();
  }

  /** A copy named "<name> (copy)", cut to the name's 100 characters, with the class's plans. */
  async duplicate(context: RequestContext, clientId: string, classId: string): Promise<EmployeeClassDto> {
    requireAccess(context, 'create', 'employee-class', { clientId, named: true });
    const row = await this.one(context, clientId, classId);
    const copy = await this.em.transactional(async (tx) => {
      const made = tx.create(EmployeeClass, {
        client: row.client,
        name: `${row.name.slice(0, 93)} (copy)`,
        description: row.description ?? null,
        employmentType: row.employmentType,
        minimumHoursPerWeek: row.minimumHoursPerWeek ?? null,
        qpsClasses: [...row.qpsClasses],
      });
      // Its plans, waiting periods and contributions come along.
      await this.plans.copyPlans(tx, row, made);
      await tx.flush();
      return made;
    });
    return toDto(copy);
  }

  private async one(context: RequestContext, clientId: string, classId: string): Promise<EmployeeClass> {
    const client = await this.clients.owned(context, clientId);
    const row = await this.em.findOne(EmployeeClass, { id: classId, client });
    if (!row) throw DomainError.notFound('Employee class');
    return row;
  }
}
