import type { contactSchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Contact } from './contact.entity.js';

export type ContactDto = z.infer<typeof contactSchema>;

export function toContactDto(contact: Contact): ContactDto {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    type: contact.type,
  };
}
