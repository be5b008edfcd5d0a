import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { clientResourceSchema, enrollmentSchema, STEPS_VIEWED_MAX } from '@onboard/contracts';
import { z } from 'zod';
import {
  SYSTEM_START_TIMEOUT,
  TestSystem,
  type Session,
  messagesOf,
  CLIENT_RECORDS_CAST,
} from './harness.js';

// Enrollment resources (issue 12 item 4, decision 127) and enrollment dates, needs and step-viewed flags
// (item 8, decision 128) through the gateway against the whole running system: staff attach links and
// documents, the client's own users read them and mark them seen (once), another client's users do nothing,
// and the field errors are on their paths.

let sys: TestSystem;
let admin: Session;
let owner: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let otherBroker: Session;
let own: string;
let other: string;
const list = z.array(clientResourceSchema);
let base: string;
const DOCUMENT_ID = '0b6f5c3e-0000-4000-8000-0000000000d1';

beforeAll(async () => {
  ({ sys, own, other, admin, owner, benAdmin, broker, otherBenAdmin, otherBroker } =
    await TestSystem.clientRecords('resources', 'rs', [...CLIENT_RECORDS_CAST, 'owner']));
  base = `/api/clients/${own}/resources`;
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('enrollment resources', () => {
  let link: z.infer<typeof clientResourceSchema>;
  let document: z.infer<typeof clientResourceSchema>;

  test('the demo client has the three resources the seed attached (two general, one dental)', async () => {
    const all = list.parse((await benAdmin.call('get', base).expect(200)).body);
    expect(all.map((r) => [r.productTaskId, r.audience, r.kind])).toEqual(
      expect.arrayContaining([
        [null, 'employees', 'link'],
        [null, 'employer', 'link'],
        ['dental', 'employees', 'link'],
      ]),
    );
    expect(all.every((r) => r.url?.startsWith('https://') && !r.seen)).toBe(true);
  });

  test('staff attach a link and a document; the answer is the resource as the list shows it', async () => {
    link = clientResourceSchema.parse(
      (
        await admin
          .call('post', base, {
            kind: 'link',
            title: '  Vision benefits video ',
            url: 'https://example.com/vision?lang=en#top',
            audience: 'employees',
            productTaskId: 'vision',
          })
          .expect(201)
      ).body,
    );
    expect(link).toMatchObject({
      clientId: own,
      kind: 'link',
      title: 'Vision benefits video',
      url: 'https://example.com/vision?lang=en#top',
      documentId: null,
      productTaskId: 'vision',
      seen: false,
      seenAt: null,
    });
    document = clientResourceSchema.parse(
      (
        await owner
          .call('post', base, {
            kind: 'document',
            title: 'Enrollment form',
            documentId: DOCUMENT_ID,
            audience: 'employer',
            productTaskId: null,
          })
          .expect(201)
      ).body,
    );
    expect(document).toMatchObject({
      kind: 'document',
      documentId: DOCUMENT_ID,
      url: null,
      productTaskId: null,
    });
  });

  test('the list filters by task: a product task, or enrollment-resources for the general ones', async () => {
    const vision = list.parse((await broker.call('get', `${base}?productTaskId=vision`).expect(200)).body);
    expect(vision.map((r) => r.id)).toEqual([link.id]);
    const general = list.parse(
      (await broker.call('get', `${base}?productTaskId=enrollment-resources`).expect(200)).body,
    );
    expect(general.every((r) => r.productTaskId === null)).toBe(true);
    expect(general.map((r) => r.id)).toContain(document.id);
    expect(general.map((r) => r.id)).not.toContain(link.id);
    const wrong = await broker.call('get', `${base}?productTaskId=medical`).expect(400);
    expect(Object.keys(messagesOf(wrong.body))).toEqual(['query.productTaskId']);
  });

  test('a link must be https (≤ 2,000 characters), the task a product task, the title given', async () => {
    const refused = await admin
      .call('post', base, {
        kind: 'link',
        title: '',
        url: 'http://example.com/plain',
        audience: 'everyone',
        productTaskId: 'medical',
      })
      .expect(400);
    expect(messagesOf(refused.body)).toMatchObject({
      'body.url': 'Please enter a web address that starts with https://',
      'body.title': 'Please provide a response',
    });
    expect(Object.keys(messagesOf(refused.body)).sort()).toEqual([
      'body.audience',
      'body.productTaskId',
      'body.title',
      'body.url',
    ]);
    for (const url of [
      'javascript:alert(1)',
      'https://user:pw@example.com/',
      `https://example.com/${'a'.repeat(2000)}`,
    ]) {
      const bad = await admin
        .call('post', base, { kind: 'link', title: 'x', url, audience: 'employer', productTaskId: null })
        .expect(400);
      expect(Object.keys(messagesOf(bad.body))).toEqual(['body.url']);
    }
    const noDocument = await admin
      .call('post', base, {
        kind: 'document',
        title: 'x',
        documentId: 'nope',
        audience: 'employer',
        productTaskId: null,
      })
      .expect(400);
    expect(Object.keys(messagesOf(noDocument.body))).toEqual(['body.documentId']);
  });

  test('ben admins and brokers may not attach, change or remove resources, not even their own client’s', async () => {
    for (const session of [benAdmin, broker, otherBenAdmin, otherBroker]) {
      await session
        .call('post', base, {
          kind: 'link',
          title: 'Mine',
          url: 'https://example.com',
          audience: 'employer',
          productTaskId: null,
        })
        .expect(403);
      await session.call('put', `${base}/${link.id}`, { title: 'Mine' }).expect(403);
      await session.call('delete', `${base}/${link.id}`).expect(403);
    }
  });

  test('another client’s ben admin and broker cannot list them or mark them seen', async () => {
    for (const stranger of [otherBenAdmin, otherBroker]) {
      await stranger.call('get', base).expect(403);
      await stranger.call('put', `${base}/${link.id}/seen`).expect(403);
      // Through their own client's path, this client's resource is not found.
      await stranger.call('put', `/api/clients/${other}/resources/${link.id}/seen`).expect(404);
    }
  });

  test('staff change a resource; a document has no address', async () => {
    const changed = clientResourceSchema.parse(
      (
        await admin
          .call('put', `${base}/${link.id}`, { title: 'Vision video', url: 'https://example.com/v2' })
          .expect(200)
      ).body,
    );
    expect(changed).toMatchObject({ title: 'Vision video', url: 'https://example.com/v2', kind: 'link' });
    const refused = await admin
      .call('put', `${base}/${document.id}`, { url: 'https://example.com' })
      .expect(400);
    expect(messagesOf(refused.body)).toEqual({ 'body.url': 'Only a link has a web address' });
    await admin.call('put', `${base}/${DOCUMENT_ID}`, { title: 'x' }).expect(404);
  });

  test('a Spanish title (decision 210): stored and read back, changed, cleared; refused past 200 characters', async () => {
    const created = clientResourceSchema.parse(
      (
        await admin
          .call('post', base, {
            kind: 'link',
            title: 'Dental plan video',
            titleEs: '  Video del plan dental ',
            url: 'https://example.com/dental-es',
            audience: 'employees',
            productTaskId: 'dental',
          })
          .expect(201)
      ).body,
    );
    expect(created).toMatchObject({ title: 'Dental plan video', titleEs: 'Video del plan dental' });
    const listed = async () =>
      list
        .parse((await benAdmin.call('get', `${base}?productTaskId=dental`).expect(200)).body)
        .find((r) => r.id === created.id);
    expect(await listed()).toMatchObject({ title: 'Dental plan video', titleEs: 'Video del plan dental' });
    // One attached without a Spanish title has none (the title shows in every language).
    expect(link.titleEs).toBeNull();

    await admin.call('put', `${base}/${created.id}`, { titleEs: 'Video dental' }).expect(200);
    expect(await listed()).toMatchObject({ titleEs: 'Video dental' });
    // An empty Spanish title clears it.
    await admin.call('put', `${base}/${created.id}`, { titleEs: '' }).expect(200);
    expect(await listed()).toMatchObject({ title: 'Dental plan video', titleEs: null });

    const long = await admin.call('put', `${base}/${created.id}`, { titleEs: 'x'.repeat(201) }).expect(400);
    expect(Object.keys(messagesOf(long.body))).toEqual(['body.titleEs']);
    const control = await admin
      .call('post', base, {
        kind: 'link',
        title: 'x',
        titleEs: 'a\u0000b',
        url: 'https://example.com',
        audience: 'employees',
        productTaskId: null,
      })
      .expect(400);
    expect(Object.keys(messagesOf(control.body))).toEqual(['body.titleEs']);
    // Only staff give it.
    await benAdmin.call('put', `${base}/${created.id}`, { titleEs: 'Mío' }).expect(403);
    await admin.call('delete', `${base}/${created.id}`).expect(200);
  });

  test('seen: marked once per user (a second call keeps the first time); each user sees their own marks', async () => {
    const first = clientResourceSchema.parse(
      (await benAdmin.call('put', `${base}/${link.id}/seen`).expect(200)).body,
    );
    expect(first.seen).toBe(true);
    expect(first.seenAt).not.toBeNull();
    const again = clientResourceSchema.parse(
      (await benAdmin.call('put', `${base}/${link.id}/seen`).expect(200)).body,
    );
    expect(again.seenAt).toBe(first.seenAt);
    const { rows } = await sys.sql.query<{ n: string; by_client_user: boolean }>(
      `select count(*) as "n", bool_and("by_client_user") as "by_client_user" from "clients"."client_resource_seen"
        where "resource_id" = $1`,
      [link.id],
    );
    expect(rows[0]).toEqual({ n: '1', by_client_user: true });
    const forBenAdmin = list.parse((await benAdmin.call('get', base).expect(200)).body);
    expect(forBenAdmin.find((r) => r.id === link.id)).toMatchObject({ seen: true, seenAt: first.seenAt });
    const forBroker = list.parse((await broker.call('get', base).expect(200)).body);
    expect(forBroker.find((r) => r.id === link.id)).toMatchObject({ seen: false, seenAt: null });
    // Staff may mark too: their own mark, not the client's.
    await admin.call('put', `${base}/${link.id}/seen`).expect(200);
    const { rows: staffRows } = await sys.sql.query<{ by_client_user: boolean }>(
      `select "by_client_user" from "clients"."client_resource_seen" where "resource_id" = $1 order by "seen_at"`,
      [link.id],
    );
    expect(staffRows.map((r) => r.by_client_user)).toEqual([true, false]);
    await benAdmin.call('put', `${base}/${DOCUMENT_ID}/seen`).expect(404);
    await benAdmin.call('put', `${base}/not-a-uuid/seen`).expect(400);
  });

  test('the resources move their task (decision 123): a client user’s first opened one starts it, all of them complete it', async () => {
    const taskOf = async (taskId: string) =>
      (
        await sys.sql.query<{ status: string; events: string | null }>(
          `select t."status", (select string_agg(e."event" || ':' || e."by_role", ',' order by e."at")
              from "clients"."task_event" e where e."task_id" = t."id") as "events"
             from "clients"."task" t where t."client_id" = $1 and t."task_id" = $2`,
          [own, taskId],
        )
      ).rows[0];
    // Resources of another task (the vision link above) and staff's marks moved nothing.
    expect(await taskOf('enrollment-resources')).toEqual({ status: 'Upcoming', events: null });
    // The broker opens every general resource: the first starts the task, the last completes it.
    const general = list.parse(
      (await broker.call('get', `${base}?productTaskId=enrollment-resources`).expect(200)).body,
    );
    expect(general.length).toBeGreaterThan(1);
    for (const resource of general) await broker.call('put', `${base}/${resource.id}/seen`).expect(200);
    expect(await taskOf('enrollment-resources')).toEqual({
      status: 'Done',
      events: 'started:BROKER,completed:BROKER',
    });
    // The dental product task: its one resource opened by the ben admin starts and completes it.
    const dental = list.parse((await benAdmin.call('get', `${base}?productTaskId=dental`).expect(200)).body);
    for (const resource of dental) await benAdmin.call('put', `${base}/${resource.id}/seen`).expect(200);
    expect(await taskOf('dental')).toEqual({
      status: 'Done',
      events: 'started:BEN_ADMIN,completed:BEN_ADMIN',
    });
  });

  test('attaching, changing and removing are change records; removing takes the seen marks with it', async () => {
    await admin.call('delete', `${base}/${link.id}`).expect(200);
    const after = list.parse((await benAdmin.call('get', base).expect(200)).body);
    expect(after.map((r) => r.id)).not.toContain(link.id);
    await admin.call('delete', `${base}/${link.id}`).expect(404);
    const { rows: seen } = await sys.sql.query(
      `select 1 from "clients"."client_resource_seen" where "resource_id" = $1`,
      [link.id],
    );
    expect(seen).toHaveLength(0);
    const { rows } = await sys.sql.query<{ operation: string }>(
      `select r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" = 'ClientResource' and r."entity_id" = $1 order by r."created_at", r."id"`,
      [link.id],
    );
    expect(rows.map((r) => r.operation)).toEqual(['create', 'update', 'delete']);
  });
});

describe('enrollment dates and needs, and step-viewed flags', () => {
  let url: string;
  beforeAll(() => {
    url = `/api/clients/${own}/enrollment`;
  });

  test('nothing given yet: empty dates, needs and flags', async () => {
    const enrollment = enrollmentSchema.parse((await benAdmin.call('get', url).expect(200)).body);
    expect(enrollment).toEqual({
      enrollmentStartDate: null,
      enrollmentEndDate: null,
      enrollmentNeeds: [],
      enrollmentNeedsOther: null,
      stepsViewed: {},
    });
  });

  test('the ben admin saves the dates and needs; OTHER keeps its text, without OTHER the text is dropped', async () => {
    const saved = enrollmentSchema.parse(
      (
        await benAdmin
          .call('put', url, {
            enrollmentStartDate: '2026-11-02',
            enrollmentEndDate: '2026-11-20',
            enrollmentNeeds: ['ONSITE_MEETINGS', 'SPANISH_MATERIALS', 'OTHER'],
            enrollmentNeedsOther: ' Night-shift sessions ',
          })
          .expect(200)
      ).body,
    );
    expect(saved).toMatchObject({
      enrollmentStartDate: '2026-11-02',
      enrollmentEndDate: '2026-11-20',
      enrollmentNeeds: ['ONSITE_MEETINGS', 'SPANISH_MATERIALS', 'OTHER'],
      enrollmentNeedsOther: 'Night-shift sessions',
    });
    const changed = enrollmentSchema.parse(
      (
        await broker
          .call('put', url, {
            enrollmentStartDate: '2026-11-02',
            enrollmentEndDate: '2026-11-02',
            enrollmentNeeds: ['VIRTUAL_MEETINGS'],
            enrollmentNeedsOther: 'left over',
          })
          .expect(200)
      ).body,
    );
    expect(changed).toMatchObject({ enrollmentEndDate: '2026-11-02', enrollmentNeedsOther: null });
    // Each change is a change record of the client (the audit trail shows it).
    const { rows } = await sys.sql.query<{ value: unknown }>(
      `select d."value" from "clients"."change_record" r join "clients"."change_detail" d on d."change_record_id" = r."id"
        where r."entity" = 'Client' and r."entity_id" = $1 and d."attribute_key" = 'enrollmentEndDate'
        order by r."created_at", r."id"`,
      [own],
    );
    expect(rows.map((r) => r.value)).toEqual(['2026-11-20', '2026-11-02']);
  });

  test('the end before the start, OTHER without its text, a date that does not exist: field errors', async () => {
    const before = await benAdmin
      .call('put', url, {
        enrollmentStartDate: '2026-11-20',
        enrollmentEndDate: '2026-11-02',
        enrollmentNeeds: ['OTHER'],
        enrollmentNeedsOther: null,
      })
      .expect(400);
    expect(messagesOf(before.body)).toEqual({
      'body.enrollmentEndDate': 'The enrollment end date cannot be before its start date',
      'body.enrollmentNeedsOther': 'Please provide a response',
    });
    const wrong = await benAdmin
      .call('put', url, {
        enrollmentStartDate: '2026-02-30',
        enrollmentEndDate: '11/20/2026',
        enrollmentNeeds: ['PIZZA', 'ONSITE_MEETINGS'],
        enrollmentNeedsOther: null,
      })
      .expect(400);
    expect(Object.keys(messagesOf(wrong.body)).sort()).toEqual([
      'body.enrollmentEndDate',
      'body.enrollmentNeeds.0',
      'body.enrollmentStartDate',
    ]);
    const twice = await benAdmin
      .call('put', url, {
        enrollmentStartDate: null,
        enrollmentEndDate: null,
        enrollmentNeeds: ['ONSITE_MEETINGS', 'ONSITE_MEETINGS'],
        enrollmentNeedsOther: null,
      })
      .expect(400);
    expect(messagesOf(twice.body)).toEqual({ 'body.enrollmentNeeds': 'Each need can be chosen once' });
  });

  test('another client’s ben admin and broker can neither read nor change them; staff can', async () => {
    for (const stranger of [otherBenAdmin, otherBroker]) {
      await stranger.call('get', url).expect(403);
      await stranger
        .call('put', url, {
          enrollmentStartDate: null,
          enrollmentEndDate: null,
          enrollmentNeeds: [],
          enrollmentNeedsOther: null,
        })
        .expect(403);
      await stranger.call('put', `/api/clients/${own}/steps-viewed/task:enrollment-resources`).expect(403);
    }
    const enrollment = enrollmentSchema.parse((await owner.call('get', url).expect(200)).body);
    expect(enrollment.enrollmentNeeds).toEqual(['VIRTUAL_MEETINGS']);
  });

  test('a step viewed keeps its first time; staff looking leave no flag; a bad key is refused', async () => {
    const step = `/api/clients/${own}/steps-viewed/task:enrollment-resources`;
    const first = enrollmentSchema.parse((await benAdmin.call('put', step).expect(200)).body);
    const at = first.stepsViewed['task:enrollment-resources'];
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = enrollmentSchema.parse((await broker.call('put', step).expect(200)).body);
    expect(again.stepsViewed['task:enrollment-resources']).toBe(at);
    const byStaff = enrollmentSchema.parse(
      (await admin.call('put', `/api/clients/${own}/steps-viewed/resources-listing`).expect(200)).body,
    );
    expect(Object.keys(byStaff.stepsViewed)).toEqual(['task:enrollment-resources']);
    // A view is no answer: the audit trail does not list it (the client's, on a system other files share).
    const { rows } = await sys.sql.query(
      `select 1 from "clients"."change_detail" d join "clients"."change_record" r on r."id" = d."change_record_id"
        where d."attribute_key" = 'stepsViewed' and (r."entity_id" = $1 or r."metadata"->>'clientId' = $1)`,
      [own],
    );
    expect(rows).toHaveLength(0);
    for (const key of ['Bad%20Key', '-leading', `${'a'.repeat(81)}`, '%3Cscript%3E']) {
      const refused = await benAdmin.call('put', `/api/clients/${own}/steps-viewed/${key}`).expect(400);
      expect(Object.keys(messagesOf(refused.body))).toEqual(['params.stepKey']);
    }
  });

  test(`at most ${STEPS_VIEWED_MAX} steps are kept: a new one beyond is refused, a known one still answers`, async () => {
    const full = Object.fromEntries(
      Array.from({ length: STEPS_VIEWED_MAX }, (_, i) => [`step-${i}`, '2026-01-01T00:00:00.000Z']),
    );
    await sys.sql.query(`update "clients"."client" set "steps_viewed" = $1 where "id" = $2`, [
      JSON.stringify(full),
      own,
    ]);
    const refused = await benAdmin.call('put', `/api/clients/${own}/steps-viewed/one-more`).expect(400);
    expect(messagesOf(refused.body)).toEqual({
      'params.stepKey': `At most ${STEPS_VIEWED_MAX} steps can be recorded as viewed`,
    });
    await benAdmin.call('put', `/api/clients/${own}/steps-viewed/step-7`).expect(200);
  });
});
