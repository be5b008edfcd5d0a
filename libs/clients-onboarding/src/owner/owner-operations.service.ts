import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  fieldError,
  keyedMessage,
  OWNER_EMAIL_TEMPLATES,
  ownerEmailDedupeKey,
  INTERNAL,
  type Carrier as CarrierDto,
  type CarrierInput,
  type ClientDto,
  type OwnerEmailKind,
  type OwnerEmailResult,
  type PurgeQaDataResult,
  type QueueEmail,
  type RequestContext,
} from '@onboard/contracts';
import { DomainError, LOGGER, RpcClient, type Logger, requireAccess } from '@onboard/server-kit';
import {
  Client,
  CLIENTS_CONFIG,
  type ClientsConfig,
  ClientService,
  Policy,
  TaskEventRecord,
} from '@onboard/clients-record';
import { Carrier } from './carrier.entity.js';
import { ownerEmailContent } from './owner-email.content.js';

/** How many of the latest task events the activity e-mail lists. */
const RECENT_EVENTS = 10;

const toCarrierDto = (carrier: Carrier): CarrierDto => ({
  id: carrier.id,
  name: carrier.name,
  createdAt: new Date(carrier.createdAt).toISOString(),
  updatedAt: new Date(carrier.updatedAt).toISOString(),
});

/**
 * The owner-only operations of spec §6 (decisions 141–144). The gateway lets owners alone through; each method
 * checks again (deny by default), so a call that reaches the service some other way is refused too.
 */
@Injectable()
export class OwnerOperationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly rpc: RpcClient,
    @Inject(CLIENTS_CONFIG) private readonly config: ClientsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * E-mails the client's ben admins and brokers one kind of message (decision 141), through the e-mail service
   * with the key `owner:<kind>:<clientId>:<day>`: the same kind for the same client the same day (UTC) is one
   * e-mail, and a second call answers it with `alreadySentToday`.
   */
  async sendEmail(
    context: RequestContext,
    clientId: string,
    kind: OwnerEmailKind,
  ): Promise<OwnerEmailResult> {
    requireAccess(context, 'create', 'owner-operations');
    const client = await this.em.findOne(Client, { id: clientId });
    if (!client) throw DomainError.notFound('Client');
    if (kind === 'PHASE_CHANGE' && !client.phaseChangeEmailsEnabled) {
      throw DomainError.conflict(keyedMessage('phaseChangeEmailsOff'));
    }
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const previous = client.ownerEmailsSentAt[kind];
    const alreadySentToday = previous?.slice(0, 10) === today;

    const users = await this.rpc.call(INTERNAL.identity.clientUsers, context, { clientId });
    if (users.length === 0) {
      const error = keyedMessage('ownerEmailNoRecipients');
      throw new DomainError('CONFLICT', error, [fieldError('params.clientId', 'ownerEmailNoRecipients')]);
    }
    const content = ownerEmailContent(kind, {
      client: await this.clients.get(context, clientId),
      recentEvents: await this.recentEvents(clientId),
      allEmployeesActivelyAtWork: client.allEmployeesActivelyAtWork ?? null,
      enrollmentStartDate: client.enrollmentStartDate ?? null,
      enrollmentEndDate: client.enrollmentEndDate ?? null,
      dental: await this.dentalAnswers(clientId),
      webBaseUrl: this.config.WEB_BASE_URL,
      surveyUrl: this.config.SURVEY_URL,
      today,
    });
    const message: QueueEmail = {
      template: OWNER_EMAIL_TEMPLATES[kind],
      to: users.map((user) => ({ email: user.email, userId: user.id })),
      subject: content.subject,
      text: content.text,
      html: content.html,
      clientId,
      dedupeKey: ownerEmailDedupeKey(kind, clientId, today),
    };
    const { emailId } = await this.rpc.call(
      INTERNAL.email.queue,
      { requestId: context.requestId, user: null },
      message,
    );
    const sentAt = alreadySentToday && previous ? previous : now.toISOString();
    if (!alreadySentToday) {
      client.ownerEmailsSentAt = { ...client.ownerEmailsSentAt, [kind]: sentAt };
      await this.em.flush();
      this.logger.info({ clientId, kind, emailId }, 'owner e-mail queued');
    }
    return { emailId, alreadySentToday, to: users.map((user) => user.email), sentAt };
  }

  /** The phase-change status flag (decision 142): off, the client's phase-change e-mails are refused. */
  async setPhaseChangeStatus(
    context: RequestContext,
    clientId: string,
    enabled: boolean,
  ): Promise<ClientDto> {
    requireAccess(context, 'update', 'owner-operations');
    const client = await this.em.findOne(Client, { id: clientId });
    if (!client) throw DomainError.notFound('Client');
    client.phaseChangeEmailsEnabled = enabled;
    await this.em.flush();
    return this.clients.detail(context, client);
  }

  /**
   * Purges QA data (decision 143): every client marked as a test client and not yet archived is archived, the
   * same soft delete as DELETE /clients/:clientId. Refused where ALLOW_QA_PURGE is off (production by default).
   */
  async purgeQaData(context: RequestContext): Promise<PurgeQaDataResult> {
    requireAccess(context, 'delete', 'owner-operations');
    if (!this.config.ALLOW_QA_PURGE) throw DomainError.forbidden(keyedMessage('qaPurgeDisabled'));
    const tests = await this.em.find(Client, { isTest: true, isArchived: false }, { fields: ['id'] });
    for (const { id } of tests) await this.clients.archive(context, id);
    this.logger.info({ purged: tests.length }, 'QA data purged');
    return { purged: tests.length };
  }

  // --- carriers (decision 144) ---

  async carriers(context: RequestContext): Promise<CarrierDto[]> {
    // "staff read the carriers list" (routes/owner.ts, decision 144): the setup's reference list.
    requireAccess(context, 'read', 'client-setup');
    const rows = await this.em.find(Carrier, {}, { orderBy: { name: 'asc', id: 'asc' } });
    return rows.map(toCarrierDto);
  }

  async createCarrier(context: RequestContext, input: CarrierInput): Promise<CarrierDto> {
    requireAccess(context, 'create', 'owner-operations');
    const carrier = this.em.create(Carrier, { name: input.name });
    await this.saveCarrier();
    return toCarrierDto(carrier);
  }

  async updateCarrier(context: RequestContext, carrierId: string, input: CarrierInput): Promise<CarrierDto> {
    requireAccess(context, 'update', 'owner-operations');
    const carrier = await this.em.findOne(Carrier, { id: carrierId });
    if (!carrier) throw DomainError.notFound('Carrier');
    carrier.name = input.name;
    await this.saveCarrier();
    return toCarrierDto(carrier);
  }

  async deleteCarrier(context: RequestContext, carrierId: string): Promise<{ ok: true }> {
    requireAccess(context, 'delete', 'owner-operations');
    const removed = await this.em.nativeDelete(Carrier, { id: carrierId });
    if (removed === 0) throw DomainError.notFound('Carrier');
    return { ok: true };
  }

  private async saveCarrier(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      throw new DomainError('CONFLICT', keyedMessage('carrierNameTaken'), [
        fieldError('body.name', 'carrierNameTaken'),
      ]);
    }
  }

  private async recentEvents(clientId: string) {
    const events = await this.em.find(
      TaskEventRecord,
      { client: clientId },
      { orderBy: { at: 'desc', id: 'asc' }, limit: RECENT_EVENTS, populate: ['task'] },
    );
    return events.map((e) => ({
      taskId: e.task.taskId,
      status: e.status,
      at: e.at,
      byName: e.byName ?? null,
    }));
  }

  private async dentalAnswers(clientId: string) {
    const policies = await this.em.find(Policy, { client: clientId });
    return Object.fromEntries(
      policies.map((p) => [
        p.id,
        {
          hasDentalRollover: p.hasDentalRollover ?? null,
          priorCarrierAccumulators: p.dentalRolloverPriorCarrierAccumulators ?? null,
        },
      ]),
    );
  }
}
