import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped } from '@onboard/server-kit';
import { ExplorerSite } from './explorer-site.entity.js';

/**
 * A document the site shows for a benefit type (spec §3 documents: documentKey, id, name, mimeType): a
 * reference to a file the documents service keeps, never a copy. At most 15 per benefit type (spec §5).
 */
@ClientScoped('clientId')
@Entity({ tableName: 'explorer_site_document' })
export class SiteDocument {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ExplorerSite, { deleteRule: 'cascade', index: true })
  site!: ExplorerSite;

  /** The site's client, on the row itself so the client scope reaches it (decision 228). */
  @Property({ type: 'uuid', index: true })
  clientId!: string;

  @Property({ length: 40 })
  benefitType!: string;

  @Property()
  position!: number;

  /** The documents service's document id. */
  @Property({ type: 'uuid' })
  documentId!: string;

  @Property({ length: 500 })
  documentKey!: string;

  @Property({ length: 255 })
  name!: string;

  @Property({ length: 100 })
  mimeType!: string;
}
