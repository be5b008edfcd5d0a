import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  isStaff,
  STEPS_VIEWED_MAX,
  type EnrollmentDto,
  type RequestContext,
  type enrollmentPutSchema,
} from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import { type Client, ClientService, lockedClient } from '@onboard/clients-record';
import { TaskEventsService } from '../tasks/task-events.service.js';

export function toEnrollmentDto(client: Client): EnrollmentDto {
  return {
    enrollmentStartDate: client.enrollmentStartDate ?? null,
    enrollmentEndDate: client.enrollmentEndDate ?? null,
    enrollmentNeeds: [...client.enrollmentNeeds],
    enrollmentNeedsOther: client.enrollmentNeedsOther ?? null,
    stepsViewed: { ...client.stepsViewed },
  };
}

/**
 * Enrollment dates and needs, and step-viewed flags (issue 12 item 8, decision 128): fields of the client, read
 * and changed by its own ben admins and brokers and by staff. Changes go through the ORM, so each is a change
 * record (the audit trail shows them).
 */
@Injectable()
export class EnrollmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly tasks: TaskEventsService,
  ) {}

  async get(context: RequestContext, clientId: string): Promise<EnrollmentDto> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    return toEnrollmentDto(await this.clients.owned(context, clientId));
  }

  async put(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof enrollmentPutSchema>,
  ): Promise<EnrollmentDto> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    this.em.assign(client, {
      enrollmentStartDate: input.enrollmentStartDate,
      enrollmentEndDate: input.enrollmentEndDate,
      enrollmentNeeds: input.enrollmentNeeds,
      // The text belongs to OTHER: kept only while OTHER is chosen.
      enrollmentNeedsOther: input.enrollmentNeeds.includes('OTHER') ? input.enrollmentNeedsOther : null,
    });
    // A client user giving the enrollment dates and needs starts the enrollment-resources task (decision 123);
    // staff saving them for the client moves nothing.
    await this.em.flush();
    if (!isStaff(user.role)) {
      const actor = await this.tasks.actorOf(context);
      await this.em.transactional(async (tx) => {
        await this.tasks.fireIfAllowed(tx, client, 'enrollment-resources', null, { type: 'started' }, actor);
        await tx.flush();
      });
    }
    return toEnrollmentDto(client);
  }

  /**
   * A step was opened: its first time is kept (by a client user: staff looking at the client's hub leave no
   * flag). Another call for the same key changes nothing; a new key beyond STEPS_VIEWED_MAX is refused.
   */
  async stepViewed(context: RequestContext, clientId: string, stepKey: string): Promise<EnrollmentDto> {
    const user = requireAccess(context, 'update', 'client', { clientId, named: true });
    await this.clients.owned(context, clientId);
    return this.em.transactional(async (tx) => {
      // The client's row locked: two first views at once keep one time, and the count stays bounded.
      const client = await lockedClient(tx, clientId);
      if (isStaff(user.role) || Object.hasOwn(client.stepsViewed, stepKey)) return toEnrollmentDto(client);
      if (Object.keys(client.stepsViewed).length >= STEPS_VIEWED_MAX) {
        throw DomainError.validation([
          fieldError('params.stepKey', 'tooManyStepsViewed', { max: STEPS_VIEWED_MAX }),
        ]);
      }
      client.stepsViewed = { ...client.stepsViewed, [stepKey]: new Date().toISOString() };
      await tx.flush();
      return toEnrollmentDto(client);
    });
  }
}
