import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { INTERNAL, type CensusContextDto, type RequestContext } from '@onboard/contracts';
import { DomainError, Handles, requireAccess, type InternalCallOf } from '@onboard/server-kit';
import { TaskEventsService } from '../tasks/task-events.service.js';
import { ClientService, EmployeeClass, Policy, Task } from '@onboard/clients-record';

/**
 * What the documents service asks about a policy's census (decision 120), on behalf of the caller (their
 * context travels, so the client's ownership is checked here too): what the census is checked against, and,
 * once submitted, the policy's enrollment-elections task marked done.
 */
@Controller()
export class CensusHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly tasks: TaskEventsService,
  ) {}

  private async policyOf(context: RequestContext, clientId: string, policyId: string): Promise<Policy> {
    const client = await this.clients.owned(context, clientId);
    const policy = await this.em.findOne(Policy, { id: policyId, client });
    if (!policy) throw DomainError.notFound('Policy');
    return policy;
  }

  @Handles(INTERNAL.clients.censusContext)
  async context({
    context,
    payload,
  }: InternalCallOf<typeof INTERNAL.clients.censusContext>): Promise<CensusContextDto> {
    const policy = await this.policyOf(context, payload.clientId, payload.policyId);
    const classes = await this.em.find(EmployeeClass, { client: payload.clientId }, { fields: ['name'] });
    return { employeeClasses: classes.map((c) => c.name), coverages: [...policy.slfCoverages] };
  }

  @Handles(INTERNAL.clients.censusSubmitted)
  async submitted({
    context,
    payload,
  }: InternalCallOf<typeof INTERNAL.clients.censusSubmitted>): Promise<{ taskDone: boolean }> {
    // The documents service's census route named the client (`/clients/:clientId/census`).
    requireAccess(context, 'update', 'document', { clientId: payload.clientId, named: true });
    const policy = await this.policyOf(context, payload.clientId, payload.policyId);
    const task = await this.em.findOne(Task, { policy, taskId: 'enrollment-elections' });
    if (!task) return { taskDone: false };
    if (task.status !== 'Done') {
      this.tasks.doneByWork(this.em, task, await this.tasks.actorOf(context), new Date());
      await this.em.flush();
    }
    return { taskDone: true };
  }
}
