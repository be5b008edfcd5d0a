import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped } from '@onboard/server-kit';
import { Client } from '@onboard/clients-record';

/**
 * How many times an EIF answer was written, by whom last and when (issue 9: two changes to one answer never
 * silently overwrite each other). The path is the answer's name in the form: `<field>`,
 * `policies.<policyId>.<field>` or `plans.<planId>.<field>` (decision 093).
 */
@ClientScoped('client')
@Entity({ tableName: 'eif_field_version' })
export class EifFieldVersion {
  @ManyToOne(() => Client, { primary: true, deleteRule: 'cascade' })
  client!: Client;

  @PrimaryKey({ length: 200 })
  path!: string;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'uuid', nullable: true })
  updatedBy?: string | null;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
