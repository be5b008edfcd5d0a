import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  type ContactInputParsed,
  type ContactRecordDto,
  type FieldError,
  type RequestContext,
} from '@onboard/contracts';
import { DomainError, requireAccess } from '@onboard/server-kit';
import { ClientService } from '../clients/client.service.js';
import type { Client } from '../clients/client.entity.js';
import { Location } from '../locations/location.entity.js';
import type { LocationReferences } from '../locations/location-references.js';
import { Policy } from '../policies-plans/policy.entity.js';
import { ContactLocation } from './contact-location.entity.js';
import { ContactReferences } from './contact-references.js';
import { Contact } from './contact.entity.js';
import { toContactRecordDto } from './contact.mapper.js';

/** What a contact names, found among the client's own records. */
type References = { policy: Policy | null; location: Location | null; managed: Location[] };

/**
 * The EIF's contacts (spec §7 contacts): plan administrators with their access flags and the locations they
 * manage, data-feed and TPA contacts, payees. Staff and the client's own ben admins and brokers (decision 100,
 * as for locations and employee classes). The locations a LIMITED contact manages are ContactLocation rows,
 * changed through the ORM so that each is a change record too.
 */
@Injectable()
export class ContactService implements LocationReferences {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
    private readonly referrers: ContactReferences,
  ) {}

  async list(context: RequestContext, clientId: string): Promise<ContactRecordDto[]> {
    requireAccess(context, 'read', 'contact', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const rows = await this.em.find(
      Contact,
      { client },
      { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } },
    );
    const links = await this.em.find(ContactLocation, { contact: { $in: rows.map((r) => r.id) } });
    return rows.map((row) =>
      toContactRecordDto(
        row,
        links.filter((l) => l.contact.id === row.id).map((l) => l.location.id),
      ),
    );
  }

  async create(
    context: RequestContext,
    clientId: string,
    fields: ContactInputParsed,
  ): Promise<ContactRecordDto> {
    requireAccess(context, 'create', 'contact', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    const refs = await this.references(client, fields);
    const contact = this.em.create(Contact, { client, ...fieldsOf(fields, refs) });
    for (const location of refs.managed) this.em.create(ContactLocation, { client, contact, location });
    await this.em.flush();
    return toContactRecordDto(
      contact,
      refs.managed.map((l) => l.id),
    );
  }

  async update(
    context: RequestContext,
    clientId: string,
    contactId: string,
    fields: ContactInputParsed,
  ): Promise<ContactRecordDto> {
    requireAccess(context, 'update', 'contact', { clientId, named: true });
    const contact = await this.one(context, clientId, contactId);
    const refs = await this.references(contact.client, fields);
    this.em.assign(contact, fieldsOf(fields, refs));
    const links = await this.em.find(ContactLocation, { contact });
    const wanted = new Set(refs.managed.map((l) => l.id));
    for (const link of links) if (!wanted.has(link.location.id)) this.em.remove(link);
    const kept = new Set(links.map((l) => l.location.id));
    for (const location of refs.managed) {
      if (!kept.has(location.id))
        this.em.create(ContactLocation, { client: contact.client, contact, location });
    }
    await this.em.flush();
    return toContactRecordDto(contact, [...wanted]);
  }

  async remove(context: RequestContext, clientId: string, contactId: string): Promise<void> {
    requireAccess(context, 'delete', 'contact', { clientId, named: true });
    const contact = await this.one(context, clientId, contactId);
    this.em.remove(await this.em.find(ContactLocation, { contact }));
    // The bills that named it name no contact, recorded through the ORM (decision 101).
    await this.referrers.releaseContact(this.em, contact);
    await this.em.remove(contact).flush();
  }

  /** A location going: the contacts that managed it or had it as their location lose it, then the bills. */
  async releaseLocation(em: EntityManager, location: Location): Promise<void> {
    em.remove(await em.find(ContactLocation, { location }));
    for (const contact of await em.find(Contact, { location })) contact.location = null;
    await this.referrers.releaseLocation(em, location);
  }

  /**
   * The policy, location and managed locations the contact names, each one of the client's; any other is a
   * field error on the field that names it (another client's record is not found under this client either).
   */
  private async references(client: Client, input: ContactInputParsed): Promise<References> {
    const errors: FieldError[] = [];
    const policyIds = [
      ...new Set([input.policyId, ...input.accessesForPolicyIds].filter((id) => id !== null)),
    ];
    const managedIds = input.locationManagementType === 'LIMITED' ? input.managedLocationIds : [];
    const locationIds = [...new Set([input.locationId, ...managedIds].filter((id) => id !== null))];
    const policies = policyIds.length ? await this.em.find(Policy, { id: { $in: policyIds }, client }) : [];
    const locations = locationIds.length
      ? await this.em.find(Location, { id: { $in: locationIds }, client })
      : [];
    const policyOf = (id: string) => policies.find((p) => p.id === id);
    const locationOf = (id: string) => locations.find((l) => l.id === id);
    if (input.policyId && !policyOf(input.policyId)) {
      errors.push(fieldError('body.policyId', 'policyNotTheClients'));
    }
    if (input.accessesForPolicyIds.some((id) => !policyOf(id))) {
      errors.push(fieldError('body.accessesForPolicyIds', 'policyNotTheClients'));
    }
    if (input.locationId && !locationOf(input.locationId)) {
      errors.push(fieldError('body.locationId', 'locationNotTheClients'));
    }
    if (managedIds.some((id) => !locationOf(id))) {
      errors.push(fieldError('body.managedLocationIds', 'locationNotTheClients'));
    }
    if (errors.length) throw DomainError.validation(errors);
    return {
      policy: input.policyId ? (policyOf(input.policyId) ?? null) : null,
      location: input.locationId ? (locationOf(input.locationId) ?? null) : null,
      managed: managedIds.map((id) => locationOf(id)).filter((l): l is Location => l !== undefined),
    };
  }

  /** The client's contact, or not found (another client's contact is not found either). */
  private async one(context: RequestContext, clientId: string, contactId: string): Promise<Contact> {
    const client = await this.clients.owned(context, clientId);
    const contact = await this.em.findOne(Contact, { id: contactId, client });
    if (!contact) throw DomainError.notFound('Contact');
    return contact;
  }
}

function fieldsOf(input: ContactInputParsed, refs: References) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    title: input.title,
    phoneNumber: input.phoneNumber,
    faxNumber: input.faxNumber,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    type: input.type,
    policy: refs.policy,
    location: refs.location,
    locationManagementType: input.locationManagementType,
    accessesForPolicyIds: input.accessesForPolicyIds,
    claimsAccess: input.claimsAccess,
    billingAccess: input.billingAccess,
    paymentsAccess: input.paymentsAccess,
    documentsAccess: input.documentsAccess,
    memberChangesAccess: input.memberChangesAccess,
    tpaFirmName: input.tpaFirmName,
  };
}
