import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '@onboard/server-kit';

/**
 * A carrier plans may name (spec §6 carrier management; decision 144): a list the owners keep, staff read.
 * One name once, whatever its case.
 */
@Index({
  name: 'carrier_name_lower_unique',
  expression: 'create unique index "carrier_name_lower_unique" on "clients"."carrier" (lower("name"))',
})
@Entity({ tableName: 'carrier' })
export class Carrier extends TimestampedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 100 })
  name!: string;
}
