import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ROLES, type Role } from '@onboard/contracts';
import { SoftDeletableEntity } from '@onboard/server-kit';

/** A person who signs in (spec §3 User). Credentials and MFA factors arrive with the identity issue. */
@Entity({ tableName: 'user' })
export class User extends SoftDeletableEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 191, unique: true })
  email!: string;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ length: 30, nullable: true })
  phoneNumber?: string | null;

  @Enum({ items: () => ROLES })
  role!: Role;

  /** Clients a broker or ben admin may see; ids of the clients service's records. */
  @Property({ type: 'text[]', columnType: 'uuid[]', defaultRaw: `'{}'` })
  clientIds: string[] & Opt = [];

  @Property({ type: 'datetime', nullable: true })
  welcomeEmailSentDate?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  termsOfUseDate?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  firstLogin?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  firstPasswordSet?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastLogin?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastPasswordSet?: Date | null;

  /** When the person's own details (name, e-mail, phone) last changed, and by whom (null: staff tooling). */
  @Property({ type: 'datetime', nullable: true })
  userInfoUpdatedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  userInfoUpdatedBy?: string | null;
}
