import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Client } from '@onboard/clients-record';
import { ClientScoped } from '@onboard/server-kit';

/** One internal setup step done for a client (spec §4, the twelve steps). */
@ClientScoped('client')
@Entity({ tableName: 'client_setup_step' })
export class ClientSetupStep {
  @ManyToOne(() => Client, { primary: true, deleteRule: 'cascade' })
  client!: Client;

  @PrimaryKey({ length: 50 })
  stepId!: string;

  @Property({ type: 'datetime' })
  completedAt!: Date;

  @Property({ type: 'uuid', nullable: true })
  completedBy?: string | null;
}
