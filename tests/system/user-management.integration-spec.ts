import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Role } from '@onboard/contracts';
import request from 'supertest';
import { hashPassword } from '../../apps/identity/src/crypto/password.js';
import { DEMO_PASSWORD, TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

/**
 * Who may act on which user, through the gateway against the whole running system. Spec §6: "Admin: …
 * manage ben-admin and broker users; read admins. Owner: manage owners and admins." and "Owner only: …
 * read owners". Every call that reads or acts on one user is made by an owner and by an admin on a fresh
 * owner, admin, broker and ben admin. The answers below are written out by hand from those sentences, not
 * computed from the role table in @onboard/contracts. 404 is the answer of a route for one kind of user
 * (/ben-admin/…, /broker/…, /internal/…) given a user of another kind.
 */

type Target = 'owner' | 'admin' | 'broker' | 'benAdmin';
type Caller = 'owner' | 'admin';
const ROLE: Record<Target, Role> = {
  owner: 'SLF_OWNER',
  admin: 'SLF_ADMIN',
  broker: 'BROKER',
  benAdmin: 'BEN_ADMIN',
};
/** The tenant's Harbor Logistics, which the users made here are assigned to. */
let client: string;
/** Addresses of the file's own for the calls that name one (other files share the system). */
let suffix: string;

type Call = {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (u: { id: string; email: string }) => string;
  body?: (u: { id: string; email: string }) => object;
  /** Answers as [owner, admin, broker, ben admin] targets, for an owner caller and for an admin caller. */
  owner: [number, number, number, number];
  admin: [number, number, number, number];
};

const OK = 200;
// prettier-ignore
const CALLS: Call[] = [
  // ── /api/users/ben-admin/{id}: only ben admins are found here ──
  { name: 'read ben admin', method: 'get', path: (u) => `/api/users/ben-admin/${u.id}`,
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  { name: 'update ben admin', method: 'put', path: (u) => `/api/users/ben-admin/${u.id}`, body: () => ({ firstName: 'Renamed' }),
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  { name: 'delete ben admin', method: 'delete', path: (u) => `/api/users/ben-admin/${u.id}`,
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  { name: 'assign client to ben admin', method: 'put', path: (u) => `/api/users/ben-admin/${u.id}/assign/${client}`,
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  { name: 'unassign client from ben admin', method: 'put', path: (u) => `/api/users/ben-admin/${u.id}/unassign/${client}`,
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  { name: 'change ben admin to broker', method: 'post', path: (u) => `/api/users/ben-admin/${u.id}/change-to-broker`,
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  { name: 'ben admin activation e-mail', method: 'post', path: (u) => `/api/users/ben-admin/${u.id}/activation-email`,
    owner: [404, 404, 404, OK], admin: [404, 404, 404, OK] },
  // ── /api/users/broker/{id}: only brokers ──
  { name: 'read broker', method: 'get', path: (u) => `/api/users/broker/${u.id}`,
    owner: [404, 404, OK, 404], admin: [404, 404, OK, 404] },
  { name: 'update broker', method: 'put', path: (u) => `/api/users/broker/${u.id}`, body: () => ({ firstName: 'Renamed' }),
    owner: [404, 404, OK, 404], admin: [404, 404, OK, 404] },
  { name: 'delete broker', method: 'delete', path: (u) => `/api/users/broker/${u.id}`,
    owner: [404, 404, OK, 404], admin: [404, 404, OK, 404] },
  { name: 'assign client to broker', method: 'put', path: (u) => `/api/users/broker/${u.id}/assign/${client}`,
    owner: [404, 404, OK, 404], admin: [404, 404, OK, 404] },
  { name: 'unassign client from broker', method: 'put', path: (u) => `/api/users/broker/${u.id}/unassign/${client}`,
    owner: [404, 404, OK, 404], admin: [404, 404, OK, 404] },
  { name: 'broker activation e-mail', method: 'post', path: (u) => `/api/users/broker/${u.id}/activation-email`,
    owner: [404, 404, OK, 404], admin: [404, 404, OK, 404] },
  // ── /api/users/internal/{id}: owners and admins; only owners manage them ──
  { name: 'update internal user', method: 'put', path: (u) => `/api/users/internal/${u.id}`, body: () => ({ firstName: 'Renamed' }),
    owner: [OK, OK, 404, 404], admin: [403, 403, 403, 403] },
  { name: 'delete internal user', method: 'delete', path: (u) => `/api/users/internal/${u.id}`,
    owner: [OK, OK, 404, 404], admin: [403, 403, 403, 403] },
  { name: 'internal activation e-mail', method: 'post', path: (u) => `/api/users/internal/${u.id}/activation-email`,
    owner: [OK, OK, 404, 404], admin: [403, 403, 404, 404] },
  // ── any kind, by id or e-mail: admins only on brokers and ben admins ──
  { name: 'send password reset', method: 'post', path: (u) => `/api/users/reset-password/userId/${u.id}`,
    owner: [OK, OK, OK, OK], admin: [403, 403, OK, OK] },
  { name: 'reset MFA', method: 'post', path: (u) => `/api/users/reset-mfa/${encodeURIComponent(u.email)}`,
    owner: [OK, OK, OK, OK], admin: [403, 403, OK, OK] },
  { name: 'activation e-mail by address', method: 'post', path: (u) => `/api/users/activation-email/${encodeURIComponent(u.email)}`,
    owner: [OK, OK, OK, OK], admin: [403, 403, OK, OK] },
  { name: 'copy activation link', method: 'post', path: (u) => `/api/users/${u.id}/activation-link`,
    owner: [OK, OK, OK, OK], admin: [403, 403, OK, OK] },
  { name: 'change e-mail and send activation', method: 'post', path: () => '/api/users/update-email-and-send-activation-email',
    body: (u) => ({ users: [{ userId: u.id, email: `new-${u.email}` }] }),
    owner: [OK, OK, OK, OK], admin: [403, 403, OK, OK] },
  // Reads: admins read admins, not owners.
  { name: 'onboarding-form e-mail follows the user', method: 'put', path: (u) => `/api/users/${u.id}/onboarding-form-email`,
    body: () => ({ oldEmail: `old.${suffix}@tests.onboard.test` }),
    owner: [OK, OK, OK, OK], admin: [403, OK, OK, OK] },
  { name: "a user's clients", method: 'get', path: (u) => `/api/users/${u.id}/clients`,
    owner: [OK, OK, OK, OK], admin: [403, OK, OK, OK] },
];
const TARGETS: Target[] = ['owner', 'admin', 'broker', 'benAdmin'];

let sys: TestSystem;
let passwordHash: string;
const sessions = {} as Record<Caller, Session>;

/** A user to act on, with a password and an authenticator, straight into the database. */
async function freshUser(role: Role): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `target-${id.slice(0, 8)}@tests.onboard.test`;
  await sys.sql.query(
    `insert into "identity"."user" ("id", "email", "first_name", "last_name", "role", "client_ids") values ($1, $2, 'Tara', 'Target', $3, $4)`,
    [id, email, role, role === 'BROKER' || role === 'BEN_ADMIN' ? [client] : []],
  );
  await sys.sql.query(
    `insert into "identity"."credential" ("user_id", "password_hash", "password_set_at") values ($1, $2, now())`,
    [id, passwordHash],
  );
  await sys.sql.query(
    `insert into "identity"."mfa_factor" ("id", "user_id", "factor_type", "secret_sealed", "status") values ($1, $2, 'token:software:totp', 'sealed', 'ACTIVE')`,
    [randomUUID(), id],
  );
  return { id, email };
}

beforeAll(async () => {
  sys = await TestSystem.shared('user-management');
  const tenant = await sys.tenant('user-management');
  client = tenant.client('harbor-logistics');
  suffix = tenant.name;
  passwordHash = await hashPassword(DEMO_PASSWORD);
  sessions.owner = await sys.signIn(await sys.makeUser('mgmt-owner', 'SLF_OWNER'), 'mgmt-owner');
  sessions.admin = await sys.signIn(await sys.makeUser('mgmt-admin', 'SLF_ADMIN'), 'mgmt-admin');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('staff act only on the users their role may manage (spec §6)', () => {
  test('every user-targeting call × caller × target answers as written out from §6', async () => {
    expect(CALLS).toHaveLength(23);
    const wrong: string[] = [];
    for (const call of CALLS) {
      for (const caller of ['owner', 'admin'] as const) {
        for (const [i, target] of TARGETS.entries()) {
          const user = await freshUser(ROLE[target]);
          const res = await sessions[caller].call(call.method, call.path(user), call.body?.(user));
          const want = call[caller][i];
          if (res.status !== want)
            wrong.push(
              `${call.name} as ${caller} on ${target}: want ${want}, got ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
            );
          if (res.status === 403 && !res.body.message)
            wrong.push(`${call.name} as ${caller} on ${target}: a 403 without a message`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  test('an admin cannot take over an owner: the first step is refused and nothing changes', async () => {
    const owner = await freshUser('SLF_OWNER');
    const admin = sessions.admin;
    // 1. Copy a reactivation link for the owner: refused, and no link exists.
    const link = await admin.call('post', `/api/users/${owner.id}/activation-link`).expect(403);
    expect(link.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only owners can manage owners and admins.',
    });
    expect(link.body.url).toBeUndefined();
    const links = await sys.sql.query(`select 1 from "identity"."user_token" where "user_id" = $1`, [
      owner.id,
    ]);
    expect(links.rowCount).toBe(0);
    // 2. The anonymous password-upsert has no token to use; a made-up one is refused.
    await request(sys.url)
      .post('/api/users/password-upsert')
      .send({ token: 'x'.repeat(43), password: 'Taken over passphrase 1' })
      .expect(404);
    // 3. Resetting the owner's authenticator: refused, the factor stays.
    await admin.call('post', `/api/users/reset-mfa/${encodeURIComponent(owner.email)}`).expect(403);
    const factors = await sys.sql.query(`select 1 from "identity"."mfa_factor" where "user_id" = $1`, [
      owner.id,
    ]);
    expect(factors.rowCount).toBe(1);
    // 4. Changing the owner's e-mail, activation and reset e-mails: refused, the address stays.
    await admin
      .call('post', '/api/users/update-email-and-send-activation-email', {
        users: [{ userId: owner.id, email: `attacker.${suffix}@tests.onboard.test` }],
      })
      .expect(403);
    await admin.call('post', `/api/users/internal/${owner.id}/activation-email`).expect(403);
    await admin.call('post', `/api/users/reset-password/userId/${owner.id}`).expect(403);
    const row = await sys.sql.query(`select "email" from "identity"."user" where "id" = $1`, [owner.id]);
    expect(row.rows[0]?.email).toBe(owner.email);
    const mails = await fetch(
      `http://127.0.0.1:${sys.standInsPort}/mail/messages?to=${encodeURIComponent(owner.email)}`,
    );
    expect(await mails.json()).toEqual([]);
    // 5. And an admin cannot create owners.
    await admin
      .call('post', '/api/users/internal', {
        firstName: 'Mallory',
        lastName: 'Owner',
        email: `mallory.${suffix}@tests.onboard.test`,
        role: 'SLF_OWNER',
      })
      .expect(403);
  });
});
