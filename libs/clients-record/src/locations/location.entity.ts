import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** A client's location (spec §3 Location): offices, subsidiaries' sites, mailing addresses. */
/** Changes are recorded (decision 040), with the client they belong to for the EIF's review. */
@Tracked({ metadata: (l: Location) => ({ clientId: l.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'location' })
export class Location {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property({ length: 255 })
  name!: string;

  @Property({ length: 255 })
  address1!: string;

  @Property({ length: 255, nullable: true })
  address2?: string | null;

  @Property({ length: 100 })
  city!: string;

  /** Null only when staff prefilled the location without one (decision 098). */
  @Property({ length: 2, nullable: true })
  state?: string | null;

  @Property({ length: 10 })
  zipCode!: string;

  /** SUBSIDIARY for a subsidiary's location; null for the client's own. */
  @Property({ length: 30, nullable: true })
  locationType?: string | null;
}
