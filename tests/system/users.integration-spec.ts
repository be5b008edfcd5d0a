import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { UPDATED_BY_PROVIDER_TEAM, userPageSchema, userSchema, type User } from '@onboard/contracts';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// User administration through the gateway as the staff pages use it, against the whole running system.

let sys: TestSystem;
let owner: Session;
let admin: Session;
let harbor: string;
let maple: string;
/**
 * The e-mail domain of this file's users (its own on a shared system, where other files' users are listed
 * too): every address the file makes is at it, and the lists are searched by it.
 */
let domain: string;
const at = (local: string): string => `${local}@${domain}`;

beforeAll(async () => {
  sys = await TestSystem.shared('users');
  const tenant = await sys.tenant('users');
  harbor = tenant.client('harbor-logistics');
  maple = tenant.client('maple-dental');
  const ownerEmail = await sys.makeUser('owner1', 'SLF_OWNER');
  domain = ownerEmail.split('@')[1] ?? '';
  owner = await sys.signIn(ownerEmail, 'owner1');
  admin = await sys.signIn(await sys.makeUser('admin1', 'SLF_ADMIN'), 'admin1');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

async function createBroker(by: Session, email: string, clientIds: string[] = []): Promise<User> {
  const res = await by
    .call('post', '/api/users/broker', { firstName: 'Bruno', lastName: 'Broker', email, clientIds })
    .expect(201);
  return userSchema.parse(res.body);
}

describe('lists', () => {
  test('brokers are listed 25 a page with a total, searchable, sorted by name', async () => {
    // Searched by this file's own domain (its only brokers so far are these), not by a word other files'
    // users may have.
    const search = encodeURIComponent(`@${domain}`);
    for (let i = 0; i < 27; i++) {
      await admin
        .call('post', '/api/users/broker', {
          firstName: 'Page',
          lastName: `Broker ${String(i).padStart(2, '0')}`,
          email: at(`page${i}`),
        })
        .expect(201);
    }
    const first = userPageSchema.parse(
      (await admin.call('get', `/api/users/broker?search=${search}`).expect(200)).body,
    );
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.lastName).toBe('Broker 00');
    const second = userPageSchema.parse(
      (await admin.call('get', `/api/users/broker?search=${search}&offset=25`).expect(200)).body,
    );
    expect(second.items.map((u) => u.lastName)).toEqual(['Broker 25', 'Broker 26']);
    const bad = await admin.call('get', '/api/users/broker?limit=500').expect(400);
    expect(bad.body.errors[0]).toEqual({
      path: 'query.limit',
      message: 'limit must be between 1 and 100',
      key: 'limitRange',
    });
  });

  test('lists show only their kind, and only the roles the caller may read', async () => {
    // Staff lists of this file's own users (owner1, admin1): on a shared system the first 100 internal users
    // may all be other files' admins.
    const mine = encodeURIComponent(`@${domain}`);
    const forOwner = userPageSchema.parse(
      (await owner.call('get', `/api/users/internal?limit=100&search=${mine}`).expect(200)).body,
    );
    expect(new Set(forOwner.items.map((u) => u.role))).toEqual(new Set(['SLF_ADMIN', 'SLF_OWNER']));
    // "Owner only: read owners."
    const forAdmin = userPageSchema.parse(
      (await admin.call('get', `/api/users/internal?limit=100&search=${mine}`).expect(200)).body,
    );
    expect(new Set(forAdmin.items.map((u) => u.role))).toEqual(new Set(['SLF_ADMIN']));
    const benAdmins = userPageSchema.parse(
      (await admin.call('get', '/api/users/ben-admin?limit=100').expect(200)).body,
    );
    expect(benAdmins.items.every((u) => u.role === 'BEN_ADMIN')).toBe(true);
  });
});

describe('create, edit, delete', () => {
  test('an admin creates, edits and deletes a broker; the tracker says the Sun Life team', async () => {
    const broker = await createBroker(admin, at('bea.new'));
    expect(broker).toMatchObject({ role: 'BROKER', hasPassword: false, hasMfa: false });
    const edited = userSchema.parse(
      (
        await admin
          .call('put', `/api/users/broker/${broker.id}`, { firstName: 'Beatrix', phoneNumber: '555-0101' })
          .expect(200)
      ).body,
    );
    expect(edited).toMatchObject({ firstName: 'Beatrix', phoneNumber: '555-0101', userInfoUpdatedBy: null });
    expect(edited.userInfoUpdatedAt).not.toBeNull();
    expect(UPDATED_BY_PROVIDER_TEAM).toBe('Updated by the Sun Life team');
    await admin.call('delete', `/api/users/broker/${broker.id}`).expect(200);
    await admin.call('get', `/api/users/broker/${broker.id}`).expect(404);
  });

  test('duplicate e-mails and bad fields come back as field errors', async () => {
    await createBroker(admin, at('twice'));
    const again = await admin
      .call('post', '/api/users/broker', { firstName: 'A', lastName: 'B', email: at('twice') })
      .expect(409);
    expect(again.body.errors).toEqual([
      { path: 'body.email', message: 'A user with this e-mail already exists', key: 'emailTaken' },
    ]);
    const invalid = await admin
      .call('post', '/api/users/broker', { firstName: '', lastName: 'B', email: '.dot@x.test' })
      .expect(400);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.firstName', message: 'Please provide a response', key: 'required' },
        { path: 'body.email', message: 'Please enter a valid email address', key: 'email' },
      ]),
    );
  });

  test('internal users are managed by owners; admins may only read them', async () => {
    const body = {
      firstName: 'Ina',
      lastName: 'Internal',
      email: at('ina'),
      role: 'SLF_ADMIN',
    };
    await admin.call('post', '/api/users/internal', body).expect(403);
    const created = userSchema.parse(
      (await owner.call('post', '/api/users/internal', body).expect(201)).body,
    );
    await admin.call('put', `/api/users/internal/${created.id}`, { firstName: 'Nope' }).expect(403);
    await owner.call('put', `/api/users/internal/${created.id}`, { role: 'SLF_OWNER' }).expect(200);
    await owner.call('delete', `/api/users/internal/${created.id}`).expect(200);
  });

  test('a broker edits their own record but not its client ids, and not another broker', async () => {
    const email = await sys.makeUser('selfbroker', 'BROKER', [harbor]);
    const session = await sys.signIn(email, 'selfbroker');
    const me = userSchema.parse((await session.call('get', '/api/users/authenticated').expect(200)).body);
    const own = userSchema.parse(
      (await session.call('put', `/api/users/broker/${me.id}`, { phoneNumber: '555-0199' }).expect(200)).body,
    );
    expect(own.phoneNumber).toBe('555-0199');
    // Their own change names them in the tracker.
    expect(own.userInfoUpdatedBy).toMatchObject({ email });
    const grab = await session
      .call('put', `/api/users/broker/${me.id}`, { clientIds: [harbor, maple] })
      .expect(400);
    expect(grab.body.errors).toEqual([
      { path: 'body.clientIds', message: 'Only Sun Life staff can change this', key: 'staffOnly' },
    ]);
    const other = await createBroker(admin, at('other.broker'));
    await session.call('put', `/api/users/broker/${other.id}`, { firstName: 'X' }).expect(403);
  });
});

describe('clients, roles and links', () => {
  test('assign and unassign clients; the user’s clients list shows them by name', async () => {
    const broker = await createBroker(admin, at('assign'));
    await admin.call('put', `/api/users/broker/${broker.id}/assign/${harbor}`).expect(200);
    const assigned = userSchema.parse(
      (await admin.call('put', `/api/users/broker/${broker.id}/assign/${maple}`).expect(200)).body,
    );
    expect(assigned.clientIds.sort()).toEqual([harbor, maple].sort());
    const clients = (await admin.call('get', `/api/users/${broker.id}/clients`).expect(200)).body;
    expect(clients.items.map((c: { name: string }) => c.name)).toEqual([
      'Harbor Logistics Inc.',
      'Maple Dental Group',
    ]);
    await admin.call('put', `/api/users/broker/${broker.id}/unassign/${harbor}`).expect(200);
    expect(
      userSchema.parse((await admin.call('get', `/api/users/broker/${broker.id}`).expect(200)).body)
        .clientIds,
    ).toEqual([maple]);
  });

  test('a ben admin becomes a broker and keeps their clients', async () => {
    const created = userSchema.parse(
      (
        await admin
          .call('post', '/api/users/ben-admin', {
            firstName: 'Bo',
            lastName: 'Admin',
            email: at('bo'),
            clientIds: [harbor],
          })
          .expect(201)
      ).body,
    );
    const changed = userSchema.parse(
      (await admin.call('post', `/api/users/ben-admin/${created.id}/change-to-broker`).expect(200)).body,
    );
    expect(changed).toMatchObject({ role: 'BROKER', clientIds: [harbor] });
    await admin.call('get', `/api/users/ben-admin/${created.id}`).expect(404);
    await admin.call('get', `/api/users/broker/${created.id}`).expect(200);
  });

  test('copying an activation link gives a 7-day link that works; sending one e-mails it', async () => {
    const broker = await createBroker(admin, at('link'));
    const link = (await admin.call('post', `/api/users/${broker.id}/activation-link`).expect(200)).body as {
      url: string;
    };
    const token = new URL(link.url).searchParams.get('token') ?? '';
    expect((await admin.call('get', `/api/users/auth-token/${token}`).expect(200)).body.kind).toBe(
      'ACTIVATION',
    );
    await admin.call('post', `/api/users/broker/${broker.id}/activation-email`).expect(200);
    const mailed = new URL(await sys.linkMailedTo(at('link'), 'Activate your Onboard account'));
    // A newer link spends the copied one.
    await admin.call('get', `/api/users/auth-token/${token}`).expect(404);
    await admin.call('get', `/api/users/auth-token/${mailed.searchParams.get('token')}`).expect(200);
  });

  test('resetting MFA sends the person back to enrolment', async () => {
    const email = await sys.makeUser('mfareset', 'BROKER');
    await admin.call('post', `/api/users/reset-mfa/${encodeURIComponent(email)}`).expect(200);
    expect((await sys.step('sign-in', { username: email, password: 'Onboard-Demo-2026' })).status).toBe(
      'MFA_ENROLL',
    );
  });

  test('bulk e-mail update changes every address and sends each an activation e-mail', async () => {
    const a = await createBroker(admin, at('bulk.a'), [harbor]);
    const b = await createBroker(admin, at('bulk.b'), [harbor]);
    const res = await admin
      .call('post', '/api/users/update-email-and-send-activation-email', {
        users: [
          { userId: a.id, email: at('bulk.a2'), clientId: harbor },
          { userId: b.id, email: at('bulk.b2'), clientId: harbor },
        ],
      })
      .expect(200);
    expect(res.body.updated.map((u: User) => u.email).sort()).toEqual([at('bulk.a2'), at('bulk.b2')]);
    await sys.linkMailedTo(at('bulk.a2'), 'Activate your Onboard account');
    await sys.linkMailedTo(at('bulk.b2'), 'Activate your Onboard account');
    const clash = await admin
      .call('post', '/api/users/update-email-and-send-activation-email', {
        users: [{ userId: a.id, email: at('bulk.b2'), clientId: null }],
      })
      .expect(400);
    expect(clash.body.errors).toEqual([
      { path: 'body.users.0.email', message: 'A user with this e-mail already exists', key: 'emailTaken' },
    ]);
  });

  test('an e-mail change is passed on to onboarding-form recipients (none pending yet)', async () => {
    const broker = await createBroker(admin, at('recipient'));
    const res = await admin
      .call('put', `/api/users/${broker.id}/onboarding-form-email`, { oldEmail: at('old') })
      .expect(200);
    expect(res.body).toEqual({ updatedRecipients: 0 });
    const missing = await admin.call('put', `/api/users/${broker.id}/onboarding-form-email`, {}).expect(400);
    expect(missing.body.errors[0].path).toBe('body.oldEmail');
  });

  test('check-existing tells whether an address is taken', async () => {
    expect((await admin.call('get', `/api/users/check-existing/${at('bulk.a2')}`).expect(200)).body).toEqual({
      exists: true,
    });
    expect((await admin.call('get', `/api/users/check-existing/${at('free')}`).expect(200)).body).toEqual({
      exists: false,
    });
  });
});
