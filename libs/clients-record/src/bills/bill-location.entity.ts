import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';
import { Location } from '../locations/location.entity.js';
import { Bill } from './bill.entity.js';

/**
 * A location of a bill grouped by location, with its category (spec §3 BillLocation, categoriesByLocation).
 * It carries the client too, so the client scope applies to it as to every client's record.
 */
@Tracked({ metadata: (l: BillLocation) => ({ clientId: l.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'bill_location' })
@Unique({ properties: ['bill', 'location'] })
export class BillLocation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @ManyToOne(() => Bill, { deleteRule: 'cascade', index: true })
  bill!: Bill;

  @ManyToOne(() => Location, { deleteRule: 'cascade', index: true })
  location!: Location;

  @Property({ length: 100, nullable: true })
  category?: string | null;
}
