import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OUTSIDE_SIGNER_ACTIONS, type OutsideSignerAction } from '@onboard/contracts';
import { ClientScoped } from '@onboard/server-kit';
import { Client } from '@onboard/clients-record';

/**
 * An action link e-mailed to a client's outside signer (decision 108): bound to one client and one action, it
 * works until it expires, staff send a newer one or change the signer; its decision is made once. Only the
 * token's SHA-256 is kept.
 */
@ClientScoped('client')
@Entity({ tableName: 'outside_signer_link' })
export class OutsideSignerLink {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { deleteRule: 'cascade', index: true })
  client!: Client;

  @Enum({ items: () => OUTSIDE_SIGNER_ACTIONS })
  action!: OutsideSignerAction;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  /** The signer's address the link was sent to. */
  @Property({ length: 191 })
  email!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** The staff member who sent it. */
  @Property({ type: 'uuid' })
  createdBy!: string;

  /** The sender's name as the e-mail and the signer's page say it (issue 28 item 5); null: not readable. */
  @Property({ length: 200, nullable: true })
  sentByName?: string | null;

  /** Who made the changes a changes link asks about, by name, as the e-mail named them. */
  @Property({ type: 'json', nullable: true })
  changesBy?: string[] | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** When the signer made its decision (signed, accepted or declined). */
  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  /** When a newer link, a new signer or the signer's removal ended it. */
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  emailId?: string | null;
}
