import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CONTACT_TYPES, type ContactType } from '@onboard/contracts';
import { Client } from '../clients/client.entity.js';

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
