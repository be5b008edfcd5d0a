import type { EntityManager } from '@mikro-orm/postgresql';
import type { Location } from './location.entity.js';

/**
 * What points at a location, let go through the ORM before the location is removed so that each change is
 * recorded (the database's cascade and set-null would do it unseen; decision 101). The folders above the
 * locations implement it (the contacts, which ask the bills in turn) and the app binds it, so the locations do
 * not import them (decision 233).
 */
export abstract class LocationReferences {
  abstract releaseLocation(em: EntityManager, location: Location): Promise<void>;
}
