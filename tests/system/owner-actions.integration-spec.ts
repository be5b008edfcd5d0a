import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  carrierSchema,
  clientSchema,
  OWNER_EMAIL_KINDS,
  ownerEmailResultSchema,
  purgeQaDataResultSchema,
  type OwnerEmailKind,
} from '@onboard/contracts';
import { waitFor } from '@onboard/server-kit/test-infra';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// The owner's operations of spec §6 (issue 14; decisions 141–144), through the gateway against the whole
// running system: each e-mail trigger reaches the stand-ins' SMTP sink once a day per client, the phase-change
// status flag, purging QA data and the carriers list, each refused to everyone but owners (spec §6 "Owner
// only: …"; the carriers list is read by staff).

let sys: TestSystem;
let owner: Session;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let benAdminEmail: string;
let brokerEmail: string;
let summit: string;
/** This file's own mark on what is everyone's on a shared system (carrier names are unique system-wide). */
let tag: string;

type Mail = { subject: string; to: string[]; text: string; html: string | null };
const mailTo = async (email: string): Promise<Mail[]> =>
  (await fetch(`http://127.0.0.1:${sys.standInsPort}/mail/messages?to=${encodeURIComponent(email)}`).then(
    (r) => r.json(),
  )) as Mail[];

const send = (session: Session, clientId: string, kind: string) =>
  session.call('post', `/api/clients/${clientId}/owner-emails`, { kind });

/** The subject each kind's e-mail starts with (the client's name follows). */
const SUBJECTS: Record<OwnerEmailKind, string> = {
  ACTIVITY: 'Your onboarding activity',
  POST_ONBOARDING_SURVEY: 'Tell us about your onboarding',
  PHASE_CHANGE: 'Your onboarding phase',
  RISK_ACCEPTANCE: 'Risk review: accepted',
  UPCOMING_DATES: 'Your upcoming onboarding dates',
  ACTIVELY_AT_WORK_REMINDER: 'Reminder: employees actively at work',
  DENTAL: 'Your dental coverage',
};

async function createClient(body: object): Promise<string> {
  const res = await owner.call('post', '/api/clients', body).expect(201);
  return clientSchema.parse(res.body).id;
}

beforeAll(async () => {
  sys = await TestSystem.shared('owner-actions');
  const tenant = await sys.tenant('owner-actions');
  summit = tenant.client('summit-engineering');
  tag = tenant.name;
  owner = await sys.signIn(await sys.makeUser('ooowner', 'SLF_OWNER'), 'ooowner');
  admin = await sys.signIn(await sys.makeUser('ooadmin', 'SLF_ADMIN'), 'ooadmin');
  benAdminEmail = await sys.makeUser('oobenadmin', 'BEN_ADMIN', [summit]);
  brokerEmail = await sys.makeUser('oobroker', 'BROKER', [summit]);
  benAdmin = await sys.signIn(benAdminEmail, 'oobenadmin');
  broker = await sys.signIn(brokerEmail, 'oobroker');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('owner e-mail triggers (decision 141)', () => {
  test('each kind sends one e-mail to the client’s ben admins and brokers; the same day again sends none', async () => {
    const first = new Map<OwnerEmailKind, string>();
    for (const kind of OWNER_EMAIL_KINDS) {
      const res = ownerEmailResultSchema.parse((await send(owner, summit, kind).expect(200)).body);
      expect(res.alreadySentToday).toBe(false);
      expect(res.to).toEqual(expect.arrayContaining([benAdminEmail, brokerEmail]));
      first.set(kind, res.emailId);
    }
    for (const kind of OWNER_EMAIL_KINDS) {
      const again = ownerEmailResultSchema.parse((await send(owner, summit, kind).expect(200)).body);
      expect(again).toMatchObject({ alreadySentToday: true, emailId: first.get(kind) });
    }

    // Every kind reached the sink, at both people.
    const mails = await waitFor(
      'the seven owner e-mails to reach the ben admin',
      async () => {
        const got = await mailTo(benAdminEmail);
        return OWNER_EMAIL_KINDS.every((kind) => got.some((m) => m.subject.startsWith(SUBJECTS[kind])))
          ? got
          : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    for (const kind of OWNER_EMAIL_KINDS) {
      const ofKind = mails.filter((m) => m.subject.startsWith(SUBJECTS[kind]));
      expect(ofKind).toHaveLength(1);
      expect(ofKind[0]?.subject).toContain('Summit Engineering LLC');
      expect(ofKind[0]?.to).toEqual(expect.arrayContaining([benAdminEmail, brokerEmail]));
      expect(ofKind[0]?.html).toContain('<p>');
    }
    // Written from the client's own data (Summit Engineering is in review and validation in the demo data).
    const textOf = (kind: OwnerEmailKind) =>
      mails.find((m) => m.subject.startsWith(SUBJECTS[kind]))?.text ?? '';
    expect(textOf('PHASE_CHANGE')).toContain('Review and validate');
    expect(textOf('ACTIVITY')).toMatch(/\d+ of \d+ tasks completed/);
    expect(textOf('ACTIVELY_AT_WORK_REMINDER')).toContain('Are all employees actively at work?');
    // One stored e-mail per kind: the second calls queued nothing (the key is per kind, client and day).
    const stored = await sys.sql.query<{ dedupe_key: string }>(
      `select "dedupe_key" from "email"."email" where "client_id" = $1 and "dedupe_key" like 'owner:%'`,
      [summit],
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(stored.rows.map((r) => r.dedupe_key).sort()).toEqual(
      OWNER_EMAIL_KINDS.map((kind) => `owner:${kind}:${summit}:${today}`).sort(),
    );
    // The client shows when each kind was sent.
    const client = clientSchema.parse((await owner.call('get', `/api/clients/${summit}`).expect(200)).body);
    expect(Object.keys(client.ownerEmailsSentAt).sort()).toEqual([...OWNER_EMAIL_KINDS].sort());
    expect(client.ownerEmailsSentAt.ACTIVITY?.slice(0, 10)).toBe(today);
  }, 90_000);

  test('refused to admins, ben admins and brokers (owner only), even on their own client', async () => {
    for (const kind of OWNER_EMAIL_KINDS) {
      await send(admin, summit, kind).expect(403);
      await send(benAdmin, summit, kind).expect(403);
      await send(broker, summit, kind).expect(403);
    }
  });

  test('an unknown client is not found; an unknown kind is a 400; a client with nobody to e-mail is a 409', async () => {
    await send(owner, randomUUID(), 'ACTIVITY').expect(404);
    const bad = await send(owner, summit, 'NEWSLETTER').expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'body.kind' })]);
    const lonely = await createClient({ name: 'Lonely Lanterns Co' });
    const none = await send(owner, lonely, 'ACTIVITY').expect(409);
    expect(none.body.errors).toEqual([
      expect.objectContaining({
        path: 'params.clientId',
        message: 'The client has no ben admin or broker to e-mail',
      }),
    ]);
  });
});

describe('the phase-change status flag (decision 142)', () => {
  test('owners turn it off and on; off, the client’s phase-change e-mail is refused; others may not', async () => {
    const clientId = await createClient({ name: 'Phaseless Pottery' });
    const initial = clientSchema.parse(
      (await owner.call('get', `/api/clients/${clientId}`).expect(200)).body,
    );
    expect(initial.phaseChangeEmailsEnabled).toBe(true);
    await admin.call('put', `/api/clients/${clientId}/phase-change-status`, { enabled: false }).expect(403);
    const off = clientSchema.parse(
      (
        await owner
          .call('put', `/api/clients/${clientId}/phase-change-status`, { enabled: false })
          .expect(200)
      ).body,
    );
    expect(off.phaseChangeEmailsEnabled).toBe(false);
    const refused = await send(owner, clientId, 'PHASE_CHANGE').expect(409);
    expect(refused.body.message).toBe('Phase-change e-mails are turned off for this client');
    await owner.call('put', `/api/clients/${clientId}/phase-change-status`, { enabled: true }).expect(200);
    // On again: the next refusal is the missing recipients', not the flag.
    const next = await send(owner, clientId, 'PHASE_CHANGE').expect(409);
    expect(next.body.message).toBe('The client has no ben admin or broker to e-mail');
    await owner.call('put', `/api/clients/${clientId}/phase-change-status`, { enabled: 'yes' }).expect(400);
  });
});

describe('purging QA data (decision 143)', () => {
  test('archives the test clients only, once; refused to admins', async () => {
    const qa1 = await createClient({ name: 'QA Client One', isTest: true });
    const qa2 = await createClient({ name: 'QA Client Two', isTest: true });
    const real = await createClient({ name: 'Real Rope Works', isTest: false });
    await admin.call('post', '/api/owner/purge-qa-data').expect(403);
    const purged = purgeQaDataResultSchema.parse(
      (await owner.call('post', '/api/owner/purge-qa-data').expect(200)).body,
    );
    // The purge is system-wide (every test client of every tenant on a shared system): no other file makes
    // test clients, and the files of one shared system run one after the other.
    expect(purged.purged).toBeGreaterThanOrEqual(2);
    const rows = await sys.sql.query<{ id: string; is_archived: boolean }>(
      `select "id", "is_archived" from "clients"."client" where "id" = any($1)`,
      [[qa1, qa2, real]],
    );
    expect(Object.fromEntries(rows.rows.map((r) => [r.id, r.is_archived]))).toEqual({
      [qa1]: true,
      [qa2]: true,
      [real]: false,
    });
    const left = await sys.sql.query(
      `select 1 from "clients"."client" where "is_test" and not "is_archived"`,
    );
    expect(left.rowCount).toBe(0);
    // Nothing left to purge: the same call again purges nothing.
    expect((await owner.call('post', '/api/owner/purge-qa-data').expect(200)).body).toEqual({ purged: 0 });
  });
});

describe('carriers (decision 144)', () => {
  test('owners add, rename and remove; staff read; names are unique whatever their case', async () => {
    const created = carrierSchema.parse(
      (await owner.call('post', '/api/carriers', { name: `  Delta Dental ${tag} ` }).expect(201)).body,
    );
    expect(created.name).toBe(`Delta Dental ${tag}`);
    const twice = await owner.call('post', '/api/carriers', { name: `delta dental ${tag}` }).expect(409);
    expect(twice.body.errors).toEqual([
      expect.objectContaining({ path: 'body.name', message: 'A carrier with this name already exists' }),
    ]);
    const empty = await owner.call('post', '/api/carriers', { name: '' }).expect(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ path: 'body.name', key: 'required' })]);

    await admin.call('post', '/api/carriers', { name: 'Aetna' }).expect(403);
    await admin.call('put', `/api/carriers/${created.id}`, { name: 'Aetna' }).expect(403);
    await admin.call('delete', `/api/carriers/${created.id}`).expect(403);
    await benAdmin.call('get', '/api/carriers').expect(403);
    await broker.call('get', '/api/carriers').expect(403);

    const renamed = carrierSchema.parse(
      (
        await owner
          .call('put', `/api/carriers/${created.id}`, { name: `Delta Dental Plans ${tag}` })
          .expect(200)
      ).body,
    );
    expect(renamed.name).toBe(`Delta Dental Plans ${tag}`);
    const list = (await admin.call('get', '/api/carriers').expect(200)).body as {
      id: string;
      name: string;
    }[];
    expect(list.map((c) => c.name)).toContain(`Delta Dental Plans ${tag}`);

    await owner.call('delete', `/api/carriers/${created.id}`).expect(200);
    await owner.call('delete', `/api/carriers/${created.id}`).expect(404);
    const after = (await owner.call('get', '/api/carriers').expect(200)).body as { id: string }[];
    expect(after.map((c) => c.id)).not.toContain(created.id);
  });
});
