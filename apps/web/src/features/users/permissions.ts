import {
  can,
  canSome,
  type Action,
  type Principal,
  type Resource,
  type Role,
  type User,
  type UserKind,
} from '@onboard/contracts';

/** The role-table resource of a user record: internal users are admins or owners (spec section 6). */
export function resourceOfUser(kind: UserKind, role?: Role): Resource {
  if (kind === 'internal') return role === 'SLF_OWNER' ? 'owner' : 'admin';
  return kind;
}

/**
 * May `principal` do `action` on users of this kind (on `target` when given)? Internal users: managing
 * owners needs the owner resource, admins the admin resource, so an admin sees no actions there.
 */
export function mayManageUser(
  principal: Principal | null,
  action: Action,
  kind: UserKind,
  target?: Pick<User, 'id' | 'role'>,
): boolean {
  if (target) return can(principal, action, resourceOfUser(kind, target.role), { userId: target.id });
  if (kind === 'internal') return canSome(principal, action, 'admin') || canSome(principal, action, 'owner');
  return canSome(principal, action, kind);
}

/** The roles `principal` may give a new internal user. */
export function assignableInternalRoles(principal: Principal | null): Role[] {
  return (['SLF_ADMIN', 'SLF_OWNER'] as const).filter((role) =>
    canSome(principal, 'create', resourceOfUser('internal', role)),
  );
}

/** The actions a page shows for one user; each is hidden when the role table says no. */
export function userActionsFor(principal: Principal | null, kind: UserKind, user: Pick<User, 'id' | 'role'>) {
  const onUser = (action: Action) => mayManageUser(principal, action, kind, user);
  // The gateway declares activation e-mails, links and password resets as 'create activation-link' and
  // MFA resets as 'create mfa-reset'; on top, the person's own record must be one the user may manage.
  const sendsLinks = onUser('update') && canSome(principal, 'create', 'activation-link');
  return {
    edit: onUser('update'),
    remove: onUser('delete'),
    activationEmail: sendsLinks,
    activationLink: sendsLinks,
    resetMfa: onUser('update') && canSome(principal, 'create', 'mfa-reset'),
    resetPassword: sendsLinks,
    changeToBroker: kind === 'ben-admin' && onUser('update') && canSome(principal, 'create', 'broker'),
    assignClients: kind !== 'internal' && canSome(principal, 'update', 'user-client-assignment'),
  };
}
export type UserActions = ReturnType<typeof userActionsFor>;
