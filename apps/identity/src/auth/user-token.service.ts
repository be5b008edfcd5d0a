import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  INTERNAL,
  type AuthTokenInfo,
  type EmailTemplate,
  type QueueEmail,
  type UserTokenKind,
} from '@onboard/contracts';
import { DomainError, LOGGER, RpcClient, type Logger } from '@onboard/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { passwordProblems } from '../crypto/password.js';
import { newToken, tokenHash } from '../crypto/secrets.js';
import { User } from '../users/user.entity.js';
import { Credential, UserToken } from './auth.entities.js';
import { SignInService } from './sign-in.service.js';
import { TokenService } from './token.service.js';

const linkExpired = (): DomainError =>
  new DomainError('NOT_FOUND', 'This link has expired or was already used. Ask for a new one.');

const PAGES: Record<UserTokenKind, string> = {
  ACTIVATION: 'activate',
  REACTIVATION: 'reactivate',
  RESET: 'reset',
};

/**
 * One-time links by e-mail: activation (7 days), reactivation and password reset. A new link of a kind
 * replaces the user's older unused ones; a used or expired link never works again.
 */
@Injectable()
export class UserTokenService {
  constructor(
    private readonly em: EntityManager,
    private readonly signIn: SignInService,
    private readonly tokens: TokenService,
    private readonly rpc: RpcClient,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Makes a link for the user; the caller decides whether to e-mail it or show it (copy activation link). */
  async createLink(user: User, kind: UserTokenKind): Promise<{ url: string; expiresAt: Date }> {
    const token = newToken();
    const ttlMs =
      kind === 'RESET'
        ? this.config.RESET_TTL_HOURS * 3_600_000
        : this.config.ACTIVATION_TTL_DAYS * 86_400_000;
    const expiresAt = new Date(Date.now() + ttlMs);
    await this.em.nativeUpdate(UserToken, { user, kind, usedAt: null }, { usedAt: new Date() });
    this.em.create(UserToken, { user, kind, tokenHash: tokenHash(token), expiresAt });
    await this.em.flush();
    const url = new URL(`/${PAGES[kind]}`, this.config.WEB_BASE_URL);
    url.searchParams.set('token', token);
    return { url: url.toString(), expiresAt };
  }

  /** Activation for a user who never set a password, reactivation for one who had. */
  async activationKind(user: User): Promise<UserTokenKind> {
    return (await this.em.count(Credential, { user })) > 0 ? 'REACTIVATION' : 'ACTIVATION';
  }

  async sendLink(user: User, kind: UserTokenKind, requestId: string): Promise<{ emailId: string }> {
    const { url, expiresAt } = await this.createLink(user, kind);
    const days = Math.round((expiresAt.getTime() - Date.now()) / 86_400_000);
    const copy: Record<UserTokenKind, { template: EmailTemplate; subject: string; body: string }> = {
      ACTIVATION: {
        template: 'ACTIVATION',
        subject: 'Activate your Onboard account',
        body: `An Onboard account was created for you. Choose your password and set up sign-in within ${days} days:`,
      },
      REACTIVATION: {
        template: 'REACTIVATION',
        subject: 'Reactivate your Onboard account',
        body: `Your Onboard account is ready again. Choose a new password within ${days} days:`,
      },
      RESET: {
        template: 'RESET_PASSWORD',
        subject: 'Reset your Onboard password',
        body: 'We received a request to reset your Onboard password. Choose a new one here:',
      },
    };
    const { template, subject, body } = copy[kind];
    const email: QueueEmail = {
      template,
      to: [{ email: user.email, userId: user.id }],
      subject,
      text: `Hello ${user.firstName},\n\n${body}\n\n${url}\n\nIf you did not expect this e-mail, you can ignore it.\n\nThe Sun Life team`,
      dedupeKey: null,
    };
    const result = await this.rpc.call(INTERNAL.email.queue, { requestId, user: null }, email);
    if (kind !== 'RESET') user.welcomeEmailSentDate = new Date();
    await this.em.flush();
    this.logger.info({ userId: user.id, kind, emailId: result.emailId }, 'link e-mail queued');
    return result;
  }

  async info(token: string): Promise<AuthTokenInfo> {
    const row = await this.valid(token);
    return {
      kind: row.kind,
      email: row.user.email,
      firstName: row.user.firstName,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** Sets the password from a link; the link is spent, other sessions end, a lockout is lifted. */
  async upsertPassword(token: string, password: string): Promise<{ email: string }> {
    const row = await this.valid(token);
    const problems = passwordProblems(password, row.user.email);
    if (problems.length)
      throw DomainError.validation(problems.map((message) => ({ path: 'body.password', message })));
    const spent = await this.em.nativeUpdate(UserToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
    if (spent !== 1) throw linkExpired();
    const credential = await this.em.findOne(Credential, { user: row.user });
    await this.signIn.setPassword(credential, row.user, password);
    await this.em.flush();
    await this.tokens.revokeUser(row.user.id);
    return { email: row.user.email };
  }

  private async valid(token: string): Promise<UserToken> {
    const row = await this.em.findOne(UserToken, { tokenHash: tokenHash(token) }, { populate: ['user'] });
    if (!row || row.usedAt || row.expiresAt <= new Date() || row.user.deletedAt) throw linkExpired();
    return row;
  }
}
