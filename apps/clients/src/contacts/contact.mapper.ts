import type { contactSchema } from '@onboard/contracts';
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
