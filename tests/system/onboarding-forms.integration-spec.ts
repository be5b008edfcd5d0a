import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { documentSchema, onboardingFormSchema, type OnboardingFormDto } from '@onboard/contracts';
import { waitFor } from '@onboard/server-kit/test-infra';
import request from 'supertest';
import { z } from 'zod';
import { SYSTEM_START_TIMEOUT, TestSystem, type Session } from './harness.js';

// Onboarding forms (issue 13; decisions 134, 135) through the gateway against the whole system and the
// e-signature stand-in: a form from a template for a ben admin and a broker of the client, the embedded view
// for the recipient whose turn it is only, signing on the stand-in's page, the provider's webhook at the
// gateway (signature checked), the signed PDF with the client's documents, the task following, duplicate and
// reversed webhooks, reassignment by staff, sync-envelope, deletion.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let benAdmin2: Session;
let otherBenAdmin: Session;
const ids = { ofadmin: '', ofbenadmin: '', ofbroker: '', ofbenadmin2: '', ofother: '' };
/** The users' e-mail addresses, as made (on a shared system, at a domain of this file's own). */
const emails = { ofadmin: '', ofbenadmin: '', ofbroker: '', ofbenadmin2: '', ofother: '' };
let own: string;
let other: string;
let base: string;
const APPLICATION = '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e01'; // Employer then Broker
const BILLING = '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e02'; // Employer only
let RETURN_URL = '';
const HMAC_DEMO_KEY = 'onboard-esign-connect-demo-key';
type Errors = { errors: { path: string; message: string }[] };

const standIn = (path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${sys.standInsPort}/esign/_admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

/** What a browser does on the stand-in's signing page: open it, press Sign; the redirect's location. */
async function sign(url: string, action: 'sign' | 'decline' = 'sign'): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const formToken = /name="formToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const submitted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ formToken, action, declineReason: 'Wrong plan' }).toString(),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  return submitted.headers.get('location') ?? '';
}

/** Waits for an e-signature webhook's effect (the stand-in delivers and retries like DocuSign Connect). */
const until = <T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> =>
  waitFor(
    what,
    async () => {
      const value = await read();
      return ok(value) ? value : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 200 },
  );

const formOf = async (id: string): Promise<OnboardingFormDto> =>
  onboardingFormSchema.parse((await benAdmin.call('get', `${base}/${id}`).expect(200)).body);

const create = async (templateId: string, recipients: { roleName: string; userId: string }[]) =>
  onboardingFormSchema.parse(
    (await benAdmin.call('post', base, { templateId, recipients }).expect(201)).body,
  );

const taskStatus = async () =>
  (
    await sys.sql.query<{ status: string }>(
      `select "status" from "clients"."task" where "client_id" = $1 and "task_id" = 'onboarding-forms'`,
      [own],
    )
  ).rows[0]?.status;

/** Signs as the recipient whose turn it is: embedded view, the stand-in's page, the return URL's event. */
async function signAs(session: Session, form: OnboardingFormDto, recipientId: string): Promise<void> {
  const view = await session
    .call('post', `${base}/${form.id}/embedded-view`, { recipientId, returnUrl: RETURN_URL })
    .expect(200);
  expect(await sign(z.object({ url: z.string() }).parse(view.body).url)).toBe(
    `${RETURN_URL}?event=signing_complete`,
  );
  await session
    .call('post', `${base}/${form.id}/embedded-view-action`, { recipientId, event: 'signing_complete' })
    .expect(200);
}

beforeAll(async () => {
  sys = await TestSystem.shared('onboarding-forms');
  const tenant = await sys.tenant('onboarding-forms');
  own = tenant.client('summit-engineering');
  other = tenant.client('granite-manufacturing');
  base = `/api/clients/${own}/onboarding-forms`;
  RETURN_URL = `${sys.url}/onboarding-forms/x/action/1`;
  const user = async (
    key: keyof typeof ids,
    role: 'SLF_ADMIN' | 'BEN_ADMIN' | 'BROKER',
    clients: string[] = [],
  ) => {
    const email = await sys.makeUser(key, role, clients);
    emails[key] = email;
    const { rows } = await sys.sql.query<{ id: string }>(
      `select "id" from "identity"."user" where "email" = $1`,
      [email],
    );
    ids[key] = rows[0]?.id ?? '';
    return sys.signIn(email, key);
  };
  admin = await user('ofadmin', 'SLF_ADMIN');
  benAdmin = await user('ofbenadmin', 'BEN_ADMIN', [own]);
  broker = await user('ofbroker', 'BROKER', [own]);
  benAdmin2 = await user('ofbenadmin2', 'BEN_ADMIN', [own]);
  otherBenAdmin = await user('ofother', 'BEN_ADMIN', [other]);
  // The task starts where the first form moves it from (the demo's status depends on the client's phase).
  await sys.sql.query(
    `update "clients"."task" set "status" = 'Not Started' where "client_id" = $1 and "task_id" = 'onboarding-forms'`,
    [own],
  );
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('onboarding forms', () => {
  let form: OnboardingFormDto;

  test('templates: the list and one with its roles; another client’s user is refused', async () => {
    const list = (await benAdmin.call('get', `${base}/templates`).expect(200)).body as {
      templateId: string;
    }[];
    expect(list.map((t) => t.templateId)).toEqual(expect.arrayContaining([APPLICATION, BILLING]));
    const one = (await broker.call('get', `${base}/templates/${APPLICATION}`).expect(200)).body as {
      roles: { roleName: string }[];
    };
    expect(one.roles.map((r) => r.roleName)).toEqual(['Employer', 'Broker']);
    expect([403, 404]).toContain((await otherBenAdmin.call('get', `${base}/templates`)).status);
  });

  test('create: recipients must be ben admins or brokers of the client, one per role', async () => {
    const res = await benAdmin
      .call('post', base, {
        templateId: APPLICATION,
        recipients: [
          { roleName: 'Employer', userId: ids.ofother },
          { roleName: 'Broker', userId: ids.ofbroker },
        ],
      })
      .expect(400);
    expect((res.body as Errors).errors.map((e) => e.path)).toEqual(['body.recipients.0.userId']);
    const missing = await benAdmin
      .call('post', base, {
        templateId: APPLICATION,
        recipients: [{ roleName: 'Employer', userId: ids.ofbenadmin }],
      })
      .expect(400);
    expect((missing.body as Errors).errors[0]?.path).toBe('body.recipients');
    await otherBenAdmin
      .call('post', base, {
        templateId: BILLING,
        recipients: [{ roleName: 'Employer', userId: ids.ofbenadmin }],
      })
      .expect((r) => expect([403, 404]).toContain(r.status));
  });

  test('from template to signed PDF: only the current recipient signs; the webhook completes the form', async () => {
    form = await create(APPLICATION, [
      { roleName: 'Employer', userId: ids.ofbenadmin },
      { roleName: 'Broker', userId: ids.ofbroker },
    ]);
    expect(form).toMatchObject({ status: 'sent', lockStatus: 'UNLOCKED', envelopeId: expect.any(String) });
    expect(form.recipients.map((r) => [r.roleName, r.userId])).toEqual([
      ['Employer', ids.ofbenadmin],
      ['Broker', ids.ofbroker],
    ]);
    // The first form sent starts the task (as its creator).
    expect(await taskStatus()).toBe('In Progress');
    const employer = form.recipients[0]?.recipientId ?? '';
    const brokerRecipient = form.recipients[1]?.recipientId ?? '';
    const ready = (await broker.call('get', `${base}/${form.id}/ready-to-sign-recipients`).expect(200)).body;
    expect((ready as { recipientId: string }[]).map((r) => r.recipientId)).toEqual([employer]);
    // Not the broker's turn, nor the broker's recipient; another client's user does not reach it.
    await broker
      .call('post', `${base}/${form.id}/embedded-view`, {
        recipientId: brokerRecipient,
        returnUrl: RETURN_URL,
      })
      .expect(403);
    await broker
      .call('post', `${base}/${form.id}/embedded-view`, { recipientId: employer, returnUrl: RETURN_URL })
      .expect(403);
    await otherBenAdmin
      .call('post', `${base}/${form.id}/embedded-view`, { recipientId: employer, returnUrl: RETURN_URL })
      .expect((r) => expect([403, 404]).toContain(r.status));
    expect((await broker.call('get', `${base}/${form.id}/recipient`).expect(200)).body).toMatchObject({
      recipient: { recipientId: brokerRecipient, userId: ids.ofbroker },
    });

    await signAs(benAdmin, form, employer);
    await until(
      'the employer signed',
      () => formOf(form.id),
      (f) => f.recipients[0]?.status === 'completed',
    );
    await signAs(broker, form, brokerRecipient);
    const done = await until(
      'the form completed with its PDF kept',
      () => formOf(form.id),
      (f) => f.status === 'completed' && f.signedDocumentId !== null,
    );
    expect(done.waitingForWebhook).toBe(false);
    expect(done.recipients.every((r) => r.signedDateTime !== null)).toBe(true);
    const documents = z
      .array(documentSchema)
      .parse(
        (
          await benAdmin
            .call('get', `/api/clients/${own}/documents/meta?categories=onboarding-form`)
            .expect(200)
        ).body,
      );
    expect(documents.map((d) => d.id)).toContain(done.signedDocumentId);
    const pdf = await benAdmin.call('get', `${base}/${form.id}/download`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Every form of the client is completed: the task goes to review (decision 122, `signed` kind).
    expect(await until('the task moved', taskStatus, (s) => s === 'Needs Review')).toBe('Needs Review');
  }, 120_000);

  test('a webhook with a bad or missing signature is refused (401) and changes nothing', async () => {
    const before = await formOf(form.id);
    const body = JSON.stringify({
      event: 'envelope-voided',
      generatedDateTime: new Date(Date.now() + 60_000).toISOString(),
      data: {
        envelopeId: form.envelopeId,
        envelopeSummary: { status: 'voided', voidedDateTime: new Date().toISOString() },
      },
    });
    const post = (headers: Record<string, string>) =>
      request(sys.url)
        .post('/api/webhooks/esign')
        .set('content-type', 'application/json')
        .set(headers)
        .send(body);
    await post({}).expect(401);
    await post({
      'x-docusign-signature-1': createHmac('sha256', 'not-the-key').update(body).digest('base64'),
    }).expect(401);
    expect(await formOf(form.id)).toEqual(before);
    // The right key is applied (proves the 401s were about the signature only); a duplicate is a no-op.
    const signature = createHmac('sha256', HMAC_DEMO_KEY).update(body).digest('base64');
    await post({ 'x-docusign-signature-1': signature }).expect(200, { applied: true });
    await post({ 'x-docusign-signature-1': signature }).expect(200, { applied: false });
    expect((await formOf(form.id)).status).toBe('voided');
  });

  test('Connect without envelope data (event and ids only): 200, the envelope read from the provider, the form moves', async () => {
    // DocuSign's JSON SIM default (decision 219): no envelopeSummary. The stand-in is every file's on a shared
    // system: its includeData is put back below.
    await standIn('webhooks', { includeData: [] });
    try {
      const single = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin }]);
      await signAs(benAdmin, single, single.recipients[0]?.recipientId ?? '');
      const deliveries = (await standIn('webhooks')).deliveries as { envelopeId: string; status: number }[];
      const mine = deliveries.filter((d) => d.envelopeId === single.envelopeId);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((d) => d.status === 200)).toBe(true);
      const final = await until(
        'completed from minimal messages',
        () => formOf(single.id),
        (f) => f.status === 'completed' && f.recipients[0]?.status === 'completed',
      );
      expect(final.recipients[0]?.signedDateTime).not.toBeNull();

      // A minimal message made here, signed as DocuSign signs: accepted and applied once (a duplicate is not).
      const body = JSON.stringify({
        event: 'envelope-completed',
        apiVersion: 'v2.1',
        uri: `/restapi/v2.1/accounts/5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161/envelopes/${single.envelopeId}`,
        retryCount: 0,
        configurationId: 10501,
        generatedDateTime: new Date(Date.now() + 60_000).toISOString(),
        data: {
          accountId: '5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161',
          userId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
          envelopeId: single.envelopeId,
        },
      });
      const signature = createHmac('sha256', HMAC_DEMO_KEY).update(body).digest('base64');
      const post = () =>
        request(sys.url)
          .post('/api/webhooks/esign')
          .set('content-type', 'application/json')
          .set('x-docusign-signature-1', signature)
          .send(body);
      await post().expect(200, { applied: true });
      await post().expect(200, { applied: false });
      expect((await formOf(single.id)).status).toBe('completed');
    } finally {
      await standIn('webhooks', { includeData: ['recipients'] });
    }
  });

  test('duplicate and reversed webhooks leave the newest state', async () => {
    // The e-signature stand-in is every file's on a shared system: its chaos is switched off again below.
    await standIn('webhooks', { duplicate: true, reverse: true });
    try {
      const single = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin }]);
      await signAs(benAdmin, single, single.recipients[0]?.recipientId ?? '');
      await standIn('webhooks'); // waits until every delivery settled
      const final = await until(
        'completed',
        () => formOf(single.id),
        (f) => f.status === 'completed',
      );
      expect(final.recipients[0]?.status).toBe('completed');
    } finally {
      await standIn('webhooks', { duplicate: false, reverse: false });
    }
  });

  test('reassign (staff only), lock status, sync-envelope, delete (staff or creator)', async () => {
    const open = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin }]);
    const recipientId = open.recipients[0]?.recipientId ?? '';
    await benAdmin
      .call('put', `${base}/${open.id}/reassign-recipient`, { recipientId, userId: ids.ofbenadmin2 })
      .expect(403);
    await admin
      .call('put', `${base}/${open.id}/reassign-recipient`, { recipientId, userId: ids.ofother })
      .expect(400);
    const reassigned = onboardingFormSchema.parse(
      (
        await admin
          .call('put', `${base}/${open.id}/reassign-recipient`, { recipientId, userId: ids.ofbenadmin2 })
          .expect(200)
      ).body,
    );
    expect(reassigned.recipients[0]).toMatchObject({ userId: ids.ofbenadmin2 });
    expect((await benAdmin.call('get', `${base}/${open.id}/lock-status`).expect(200)).body).toEqual({
      lockStatus: 'UNLOCKED',
    });
    // The former recipient may no longer sign; the new one may.
    await benAdmin
      .call('post', `${base}/${open.id}/embedded-view`, { recipientId, returnUrl: RETURN_URL })
      .expect(403);
    await benAdmin2
      .call('post', `${base}/${open.id}/embedded-view`, { recipientId, returnUrl: RETURN_URL })
      .expect(200);
    const synced = onboardingFormSchema.parse(
      (await broker.call('post', `${base}/${open.id}/sync-envelope`).expect(200)).body,
    );
    expect(synced).toMatchObject({ id: open.id, lockStatus: 'UNLOCKED' });
    expect(['sent', 'delivered']).toContain(synced.status);
    await broker.call('delete', `${base}/${open.id}`).expect(403);
    await benAdmin.call('delete', `${base}/${open.id}`).expect(200, { id: open.id, deleted: true });
    await benAdmin.call('get', `${base}/${open.id}`).expect(404);
    const list = (await admin.call('get', base).expect(200)).body as { id: string }[];
    expect(list.map((f) => f.id)).not.toContain(open.id);
  });

  test('a user’s e-mail change follows to their open recipients (staff only)', async () => {
    const open = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin2 }]);
    const oldEmail = emails.ofbenadmin2;
    const newEmail = oldEmail.replace('@', '.new@');
    await sys.sql.query(`update "identity"."user" set "email" = $1 where "id" = $2`, [
      newEmail,
      ids.ofbenadmin2,
    ]);
    const path = `/api/users/${ids.ofbenadmin2}/onboarding-form-email`;
    await benAdmin.call('put', path, { oldEmail }).expect(403);
    await admin.call('put', path, { oldEmail }).expect(200, { updatedRecipients: 1 });
    expect((await formOf(open.id)).recipients[0]).toMatchObject({ userId: ids.ofbenadmin2, email: newEmail });
    // Done once: nothing left with the old address.
    await admin.call('put', path, { oldEmail }).expect(200, { updatedRecipients: 0 });
  });

  test('a decline declines the form and the task', async () => {
    await sys.sql.query(
      `update "clients"."task" set "status" = 'In Progress' where "client_id" = $1 and "task_id" = 'onboarding-forms'`,
      [own],
    );
    const declined = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin }]);
    const recipientId = declined.recipients[0]?.recipientId ?? '';
    const view = await benAdmin
      .call('post', `${base}/${declined.id}/embedded-view`, { recipientId, returnUrl: RETURN_URL })
      .expect(200);
    expect(await sign(z.object({ url: z.string() }).parse(view.body).url, 'decline')).toBe(
      `${RETURN_URL}?event=decline`,
    );
    const final = await until(
      'declined',
      () => formOf(declined.id),
      (f) => f.status === 'declined',
    );
    expect(final.recipients[0]).toMatchObject({ status: 'declined', declinedReason: 'Wrong plan' });
    expect(final.declinedDateTime).not.toBeNull();
    expect(await until('the task declined', taskStatus, (s) => s === 'Declined')).toBe('Declined');
  });

  test('while a change is in flight the form is LOCKED: no other change, no embedded view', async () => {
    const open = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin }]);
    const recipientId = open.recipients[0]?.recipientId ?? '';
    await sys.sql.query(`update "documents"."onboarding_form" set "locked" = true where "id" = $1`, [
      open.id,
    ]);
    expect((await broker.call('get', `${base}/${open.id}/lock-status`).expect(200)).body).toEqual({
      lockStatus: 'LOCKED',
    });
    await broker.call('post', `${base}/${open.id}/sync-envelope`).expect(409);
    await admin
      .call('put', `${base}/${open.id}/reassign-recipient`, { recipientId, userId: ids.ofbenadmin2 })
      .expect(409);
    await benAdmin
      .call('post', `${base}/${open.id}/embedded-view`, { recipientId, returnUrl: RETURN_URL })
      .expect(403);
    await sys.sql.query(`update "documents"."onboarding_form" set "locked" = false where "id" = $1`, [
      open.id,
    ]);
    await broker.call('post', `${base}/${open.id}/sync-envelope`).expect(200);
    expect((await formOf(open.id)).recipients[0]?.userId).toBe(ids.ofbenadmin);
  });

  test('the provider down: 503 ESIGN_UNAVAILABLE, and the lock is released', async () => {
    const open = await create(BILLING, [{ roleName: 'Employer', userId: ids.ofbenadmin }]);
    const recipientId = open.recipients[0]?.recipientId ?? '';
    // The stand-in is every file's on a shared system (no other file there uses e-signature): up again below.
    await standIn('down', { down: true });
    try {
      const res = await admin
        .call('put', `${base}/${open.id}/reassign-recipient`, { recipientId, userId: ids.ofbenadmin2 })
        .expect(503);
      expect((res.body as { code: string }).code).toBe('ESIGN_UNAVAILABLE');
      await broker.call('post', `${base}/${open.id}/sync-envelope`).expect(503);
    } finally {
      await standIn('down', { down: false });
    }
    const after = await formOf(open.id);
    expect(after).toMatchObject({ lockStatus: 'UNLOCKED' });
    expect(after.recipients[0]?.userId).toBe(ids.ofbenadmin);
  });
});
