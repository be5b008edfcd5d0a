import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BROKER_SELF_FIELDS_STAFF_ONLY,
  canSome,
  EVENTS,
  isStaff,
  pageWindow,
  rolesOfKind,
  type Action,
  type ClientUser,
  type CreateUser,
  type RequestContext,
  type Resource,
  type Role,
  type User as UserDto,
  type UserKind,
  type UserPage,
  type createUserSchema,
  type updateUserSchema,
  type userListQuerySchema,
  fieldError,
  keyedMessage,
} from '@onboard/contracts';
import {
  DomainError,
  NATS,
  publishEvent,
  requireUser,
  type Caller,
  type NatsConnection,
  requireAccess,
} from '@onboard/server-kit';
import type { z } from 'zod';
import { MfaFactor } from '../auth/auth.entities.js';
import { TokenService } from '../auth/token.service.js';
import { UserTokenService } from '../auth/user-token.service.js';
import { User } from './user.entity.js';
import { UserService } from './user.service.js';

export const resourceOfRole = (role: Role): Resource =>
  role === 'SLF_OWNER'
    ? 'owner'
    : role === 'SLF_ADMIN'
      ? 'admin'
      : role === 'BROKER'
        ? 'broker'
        : 'ben-admin';

/**
 * User administration (spec §7 Users). The gateway checked the route's permission; this checks again
 * against the record itself (its role, whether it is the caller's own), so a service call can never do
 * more than the role table allows.
 */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserService,
    private readonly links: UserTokenService,
    private readonly tokens: TokenService,
    @Inject(NATS) private readonly nc: NatsConnection,
  ) {}

  async list(
    context: RequestContext,
    kind: UserKind | null,
    query: z.infer<typeof userListQuerySchema>,
  ): Promise<UserPage> {
    const caller = requireUser(context);
    const roles = query.role
      ? [query.role]
      : kind
        ? [...rolesOfKind(kind)]
        : (['BEN_ADMIN', 'BROKER', 'SLF_ADMIN', 'SLF_OWNER'] as Role[]);
    const visible = roles.filter((role) => canSome(caller, 'read', resourceOfRole(role)));
    if (visible.length === 0) throw DomainError.forbidden();
    const where: Record<string, unknown> = { deletedAt: null, role: { $in: visible } };
    if (query.search) {
      const like = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
      where.$or = [
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { email: { $ilike: like } },
      ];
    }
    if (query.clientId) where.clientIds = { $contains: [query.clientId] };
    // Ben admins and brokers see the people of their own clients (and themselves), never the rest.
    if (!isStaff(caller.role))
      where.$and = [{ $or: [{ id: caller.id }, { clientIds: { $overlap: [...caller.clientIds] } }] }];
    const direction = query.sortDirection;
    const orderBy =
      query.sortBy === 'name'
        ? [{ lastName: direction }, { firstName: direction }, { id: 'asc' as const }]
        : [{ [query.sortBy]: direction }, { id: 'asc' as const }];
    const { limit, offset } = pageWindow(query);
    const [rows, total] = await this.em.findAndCount(User, where, { orderBy, limit, offset });
    return { items: visibleTo(caller, await this.users.views(rows)), total, limit, offset };
  }

  async get(context: RequestContext, kind: UserKind | null, userId: string): Promise<UserDto> {
    const user = await this.target(kind, userId, context);
    const caller = actOn(context, 'read', user);
    const [view] = visibleTo(caller, [await this.users.view(user)]);
    if (!view) throw DomainError.notFound('User');
    return view;
  }

  async create(
    context: RequestContext,
    kind: UserKind,
    input: z.infer<typeof createUserSchema>,
  ): Promise<UserDto> {
    // A role that may create no person of this kind is refused before its input is judged (decision 229).
    requireAccess(context, 'create', rolesOfKind(kind).map(resourceOfRole));
    const role = this.roleFor(kind, input.role);
    const caller = requireAccess(context, 'create', resourceOfRole(role));
    const existing = await this.em.findOne(User, { email: input.email });
    if (existing && !existing.deletedAt) {
      throw new DomainError('CONFLICT', keyedMessage('emailTaken'), [fieldError('body.email', 'emailTaken')]);
    }
    // A deleted user with the same e-mail comes back rather than blocking the address forever.
    const user =
      existing ??
      this.em.create(User, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role,
      });
    Object.assign(user, {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      role,
      clientIds: isStaff(role) ? [] : [...new Set(input.clientIds)],
      deletedAt: null,
    });
    this.touchInfo(user, caller);
    await this.em.flush();
    if (input.sendWelcomeEmail)
      await this.links.sendLink(user, await this.links.activationKind(user), context.requestId);
    return this.users.view(user);
  }

  async update(
    context: RequestContext,
    kind: UserKind | null,
    userId: string,
    input: z.infer<typeof updateUserSchema>,
  ): Promise<UserDto> {
    const user = await this.target(kind, userId, context, 'update');
    const caller = actOn(context, 'update', user);
    const staff = isStaff(caller.role);
    if (!staff) {
      // A broker may update their own record except clientIds (spec §6); role and e-mail stay with staff too.
      const forbidden = BROKER_SELF_FIELDS_STAFF_ONLY.filter((field) => input[field] !== undefined);
      if (forbidden.length) {
        throw DomainError.validation(
          forbidden.map((field) => fieldError(`body.${field}`, 'staffOnly')),
          keyedMessage('staffOnlyFields'),
        );
      }
    }
    const roleChanged = !!input.role && input.role !== user.role;
    if (input.role && input.role !== user.role) {
      if (
        !rolesOfKind(kind ?? kindOf(user.role)).includes(input.role) ||
        !canSome(caller, 'update', resourceOfRole(input.role))
      ) {
        throw DomainError.validation([fieldError('body.role', 'roleNotGiven')]);
      }
      user.role = input.role;
    }
    const before = [user.firstName, user.lastName, user.email, user.phoneNumber ?? null].join('\u0000');
    if (input.email && input.email !== user.email) {
      const taken = await this.em.count(User, { email: input.email, id: { $ne: user.id } });
      if (taken) {
        throw new DomainError('CONFLICT', keyedMessage('emailTaken'), [
          fieldError('body.email', 'emailTaken'),
        ]);
      }
      user.email = input.email;
    }
    if (input.firstName !== undefined) user.firstName = input.firstName;
    if (input.lastName !== undefined) user.lastName = input.lastName;
    if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber;
    const clientsBefore = [...user.clientIds];
    if (input.clientIds !== undefined && !isStaff(user.role)) user.clientIds = [...new Set(input.clientIds)];
    const lostClient = clientsBefore.some((id) => !user.clientIds.includes(id));
    const infoChanged =
      before !== [user.firstName, user.lastName, user.email, user.phoneNumber ?? null].join('\u0000');
    if (infoChanged) this.touchInfo(user, caller);
    await this.em.flush();
    // Tokens carry the role and the client ids: a new role, or a client taken away (here as on /unassign),
    // ends the person's sessions at once (decision 022); they sign in again to get the new view.
    if (roleChanged || lostClient) await this.tokens.revokeUser(user.id);
    return this.users.view(user);
  }

  async remove(context: RequestContext, kind: UserKind | null, userId: string): Promise<void> {
    const user = await this.target(kind, userId, context, 'delete');
    const caller = actOn(context, 'delete', user);
    if (caller.id === user.id) throw DomainError.validation([], keyedMessage('ownAccount'));
    user.deletedAt = new Date();
    await this.em.flush();
    await this.tokens.revokeUser(user.id);
  }

  async assignClient(
    context: RequestContext,
    kind: UserKind,
    userId: string,
    clientId: string,
    assign: boolean,
  ): Promise<UserDto> {
    requireAccess(context, 'update', 'user-client-assignment', undefined, TOOL_REFUSAL);
    const user = await this.target(kind, userId, context, null);
    actOn(context, 'update', user);
    if (isStaff(user.role)) throw DomainError.validation([], keyedMessage('internalNotAssigned'));
    const ids = new Set(user.clientIds);
    if (assign) ids.add(clientId);
    else ids.delete(clientId);
    const lost = user.clientIds.some((id) => !ids.has(id));
    user.clientIds = [...ids];
    await this.em.flush();
    // Tokens carry the client ids: a user who loses a client is signed out at once (decision 022), so no
    // token of theirs still opens it. A gained client arrives with their next token.
    if (lost) await this.tokens.revokeUser(user.id);
    return this.users.view(user);
  }

  async changeToBroker(context: RequestContext, userId: string): Promise<UserDto> {
    requireAccess(context, 'create', 'broker');
    const user = await this.target('ben-admin', userId, context, null);
    actOn(context, 'update', user);
    user.role = 'BROKER';
    await this.em.flush();
    // Tokens carry the role: the person signs in again to get the broker's view.
    await this.tokens.revokeUser(user.id);
    return this.users.view(user);
  }

  async sendActivation(
    context: RequestContext,
    by: { userId?: string; email?: string },
    kind: UserKind | null,
  ): Promise<{ emailId: string }> {
    requireAccess(context, 'create', 'activation-link', undefined, TOOL_REFUSAL);
    const user = by.userId
      ? await this.target(kind, by.userId, context, null)
      : await this.byEmail(by.email ?? '');
    actOn(context, 'update', user);
    return this.links.sendLink(user, await this.links.activationKind(user), context.requestId);
  }

  /**
   * Sends an activation e-mail to each of the client's users who has not set a password yet, then tells the
   * clients service (which marks the setup step "send welcome email").
   */
  async sendClientActivationEmails(context: RequestContext, clientId: string): Promise<{ sent: number }> {
    requireAccess(context, 'update', 'client-setup', { clientId, named: true });
    const users = await this.em.find(
      User,
      { deletedAt: null, clientIds: { $contains: [clientId] } },
      { orderBy: { id: 'asc' }, limit: 500 },
    );
    const pending = (await this.users.views(users)).filter((u) => !u.hasPassword);
    for (const user of pending) await this.sendActivation(context, { userId: user.id }, null);
    publishEvent(this.nc, EVENTS.clientActivationEmailsSent, { context, clientId, sent: pending.length });
    await this.nc.flush();
    return { sent: pending.length };
  }

  async activationLink(context: RequestContext, userId: string): Promise<{ url: string; expiresAt: string }> {
    requireAccess(context, 'create', 'activation-link', undefined, TOOL_REFUSAL);
    const user = await this.target(null, userId, context, null);
    actOn(context, 'update', user);
    const { url, expiresAt } = await this.links.createLink(user, await this.links.activationKind(user));
    return { url, expiresAt: expiresAt.toISOString() };
  }

  async resetMfa(context: RequestContext, email: string): Promise<{ ok: true }> {
    requireAccess(context, 'create', 'mfa-reset', undefined, TOOL_REFUSAL);
    const user = await this.byEmail(email);
    actOn(context, 'update', user);
    await this.em.nativeDelete(MfaFactor, { user });
    await this.tokens.revokeUser(user.id);
    return { ok: true };
  }

  async resetPassword(context: RequestContext, userId: string): Promise<{ emailId: string }> {
    requireAccess(context, 'create', 'activation-link', undefined, TOOL_REFUSAL);
    const user = await this.target(null, userId, context, null);
    actOn(context, 'update', user);
    return this.links.sendLink(user, 'RESET', context.requestId);
  }

  async checkExisting(context: RequestContext, value: string): Promise<{ exists: boolean }> {
    requireAccess(context, 'read', 'user-directory');
    return {
      exists: (await this.em.count(User, { email: value.trim().toLowerCase(), deletedAt: null })) > 0,
    };
  }

  /** Corrects several users' e-mails and sends each an activation e-mail, all or nothing for the changes. */
  async bulkEmailUpdate(
    context: RequestContext,
    entries: { userId: string; email: string; clientId: string | null }[],
  ): Promise<{ updated: UserDto[] }> {
    const caller = requireAccess(context, 'update', 'bulk-email-update', undefined, TOOL_REFUSAL);
    const emails = entries.map((e) => e.email);
    if (new Set(emails).size !== emails.length) {
      throw DomainError.validation(
        entries
          .map((e, i) => fieldError(`body.users.${i}.email`, 'emailTwice'))
          .filter((_, i) => emails.indexOf(emails[i] ?? '') !== i),
      );
    }
    const users = await this.em.transactional(async (tx) => {
      const found: User[] = [];
      for (const [i, entry] of entries.entries()) {
        const user = await tx.findOne(User, { id: entry.userId, deletedAt: null });
        if (!user) throw DomainError.validation([fieldError(`body.users.${i}.userId`, 'userNotFound')]);
        actOn(context, 'update', user);
        requireAccess(context, 'update', 'bulk-email-update', undefined, TOOL_REFUSAL);
        if (entry.clientId && !user.clientIds.includes(entry.clientId)) {
          throw DomainError.validation([fieldError(`body.users.${i}.clientId`, 'userNotAssigned')]);
        }
        const taken = await tx.count(User, { email: entry.email, id: { $ne: user.id } });
        if (taken) throw DomainError.validation([fieldError(`body.users.${i}.email`, 'emailTaken')]);
        if (user.email !== entry.email) {
          user.email = entry.email;
          this.touchInfo(user, caller);
        }
        found.push(user);
      }
      return found;
    });
    for (const user of users)
      await this.links.sendLink(user, await this.links.activationKind(user), context.requestId);
    return { updated: await this.users.views(users) };
  }

  /**
   * The user a call is about. For a ben admin or broker (`context` given), a user who shares none of their
   * clients and is not themselves is not found: the record would show another client's people.
   */
  /**
   * A user assigned to the client, for another service acting for the caller on that client (the onboarding
   * forms' recipients): the caller must reach the client (staff, or one of their own); anyone else, or a user
   * not of the client, is not found.
   */
  async clientUser(context: RequestContext, clientId: string, userId: string): Promise<ClientUser> {
    requireAccess(context, 'read', 'client', { clientId, named: false }, { notFound: 'User' });
    const user = await this.em.findOne(User, { id: userId, deletedAt: null });
    if (!user || !user.clientIds.includes(clientId)) throw DomainError.notFound('User');
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    };
  }

  /**
   * The users assigned to a client (ben admins and brokers), by e-mail: staff callers only (another service
   * e-mailing the client's people for an owner); anyone else is refused.
   */
  async clientUsers(context: RequestContext, clientId: string): Promise<ClientUser[]> {
    requireAccess(context, 'read', 'user-directory', { allClients: true });
    const users = await this.em.find(
      User,
      { deletedAt: null, clientIds: { $contains: [clientId] } },
      { orderBy: { email: 'asc' }, limit: 500 },
    );
    return users.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    }));
  }

  private async target(
    kind: UserKind | null,
    userId: string,
    context?: RequestContext,
    action: Action | null = 'read',
  ): Promise<User> {
    // Decision 229's second step before the lookup: a role that may do `action` to no person of this kind is
    // refused 403 whoever the record is (the answer tells nothing about it); the record's own check follows.
    // `null`: a staff tool's own check came first (the tool, not the record, decides who may use it).
    if (context && action)
      requireAccess(context, action, (kind ? rolesOfKind(kind) : ALL_ROLES).map(resourceOfRole), undefined, {
        forbidden: action === 'read' ? READ_REFUSAL : MANAGE_REFUSAL,
      });
    const user = await this.em.findOne(User, { id: userId, deletedAt: null });
    if (!user || (kind && !rolesOfKind(kind).includes(user.role))) throw DomainError.notFound('User');
    const caller = context?.user;
    if (caller && !isStaff(caller.role) && caller.id !== user.id) {
      if (!user.clientIds.some((id) => caller.clientIds.includes(id))) throw DomainError.notFound('User');
    }
    return user;
  }

  private async byEmail(email: string): Promise<User> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase(), deletedAt: null });
    if (!user) throw DomainError.notFound('User');
    return user;
  }

  private roleFor(kind: UserKind, requested: CreateUser['role']): Role {
    const allowed = rolesOfKind(kind);
    if (kind !== 'internal') return allowed[0] ?? 'BEN_ADMIN';
    if (!requested || !allowed.includes(requested)) {
      throw DomainError.validation([fieldError('body.role', 'adminOrOwner')]);
    }
    return requested;
  }

  /**
   * The update tracker: a person's own change shows their name; a change by the provider's staff shows
   * "Updated by the Sun Life team" (no user attached).
   */
  private touchInfo(user: User, caller: Caller): void {
    user.userInfoUpdatedAt = new Date();
    user.userInfoUpdatedBy = isStaff(caller.role) ? null : caller.id;
  }
}

/** A staff tool (activation link, MFA reset, client assignment, bulk e-mail update) the caller does not hold. */
const TOOL_REFUSAL = { forbidden: 'You do not have permission to do this.' };

/**
 * The 403's words about one user record (spec §6: admins manage ben admins and brokers and read admins; only
 * owners read owners and manage owners and admins; a broker updates and reads their own record). Checking the
 * record's role, not only the staff tool, is what stops an admin resetting an owner's authenticator.
 */
function refusal(context: RequestContext, action: Action, target: User): string {
  if (action === 'read') return READ_REFUSAL;
  return isStaff(target.role) && context.user && isStaff(context.user.role)
    ? 'Only owners can manage owners and admins.'
    : MANAGE_REFUSAL;
}
const READ_REFUSAL = 'You do not have access to this user.';
const MANAGE_REFUSAL = 'You do not have permission to manage this user.';
const ALL_ROLES: readonly Role[] = ['BEN_ADMIN', 'BROKER', 'SLF_ADMIN', 'SLF_OWNER'];

/**
 * The one access check (decision 229) about one user record the caller named: the resource is the record's role
 * (`owner`, `admin`, `broker`, `ben-admin`), the 403 in that record's words.
 */
function actOn(context: RequestContext, action: Action, user: User): Caller {
  return requireAccess(
    context,
    action,
    resourceOfRole(user.role),
    { userId: user.id, named: true },
    { forbidden: refusal(context, action, user) },
  );
}

const kindOf = (role: Role): UserKind =>
  isStaff(role) ? 'internal' : role === 'BROKER' ? 'broker' : 'ben-admin';

/**
 * What a ben admin or broker may see of users: the client ids they share with them (another client's id is
 * another client's data). Staff see everything.
 */
function visibleTo(caller: Caller, users: UserDto[]): UserDto[] {
  if (isStaff(caller.role)) return users;
  return users.map((u) =>
    u.id === caller.id ? u : { ...u, clientIds: u.clientIds.filter((id) => caller.clientIds.includes(id)) },
  );
}
