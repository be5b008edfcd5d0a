import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  emailDetailSchema,
  emailPageSchema,
  INTERNAL,
  type EmailDetail,
  type EmailPage,
  type QueueEmail,
} from '@onboard/contracts';
import { natsRpcClient, waitFor } from '@onboard/server-kit/testing';
import { SYSTEM_START_TIMEOUT, TestSystem, type Session } from './harness.js';

// The e-mails pages' calls (spec §7 Emails, issue 14; decisions 137–139) through the gateway against the whole
// system: e-mails queued on the bus as the other services queue them, sent by the worker to the stand-ins' SMTP
// sink, one recipient refused by the sink (an error user); every list option, count, detail with its history
// and error users, resend and the owner's resend-rejected, and who may call what (spec §6). On a system other
// files share, the e-mails are of the file's tenant's clients and of addresses of its own; the sink's list of
// refused addresses and the owner's resend of every rejected e-mail are the system's (no other file there has
// the sink refuse an address).

let sys: TestSystem;
let admin: Session;
let owner: Session;
let benAdmin: Session;
let broker: Session;
let bus: Awaited<ReturnType<typeof natsRpcClient>>;
let own: string;
let other: string;
const MARK = 'emlst';
/** The users' addresses, as made (on a shared system at a domain of the file's own). */
let GOOD: string;
let BAD: string;
/** An address of no user, of the file's own (its tenant's name after `zulu-outsider.`). */
let OUTSIDER: string;
const ids = { alpha: '', bravo: '', charlie: '', good: '', bad: '' };
type Errors = { errors: { path: string; message: string }[] };

const sink = (path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${sys.standInsPort}/mail/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.json() as Promise<unknown>);

type Received = { messageId: string | null; to: string[]; subject: string };
const received = async (subject: string): Promise<Received[]> =>
  ((await sink('messages')) as Received[]).filter((m) => m.subject === subject);

const queue = async (email: QueueEmail): Promise<string> =>
  (await bus.request<{ emailId: string }>(INTERNAL.email.queue.subject, email, 10_000)).emailId;

const list = async (session: Session, query: string): Promise<EmailPage> =>
  emailPageSchema.parse((await session.call('get', `/api/emails?${query}`).expect(200)).body);
const subjects = (page: EmailPage) => page.items.map((e) => e.subject);

const detail = async (id: string): Promise<EmailDetail> =>
  emailDetailSchema.parse((await admin.call('get', `/api/emails/${id}`).expect(200)).body);

const settled = (id: string) =>
  waitFor(
    `e-mail ${id} to be sent or failed`,
    async () => {
      const email = await detail(id);
      return email.status === 'SENT' || email.status === 'FAILED' ? email : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );

const userIdOf = async (email: string): Promise<string> =>
  (await sys.sql.query<{ id: string }>(`select "id" from "identity"."user" where "email" = $1`, [email]))
    .rows[0]?.id ?? '';

beforeAll(async () => {
  sys = await TestSystem.shared('emails');
  const tenant = await sys.tenant('emails');
  own = tenant.client('summit-engineering');
  other = tenant.client('granite-manufacturing');
  OUTSIDER = `zulu-outsider.${tenant.name}@example.test`;
  admin = await sys.signIn(await sys.makeUser('emadmin', 'SLF_ADMIN'), 'emadmin');
  owner = await sys.signIn(await sys.makeUser('emowner', 'SLF_OWNER'), 'emowner');
  benAdmin = await sys.signIn(await sys.makeUser('embenadmin', 'BEN_ADMIN', [own]), 'embenadmin');
  broker = await sys.signIn(await sys.makeUser('embroker', 'BROKER', [own]), 'embroker');
  GOOD = await sys.makeUser('emgood', 'BEN_ADMIN', [own]);
  BAD = await sys.makeUser('embad', 'BEN_ADMIN', [own]);
  ids.good = await userIdOf(GOOD);
  ids.bad = await userIdOf(BAD);
  bus = await natsRpcClient(sys.natsUrl);
  await sink('reject', { addresses: [BAD] });

  // One after the other, so createdAt orders them alpha, bravo, charlie.
  ids.alpha = await queue({
    template: 'WELCOME',
    to: [{ email: GOOD, userId: ids.good }],
    subject: `Alpha ${MARK} welcome`,
    text: 'Welcome aboard',
    clientId: own,
  });
  await settled(ids.alpha);
  ids.bravo = await queue({
    template: 'GENERIC',
    to: [
      { email: GOOD, userId: ids.good },
      { email: BAD, userId: ids.bad },
    ],
    subject: `Bravo ${MARK} reminder`,
    text: 'A reminder',
    clientId: own,
  });
  await settled(ids.bravo);
  ids.charlie = await queue({
    template: 'GENERIC',
    to: [{ email: OUTSIDER, userId: null }],
    subject: `Charlie ${MARK} notice`,
    text: 'A notice',
    clientId: other,
  });
  await settled(ids.charlie);
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  // The sink refuses no address again, whatever a failed test left.
  if (sys) await sink('reject', { addresses: [] });
  await bus?.close();
  await sys?.stop();
});

describe('GET /api/emails', () => {
  test('search over subjects, case-insensitive; the page and total', async () => {
    const page = await list(admin, `search=${MARK.toUpperCase()}&sortBy=createdAt&sortDirection=asc`);
    expect(subjects(page)).toEqual([
      `Alpha ${MARK} welcome`,
      `Bravo ${MARK} reminder`,
      `Charlie ${MARK} notice`,
    ]);
    expect(page).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(page.items[1]).toMatchObject({
      id: ids.bravo,
      template: 'GENERIC',
      status: 'SENT',
      clientId: own,
      errorUserCount: 1,
      resentFromId: null,
    });
    expect(page.items[1]?.sentAt).not.toBeNull();
  });

  test("search over recipients' addresses", async () => {
    expect(subjects(await list(admin, `search=${OUTSIDER.split('@')[0]?.toUpperCase()}`))).toEqual([
      `Charlie ${MARK} notice`,
    ]);
    expect(subjects(await list(admin, `search=${encodeURIComponent(BAD)}&sortBy=name`))).toEqual([
      `Bravo ${MARK} reminder`,
    ]);
    // The recipients' JSON keys are not searched: "userId" matches none of the client's e-mails (two have it).
    expect((await list(admin, `search=userId&clientId=${own}`)).total).toBe(0);
  });

  test('limit and offset', async () => {
    const first = await list(admin, `search=${MARK}&sortBy=name&sortDirection=asc&limit=2`);
    expect(subjects(first)).toEqual([`Alpha ${MARK} welcome`, `Bravo ${MARK} reminder`]);
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    const second = await list(admin, `search=${MARK}&sortBy=name&sortDirection=asc&limit=2&offset=2`);
    expect(subjects(second)).toEqual([`Charlie ${MARK} notice`]);
    expect(second).toMatchObject({ total: 3, offset: 2 });
  });

  test('sortBy name is the subject, in both directions', async () => {
    expect(subjects(await list(admin, `search=${MARK}&sortBy=name&sortDirection=desc`))).toEqual([
      `Charlie ${MARK} notice`,
      `Bravo ${MARK} reminder`,
      `Alpha ${MARK} welcome`,
    ]);
  });

  test('sortBy createdAt, updatedAt and startsAt (the send time)', async () => {
    expect(subjects(await list(admin, `search=${MARK}&sortBy=createdAt&sortDirection=desc`))).toEqual([
      `Charlie ${MARK} notice`,
      `Bravo ${MARK} reminder`,
      `Alpha ${MARK} welcome`,
    ]);
    // Each was sent before the next was queued: send times and last changes follow the same order.
    expect(subjects(await list(admin, `search=${MARK}&sortBy=startsAt&sortDirection=asc`))).toEqual([
      `Alpha ${MARK} welcome`,
      `Bravo ${MARK} reminder`,
      `Charlie ${MARK} notice`,
    ]);
    expect(subjects(await list(admin, `search=${MARK}&sortBy=updatedAt&sortDirection=desc`))).toEqual([
      `Charlie ${MARK} notice`,
      `Bravo ${MARK} reminder`,
      `Alpha ${MARK} welcome`,
    ]);
    // Without a sort: newest first.
    expect(subjects(await list(admin, `search=${MARK}`))[0]).toBe(`Charlie ${MARK} notice`);
  });

  test('filters: status, template, client, with errors', async () => {
    expect(subjects(await list(admin, `search=${MARK}&template=WELCOME`))).toEqual([`Alpha ${MARK} welcome`]);
    expect(subjects(await list(admin, `search=${MARK}&clientId=${other}`))).toEqual([
      `Charlie ${MARK} notice`,
    ]);
    expect(subjects(await list(admin, `search=${MARK}&hasErrors=true`))).toEqual([`Bravo ${MARK} reminder`]);
    expect((await list(admin, `search=${MARK}&status=SENT`)).total).toBe(3);
    expect((await list(admin, `search=${MARK}&status=FAILED`)).total).toBe(0);
  });

  test('refuses a bad query with a field error', async () => {
    const limit = await admin.call('get', '/api/emails?limit=0').expect(400);
    expect((limit.body as Errors).errors).toMatchObject([
      { path: 'query.limit', message: expect.any(String) },
    ]);
    const sort = await admin.call('get', '/api/emails?sortBy=lastLogin').expect(400);
    expect((sort.body as Errors).errors.map((e) => e.path)).toEqual(['query.sortBy']);
    await admin.call('get', '/api/emails?limit=101').expect(400);
    await admin.call('get', '/api/emails?status=LOST').expect(400);
  });
});

describe('GET /api/emails/count', () => {
  test('counts what the list with the same search and filters shows', async () => {
    expect((await admin.call('get', `/api/emails/count?search=${MARK}`).expect(200)).body).toEqual({
      count: 3,
    });
    expect(
      (await admin.call('get', `/api/emails/count?search=${MARK}&clientId=${own}`).expect(200)).body,
    ).toEqual({ count: 2 });
    expect(
      (await owner.call('get', `/api/emails/count?search=${OUTSIDER.split('@')[0]}`).expect(200)).body,
    ).toEqual({ count: 1 });
  });
});

describe('GET /api/emails/:emailId', () => {
  test('the status history and the user the sink refused, with their name and address', async () => {
    const bravo = await detail(ids.bravo);
    expect(bravo.statusHistory.map((s) => s.status)).toEqual(['QUEUED', 'SENDING', 'SENT']);
    expect(bravo.statusHistory[2]?.detail).toContain(BAD);
    expect(bravo.recipients.map((r) => r.email)).toEqual([GOOD, BAD]);
    expect(bravo.errorUsers).toEqual([
      { userId: ids.bad, email: BAD, name: 'Test embad', reason: expect.stringContaining('550') },
    ]);
    expect(bravo.resentAs).toEqual([]);
  });

  test('an unknown or deleted e-mail is 404', async () => {
    await admin.call('get', '/api/emails/00000000-0000-4000-8000-000000000000').expect(404);
    const gone = await queue({
      template: 'GENERIC',
      to: [{ email: GOOD, userId: null }],
      subject: 'Deleted one',
      text: 'x',
    });
    await sys.sql.query(`update "email"."email" set "deleted_at" = now() where "id" = $1`, [gone]);
    await admin.call('get', `/api/emails/${gone}`).expect(404);
    await admin.call('post', `/api/emails/${gone}/resend`, {}).expect(404);
    await admin.call('get', '/api/emails/not-a-uuid').expect(400);
  });
});

describe('POST /api/emails/:emailId/resend', () => {
  test('a new e-mail with the same content reaches the sink; the original keeps its history', async () => {
    // Repeated clicks: four requests at once make one e-mail, whichever commits first and whenever the
    // others look.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => admin.call('post', `/api/emails/${ids.alpha}/resend`, {}).expect(200)),
    );
    const resentId = (answers[0]?.body as { emailId: string }).emailId;
    expect(answers.map((answer) => (answer.body as { emailId: string }).emailId)).toEqual(
      [1, 2, 3, 4].map(() => resentId),
    );
    expect(resentId).not.toBe(ids.alpha);
    // A second click just after: the same one again.
    const again = await admin.call('post', `/api/emails/${ids.alpha}/resend`).expect(200);
    expect((again.body as { emailId: string }).emailId).toBe(resentId);

    const resent = await settled(resentId);
    expect(resent).toMatchObject({
      subject: `Alpha ${MARK} welcome`,
      template: 'WELCOME',
      clientId: own,
      status: 'SENT',
      resentFromId: ids.alpha,
      recipients: [{ email: GOOD, userId: ids.good }],
    });
    const copies = await waitFor(
      'the resent copy at the sink',
      async () => {
        const mails = await received(`Alpha ${MARK} welcome`);
        return mails.length >= 2 ? mails : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(copies.map((m) => m.messageId).sort()).toEqual(
      [`<${ids.alpha}@onboard.test>`, `<${resentId}@onboard.test>`].sort(),
    );

    const original = await detail(ids.alpha);
    expect(original.status).toBe('SENT');
    // The resend is recorded as RESENT with its copy, not as the original's status (it read "Failed").
    expect(original.statusHistory.map((s) => s.status)).toEqual(['QUEUED', 'SENDING', 'SENT', 'RESENT']);
    expect(original.statusHistory[1]).toMatchObject({ attempt: 1, reason: null, resentAsId: null });
    expect(original.statusHistory[3]).toMatchObject({
      resentAsId: resentId,
      resentTo: [GOOD],
      attempt: null,
    });
    expect(original.resentAs).toEqual([resentId]);
    // The resend shows in the list, pointing at its original.
    const page = await list(admin, `search=Alpha ${MARK}&sortBy=createdAt&sortDirection=asc`);
    expect(page.items.map((e) => e.resentFromId)).toEqual([null, ids.alpha]);
  });

  test('only to the recipients it did not reach; refused when there are none', async () => {
    await owner.call('post', `/api/emails/${ids.charlie}/resend`, { onlyErrorUsers: true }).expect(409);
    const res = await owner
      .call('post', `/api/emails/${ids.bravo}/resend`, { onlyErrorUsers: true })
      .expect(200);
    const resent = await settled((res.body as { emailId: string }).emailId);
    // Still refused by the sink: every recipient refused, so FAILED with its own error user.
    expect(resent.recipients).toEqual([{ email: BAD, userId: ids.bad }]);
    expect(resent.status).toBe('FAILED');
    expect(resent.errorUsers.map((u) => u.userId)).toEqual([ids.bad]);
    // The copy did not arrive either: the original still lists the recipient as not reached.
    expect((await detail(ids.bravo)).errorUsers.map((u) => u.userId)).toEqual([ids.bad]);
    await admin.call('post', `/api/emails/${ids.bravo}/resend`, { onlyErrorUsers: 'yes' }).expect(400);
  });
});

describe('POST /api/emails/resend-rejected', () => {
  test('owner only: resends every rejected e-mail never resent, once a day', async () => {
    await admin.call('post', '/api/emails/resend-rejected', {}).expect(403);
    await sink('reject', { addresses: [] });
    // A rejected e-mail of another client, never resent.
    const delta = await queue({
      template: 'GENERIC',
      to: [
        { email: BAD, userId: ids.bad },
        { email: OUTSIDER, userId: null },
      ],
      subject: `Delta ${MARK} rejected`,
      text: 'Again',
      clientId: other,
    });
    await sink('reject', { addresses: [BAD] });
    await settled(delta);
    await sink('reject', { addresses: [] });
    expect((await detail(delta)).errorUsers.map((u) => u.userId)).toEqual([ids.bad]);

    // For one client: only that client's.
    const forOther = await owner.call('post', '/api/emails/resend-rejected', { clientId: other }).expect(200);
    expect(forOther.body).toEqual({ resent: 1 });
    const resentDelta = (await detail(delta)).resentAs[0] ?? '';
    expect((await settled(resentDelta)).recipients).toEqual([{ email: BAD, userId: ids.bad }]);
    // The copy reached BAD this time: the original says RESENT (not FAILED) and BAD leaves its list of
    // recipients not reached.
    const deltaAfter = await detail(delta);
    expect(deltaAfter.statusHistory.map((s) => s.status)).toEqual(['QUEUED', 'SENDING', 'SENT', 'RESENT']);
    expect(deltaAfter.statusHistory[3]).toMatchObject({ resentAsId: resentDelta, resentTo: [BAD] });
    expect(deltaAfter.errorUsers).toEqual([]);
    expect(deltaAfter.errorUserCount).toBe(0);
    await waitFor(
      'the resent rejected e-mail at the sink',
      async () =>
        (await received(`Delta ${MARK} rejected`)).some((m) => m.to.includes(BAD)) ? true : undefined,
      { timeoutMs: 15_000, intervalMs: 200 },
    );

    // Then all: the FAILED resend of bravo made earlier has error users and was never resent.
    const all = await owner.call('post', '/api/emails/resend-rejected').expect(200);
    expect((all.body as { resent: number }).resent).toBeGreaterThanOrEqual(1);
    expect((await owner.call('post', '/api/emails/resend-rejected', {}).expect(200)).body).toEqual({
      resent: 0,
    });
  });
});

describe('who may read and resend e-mails (spec §6)', () => {
  test('admins and owners read; ben admins and brokers are refused', async () => {
    await owner.call('get', `/api/emails/${ids.alpha}`).expect(200);
    await owner.call('get', '/api/emails').expect(200);
    for (const session of [benAdmin, broker]) {
      await session.call('get', '/api/emails').expect(403);
      await session.call('get', '/api/emails/count').expect(403);
      await session.call('get', `/api/emails/${ids.alpha}`).expect(403);
      await session.call('post', `/api/emails/${ids.alpha}/resend`, {}).expect(403);
      await session.call('post', '/api/emails/resend-rejected', {}).expect(403);
    }
  });
});
