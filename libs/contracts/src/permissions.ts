import type { Role } from './enums.js';

/**
 * The role rules of spec §6, as one table read by the gateway guard, the services (ownership checks) and the
 * web (menus and buttons). Change a rule here and all three follow.
 */
export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  /** A client (employer) record. */
  'client',
  /** Internal client setup: setup steps, Jira sync, base-client merge, the plan list (staff only). */
  'client-setup',
  /** Actions listed on a client (tasks, setup). */
  'client-action',
  'document',
  'eif-document',
  'onboarding-form',
  'employee-class',
  'location',
  /** The EIF's contacts (plan administrators, data-feed and TPA contacts, payees). */
  'contact',
  /** The EIF's bills (billing preferences). */
  'bill',
  'web-link',
  /** User records by kind. */
  'ben-admin',
  'broker',
  'admin',
  'owner',
  /** Assigning ben admins and brokers to clients. */
  'user-client-assignment',
  'mfa-reset',
  'activation-link',
  'bulk-email-update',
  /** Listing users across kinds (GET /api/users, /api/users/role, /api/users/slfs). */
  'user-directory',
  /** A user's list of clients (GET /api/users/{userId}/clients). */
  'user-clients',
  'onboarding-form-reassign',
  'email',
  'implementer-edits',
  'owner-operations',
  /** The live events websocket. */
  'live-events',
  /**
   * A client's Benefits Explorer sites (spec §7 explorer pages; decision 161): staff manage every client's,
   * ben admins and brokers read their own clients' (spec §6 shows no more).
   */
  'explorer-page',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** `own`: only the caller's own clients (clientIds) or, for user resources, the caller's own record. */
export type Grant = {
  resource: Resource;
  actions: readonly Action[];
  scope: 'any' | 'own';
};

const ALL: readonly Action[] = ACTIONS;
const CLIENT_SIDE: Grant[] = [
  { resource: 'client', actions: ['read', 'update'], scope: 'own' },
  { resource: 'client-action', actions: ['read'], scope: 'own' },
  { resource: 'document', actions: ALL, scope: 'own' },
  { resource: 'eif-document', actions: ALL, scope: 'own' },
  { resource: 'onboarding-form', actions: ['create', 'read', 'update'], scope: 'own' },
  { resource: 'employee-class', actions: ALL, scope: 'own' },
  { resource: 'location', actions: ALL, scope: 'own' },
  // The EIF's contacts: the spec is silent; like locations and classes, the form's records (decision 100).
  { resource: 'contact', actions: ALL, scope: 'own' },
  // The EIF's bills: as contacts, the billing-preferences sub-step's records (decision 101).
  { resource: 'bill', actions: ALL, scope: 'own' },
  { resource: 'web-link', actions: ['read'], scope: 'any' },
  // "Ben admins, brokers, admins and owners can list ben admins."
  { resource: 'ben-admin', actions: ['read'], scope: 'any' },
  { resource: 'user-clients', actions: ['read'], scope: 'own' },
  // Benefits Explorer sites: read only, their own clients' (decision 161).
  { resource: 'explorer-page', actions: ['read'], scope: 'own' },
];

const ADMIN: Grant[] = [
  ...ALL_RESOURCES_EXCEPT(['admin', 'owner', 'owner-operations', 'email', 'live-events']),
  { resource: 'admin', actions: ['read'], scope: 'any' },
  { resource: 'email', actions: ['create', 'read'], scope: 'any' },
  { resource: 'live-events', actions: ['read'], scope: 'any' },
];

function ALL_RESOURCES_EXCEPT(excluded: readonly Resource[]): Grant[] {
  return RESOURCES.filter((r) => !excluded.includes(r)).map((resource) => ({
    resource,
    actions: ALL,
    scope: 'any',
  }));
}

export const ROLE_GRANTS: Record<Role, readonly Grant[]> = {
  BEN_ADMIN: CLIENT_SIDE,
  BROKER: [
    ...CLIENT_SIDE,
    // "Brokers, admins and owners list brokers"; "a broker may update own record except clientIds".
    { resource: 'broker', actions: ['read'], scope: 'any' },
    { resource: 'broker', actions: ['update'], scope: 'own' },
  ],
  SLF_ADMIN: ADMIN,
  // "Owner extends admin": everything, including owners, admins, e-mail update/delete and owner-only jobs.
  SLF_OWNER: RESOURCES.map((resource) => ({ resource, actions: ALL, scope: 'any' })),
};

/** Fields of a client a ben admin or broker may not change (spec §6: ids, flags, status, contacts, …). */
export const CLIENT_FIELDS_STAFF_ONLY = [
  'id',
  'caseId',
  'ticketId',
  'releaseStatus',
  'implementationType',
  'baseClientId',
  'isActive',
  'isTest',
  'isArchived',
  'isOnboard',
  'isBenefitsExplorer',
  'completedSetup',
  'completedSetupAt',
  'contacts',
  'tasks',
  'plans',
  'bills',
  'policies',
  'users',
] as const;

/** Fields of their own record a broker may not change. */
export const BROKER_SELF_FIELDS_STAFF_ONLY = ['clientIds', 'role', 'email'] as const;

export type Principal = { id: string; role: Role; clientIds: readonly string[] };

/** What a permission check is about: a client (by id) or a user record (by id). */
export type Target = { clientId?: string; userId?: string };

/** Resources that are user records: an own-scoped grant on them means the caller's own record (`userId`). */
const USER_RESOURCES: readonly Resource[] = ['ben-admin', 'broker', 'admin', 'owner', 'user-clients'];

/**
 * May `principal` do `action` on `resource` for this particular client or user record? An own-scoped grant
 * (ben admins and brokers) answers yes only for a target that is theirs: a client among their clientIds, or,
 * for user resources, their own record. Without a target (or with one of the wrong kind) it answers no: a
 * check about a record that forgot to name it fails closed. Menus, buttons and "may this role list at all"
 * ask `canSome` instead.
 */
export function can(
  principal: Principal | null,
  action: Action,
  resource: Resource,
  target?: Target,
): boolean {
  if (!principal) return false;
  return ROLE_GRANTS[principal.role].some((grant) => {
    if (grant.resource !== resource || !grant.actions.includes(action)) return false;
    if (grant.scope === 'any') return true;
    if (USER_RESOURCES.includes(resource))
      return target?.userId !== undefined && target.userId === principal.id;
    return target?.clientId !== undefined && principal.clientIds.includes(target.clientId);
  });
}

/**
 * May `principal` do `action` on `resource` for at least one thing (its own clients or record included)? For
 * menus and buttons only; a check about a particular record must call `can` with its target.
 */
export function canSome(principal: Principal | null, action: Action, resource: Resource): boolean {
  if (!principal) return false;
  return ROLE_GRANTS[principal.role].some(
    (grant) => grant.resource === resource && grant.actions.includes(action),
  );
}

export const isStaff = (role: Role): boolean => role === 'SLF_ADMIN' || role === 'SLF_OWNER';
