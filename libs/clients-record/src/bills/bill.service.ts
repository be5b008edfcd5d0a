import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  fieldError,
  type BillDto,
  type BillInputParsed,
  type FieldError,
  type RequestContext,
  type billsDeleteSchema,
  type billsPutSchema,
} from '@onboard/contracts';
import { clientScopeOf, DomainError, requireAccess } from '@onboard/server-kit';
import type { z } from 'zod';
import type { Client } from '../clients/client.entity.js';
import { lockClient } from '../clients/client.queries.js';
import { ClientService } from '../clients/client.service.js';
import { Contact } from '../contacts/contact.entity.js';
import type { ContactReferences } from '../contacts/contact-references.js';
import { Location } from '../locations/location.entity.js';
import { Policy } from '../policies-plans/policy.entity.js';
import { BillLocation } from './bill-location.entity.js';
import { Bill } from './bill.entity.js';

export function toBillDto(bill: Bill, links: BillLocation[]): BillDto {
  return {
    id: bill.id,
    policyId: bill.policy.id,
    reimbursement: bill.reimbursement,
    locationId: bill.location?.id ?? null,
    contactId: bill.contact?.id ?? null,
    hasDifferentMailingAddress: bill.hasDifferentMailingAddress,
    slfCoverages: bill.slfCoverages,
    billGroupedByLocation: bill.billGroupedByLocation,
    categoriesByLocation: bill.billGroupedByLocation
      ? links.map((l) => ({ locationId: l.location.id, category: l.category ?? null }))
      : [],
    category: bill.category ?? null,
  };
}

/** The client's records a list of bills names, found among the client's own. */
type Found = { bills: Bill[]; policies: Policy[]; locations: Location[]; contacts: Contact[] };

/**
 * The EIF's bills (spec §7 bills: GET, bulk PUT, bulk DELETE; decision 101). Staff and the client's own ben
 * admins and brokers. A bulk call works in one transaction with the client's row locked: every item is checked
 * first, a wrong one is a field error on its path (`body.bills.<i>.<field>`) and nothing is written. Bills are
 * removed softly (deletedAt); their BillLocation rows are changed through the ORM so each is a change record.
 */
@Injectable()
export class BillService implements ContactReferences {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientService,
  ) {}

  /** A contact going: the bills that named it name no contact (decision 101). */
  async releaseContact(em: EntityManager, contact: Contact): Promise<void> {
    for (const bill of await em.find(Bill, { contact })) bill.contact = null;
  }

  /** A location going: the bills lose it as a bill location and as their own (decision 101). */
  async releaseLocation(em: EntityManager, location: Location): Promise<void> {
    em.remove(await em.find(BillLocation, { location }));
    for (const bill of await em.find(Bill, { location })) bill.location = null;
  }

  async list(context: RequestContext, clientId: string): Promise<BillDto[]> {
    requireAccess(context, 'read', 'bill', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return this.billsOf(this.em, client);
  }

  async put(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof billsPutSchema>,
  ): Promise<BillDto[]> {
    requireAccess(context, 'update', 'bill', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return this.em.transactional(async (tx) => {
      await lockClient(tx, clientScopeOf(context.user), client.id);
      const found = await this.find(tx, client, input.bills);
      const errors = input.bills.flatMap((item, i) => itemErrors(item, `body.bills.${i}`, found));
      if (errors.length > 0) throw DomainError.validation(errors);
      const links = await tx.find(BillLocation, {
        bill: { $in: found.bills.map((b) => b.id) },
      });
      // New bills of one call are listed in the order sent: each is created a millisecond after the one before
      // (created in the same millisecond, the list's order would fall to their random ids).
      const now = Date.now();
      for (const [index, item] of input.bills.entries()) {
        const fields = {
          policy: found.policies.find((p) => p.id === item.policyId) as Policy,
          reimbursement: item.reimbursement,
          location: item.locationId ? (found.locations.find((l) => l.id === item.locationId) ?? null) : null,
          contact: item.contactId ? (found.contacts.find((c) => c.id === item.contactId) ?? null) : null,
          hasDifferentMailingAddress: item.hasDifferentMailingAddress,
          slfCoverages: item.slfCoverages,
          billGroupedByLocation: item.billGroupedByLocation,
          category: item.category,
        };
        const existing = item.id ? found.bills.find((b) => b.id === item.id) : undefined;
        const bill = existing
          ? tx.assign(existing, fields)
          : tx.create(Bill, { client, ...fields, createdAt: new Date(now + index) });
        const wanted = item.billGroupedByLocation ? item.categoriesByLocation : [];
        const own = links.filter((l) => l.bill.id === bill.id);
        for (const link of own) {
          const row = wanted.find((w) => w.locationId === link.location.id);
          if (!row) tx.remove(link);
          else if ((link.category ?? null) !== row.category) link.category = row.category;
        }
        for (const row of wanted) {
          if (own.some((l) => l.location.id === row.locationId)) continue;
          const location = found.locations.find((l) => l.id === row.locationId) as Location;
          tx.create(BillLocation, { client, bill, location, category: row.category });
        }
      }
      await tx.flush();
      return this.billsOf(tx, client);
    });
  }

  /** Removes the bills named (deletedAt set), all or none; answers the bills left. */
  async remove(
    context: RequestContext,
    clientId: string,
    input: z.output<typeof billsDeleteSchema>,
  ): Promise<BillDto[]> {
    requireAccess(context, 'delete', 'bill', { clientId, named: true });
    const client = await this.clients.owned(context, clientId);
    return this.em.transactional(async (tx) => {
      await lockClient(tx, clientScopeOf(context.user), client.id);
      const bills = await tx.find(Bill, { id: { $in: input.ids }, client, deletedAt: null });
      const errors = input.ids.flatMap((id, i) =>
        bills.some((b) => b.id === id) ? [] : [fieldError(`body.ids.${i}`, 'billNotFound')],
      );
      if (errors.length > 0) throw DomainError.validation(errors);
      const now = new Date();
      for (const bill of bills) bill.deletedAt = now;
      await tx.flush();
      return this.billsOf(tx, client);
    });
  }

  private async find(tx: EntityManager, client: Client, items: BillInputParsed[]): Promise<Found> {
    const unique = (ids: (string | null | undefined)[]) =>
      [...new Set(ids)].filter((id): id is string => typeof id === 'string');
    const billIds = unique(items.map((b) => b.id));
    const policyIds = unique(items.map((b) => b.policyId));
    const locationIds = unique(
      items.flatMap((b) => [b.locationId, ...b.categoriesByLocation.map((l) => l.locationId)]),
    );
    const contactIds = unique(items.map((b) => b.contactId));
    const [bills, policies, locations, contacts] = await Promise.all([
      billIds.length ? tx.find(Bill, { id: { $in: billIds }, client, deletedAt: null }) : [],
      policyIds.length ? tx.find(Policy, { id: { $in: policyIds }, client }) : [],
      locationIds.length ? tx.find(Location, { id: { $in: locationIds }, client }) : [],
      contactIds.length ? tx.find(Contact, { id: { $in: contactIds }, client }) : [],
    ]);
    return { bills, policies, locations, contacts };
  }

  private async billsOf(em: EntityManager, client: Client): Promise<BillDto[]> {
    const bills = await em.find(
      Bill,
      { client, deletedAt: null },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const links = bills.length
      ? await em.find(BillLocation, { bill: { $in: bills.map((b) => b.id) } }, { orderBy: { id: 'asc' } })
      : [];
    return bills.map((bill) =>
      toBillDto(
        bill,
        links.filter((l) => l.bill.id === bill.id),
      ),
    );
  }
}

/** What is wrong with one bill of the list, each on its field's path under `at`. */
function itemErrors(item: BillInputParsed, at: string, found: Found): FieldError[] {
  const errors: FieldError[] = [];
  if (item.id && !found.bills.some((b) => b.id === item.id)) {
    errors.push(fieldError(`${at}.id`, 'billNotFound'));
  }
  const policy = found.policies.find((p) => p.id === item.policyId);
  if (!policy) {
    errors.push(fieldError(`${at}.policyId`, 'policyNotTheClients'));
  } else if (item.slfCoverages.some((c) => !policy.slfCoverages.includes(c))) {
    errors.push(fieldError(`${at}.slfCoverages`, 'coverageNotThePolicys'));
  }
  const isLocation = (id: string) => found.locations.some((l) => l.id === id);
  if (item.locationId && !isLocation(item.locationId)) {
    errors.push(fieldError(`${at}.locationId`, 'locationNotTheClients'));
  }
  if (item.billGroupedByLocation) {
    item.categoriesByLocation.forEach((row, j) => {
      if (!isLocation(row.locationId)) {
        errors.push(fieldError(`${at}.categoriesByLocation.${j}.locationId`, 'locationNotTheClients'));
      }
    });
  }
  if (item.contactId && !found.contacts.some((c) => c.id === item.contactId)) {
    errors.push(fieldError(`${at}.contactId`, 'contactNotTheClients'));
  }
  return errors;
}
