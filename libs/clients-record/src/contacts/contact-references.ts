import type { EntityManager } from '@mikro-orm/postgresql';
import { LocationReferences } from '../locations/location-references.js';
import type { Contact } from './contact.entity.js';

/**
 * What points at a contact (and, above the contacts, at a location), let go through the ORM before it is removed
 * (decision 101). The bills implement it and the app binds it, so the contacts do not import the bills
 * (decision 233).
 */
export abstract class ContactReferences extends LocationReferences {
  abstract releaseContact(em: EntityManager, contact: Contact): Promise<void>;
}
