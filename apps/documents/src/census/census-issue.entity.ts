import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped } from '@onboard/server-kit';

/**
 * One issue of a census file's report (decision 120), kept for paging through large reports: `seq` orders them
 * by row. Written in the validation job's record step (replaced as a whole when the file is validated again).
 */
@ClientScoped('clientId')
@Entity({ tableName: 'census_issue' })
export class CensusIssue {
  @PrimaryKey({ type: 'uuid' })
  censusId!: string;

  @PrimaryKey()
  seq!: number;

  /** The census file's client, on the row itself so the client scope reaches it (decision 228). */
  @Property({ type: 'uuid', index: true })
  clientId!: string;

  @Property()
  row!: number;

  @Property({ length: 50, nullable: true })
  column?: string | null;

  @Property({ length: 100, nullable: true })
  value?: string | null;

  @Enum({ items: ['error', 'warning'] })
  severity!: 'error' | 'warning';

  @Property({ length: 60 })
  code!: string;

  @Property({ type: 'text' })
  message!: string;
}
