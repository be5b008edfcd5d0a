import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CONTACT_TYPES, type ContactType } from '@onboard/contracts';
import { ClientScoped, Tracked } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** Changes are recorded (decision 040), with the client they belong to for the EIF's review. */
@Tracked({ metadata: (c: Contact) => ({ clientId: c.client.id }) })
@ClientScoped('client')
@Entity({ tableName: 'contact' })
export class Contact {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ length: 191 })
  email!: string;

  @Enum({ items: () => CONTACT_TYPES })
  type!: ContactType;
}
