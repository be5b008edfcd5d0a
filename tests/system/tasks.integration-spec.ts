import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { clientSchema, DEMO_CLIENTS, taskActivitySchema } from '@onboard/contracts';
import request from 'supertest';
import { SMALL_PDF, type Tenant, TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// Task statuses that move by rule (issue 12 item 1; decisions 122 and 123) through the gateway against the
// whole running system: the review of a prior carrier certificate task — the client submits, staff mark it
// NIGO with reasons (Action Required, the reasons shown), the client resubmits, staff approve — with who may
// do what written out from the issue ("staff review and mark NIGO; the client's users complete their part")
// and spec §6 (own client only), the history kept in order, and every status change a change record.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let tenant: Tenant;
let own: string;
let other: string;
let taskRow: string;
let otherTaskRow: string;
type Errors = { message: string; errors: { path: string; message: string }[] };

const certificateTask = async (clientId: string): Promise<string> => {
  const { rows } = await sys.sql.query<{ id: string }>(
    `insert into "clients"."task" ("id", "client_id", "task_id", "status")
     values (gen_random_uuid(), $1, 'prior-carrier-certificates', 'Not Started')
     on conflict do nothing returning "id"`,
    [clientId],
  );
  return rows[0]?.id ?? '';
};

/** Uploads a prior carrier's certificate (a small real PDF) for the client, as `session`. */
const uploadCertificate = (session: Session, clientId: string): request.Test =>
  session.upload(
    `/api/clients/${clientId}/documents`,
    { category: 'prior-carrier-certificate' },
    { bytes: SMALL_PDF, filename: 'certificate.pdf', contentType: 'application/pdf' },
  );

const eventUrl = (clientId: string, id: string) => `/api/clients/${clientId}/tasks/${id}/events`;
const activityUrl = (clientId: string, id: string) => `/api/clients/${clientId}/tasks/${id}/activity`;

beforeAll(async () => {
  ({ sys, tenant, own, other, admin, benAdmin, broker, otherBenAdmin } = await TestSystem.clientRecords(
    'tasks',
    'tk',
    ['admin', 'benAdmin', 'broker', 'otherBenAdmin'],
  ));
  await sys.sql.query(
    `delete from "clients"."task" where "task_id" = 'prior-carrier-certificates' and "client_id" = any($1)`,
    [[own, other]],
  );
  // The task's documents start from none (demo data may hold some).
  await sys.sql.query(
    `delete from "documents"."document" where "category" = 'prior-carrier-certificate' and "client_id" = any($1)`,
    [[own, other]],
  );
  taskRow = await certificateTask(own);
  otherTaskRow = await certificateTask(other);
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('a reviewed task: submit, NIGO with reasons, resubmit, approve', () => {
  test('the client sees the task Not Started with no history and may start or submit it', async () => {
    const activity = taskActivitySchema.parse(
      (await benAdmin.call('get', activityUrl(own, taskRow)).expect(200)).body,
    );
    expect(activity.task).toMatchObject({
      id: taskRow,
      taskId: 'prior-carrier-certificates',
      status: 'Not Started',
      nigoReasons: [],
    });
    expect(activity.history).toEqual([]);
    expect(activity.allowedEvents).toEqual(['started', 'submitted']);
    // Staff may also review-side events: only void applies to a task not yet sent.
    const staffView = taskActivitySchema.parse(
      (await admin.call('get', activityUrl(own, taskRow)).expect(200)).body,
    );
    expect(staffView.allowedEvents).toEqual(['started', 'submitted', 'voided']);
  });

  test('the client may not approve or mark NIGO (403), and nothing changes', async () => {
    for (const event of ['approved', 'nigo', 'reviewStarted', 'voided', 'reopened']) {
      const res = await benAdmin.call('post', eventUrl(own, taskRow), { event, reasons: ['x'] }).expect(403);
      expect((res.body as Errors).message).toBe('You cannot do this on this task');
    }
    const activity = taskActivitySchema.parse(
      (await benAdmin.call('get', activityUrl(own, taskRow)).expect(200)).body,
    );
    expect(activity.task.status).toBe('Not Started');
    expect(activity.history).toEqual([]);
  });

  test('with no document it cannot be sent for review, by the client or by staff (409, its code, a message for people)', async () => {
    // Issue 27 item 11: a document task whose work is its documents (decision 202).
    for (const session of [broker, admin]) {
      const res = await session.call('post', eventUrl(own, taskRow), { event: 'submitted' }).expect(409);
      expect(res.body).toMatchObject({
        code: 'TASK_DOCUMENTS_REQUIRED',
        message: 'Upload at least one document before submitting this task for review',
        errors: [],
      });
    }
    const activity = taskActivitySchema.parse(
      (await benAdmin.call('get', activityUrl(own, taskRow)).expect(200)).body,
    );
    expect(activity.task.status).toBe('Not Started');
    expect(activity.history).toEqual([]);
    await uploadCertificate(benAdmin, own).expect(201);
  });

  test('the broker submits it: Needs Review, statusUpdatedAt set, one history entry by the broker', async () => {
    const before = Date.now();
    const activity = taskActivitySchema.parse(
      (await broker.call('post', eventUrl(own, taskRow), { event: 'submitted' }).expect(200)).body,
    );
    expect(activity.task.status).toBe('Needs Review');
    expect(Date.parse(activity.task.statusUpdatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(activity.history).toHaveLength(1);
    expect(activity.history[0]).toMatchObject({
      event: 'submitted',
      fromStatus: 'Not Started',
      status: 'Needs Review',
      by: { role: 'BROKER' },
      reasons: [],
    });
    expect(activity.history[0]?.by.name).toMatch(/\S/);
    // The client can do nothing more while it waits for the review.
    expect(activity.allowedEvents).toEqual([]);
  });

  test('NIGO needs at least one reason that is not blank (400 on body.reasons)', async () => {
    for (const body of [
      { event: 'nigo' },
      { event: 'nigo', reasons: [] },
      { event: 'nigo', reasons: ['  '] },
    ]) {
      const res = await admin.call('post', eventUrl(own, taskRow), body).expect(400);
      expect((res.body as Errors).errors).toMatchObject([
        {
          path: 'body.reasons',
          message: 'Give at least one reason, so the client knows what action is required',
        },
      ]);
    }
    await admin.call('post', eventUrl(own, taskRow), { event: 'nope' }).expect(400);
    await admin
      .call('post', eventUrl(own, taskRow), { event: 'nigo', reasons: ['x'.repeat(501)] })
      .expect(400);
  });

  test('staff mark it NIGO with reasons: the client sees Action Required with the reasons on the task', async () => {
    const activity = taskActivitySchema.parse(
      (
        await admin
          .call('post', eventUrl(own, taskRow), {
            event: 'nigo',
            reasons: [' The certificate is not signed ', '', 'Page 2 is missing'],
          })
          .expect(200)
      ).body,
    );
    expect(activity.task.status).toBe('NIGO');
    expect(activity.task.nigoReasons).toEqual(['The certificate is not signed', 'Page 2 is missing']);
    const client = clientSchema.parse((await benAdmin.call('get', `/api/clients/${own}`).expect(200)).body);
    const task = client.tasks.find((t) => t.id === taskRow);
    expect(task).toMatchObject({
      status: 'NIGO',
      nigoReasons: ['The certificate is not signed', 'Page 2 is missing'],
    });
    const clientView = taskActivitySchema.parse(
      (await benAdmin.call('get', activityUrl(own, taskRow)).expect(200)).body,
    );
    expect(clientView.allowedEvents).toEqual(['resubmitted']);
  });

  test('the client resubmits (reasons cleared), staff start the review and approve: Done', async () => {
    await benAdmin.call('post', eventUrl(own, taskRow), { event: 'submitted' }).expect(409);
    const resubmitted = taskActivitySchema.parse(
      (await benAdmin.call('post', eventUrl(own, taskRow), { event: 'resubmitted' }).expect(200)).body,
    );
    expect(resubmitted.task).toMatchObject({ status: 'Needs Review', nigoReasons: [] });
    await admin.call('post', eventUrl(own, taskRow), { event: 'reviewStarted' }).expect(200);
    const approved = taskActivitySchema.parse(
      (await admin.call('post', eventUrl(own, taskRow), { event: 'approved' }).expect(200)).body,
    );
    expect(approved.task.status).toBe('Done');
    expect(approved.history.map((h) => [h.event, h.fromStatus, h.status, h.by.role])).toEqual([
      ['submitted', 'Not Started', 'Needs Review', 'BROKER'],
      ['nigo', 'Needs Review', 'NIGO', 'SLF_ADMIN'],
      ['resubmitted', 'NIGO', 'Needs Review', 'BEN_ADMIN'],
      ['reviewStarted', 'Needs Review', 'In Review', 'SLF_ADMIN'],
      ['approved', 'In Review', 'Done', 'SLF_ADMIN'],
    ]);
    expect(approved.history[1]?.reasons).toEqual(['The certificate is not signed', 'Page 2 is missing']);
    // Done is final until staff reopen it.
    const again = await admin.call('post', eventUrl(own, taskRow), { event: 'approved' }).expect(409);
    expect((again.body as Errors).message).toBe(
      'This task’s status has changed: reload the page to see what can be done now',
    );
    expect(approved.allowedEvents).toEqual(['reopened']);
  });

  test('every status change is a change record of the Task (the audit trail shows it)', async () => {
    const { rows } = await sys.sql.query<{ value: unknown; previous: unknown }>(
      `select d."value", d."previous_value" as "previous"
         from "clients"."change_record" r join "clients"."change_detail" d on d."change_record_id" = r."id"
        where r."entity" = 'Task' and r."entity_id" = $1 and d."attribute_key" = 'status'
        order by r."created_at", r."id"`,
      [taskRow],
    );
    expect(rows.map((r) => [r.previous, r.value])).toEqual([
      ['Not Started', 'Needs Review'],
      ['Needs Review', 'NIGO'],
      ['NIGO', 'Needs Review'],
      ['Needs Review', 'In Review'],
      ['In Review', 'Done'],
    ]);
  });
});

describe('own client only (spec §6)', () => {
  test('another client’s ben admin can neither read nor move this client’s task', async () => {
    await otherBenAdmin.call('get', activityUrl(own, taskRow)).expect(403);
    await otherBenAdmin.call('post', eventUrl(own, taskRow), { event: 'submitted' }).expect(403);
  });

  test('a task of another client is not found under this client’s path, even for staff', async () => {
    await benAdmin.call('get', activityUrl(own, otherTaskRow)).expect(404);
    await benAdmin.call('post', eventUrl(own, otherTaskRow), { event: 'submitted' }).expect(404);
    await admin.call('get', activityUrl(own, otherTaskRow)).expect(404);
    const untouched = taskActivitySchema.parse(
      (await otherBenAdmin.call('get', activityUrl(other, otherTaskRow)).expect(200)).body,
    );
    expect(untouched.task.status).toBe('Not Started');
  });

  test('a task id that is no id is a field error', async () => {
    const res = await admin.call('get', `/api/clients/${own}/tasks/not-a-uuid/activity`).expect(400);
    expect((res.body as Errors).errors.map((e) => e.path)).toEqual(['params.taskId']);
  });
});

describe('a voided task takes no more documents (issue 27 item 11, decision 202)', () => {
  test('staff void the other client’s task: its uploads are refused with TASK_VOIDED; reopened, taken again', async () => {
    await uploadCertificate(otherBenAdmin, other).expect(201);
    await admin.call('post', eventUrl(other, otherTaskRow), { event: 'voided' }).expect(200);
    for (const session of [otherBenAdmin, admin]) {
      const res = await uploadCertificate(session, other).expect(409);
      expect(res.body).toMatchObject({
        code: 'TASK_VOIDED',
        message: 'This task was voided: it takes no more documents',
      });
    }
    const { rows } = await sys.sql.query<{ n: string }>(
      `select count(*) as n from "documents"."document" where "category" = 'prior-carrier-certificate' and "client_id" = $1 and "deleted_at" is null`,
      [other],
    );
    expect(Number(rows[0]?.n)).toBe(1);
    await admin.call('post', eventUrl(other, otherTaskRow), { event: 'reopened' }).expect(200);
    await uploadCertificate(otherBenAdmin, other).expect(201);
  });
});

describe('demo data: Action Required always says what to fix (issue 27 item 11)', () => {
  test('every NIGO task has its reasons and the staff event that gave them in its history', async () => {
    // The demo data as seeded: this file's own copy of the demo clients (what other files on a shared system
    // do to theirs is not demo data).
    const demoClients = DEMO_CLIENTS.map((c) => tenant.client(c.key));
    const { rows } = await sys.sql.query<{ task_id: string; client_id: string }>(
      `select t."task_id", t."client_id" from "clients"."task" t
        where t."status" = 'NIGO' and t."client_id" = any($1)
          and (jsonb_array_length(t."nigo_reasons") = 0
               or not exists (select 1 from "clients"."task_event" e
                               where e."task_id" = t."id" and e."event" = 'nigo' and e."reasons" = t."nigo_reasons"))`,
      [demoClients],
    );
    expect(rows).toEqual([]);
  });

  test('Maple Dental’s enrollment elections: Action Required with its reasons, and a history', async () => {
    const maple = tenant.client('maple-dental');
    const row = tenant.id('task:maple-dental:enrollment-elections');
    const activity = taskActivitySchema.parse(
      (await admin.call('get', activityUrl(maple, row)).expect(200)).body,
    );
    expect(activity.task.status).toBe('NIGO');
    expect(activity.task.nigoReasons.length).toBeGreaterThan(0);
    expect(activity.history.map((h) => [h.event, h.status])).toEqual([
      ['submitted', 'Needs Review'],
      ['nigo', 'NIGO'],
    ]);
  });
});
