import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_CALL_TOPICS,
  fieldError,
  keyedMessage,
  type CallDto,
  type CallType,
  type FieldError,
  type RequestContext,
  type callOfferInputSchema,
  type callOutcomeInputSchema,
  type callSelectionInputSchema,
} from '@onboard/contracts';
import { callOutcomeEvents, mayChooseCallTime, mergeCallOptions, scheduledAtOf } from '@onboard/domain';
import { clientScopeOf, DomainError, requireUser, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import { type Client, ClientService, Contact, lockClient } from '@onboard/clients-record';
import { TaskEventsService } from '../tasks/task-events.service.js';
import { ClientCall } from './client-call.entity.js';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** The API view of a call; `call` undefined is the empty Pending call of a client with nothing saved. */
export function toCallDto(callType: CallType, call: ClientCall | undefined | null): CallDto {
  if (!call) {
    return {
      callType,
      options: [],
      meetingDetails: null,
      topics: [...DEFAULT_CALL_TOPICS[callType]],
      selection: null,
      scheduledAt: null,
      status: 'Pending',
      outcomeNotes: null,
      recordingLink: null,
      updatedAt: null,
      updatedBy: null,
    };
  }
  return {
    callType,
    options: call.options,
    meetingDetails: call.meetingDetails ?? null,
    topics: call.topics,
    selection: call.selectedAt
      ? {
          optionId: call.selectedOptionId ?? null,
          requestedTime: call.requestedTime ?? null,
          topics: call.chosenTopics,
          contactIds: call.contactIds,
          extraInvitees: call.extraInvitees,
          selectedAt: call.selectedAt.toISOString(),
          selectedBy: call.selectedBy ?? '',
        }
      : null,
    scheduledAt: iso(call.scheduledAt),
    status: call.status,
    outcomeNotes: call.outcomeNotes ?? null,
    recordingLink: call.recordingLink ?? null,
    updatedAt: iso(call.updatedAt),
    updatedBy: call.updatedBy ?? null,
  };
}

/**
 * The kickoff and ongoing service calls (issue 12 item 2; decisions 124, 125). Staff offer times, topics and a
 * meeting link and record the outcome; the client's users choose a time, topics and people while the call is
 * Pending or No Response. Each write works in one transaction with the client's row locked, so a choice and an
 * offer or outcome at the same moment are one after the other. The call's task moves with it, in the same
 * transaction (decisions 122, 123).
 */
@Injectable()
export class ClientCallService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly tasks: TaskEventsService,
  ) {}

  async get(context: RequestContext, clientId: string, callType: CallType): Promise<CallDto> {
    requireAccess(context, 'read', 'client-action', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return toCallDto(callType, await this.em.findOne(ClientCall, { client, callType }));
  }

  /** Staff offer times, the meeting details and the topics. */
  async offer(
    context: RequestContext,
    clientId: string,
    callType: CallType,
    input: z.output<typeof callOfferInputSchema>,
  ): Promise<CallDto> {
    requireAccess(context, 'update', 'client-action', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return this.write(context, client, callType, async (call) => {
      if (!mayChooseCallTime(call.status)) throw DomainError.conflict(keyedMessage('callNotOpenForOffers'));
      const { options, unknown } = mergeCallOptions(call.options, input.options, randomUUID);
      if (unknown.length > 0) {
        throw DomainError.validation(
          unknown.map((i) => fieldError(`body.options.${i}.id`, 'callOptionNotOffered')),
        );
      }
      call.options = options;
      call.meetingDetails = input.meetingDetails;
      call.topics = input.topics;
      // A chosen time that is no longer offered is no longer scheduled: the client chooses again.
      if (call.selectedOptionId && !options.some((o) => o.id === call.selectedOptionId)) {
        clearSelection(call);
      } else {
        const at = scheduledAtOf(options, call.selectedOptionId ?? null);
        call.scheduledAt = at ? new Date(at) : null;
      }
    });
  }

  /** The client's users (and staff) choose a time, the topics and the people to invite. */
  async select(
    context: RequestContext,
    clientId: string,
    callType: CallType,
    input: z.output<typeof callSelectionInputSchema>,
  ): Promise<CallDto> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const user = requireUser(context);
    const actor = await this.tasks.actorOf(context);
    return this.write(context, client, callType, async (call, tx) => {
      if (!mayChooseCallTime(call.status)) throw DomainError.conflict(keyedMessage('callNotSelectable'));
      const errors: FieldError[] = [];
      if (input.optionId !== null && !call.options.some((o) => o.id === input.optionId)) {
        errors.push(fieldError('body.optionId', 'callOptionNotOffered'));
      }
      input.topics.forEach((topic, i) => {
        if (!call.topics.includes(topic)) errors.push(fieldError(`body.topics.${i}`, 'callTopicNotOffered'));
      });
      const contacts = input.contactIds.length
        ? await tx.find(Contact, { id: { $in: input.contactIds }, client })
        : [];
      input.contactIds.forEach((id, i) => {
        if (!contacts.some((c) => c.id === id)) {
          errors.push(fieldError(`body.contactIds.${i}`, 'contactNotTheClients'));
        }
      });
      if (errors.length > 0) throw DomainError.validation(errors);
      call.selectedAt = new Date();
      call.selectedBy = user.id;
      call.selectedOptionId = input.optionId;
      call.requestedTime = input.requestedTime;
      call.chosenTopics = input.topics;
      call.contactIds = input.contactIds;
      call.extraInvitees = input.extraInvitees;
      const at = scheduledAtOf(call.options, input.optionId);
      call.scheduledAt = at ? new Date(at) : null;
      // A new choice after No Response waits for its outcome again (decision 125).
      call.status = 'Pending';
      // The call's task (its id is the callType) is started; one already In Progress (a new choice after No
      // Response) stays as it is (decision 123).
      await this.tasks.fireIfAllowed(tx, client, callType, null, { type: 'started' }, actor);
    });
  }

  /** Staff record the status, notes and recording link. */
  async outcome(
    context: RequestContext,
    clientId: string,
    callType: CallType,
    input: z.output<typeof callOutcomeInputSchema>,
  ): Promise<CallDto> {
    requireAccess(context, 'update', 'client-action', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const actor = await this.tasks.actorOf(context);
    return this.write(context, client, callType, async (call, tx) => {
      const previous = call.status;
      call.status = input.status;
      call.outcomeNotes = input.outcomeNotes;
      call.recordingLink = input.recordingLink;
      // No Response: the choice is cleared (its change record keeps it) so the client can choose again.
      if (input.status === 'No Response' && previous !== 'No Response') clearSelection(call);
      // The call's task id is its callType (kickoff-call or ongoing-service-call): completed by any Complete
      // status, declined by Declined, reopened first when the outcome moves away from those (decision 123).
      for (const type of callOutcomeEvents(previous, input.status)) {
        if (type === 'nigo') continue; // never an outcome's event; a NIGO needs reasons
        await this.tasks.fireIfAllowed(tx, client, callType, null, { type }, actor);
      }
    });
  }

  /** Changes the client's call (made on the first write) under the client's row lock; answers it. */
  private async write(
    context: RequestContext,
    client: Client,
    callType: CallType,
    change: (call: ClientCall, tx: EntityManager) => Promise<void>,
  ): Promise<CallDto> {
    return this.em.transactional(async (tx) => {
      await lockClient(tx, clientScopeOf(context.user), client.id);
      const call =
        (await tx.findOne(ClientCall, { client, callType })) ??
        tx.create(ClientCall, { client, callType, topics: [...DEFAULT_CALL_TOPICS[callType]] });
      await change(call, tx);
      call.updatedAt = new Date();
      call.updatedBy = requireUser(context).id;
      await tx.flush();
      return toCallDto(callType, call);
    });
  }
}

function clearSelection(call: ClientCall): void {
  call.selectedAt = null;
  call.selectedBy = null;
  call.selectedOptionId = null;
  call.requestedTime = null;
  call.scheduledAt = null;
  call.chosenTopics = [];
  call.contactIds = [];
  call.extraInvitees = [];
}
