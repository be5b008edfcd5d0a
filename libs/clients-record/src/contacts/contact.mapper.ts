import type { ContactRecordDto, contactSchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Contact } from './contact.entity.js';

export type ContactDto = z.infer<typeof contactSchema>;

/** The contact fields its DTO reads: a loaded entity, or a row of the client's detail query. */
export type ContactFields = Pick<Contact, 'id' | 'firstName' | 'lastName' | 'email' | 'type'>;

export function toContactDto(contact: ContactFields): ContactDto {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    type: contact.type,
  };
}

/** A contact as the EIF's contacts section edits it, with the locations it manages (ids). */
export function toContactRecordDto(contact: Contact, managedLocationIds: string[]): ContactRecordDto {
  return {
    ...toContactDto(contact),
    title: contact.title ?? null,
    phoneNumber: contact.phoneNumber ?? null,
    faxNumber: contact.faxNumber ?? null,
    address1: contact.address1 ?? null,
    address2: contact.address2 ?? null,
    city: contact.city ?? null,
    state: contact.state ?? null,
    zipCode: contact.zipCode ?? null,
    policyId: contact.policy?.id ?? null,
    locationId: contact.location?.id ?? null,
    locationManagementType: contact.locationManagementType,
    managedLocationIds: contact.locationManagementType === 'LIMITED' ? managedLocationIds : [],
    accessesForPolicyIds: contact.accessesForPolicyIds,
    claimsAccess: contact.claimsAccess,
    billingAccess: contact.billingAccess,
    paymentsAccess: contact.paymentsAccess,
    documentsAccess: contact.documentsAccess,
    memberChangesAccess: contact.memberChangesAccess,
    tpaFirmName: contact.tpaFirmName ?? null,
  };
}
