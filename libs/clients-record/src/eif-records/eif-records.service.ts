import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  type AdditionalCompensationDto,
  type ClaimsReportMailingDto,
  type FieldError,
  type RequestContext,
  type SubsidiaryDto,
  type additionalCompensationsInputSchema,
  type claimsReportMailingInputSchema,
  type subsidiaryInputSchema,
} from '@onboard/contracts';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import type { Client } from '../clients/client.entity.js';
import { lockClient } from '../clients/client.queries.js';
import { ClientService } from '../clients/client.service.js';
import { Contact } from '../contacts/contact.entity.js';
import { Location } from '../locations/location.entity.js';
import {
  AdditionalCompensation,
  MonthlyClaimsReportMailingLocation,
  Subsidiary,
} from './eif-records.entities.js';

const subsidiaryDto = (s: Subsidiary): SubsidiaryDto => ({
  id: s.id,
  name: s.name,
  taxId: s.taxId ?? null,
  employeesNumber: s.employeesNumber ?? null,
  locationId: s.location?.id ?? null,
});

/**
 * The EIF's client-level records (spec §7 subsidiary, monthly-claims-report-mailing-location,
 * additional-compensations; decision 097): answers of the client's, so whoever updates the client's EIF
 * (staff, its own ben admins and brokers) changes them. A location or contact named must be the client's.
 */
@Injectable()
export class EifRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
  ) {}

  async subsidiaries(context: RequestContext, clientId: string): Promise<SubsidiaryDto[]> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const rows = await this.em.find(Subsidiary, { client }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(subsidiaryDto);
  }

  async createSubsidiary(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof subsidiaryInputSchema>,
  ): Promise<SubsidiaryDto> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const { locationId, ...fields } = input;
    const location = await this.locationOf(client, locationId, 'body.locationId');
    const row = this.em.create(Subsidiary, { client, ...fields, location });
    await this.em.flush();
    return subsidiaryDto(row);
  }

  async updateSubsidiary(
    context: RequestContext,
    clientId: string,
    subsidiaryId: string,
    input: z.output<typeof subsidiaryInputSchema>,
  ): Promise<SubsidiaryDto> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const row = await this.subsidiary(client, subsidiaryId);
    const { locationId, ...fields } = input;
    const location = await this.locationOf(client, locationId, 'body.locationId');
    this.em.assign(row, { ...fields, location });
    await this.em.flush();
    return subsidiaryDto(row);
  }

  async deleteSubsidiary(context: RequestContext, clientId: string, subsidiaryId: string): Promise<void> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    await this.em.remove(await this.subsidiary(client, subsidiaryId)).flush();
  }

  async claimsReportMailing(context: RequestContext, clientId: string): Promise<ClaimsReportMailingDto> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const row = await this.em.findOne(MonthlyClaimsReportMailingLocation, { client });
    return {
      locationId: row?.location?.id ?? null,
      sendMonthlyClaimsReportsToContactId: row?.sendMonthlyClaimsReportsToContact?.id ?? null,
    };
  }

  async setClaimsReportMailing(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof claimsReportMailingInputSchema>,
  ): Promise<ClaimsReportMailingDto> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const errors: FieldError[] = [];
    const location = await this.locationOf(client, input.locationId, 'body.locationId', errors);
    let contact: Contact | null = null;
    if (input.sendMonthlyClaimsReportsToContactId) {
      contact = await this.em.findOne(Contact, { id: input.sendMonthlyClaimsReportsToContactId, client });
      if (!contact)
        errors.push(fieldError('body.sendMonthlyClaimsReportsToContactId', 'contactNotTheClients'));
    }
    if (errors.length > 0) throw DomainError.validation(errors);
    await this.em.transactional(async (tx) => {
      // One row per client: an upsert, decided one editor after the other.
      await lockClient(tx, clientScopeOf(context.user), client.id);
      const row = await tx.findOne(MonthlyClaimsReportMailingLocation, { client: client.id });
      const fields = {
        location: location?.id ?? null,
        sendMonthlyClaimsReportsToContact: contact?.id ?? null,
      };
      if (row) tx.assign(row, fields);
      else tx.create(MonthlyClaimsReportMailingLocation, { client: client.id, ...fields });
      await tx.flush();
    });
    return { locationId: location?.id ?? null, sendMonthlyClaimsReportsToContactId: contact?.id ?? null };
  }

  async additionalCompensations(
    context: RequestContext,
    clientId: string,
  ): Promise<AdditionalCompensationDto[]> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const rows = await this.em.find(AdditionalCompensation, { client }, { orderBy: { type: 'asc' } });
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      description: r.description ?? null,
      includedInEarnings: r.includedInEarnings,
    }));
  }

  /** The whole list at once, in one transaction. */
  async setAdditionalCompensations(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof additionalCompensationsInputSchema>,
  ): Promise<AdditionalCompensationDto[]> {
    requireAccess(context, 'update', 'client', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    await this.em.transactional(async (tx) => {
      await lockClient(tx, clientScopeOf(context.user), client.id);
      const existing = await tx.find(AdditionalCompensation, { client: client.id });
      for (const row of existing) {
        if (!input.additionalCompensations.some((c) => c.type === row.type)) tx.remove(row);
      }
      for (const item of input.additionalCompensations) {
        const row = existing.find((r) => r.type === item.type);
        if (row) tx.assign(row, item);
        else tx.create(AdditionalCompensation, { client: client.id, ...item });
      }
      await tx.flush();
    });
    return this.additionalCompensations(context, clientId);
  }

  private async subsidiary(client: Client, id: string): Promise<Subsidiary> {
    const row = await this.em.findOne(Subsidiary, { id, client });
    if (!row) throw DomainError.notFound('Subsidiary');
    return row;
  }

  /** A location of the client's, or a field error (thrown, or added to `errors` when given). */
  private async locationOf(
    client: Client,
    id: string | null,
    path: string,
    errors?: FieldError[],
  ): Promise<Location | null> {
    if (!id) return null;
    const location = await this.em.findOne(Location, { id, client });
    if (location) return location;
    const error = fieldError(path, 'locationNotTheClients');
    if (errors) {
      errors.push(error);
      return null;
    }
    throw DomainError.validation([error]);
  }
}
