import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AUTH_MESSAGES,
  FACTOR_TYPE_TOTP,
  type AuthResult,
  type Factor,
  fieldError,
  keyedMessage,
} from '@onboard/contracts';
import { DomainError, SYSTEM_SCOPE } from '@onboard/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { hashPassword, passwordProblems, verifyPassword } from '../crypto/password.js';
import { newToken, SecretBox, tokenHash } from '../crypto/secrets.js';
import { User } from '../users/user.entity.js';
import {
  AuthTransaction,
  Credential,
  MfaFactor,
  SignInFailure,
  type TransactionStatus,
} from './auth.entities.js';
import { recordAddressFailure, recordCredentialFailure, type Lockout } from './auth.queries.js';
import { TokenService } from './token.service.js';
import { TotpService } from './totp.service.js';

const PROVIDER = 'ONBOARD';
/** Verified against when the user does not exist, so an unknown e-mail takes as long as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0a7WTxyPj9kF0qKUvwB3DqQFfB1Qp8ZJHNo2xw8wUsA';

export const authFailed = (): DomainError =>
  new DomainError('UNAUTHENTICATED', keyedMessage('authenticationFailed'));
const expiredTransaction = (): DomainError =>
  new DomainError('UNAUTHENTICATED', keyedMessage('signInExpired'));
const wrongPassCode = (): DomainError =>
  new DomainError('FORBIDDEN', keyedMessage('wrongCode'), [fieldError('body.passCode', 'wrongCode')]);

const factorView = (factor: MfaFactor): Factor => ({
  id: factor.id,
  factorType: factor.factorType,
  provider: PROVIDER,
});

/**
 * The identity provider's sign-in state machine (spec §4): password, then password expiry, then MFA
 * (enrol and activate an authenticator app when there is none, else challenge and verify), then a
 * one-time session token. Wrong passwords and wrong codes count towards the lockout.
 */
@Injectable()
export class SignInService {
  private readonly box: SecretBox;

  constructor(
    private readonly em: EntityManager,
    private readonly totp: TotpService,
    private readonly tokens: TokenService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.box = new SecretBox(config.MFA_ENCRYPTION_KEY);
  }

  async signIn(username: string, password: string): Promise<AuthResult> {
    const address = username.trim().toLowerCase();
    const user = await this.em.findOne(User, { email: address, deletedAt: null });
    const credential = user ? await this.em.findOne(Credential, { user }) : null;
    if (!user || !credential) {
      // The same steps, answers and lockout as for an account, so nothing tells the two apart.
      const failure = await this.em.findOne(SignInFailure, { addressHash: tokenHash(address) });
      if (failure?.lockedUntil && failure.lockedUntil > new Date()) return { status: 'LOCKED_OUT' };
      await verifyPassword(password, DUMMY_HASH);
      if (await this.recordUnknownFailure(address)) return { status: 'LOCKED_OUT' };
      throw authFailed();
    }
    if (this.isLocked(credential)) return { status: 'LOCKED_OUT' };
    if (!(await verifyPassword(password, credential.passwordHash))) {
      if (await this.recordFailure(user.id)) return { status: 'LOCKED_OUT' };
      throw authFailed();
    }
    credential.failedAttempts = 0;
    credential.lockedUntil = null;
    if (credential.passwordExpiresAt && credential.passwordExpiresAt <= new Date()) {
      const stateToken = await this.openTransaction(user, 'PASSWORD_EXPIRED');
      await this.em.flush();
      return { status: 'PASSWORD_EXPIRED', stateToken };
    }
    const result = await this.afterPassword(user);
    await this.em.flush();
    return result;
  }

  async changeExpiredPassword(
    stateToken: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<AuthResult> {
    const tx = await this.transaction(stateToken, ['PASSWORD_EXPIRED']);
    const credential = await this.em.findOneOrFail(Credential, { user: tx.user });
    if (!(await verifyPassword(oldPassword, credential.passwordHash))) {
      if (await this.recordFailure(tx.user.id)) return { status: 'LOCKED_OUT' };
      throw new DomainError('VALIDATION_FAILED', keyedMessage('wrongCurrentPassword'), [
        fieldError('body.oldPassword', 'wrongCurrentPassword'),
      ]);
    }
    const problems = passwordProblems(newPassword, tx.user.email);
    if (oldPassword === newPassword) problems.push('Choose a password you have not used before');
    if (problems.length) {
      throw DomainError.validation(problems.map((message) => ({ path: 'body.newPassword', message })));
    }
    await this.setPassword(credential, tx.user, newPassword);
    this.em.remove(tx);
    await this.em.flush();
    // A new password ends every session signed in with the old one.
    await this.tokens.revokeUser(tx.user.id);
    const result = await this.afterPassword(tx.user);
    await this.em.flush();
    return result;
  }

  /** MFA_REQUIRED → MFA_CHALLENGE for the chosen factor. */
  async challenge(stateToken: string, factorId: string): Promise<AuthResult> {
    const tx = await this.transaction(stateToken, ['MFA_REQUIRED', 'MFA_CHALLENGE']);
    const factor = await this.activeFactor(tx, factorId);
    tx.status = 'MFA_CHALLENGE';
    tx.factorId = factor.id;
    await this.em.flush();
    return { status: 'MFA_CHALLENGE', stateToken, factor: factorView(factor) };
  }

  async verify(stateToken: string, factorId: string, passCode: string): Promise<AuthResult> {
    const tx = await this.transaction(stateToken, ['MFA_REQUIRED', 'MFA_CHALLENGE']);
    const factor = await this.activeFactor(tx, factorId);
    const credential = await this.em.findOneOrFail(Credential, { user: tx.user });
    if (this.isLocked(credential)) return { status: 'LOCKED_OUT' };
    const step = await this.totp.check(
      this.box.open(factor.secretSealed),
      passCode,
      factor.lastTimeStep ? Number(factor.lastTimeStep) : null,
    );
    if (step === null) {
      if (await this.recordFailure(tx.user.id)) return { status: 'LOCKED_OUT' };
      throw wrongPassCode();
    }
    factor.lastTimeStep = String(step);
    return this.succeed(tx);
  }

  /** MFA_ENROLL → MFA_ENROLL_ACTIVATE: a new authenticator-app factor with its QR code. */
  async enroll(stateToken: string): Promise<AuthResult> {
    const tx = await this.transaction(stateToken, ['MFA_ENROLL', 'MFA_ENROLL_ACTIVATE']);
    await this.em.nativeDelete(MfaFactor, { user: tx.user, status: 'PENDING_ACTIVATION' });
    const secret = this.totp.newSecret();
    const factor = this.em.create(MfaFactor, {
      user: tx.user,
      factorType: FACTOR_TYPE_TOTP,
      secretSealed: this.box.seal(secret),
      status: 'PENDING_ACTIVATION',
    });
    tx.status = 'MFA_ENROLL_ACTIVATE';
    tx.factorId = factor.id;
    await this.em.flush();
    const { qrCode } = await this.totp.enrollment(secret, tx.user.email);
    return {
      status: 'MFA_ENROLL_ACTIVATE',
      stateToken,
      factor: { ...factorView(factor), qrCode, sharedSecret: secret },
    };
  }

  async activate(stateToken: string, passCode: string): Promise<AuthResult> {
    const tx = await this.transaction(stateToken, ['MFA_ENROLL_ACTIVATE']);
    const factor = await this.em.findOne(MfaFactor, {
      id: tx.factorId ?? '',
      user: tx.user,
      status: 'PENDING_ACTIVATION',
    });
    if (!factor) throw expiredTransaction();
    const step = await this.totp.check(this.box.open(factor.secretSealed), passCode, null);
    if (step === null) {
      if (await this.recordFailure(tx.user.id)) return { status: 'LOCKED_OUT' };
      throw wrongPassCode();
    }
    factor.status = 'ACTIVE';
    factor.activatedAt = new Date();
    factor.lastTimeStep = String(step);
    return this.succeed(tx);
  }

  /** Sets a password with its expiry (also used by activation and reset links). */
  async setPassword(credential: Credential | null, user: User, password: string): Promise<Credential> {
    const now = new Date();
    const hash = await hashPassword(password);
    const expiresAt = this.config.PASSWORD_MAX_AGE_DAYS
      ? new Date(now.getTime() + this.config.PASSWORD_MAX_AGE_DAYS * 86_400_000)
      : null;
    const row =
      credential ??
      this.em.create(Credential, {
        user,
        passwordHash: hash,
        passwordSetAt: now,
        passwordExpiresAt: expiresAt,
      });
    row.passwordHash = hash;
    row.passwordSetAt = now;
    row.passwordExpiresAt = expiresAt;
    row.failedAttempts = 0;
    row.lockedUntil = null;
    user.firstPasswordSet ??= now;
    user.lastPasswordSet = now;
    return row;
  }

  private async afterPassword(user: User): Promise<AuthResult> {
    const factors = await this.em.find(
      MfaFactor,
      { user, status: 'ACTIVE' },
      { orderBy: { createdAt: 'asc' } },
    );
    if (factors.length === 0) {
      const stateToken = await this.openTransaction(user, 'MFA_ENROLL');
      return {
        status: 'MFA_ENROLL',
        stateToken,
        factors: [{ factorType: FACTOR_TYPE_TOTP, provider: PROVIDER }],
      };
    }
    const stateToken = await this.openTransaction(user, 'MFA_REQUIRED');
    return { status: 'MFA_REQUIRED', stateToken, factors: factors.map(factorView) };
  }

  private async succeed(tx: AuthTransaction): Promise<AuthResult> {
    const sessionToken = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.SESSION_TOKEN_TTL_SECONDS * 1000);
    tx.status = 'SUCCESS';
    tx.sessionTokenHash = tokenHash(sessionToken);
    tx.sessionTokenExpiresAt = expiresAt;
    const credential = await this.em.findOneOrFail(Credential, { user: tx.user });
    credential.failedAttempts = 0;
    await this.em.flush();
    return { status: 'SUCCESS', sessionToken, expiresAt: expiresAt.toISOString() };
  }

  private async openTransaction(user: User, status: TransactionStatus): Promise<string> {
    const stateToken = newToken();
    this.em.create(AuthTransaction, {
      user,
      status,
      stateTokenHash: tokenHash(stateToken),
      expiresAt: new Date(Date.now() + this.config.STATE_TOKEN_TTL_SECONDS * 1000),
    });
    return stateToken;
  }

  private async transaction(stateToken: string, statuses: TransactionStatus[]): Promise<AuthTransaction> {
    const tx = await this.em.findOne(
      AuthTransaction,
      { stateTokenHash: tokenHash(stateToken) },
      { populate: ['user'] },
    );
    if (!tx || tx.expiresAt <= new Date() || !statuses.includes(tx.status) || tx.user.deletedAt) {
      throw expiredTransaction();
    }
    return tx;
  }

  private async activeFactor(tx: AuthTransaction, factorId: string): Promise<MfaFactor> {
    const factor = await this.em.findOne(MfaFactor, { id: factorId, user: tx.user, status: 'ACTIVE' });
    if (!factor) throw new DomainError('NOT_FOUND', 'This sign-in method is not set up for your account');
    return factor;
  }

  private isLocked(credential: Credential): boolean {
    return !!credential.lockedUntil && credential.lockedUntil > new Date();
  }

  /** recordFailure for an address without an account: the same count, threshold and lock duration. */
  private recordUnknownFailure(address: string): Promise<boolean> {
    // Sign-in bookkeeping is the system's own work, on tables that hold no client.
    return recordAddressFailure(this.em, SYSTEM_SCOPE, tokenHash(address), this.lockout());
  }

  /**
   * Counts a failure atomically (concurrent attempts cannot slip past the threshold) and locks the account
   * when it reaches the threshold. Answers whether the account is now locked.
   */
  private recordFailure(userId: string): Promise<boolean> {
    return recordCredentialFailure(this.em, SYSTEM_SCOPE, userId, this.lockout());
  }

  private lockout(): Lockout {
    return { threshold: this.config.LOCKOUT_THRESHOLD, minutes: this.config.LOCKOUT_MINUTES };
  }
}

export { AUTH_MESSAGES };
