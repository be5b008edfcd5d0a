import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/decorators/legacy';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Location } from '../locations/location.entity.js';
import { Contact } from './contact.entity.js';

/**
 * A location a LIMITED contact manages (spec §3 ContactLocation). It carries the client too, so the client
 * scope applies to it as to every client's record. Removed with its contact or its location.
 */
@Tracked({ metadata: (l: ContactLocation) => ({ clientId: l.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'contact_location' })
@Unique({ properties: ['contact', 'location'] })
export class ContactLocation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => Contact, { deleteRule: 'cascade', index: true })
  contact!: Contact;

  @ManyToOne(() => Location, { deleteRule: 'cascade', index: true })
  location!: Location;
}
