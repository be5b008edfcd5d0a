import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped, CreatedAtEntity } from '@onboard/server-kit';
import { Client } from '../clients/client.entity.js';

/** A problem found with a client's data (QPS import, sync), filterable in the internal list. */
@ClientScoped('client')
@Entity({ tableName: 'client_error' })
export class ClientError extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Index()
  @Property({ length: 50 })
  type!: string;

  @Property({ type: 'text' })
  message!: string;
}
