import { describe, expect, test } from '@jest/globals';
import { keyedMessage, type RequestContext, type Role } from '@onboard/contracts';
import { requireAccess, requireUser, type AccessTarget } from './access.js';
import { DomainError } from './errors.js';

/**
 * requireAccess (decision 229). Every expectation below is written out from spec §6, not asked of the role
 * table: a change to the table that breaks a sentence of §6 fails here.
 */

const OWN = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SOMEONE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const as = (role: Role | null): RequestContext => ({
  requestId: 'r1',
  user: role === null ? null : { id: ME, role, clientIds: role.startsWith('SLF') ? [] : [OWN] },
});
const anonymous = as(null);
const benAdmin = as('BEN_ADMIN');
const broker = as('BROKER');
const admin = as('SLF_ADMIN');
const owner = as('SLF_OWNER');

/** The code requireAccess answers with, or 'ok'. */
function answer(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const named = (clientId: string): AccessTarget => ({ clientId, named: true });
const lookup = (clientId: string): AccessTarget => ({ clientId, named: false });

describe('requireAccess', () => {
  test('nobody signed in: UNAUTHENTICATED, whatever the call', () => {
    expect(answer(() => requireAccess(anonymous, 'read', 'client', named(OWN)))).toBe('UNAUTHENTICATED');
    expect(answer(() => requireAccess(anonymous, 'read', 'client'))).toBe('UNAUTHENTICATED');
    expect(answer(() => requireAccess(anonymous, 'read', 'email', { allClients: true }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(() => requireUser(anonymous)).toThrow(DomainError);
  });

  test('returns the caller it let in', () => {
    expect(requireAccess(benAdmin, 'read', 'client', named(OWN))).toEqual(benAdmin.user);
    expect(requireAccess(admin, 'delete', 'client', named(OTHER))).toEqual(admin.user);
  });

  // "Ben admins and brokers: read and update own client … full control of own EIF documents and documents,
  // read/create/update onboarding forms, full control of own employee classes and locations."
  test.each([
    ['read', 'client'],
    ['update', 'client'],
    ['read', 'client-action'],
    ['create', 'document'],
    ['delete', 'document'],
    ['update', 'eif-document'],
    ['create', 'onboarding-form'],
    ['update', 'onboarding-form'],
    ['delete', 'employee-class'],
    ['create', 'location'],
  ] as const)('ben admin and broker may %s %s of their own client', (action, resource) => {
    for (const caller of [benAdmin, broker]) {
      expect(answer(() => requireAccess(caller, action, resource, named(OWN)))).toBe('ok');
      expect(answer(() => requireAccess(caller, action, resource, lookup(OWN)))).toBe('ok');
    }
  });

  // "ben admins and brokers act only on their own clients": another client's record is 403 when the call
  // named it, 404 when the service found it by a lookup (decision 229).
  test.each([
    ['read', 'client'],
    ['update', 'client'],
    ['read', 'document'],
    ['update', 'location'],
    ['read', 'onboarding-form'],
  ] as const)(
    'ben admin and broker on another client (%s %s): 403 named, 404 by lookup',
    (action, resource) => {
      for (const caller of [benAdmin, broker]) {
        expect(answer(() => requireAccess(caller, action, resource, named(OTHER)))).toBe('FORBIDDEN');
        expect(answer(() => requireAccess(caller, action, resource, lookup(OTHER)))).toBe('NOT_FOUND');
      }
    },
  );

  test('the 404 says what was not found: the client by default, or what the call names', () => {
    const notFound = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(notFound(() => requireAccess(benAdmin, 'read', 'document', lookup(OTHER)))).toBe(
      'Client not found',
    );
    expect(
      notFound(() => requireAccess(benAdmin, 'read', 'client', lookup(OTHER), { notFound: 'User' })),
    ).toBe('User not found');
  });

  // "Ben admins and brokers: read own client … (update excluded from many fields)" and nothing about deleting
  // a client or its setup: a role that may not do it for anything is refused 403 even by lookup (saying "no"
  // tells nothing about a record).
  test.each([
    ['delete', 'client'],
    ['create', 'client'],
    ['read', 'client-setup'],
    ['update', 'client-setup'],
    ['update', 'implementer-edits'],
    ['create', 'explorer-page'],
    ['update', 'onboarding-form-reassign'],
  ] as const)('ben admin and broker may not %s %s at all: 403, named or not', (action, resource) => {
    for (const caller of [benAdmin, broker]) {
      expect(answer(() => requireAccess(caller, action, resource, named(OWN)))).toBe('FORBIDDEN');
      expect(answer(() => requireAccess(caller, action, resource, lookup(OTHER)))).toBe('FORBIDDEN');
      expect(answer(() => requireAccess(caller, action, resource))).toBe('FORBIDDEN');
    }
  });

  // "Staff (admin, owner) act on any resource"; "Admin: create, read, update, delete any client".
  test('staff act on any client, named or reached by a lookup', () => {
    for (const caller of [admin, owner]) {
      for (const action of ['create', 'read', 'update', 'delete'] as const) {
        expect(answer(() => requireAccess(caller, action, 'client', named(OTHER)))).toBe('ok');
        expect(answer(() => requireAccess(caller, action, 'client', lookup(OWN)))).toBe('ok');
      }
      expect(answer(() => requireAccess(caller, 'update', 'client-setup', named(OTHER)))).toBe('ok');
      expect(answer(() => requireAccess(caller, 'delete', 'implementer-edits', named(OTHER)))).toBe('ok');
    }
  });

  // "Admin and owner: … read/resend/create emails"; "Owner only: … resend rejected e-mails, purge QA data,
  // carrier management, … update phase-change status flag".
  test('e-mails and owner operations: every client at once, staff only, owner operations owner only', () => {
    const every = { allClients: true } as const;
    for (const caller of [admin, owner]) {
      expect(answer(() => requireAccess(caller, 'read', 'email', every))).toBe('ok');
      expect(answer(() => requireAccess(caller, 'create', 'email', every))).toBe('ok');
    }
    for (const caller of [benAdmin, broker]) {
      expect(answer(() => requireAccess(caller, 'read', 'email', every))).toBe('FORBIDDEN');
    }
    expect(answer(() => requireAccess(owner, 'update', 'owner-operations', every))).toBe('ok');
    expect(answer(() => requireAccess(owner, 'delete', 'owner-operations'))).toBe('ok');
    expect(answer(() => requireAccess(admin, 'update', 'owner-operations', every))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(admin, 'delete', 'owner-operations'))).toBe('FORBIDDEN');
  });

  // "Ben admins and brokers … read-only" explorer pages of their own clients (decision 161): reading one of
  // theirs is allowed; a call over every client's pages (pages by owner) is not.
  test('every client at once needs a grant on any client: a ben admin reading pages by owner is refused', () => {
    expect(answer(() => requireAccess(benAdmin, 'read', 'explorer-page', named(OWN)))).toBe('ok');
    expect(answer(() => requireAccess(benAdmin, 'read', 'explorer-page', { allClients: true }))).toBe(
      'FORBIDDEN',
    );
    expect(answer(() => requireAccess(admin, 'read', 'explorer-page', { allClients: true }))).toBe('ok');
  });

  // "Ben admins, brokers, admins and owners can list ben admins; brokers, admins and owners list brokers."
  test('lists naming no record: allowed for a role that may at all', () => {
    for (const caller of [benAdmin, broker, admin, owner]) {
      expect(answer(() => requireAccess(caller, 'read', 'ben-admin'))).toBe('ok');
      expect(answer(() => requireAccess(caller, 'read', 'client'))).toBe('ok');
    }
    expect(answer(() => requireAccess(benAdmin, 'read', 'broker'))).toBe('FORBIDDEN');
    for (const caller of [broker, admin, owner]) {
      expect(answer(() => requireAccess(caller, 'read', 'broker'))).toBe('ok');
    }
    // "Admin: create … any client"; ben admins and brokers do not create clients.
    expect(answer(() => requireAccess(admin, 'create', 'client'))).toBe('ok');
    expect(answer(() => requireAccess(broker, 'create', 'client'))).toBe('FORBIDDEN');
  });

  // "brokers only on their own user record"; "A broker may update own record"; "Admin: … manage ben-admin and
  // broker users; read admins. Owner: manage owners and admins."; "Owner only: … read owners".
  test('user records: a broker their own record; admins ben admins, brokers and reading admins; owners all', () => {
    const user = (userId: string, isNamed = true): AccessTarget => ({ userId, named: isNamed });
    expect(answer(() => requireAccess(broker, 'update', 'broker', user(ME)))).toBe('ok');
    expect(answer(() => requireAccess(broker, 'update', 'broker', user(SOMEONE)))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(broker, 'update', 'broker', user(SOMEONE, false)))).toBe('NOT_FOUND');
    expect(answer(() => requireAccess(benAdmin, 'update', 'ben-admin', user(ME)))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(admin, 'update', 'ben-admin', user(SOMEONE)))).toBe('ok');
    expect(answer(() => requireAccess(admin, 'delete', 'broker', user(SOMEONE)))).toBe('ok');
    expect(answer(() => requireAccess(admin, 'read', 'admin', user(SOMEONE)))).toBe('ok');
    expect(answer(() => requireAccess(admin, 'update', 'admin', user(SOMEONE)))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(admin, 'read', 'owner', user(SOMEONE)))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(owner, 'update', 'owner', user(SOMEONE)))).toBe('ok');
    expect(answer(() => requireAccess(owner, 'delete', 'admin', user(SOMEONE)))).toBe('ok');
  });

  // Spec §6: "Admin and owner: … manage ben admins and brokers"; "Owner: manage owners and admins"; "A broker may
  // update own record". Before the lookup, the service knows only the kind of person a route is about.
  test('several resources (a kind of person, before the lookup): refused only when the role may touch none', () => {
    const internal = ['admin', 'owner'] as const;
    expect(answer(() => requireAccess(benAdmin, 'update', internal))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(broker, 'delete', internal))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(admin, 'update', internal))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(admin, 'read', internal))).toBe('ok');
    expect(answer(() => requireAccess(owner, 'delete', internal))).toBe('ok');
    expect(answer(() => requireAccess(benAdmin, 'update', ['ben-admin']))).toBe('FORBIDDEN');
    expect(answer(() => requireAccess(broker, 'update', ['broker']))).toBe('ok');
    expect(answer(() => requireAccess(broker, 'delete', ['broker']))).toBe('FORBIDDEN');
    const someone = { userId: SOMEONE, named: true } as const;
    expect(answer(() => requireAccess(owner, 'update', internal, someone))).toBe('ok');
    expect(answer(() => requireAccess(admin, 'update', internal, someone))).toBe('FORBIDDEN');
  });

  test("the 403's message is the call's own when it gives one", () => {
    const refused = (() => {
      try {
        requireAccess(broker, 'update', 'client-setup', named(OWN), { forbidden: keyedMessage('staffOnly') });
      } catch (error) {
        return error as DomainError;
      }
      return null;
    })();
    expect(refused?.code).toBe('FORBIDDEN');
    expect(refused?.key).toBe('staffOnly');
    const plain = (() => {
      try {
        requireAccess(benAdmin, 'read', 'client', named(OTHER));
      } catch (error) {
        return error as DomainError;
      }
      return null;
    })();
    expect(plain?.message).toBe('You do not have access to this resource');
  });
});
