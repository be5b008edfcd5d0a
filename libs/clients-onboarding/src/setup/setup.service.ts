import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CLIENT_SETUP_STEPS,
  type ClientDto,
  type ClientSetup,
  type ClientSetupStep as ClientSetupStepId,
  type PlanConfiguration,
  type RequestContext,
  fieldError,
} from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import { Client, ClientService, PlanService, Policy, Task } from '@onboard/clients-record';
import { ClientSetupStep } from './client-setup-step.entity.js';
import { toClientSetup } from './setup.mapper.js';

/** The internal setup steps of a client (spec §4, the twelve steps) and the client's setup completion. */
@Injectable()
export class SetupService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly plans: PlanService,
  ) {}

  async setup(context: RequestContext, clientId: string): Promise<ClientSetup> {
    requireAccess(context, 'read', 'client-setup', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const done = await this.em.find(ClientSetupStep, { client });
    return toClientSetup(client, done);
  }

  /** Marks a step done (again: the latest time counts); the client's setup completion follows. */
  async completeStep(context: RequestContext, clientId: string, stepId: string): Promise<ClientSetup> {
    const caller = requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    const known = CLIENT_SETUP_STEPS.find((step) => step === stepId);
    if (!known) throw DomainError.validation([fieldError('params.stepId', 'unknownSetupStep')]);
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional((tx) => this.markStepDone(tx, client, known, caller.id));
    return this.setup(context, clientId);
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
      await this.plans.replacePlans(tx, client, input.plans);
      await this.markStepDone(tx, client, 'configure-company', caller.id);
    });
    return this.clients.detail(context, client);
  }

  /**
   * The only way a setup step gets done, so the client's completedSetupAt always follows its steps
   * (decision 030): set when the last of the twelve is done, to that moment, and kept while all stay done.
   * Runs in the caller's transaction, with whatever else that step changes.
   */
  async markStepDone(
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

  /** Links a client to the instance it was merged into (setup step "merge client instances"). */
  async setBaseClient(context: RequestContext, clientId: string, baseClientId: string): Promise<ClientDto> {
    const caller = requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    if (baseClientId === clientId) {
      throw DomainError.validation([fieldError('body.baseClientId', 'ownBaseClient')]);
    }
    const client = await this.clients.owned(context, clientId);
    const base = await this.em.findOne(Client, { id: baseClientId });
    if (!base) throw DomainError.validation([fieldError('body.baseClientId', 'baseClientNotFound')]);
    if (base.baseClientId === clientId) {
      throw DomainError.validation([fieldError('body.baseClientId', 'alreadyMerged')]);
    }
    await this.em.transactional(async (tx) => {
      tx.assign(client, { baseClientId });
      await this.markStepDone(tx, client, 'merge-client-instances', caller.id);
    });
    return this.clients.detail(context, client);
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
