import { describe, expect, test } from '@jest/globals';
import { can, canSome, type Action, type Principal, type Resource } from './permissions.js';

// The role rules of spec §6, written out one statement at a time, independent of how the table is built.
const OWN = '11111111-1111-4111-a111-111111111111';
const OTHER = '22222222-2222-4222-a222-222222222222';
const benAdmin: Principal = { id: 'ba', role: 'BEN_ADMIN', clientIds: [OWN] };
const broker: Principal = { id: 'br', role: 'BROKER', clientIds: [OWN] };
const admin: Principal = { id: 'ad', role: 'SLF_ADMIN', clientIds: [] };
const owner: Principal = { id: 'ow', role: 'SLF_OWNER', clientIds: [] };

type Row = [
  string,
  Principal | null,
  Action,
  Resource,
  { clientId?: string; userId?: string } | undefined,
  boolean,
];

const rows: Row[] = [
  ['anonymous can do nothing', null, 'read', 'client', undefined, false],
  ['staff act on any client', admin, 'delete', 'client', { clientId: OTHER }, true],
  ['owner acts on any client', owner, 'update', 'client', { clientId: OTHER }, true],
  ['ben admin reads own client', benAdmin, 'read', 'client', { clientId: OWN }, true],
  ['ben admin does not read another client', benAdmin, 'read', 'client', { clientId: OTHER }, false],
  ['broker updates own client', broker, 'update', 'client', { clientId: OWN }, true],
  ['broker does not delete a client', broker, 'delete', 'client', { clientId: OWN }, false],
  ['ben admin does not create clients', benAdmin, 'create', 'client', undefined, false],
  ['staff run client setup', admin, 'update', 'client-setup', { clientId: OTHER }, true],
  [
    'a broker does not run client setup on own client',
    broker,
    'update',
    'client-setup',
    { clientId: OWN },
    false,
  ],
  ['ben admin reads own client actions', benAdmin, 'read', 'client-action', { clientId: OWN }, true],
  ['ben admin has full control of own documents', benAdmin, 'delete', 'document', { clientId: OWN }, true],
  ['broker has full control of own EIF documents', broker, 'create', 'eif-document', { clientId: OWN }, true],
  [
    'ben admin creates onboarding forms on own client',
    benAdmin,
    'create',
    'onboarding-form',
    { clientId: OWN },
    true,
  ],
  [
    'ben admin does not delete onboarding forms',
    benAdmin,
    'delete',
    'onboarding-form',
    { clientId: OWN },
    false,
  ],
  [
    'broker has full control of own employee classes',
    broker,
    'delete',
    'employee-class',
    { clientId: OWN },
    true,
  ],
  ['broker has full control of own locations', broker, 'update', 'location', { clientId: OWN }, true],
  ['ben admin has full control of own contacts', benAdmin, 'delete', 'contact', { clientId: OWN }, true],
  ['broker: no contacts of another client', broker, 'update', 'contact', { clientId: 'other' }, false],
  ['ben admin has full control of own bills', benAdmin, 'delete', 'bill', { clientId: OWN }, true],
  ['broker: no bills of another client', broker, 'update', 'bill', { clientId: 'other' }, false],
  ['web links are read-only for ben admins', benAdmin, 'update', 'web-link', undefined, false],
  ['broker updates own user record', broker, 'update', 'broker', { userId: 'br' }, true],
  ['broker does not update another broker', broker, 'update', 'broker', { userId: 'someone' }, false],
  ['ben admin does not update own record', benAdmin, 'update', 'ben-admin', { userId: 'ba' }, false],
  ['ben admins list ben admins', benAdmin, 'read', 'ben-admin', undefined, true],
  ['brokers list ben admins', broker, 'read', 'ben-admin', undefined, true],
  ['brokers list brokers', broker, 'read', 'broker', undefined, true],
  ['ben admins do not list brokers', benAdmin, 'read', 'broker', undefined, false],
  ['admin manages ben admins', admin, 'create', 'ben-admin', undefined, true],
  ['admin manages brokers', admin, 'delete', 'broker', undefined, true],
  ['admin reads admins', admin, 'read', 'admin', undefined, true],
  ['admin does not manage admins', admin, 'create', 'admin', undefined, false],
  ['admin does not read owners', admin, 'read', 'owner', undefined, false],
  ['owner manages admins', owner, 'update', 'admin', undefined, true],
  ['owner manages owners', owner, 'create', 'owner', undefined, true],
  ['admin assigns users to clients', admin, 'update', 'user-client-assignment', undefined, true],
  ['broker does not assign users to clients', broker, 'update', 'user-client-assignment', undefined, false],
  ['admin resets MFA', admin, 'create', 'mfa-reset', undefined, true],
  ['ben admin does not reset MFA', benAdmin, 'create', 'mfa-reset', undefined, false],
  ['admin reads and creates e-mails', admin, 'read', 'email', undefined, true],
  ['admin does not delete e-mails', admin, 'delete', 'email', undefined, false],
  ['owner updates and deletes e-mails', owner, 'delete', 'email', undefined, true],
  ['owner-only operations are refused to admins', admin, 'create', 'owner-operations', undefined, false],
  ['owner runs owner-only operations', owner, 'create', 'owner-operations', undefined, true],
  ['admin copies activation links', admin, 'create', 'activation-link', undefined, true],
  ['admin bulk-updates e-mails', admin, 'update', 'bulk-email-update', undefined, true],
  ['admin undoes implementer edits', admin, 'update', 'implementer-edits', undefined, true],
  ['admin reassigns onboarding forms', admin, 'update', 'onboarding-form-reassign', undefined, true],
  // Fail closed: an own-scoped grant answers no when the check names no record, or a record of the wrong kind.
  ['ben admin: read client without a target', benAdmin, 'read', 'client', undefined, false],
  ['ben admin: read client with an empty target', benAdmin, 'read', 'client', {}, false],
  ['broker: update client without a target', broker, 'update', 'client', undefined, false],
  ['broker: documents without a target', broker, 'create', 'document', {}, false],
  ['ben admin: a user id is not a client', benAdmin, 'read', 'client', { userId: 'ba' }, false],
  ['broker: own record without a target', broker, 'update', 'broker', undefined, false],
  ['broker: own record with an empty target', broker, 'update', 'broker', {}, false],
  ['broker: a client id is not a user record', broker, 'update', 'broker', { clientId: OWN }, false],
  ['ben admin reads own client list of clients', benAdmin, 'read', 'user-clients', { userId: 'ba' }, true],
  ["ben admin: another user's clients", benAdmin, 'read', 'user-clients', { userId: 'br' }, false],
  ['ben admin: user clients without a target', benAdmin, 'read', 'user-clients', undefined, false],
  ['staff need no target', admin, 'update', 'client', undefined, true],
  ['live events for admins', admin, 'read', 'live-events', undefined, true],
  ['live events for owners', owner, 'read', 'live-events', undefined, true],
  ['no live events for brokers', broker, 'read', 'live-events', undefined, false],
  ['no live events for ben admins', benAdmin, 'read', 'live-events', undefined, false],
  ['explorer pages: a ben admin reads own', benAdmin, 'read', 'explorer-page', { clientId: OWN }, true],
  ['explorer pages: a ben admin not another', benAdmin, 'read', 'explorer-page', { clientId: OTHER }, false],
  ['explorer pages: no ben admin update', benAdmin, 'update', 'explorer-page', { clientId: OWN }, false],
  ['explorer pages: no broker create', broker, 'create', 'explorer-page', { clientId: OWN }, false],
  ['explorer pages: admins delete any', admin, 'delete', 'explorer-page', { clientId: OTHER }, true],
];

describe('role rules of spec §6', () => {
  test.each(rows)('%s', (_label, principal, action, resource, target, allowed) => {
    expect(can(principal, action, resource, target)).toBe(allowed);
  });
});

describe('canSome (spec §6, answers written out)', () => {
  const benAdmin = { id: 'u-ba', role: 'BEN_ADMIN' as const, clientIds: ['c-own'] };
  const staff = { id: 'u-st', role: 'SLF_ADMIN' as const, clientIds: [] };
  const table: [
    string,
    typeof benAdmin | typeof staff | null,
    'read' | 'create' | 'delete',
    'client',
    boolean,
  ][] = [
    ['ben admin reads some client', benAdmin, 'read', 'client', true],
    ['ben admin creates a client', benAdmin, 'create', 'client', false],
    ['ben admin deletes a client', benAdmin, 'delete', 'client', false],
    ['staff reads some client', staff, 'read', 'client', true],
    ['staff creates a client', staff, 'create', 'client', true],
    ['nobody signed in', null, 'read', 'client', false],
    ['ben admin updates some client (own ones)', benAdmin, 'update' as 'read', 'client', true],
  ];
  test.each(table)('%s', (_name, principal, action, resource, expected) => {
    expect(canSome(principal, action, resource)).toBe(expected);
  });
});
