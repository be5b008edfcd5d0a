import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  keyedMessage,
  INTERNAL,
  type ClientFromQps,
  type ClientQpsCase,
  type ImportFromQpsResult,
  type QpsCase,
  type QpsPushed,
  type RequestContext,
} from '@onboard/contracts';
import { DomainError, RpcClient, systemFork, requireAccess } from '@onboard/server-kit';
import { Client, Plan, Policy, toPolicyDto } from '@onboard/clients-record';

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The clients service's side of QPS (decision 147): the case id the qps service pushes under, the policies a
 * successful push marks, and the import of the case's policies and plans from QPS (through the qps service,
 * which alone talks to QPS).
 */
@Injectable()
export class ClientQpsService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
  ) {}

  /** The client's case id (INTERNAL.clients.qpsCase), for a staff caller of the qps service. */
  async qpsCase(context: RequestContext, clientId: string): Promise<ClientQpsCase> {
    requireAccess(context, 'read', 'client-setup', { clientId, named: true });
    const client = await this.em.findOne(Client, clientId);
    if (!client) throw DomainError.notFound('Client');
    return { clientId: client.id, name: client.name, caseId: client.caseId ?? null };
  }

  /**
   * A push of the client's plan design ended well: every policy of the client gets pushedToCompassAt and one
   * qpsEvents entry per job (a repeated message for the same job changes nothing). Sent by the qps worker,
   * which acts for no user: the whole client is in scope.
   */
  async pushed(message: QpsPushed): Promise<{ policies: number }> {
    return systemFork(this.em).transactional(async (tx) => {
      const policies = await tx.find(Policy, { client: message.clientId });
      for (const policy of policies) {
        if (policy.qpsEvents.some((event) => event.apiJobId === message.apiJobId)) continue;
        policy.pushedToCompassAt = new Date(message.pushedAt);
        policy.qpsEvents = [
          ...policy.qpsEvents,
          { type: 'PUSHED', at: message.pushedAt, apiJobId: message.apiJobId, status: message.status },
        ];
      }
      return { policies: policies.length };
    });
  }

  private async caseOf(
    context: RequestContext,
    clientId: string,
  ): Promise<{ client: Client; qpsCase: QpsCase }> {
    const client = await this.em.findOne(Client, clientId);
    if (!client) throw DomainError.notFound('Client');
    if (!client.caseId) {
      throw DomainError.conflict(keyedMessage('qpsNoCaseId'));
    }
    return { client, qpsCase: await this.rpc.call(INTERNAL.qps.caseGet, context, { caseId: client.caseId }) };
  }

  async clientFromQps(context: RequestContext, clientId: string): Promise<ClientFromQps> {
    requireAccess(context, 'read', 'client-setup', { clientId, named: true });
    const { client, qpsCase } = await this.caseOf(context, clientId);
    return { clientId: client.id, caseId: qpsCase.caseId, qpsCase };
  }

  /**
   * Fills the client's policies and plans from QPS in one transaction: a policy is matched by its QPS number
   * (the primary policy without a number takes the primary QPS policy's), a plan by its benefit type; missing
   * ones are created, and only values that differ are written, so a second import changes nothing.
   */
  async importFromQps(context: RequestContext, clientId: string): Promise<ImportFromQpsResult> {
    requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    const { client, qpsCase } = await this.caseOf(context, clientId);
    const counts = { policiesCreated: 0, policiesUpdated: 0, plansCreated: 0, plansUpdated: 0 };
    await this.em.transactional(async (tx) => {
      const owner = tx.getReference(Client, client.id);
      const policies = await tx.find(Policy, { client: client.id }, { orderBy: { id: 'asc' } });
      const phaseId = policies.find((p) => p.primaryPolicy)?.phaseId ?? policies[0]?.phaseId ?? 'WELCOME';
      for (const source of qpsCase.policies) {
        let policy = policies.find((p) => p.policyNumber === source.policyNumber);
        if (!policy && source.primary) {
          policy = policies.find((p) => p.primaryPolicy && !p.policyNumber);
        }
        if (!policy) {
          policy = tx.create(Policy, { client: owner, phaseId, primaryPolicy: false });
          policies.push(policy);
          counts.policiesCreated++;
        } else if (
          policy.policyNumber !== source.policyNumber ||
          !sameList(policy.slfCoverages, source.coverages) ||
          policy.policyEffective !== source.effectiveDate ||
          policy.issuedStateSitus !== source.situsState
        ) {
          counts.policiesUpdated++;
        } else {
          continue;
        }
        policy.policyNumber = source.policyNumber;
        policy.slfCoverages = [...source.coverages];
        policy.policyEffective = source.effectiveDate;
        policy.issuedStateSitus = source.situsState;
        if (source.primary && !policies.some((p) => p.primaryPolicy && p !== policy))
          policy.primaryPolicy = true;
      }
      const plans = await tx.find(Plan, { client: client.id }, { orderBy: { id: 'asc' } });
      for (const source of qpsCase.plans) {
        let plan = plans.find((p) => p.benefitType === source.benefitType);
        if (!plan) {
          plan = tx.create(Plan, { client: owner, benefitType: source.benefitType });
          plans.push(plan);
          counts.plansCreated++;
        } else if (
          (plan.planType ?? null) !== source.planType ||
          (plan.carrierName ?? null) !== source.carrierName ||
          !sameList(plan.qpsClasses, source.classes)
        ) {
          counts.plansUpdated++;
        } else {
          continue;
        }
        plan.planType = source.planType;
        plan.carrierName = source.carrierName;
        plan.qpsClasses = [...source.classes];
      }
    });
    const policies = await this.em.find(
      Policy,
      { client: client.id },
      { orderBy: { policyNumber: 'asc', id: 'asc' } },
    );
    const plans = await this.em.find(
      Plan,
      { client: client.id },
      { orderBy: { benefitType: 'asc', id: 'asc' } },
    );
    return {
      caseId: qpsCase.caseId,
      ...counts,
      // The client's policy as everywhere (the record's mapper), with the QPS policy number the import set.
      policies: policies.map((policy) => ({
        ...toPolicyDto(policy),
        policyNumber: policy.policyNumber ?? null,
      })),
      plans: plans.map((plan) => ({
        id: plan.id,
        benefitType: plan.benefitType,
        planType: plan.planType ?? null,
        carrierName: plan.carrierName ?? null,
        qpsClasses: plan.qpsClasses,
      })),
    };
  }
}
