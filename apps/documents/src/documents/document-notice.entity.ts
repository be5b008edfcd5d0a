import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One user's new-document notice (spec §3, §4; decision 116). `clientId` null is the user-level row: when the
 * user last dismissed the notice (OLD), for every client. A client's row: when the page showing that
 * client's notice last opened (NEW_AND_SEEN). Not client-scoped: a user reads only their own rows.
 */
@Entity({ tableName: 'document_notice' })
export class DocumentNotice {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** The nil uuid for the user-level row (a primary key cannot be null). */
  @PrimaryKey({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'datetime' })
  at!: Date;
}

/** The clientId of a user's user-level (dismissed) row. */
export const USER_LEVEL = '00000000-0000-0000-0000-000000000000';
