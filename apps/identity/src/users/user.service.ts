import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { User as UserDto } from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import { Credential, MfaFactor } from '../auth/auth.entities.js';
import { User } from './user.entity.js';
import { userView } from './user.view.js';

@Injectable()
export class UserService {
  constructor(private readonly em: EntityManager) {}

  async get(id: string): Promise<User> {
    const user = await this.em.findOne(User, { id, deletedAt: null });
    if (!user) throw DomainError.notFound('User');
    return user;
  }

  /** API views of users, with what the list needs joined in a fixed number of queries. */
  async views(users: User[]): Promise<UserDto[]> {
    if (users.length === 0) return [];
    const ids = users.map((u) => u.id);
    const [credentials, factors] = await Promise.all([
      this.em.find(Credential, { user: { $in: ids } }, { fields: ['user'] }),
      this.em.find(MfaFactor, { user: { $in: ids }, status: 'ACTIVE' }, { fields: ['user'] }),
    ]);
    const withPassword = new Set(credentials.map((c) => c.user.id));
    const withMfa = new Set(factors.map((f) => f.user.id));
    const editorIds = [...new Set(users.map((u) => u.userInfoUpdatedBy).filter((id): id is string => !!id))];
    const editors = editorIds.length ? await this.em.find(User, { id: { $in: editorIds } }) : [];
    const editorById = new Map(
      editors.map((e) => [e.id, { firstName: e.firstName, lastName: e.lastName, email: e.email }]),
    );
    return users.map((user) =>
      userView(user, {
        hasPassword: withPassword.has(user.id),
        hasMfa: withMfa.has(user.id),
        updatedBy: user.userInfoUpdatedBy ? (editorById.get(user.userInfoUpdatedBy) ?? null) : null,
      }),
    );
  }

  async view(user: User): Promise<UserDto> {
    const [view] = await this.views([user]);
    if (!view) throw DomainError.notFound('User');
    return view;
  }

  async acceptTerms(id: string): Promise<UserDto> {
    const user = await this.get(id);
    user.termsOfUseDate = new Date();
    await this.em.flush();
    return this.view(user);
  }
}
