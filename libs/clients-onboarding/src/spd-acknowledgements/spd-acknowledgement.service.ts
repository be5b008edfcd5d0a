import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  type RequestContext,
  type SpdAcknowledgement as SpdAcknowledgementDto,
  type SpdKind,
} from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import { ClientService, Policy } from '@onboard/clients-record';
import { SpdAcknowledgement } from './spd-acknowledgement.entity.js';
import { TaskEventsService } from '../tasks/task-events.service.js';

const toDto = (policyId: string, kind: SpdKind, row: SpdAcknowledgement | null): SpdAcknowledgementDto => ({
  policyId,
  kind,
  acknowledgedAt: row?.acknowledgedAt.toISOString() ?? null,
  acknowledgedBy: row?.acknowledgedBy ?? null,
  acknowledgedByName: row?.acknowledgedByName ?? null,
});

/**
 * The client's acknowledgements of a policy's summary plan descriptions (pfml-spd, sunadvisor-spd; issue 12
 * item 6, decision 130). The client's own ben admins and brokers and staff read and acknowledge. Whether the
 * SPD document is there is the documents service's to know: the page offers the acknowledgement only once its
 * documents panel lists one, and the service does not ask across services for it (decision 130).
 */
@Injectable()
export class SpdAcknowledgementService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly tasks: TaskEventsService,
  ) {}

  async get(
    context: RequestContext,
    clientId: string,
    policyId: string,
    kind: SpdKind,
  ): Promise<SpdAcknowledgementDto> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const policy = await this.policyOf(context, clientId, policyId);
    const row = await this.em.findOne(SpdAcknowledgement, { policy, kind });
    return toDto(policy.id, kind, row);
  }

  /** Acknowledges once: acknowledging again answers the first acknowledgement, unchanged. */
  async acknowledge(
    context: RequestContext,
    clientId: string,
    policyId: string,
    kind: SpdKind,
  ): Promise<SpdAcknowledgementDto> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    const policy = await this.policyOf(context, clientId, policyId);
    const existing = await this.em.findOne(SpdAcknowledgement, { policy, kind });
    if (existing) return toDto(policy.id, kind, existing);
    const actor = await this.tasks.actorOf(context);
    try {
      const row = await this.em.transactional(async (tx) => {
        const created = tx.create(SpdAcknowledgement, {
          client: policy.client,
          policy,
          kind,
          acknowledgedAt: new Date(),
          acknowledgedBy: user.id,
          acknowledgedByName: actor.name ?? user.id,
        });
        await tx.flush();
        // The policy's task of the same id goes for review (decision 123), or back to it after a NIGO.
        const client = policy.client;
        if (!(await this.tasks.fireIfAllowed(tx, client, kind, policy.id, { type: 'submitted' }, actor))) {
          await this.tasks.fireIfAllowed(tx, client, kind, policy.id, { type: 'resubmitted' }, actor);
        }
        await tx.flush();
        return created;
      });
      return toDto(policy.id, kind, row);
    } catch (error) {
      // Two acknowledged at once: the first one stands.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      return toDto(policy.id, kind, await this.em.findOne(SpdAcknowledgement, { policy: policy.id, kind }));
    }
  }

  private async policyOf(context: RequestContext, clientId: string, policyId: string): Promise<Policy> {
    const client = await this.clients.owned(context, clientId);
    const policy = await this.em.findOne(Policy, { id: policyId, client });
    if (!policy) throw DomainError.notFound('Policy');
    return policy;
  }
}
