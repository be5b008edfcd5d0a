import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { USER_TOKEN_KINDS, type UserTokenKind } from '@onboard/contracts';
import { CreatedAtEntity } from '@onboard/server-kit';
import { User } from '../users/user.entity.js';

/** A user's password and the failed-attempt counter behind the lockout. One row per user. */
@Entity({ tableName: 'credential' })
export class Credential {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  passwordHash!: string;

  @Property({ type: 'datetime' })
  passwordSetAt!: Date;

  /** Null: never expires. */
  @Property({ type: 'datetime', nullable: true })
  passwordExpiresAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  failedAttempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;
}

export const FACTOR_STATUSES = ['PENDING_ACTIVATION', 'ACTIVE'] as const;
export type FactorStatus = (typeof FACTOR_STATUSES)[number];

/** An authenticator-app (TOTP) factor. The secret is sealed with MFA_ENCRYPTION_KEY. */
@Entity({ tableName: 'mfa_factor' })
export class MfaFactor extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ length: 50 })
  factorType!: string;

  @Property({ type: 'text' })
  secretSealed!: string;

  @Enum({ items: () => FACTOR_STATUSES })
  status!: FactorStatus;

  /** The last accepted TOTP time step: a code is never accepted twice. */
  @Property({ type: 'bigint', nullable: true })
  lastTimeStep?: string | null;

  @Property({ type: 'datetime', nullable: true })
  activatedAt?: Date | null;
}

/** One-time links sent by e-mail (activation 7 days, reactivation, reset). Only the hash is kept. */
@Entity({ tableName: 'user_token' })
export class UserToken extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => USER_TOKEN_KINDS })
  kind!: UserTokenKind;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}

export const TRANSACTION_STATUSES = [
  'MFA_REQUIRED',
  'MFA_CHALLENGE',
  'MFA_ENROLL',
  'MFA_ENROLL_ACTIVATE',
  'PASSWORD_EXPIRED',
  'SUCCESS',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * A sign-in in progress: where it stands in the state machine, tied to a state token; on SUCCESS it holds
 * the session token to exchange (once) for access and refresh tokens.
 */
@Entity({ tableName: 'auth_transaction' })
export class AuthTransaction extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ length: 64, unique: true })
  stateTokenHash!: string;

  @Enum({ items: () => TRANSACTION_STATUSES })
  status!: TransactionStatus;

  @Property({ type: 'uuid', nullable: true })
  factorId?: string | null;

  @Property({ length: 64, nullable: true, unique: true })
  sessionTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  sessionTokenExpiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  sessionTokenUsedAt?: Date | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}

/**
 * A signed-in session: its refresh token (hash) rotates on every refresh; a refresh token used twice means
 * it was stolen, and the whole family is revoked.
 */
@Entity({ tableName: 'refresh_session' })
export class RefreshSession extends CreatedAtEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** The session id (`sid` claim), the same across rotations. */
  @Index()
  @Property({ type: 'uuid' })
  familyId!: string;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  rotatedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}

/**
 * Failed sign-ins for an address without an account (or without a password yet), counted and locked like
 * a real account's, so five tries cannot tell whether an address has an account. Keyed by the address's
 * SHA-256, not the address.
 */
@Entity({ tableName: 'sign_in_failure' })
export class SignInFailure {
  @PrimaryKey({ length: 64 })
  addressHash!: string;

  @Property({ type: 'integer', default: 0 })
  failedAttempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  @Index()
  @Property({ defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}

export const AUTH_ENTITIES = [
  Credential,
  MfaFactor,
  UserToken,
  AuthTransaction,
  RefreshSession,
  SignInFailure,
];
