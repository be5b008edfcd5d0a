import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped } from '@onboard/server-kit';

/** A client's last confirmed column mapping (header → field), remembered for its next file (decision 113). */
@ClientScoped('clientId')
@Entity({ tableName: 'census_mapping' })
export class CensusMapping {
  @PrimaryKey({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'json' })
  mapping!: Record<string, string | null>;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
