import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  changeLogPageSchema,
  outsideSignerSchema,
  outsideSignerViewSchema,
  type OutsideSignerView,
  type SummaryDocumentDto,
} from '@onboard/contracts';
import { waitFor } from '@onboard/server-kit/test-infra';
import request from 'supertest';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// The outside signer (issue 10 item 3, decision 108; spec §2 outside-signer routes and summary modes, §6 "outside
// signer through the action link"), through the gateway against the whole running system: staff name the
// signer and e-mail a link (read back from the stand-ins' SMTP sink); the link's holder, with no account, signs
// or decides on changes, and can do nothing else.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let maple: string;
let base: string;
/** The signer, at an address of this file's own (the stand-ins' mail sink is every file's on a shared system). */
let SIGNER: { firstName: string; lastName: string; email: string };
/** Another signer's address, of this file's own too. */
let someoneElse: string;
const TOKEN_HEADER = 'x-action-token';

const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';
const asSigner = (token: string) => ({
  get: (path: string) => request(sys.url).get(path).set(TOKEN_HEADER, token),
  post: (path: string, body?: object) => {
    const call = request(sys.url).post(path).set(TOKEN_HEADER, token);
    return body ? call.send(body) : call;
  },
});
const view = async (token: string): Promise<OutsideSignerView> =>
  outsideSignerViewSchema.parse((await asSigner(token).get('/api/outside-signer/review').expect(200)).body);
const messageOf = (body: unknown) => (body as { message?: string }).message;

/** The tokens of every link e-mailed to the signer so far. */
const seen = new Set<string>();
async function mailedLink(subject: string): Promise<string> {
  const link = await sys.linkMailedTo(SIGNER.email, subject);
  seen.add(tokenOf(link));
  return link;
}
/** The token of the link e-mailed since the last one seen. */
async function newToken(): Promise<string> {
  return waitFor(
    'a new link e-mailed to the outside signer',
    async () => {
      const mails = (await fetch(
        `http://127.0.0.1:${sys.standInsPort}/mail/messages?to=${encodeURIComponent(SIGNER.email)}`,
      ).then((r) => r.json())) as { text: string }[];
      const tokens = mails.map((m) =>
        tokenOf(m.text.match(/https?:\/\/\S+token=[\w-]+/)?.[0] ?? 'http://x/'),
      );
      const fresh = tokens.find((t) => t && !seen.has(t));
      if (fresh) seen.add(fresh);
      return fresh;
    },
    { timeoutMs: 15_000, intervalMs: 200 },
  );
}

beforeAll(async () => {
  sys = await TestSystem.shared('outside-signer');
  const tenant = await sys.tenant('outside-signer');
  maple = tenant.client('maple-dental');
  base = `/api/clients/${maple}`;
  SIGNER = { firstName: 'Olive', lastName: 'Outside', email: `olive.outside.${tenant.name}@maple.example` };
  someoneElse = `someone.else.${tenant.name}@maple.example`;
  admin = await sys.signIn(await sys.makeUser('osadmin', 'SLF_ADMIN'), 'osadmin');
  benAdmin = await sys.signIn(await sys.makeUser('osbenadmin', 'BEN_ADMIN', [maple]), 'osbenadmin');
  // Maple Dental Group's EIF is complete and signed in the demo data: unsigned here, for the outside signer to sign.
  await sys.sql.query(
    `update "clients"."client" set "eif_signed_at" = null, "eif_signed_by" = null where "id" = $1`,
    [maple],
  );
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('the outside signer', () => {
  let signToken: string;
  let updatesToken: string;

  test('staff name the outside signer; the employer may see who it is but not name one', async () => {
    // Spec §6 (decision 108): naming the signer is staff's, like marking changes ready for review.
    expect((await benAdmin.call('put', `${base}/outside-signer`, SIGNER)).status).toBe(403);
    const bad = await admin.call('put', `${base}/outside-signer`, { ...SIGNER, email: 'not an address' });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain('body.email');
    const named = outsideSignerSchema.parse(
      (await admin.call('put', `${base}/outside-signer`, SIGNER).expect(200)).body,
    );
    expect(named).toEqual({ signer: SIGNER, link: null });
    expect(
      outsideSignerSchema.parse((await benAdmin.call('get', `${base}/outside-signer`).expect(200)).body)
        .signer,
    ).toEqual(SIGNER);
  });

  test('a link for the changes needs a signed EIF; the employer cannot send links', async () => {
    const early = await admin.call('post', `${base}/outside-signer/send`, {
      action: 'review-&-submit-updates',
    });
    expect([early.status, messageOf(early.body)]).toEqual([409, 'The EIF is not signed yet']);
    const employer = await benAdmin.call('post', `${base}/outside-signer/send`, {
      action: 'review-&-submit',
    });
    expect(employer.status).toBe(403);
  });

  test('staff e-mail a signing link; it opens that client for review & submit', async () => {
    const sent = outsideSignerSchema.parse(
      (await admin.call('post', `${base}/outside-signer/send`, { action: 'review-&-submit' }).expect(200))
        .body,
    );
    expect(sent.link).toMatchObject({ action: 'review-&-submit', usedAt: null });
    const link = await mailedLink(
      'Please review and sign the Employer Information Form of Maple Dental Group',
    );
    expect(new URL(link).pathname).toBe('/outside-signer/review-&-submit');
    signToken = tokenOf(link);
    expect(await view(signToken)).toMatchObject({
      action: 'review-&-submit',
      clientName: 'Maple Dental Group',
      signer: { firstName: 'Olive', lastName: 'Outside' },
      used: false,
      state: 'review-&-submit',
      changes: null,
    });
    const summary = await asSigner(signToken).get('/api/outside-signer/eif-summary').expect(200);
    expect(summary.body).toMatchObject({
      title: 'Company Information Summary',
      subtitle: 'Maple Dental Group',
    });
    const pdf = await asSigner(signToken).get('/api/outside-signer/eif-summary/pdf').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  test('the signer reads the summary in Spanish and in their time zone, stated (issue 28 item 7)', async () => {
    const read = async (query: string) =>
      (await asSigner(signToken).get(`/api/outside-signer/eif-summary${query}`).expect(200))
        .body as SummaryDocumentDto;
    const [english, spanish] = await Promise.all([
      read('?tz=America%2FChicago'),
      read('?tz=America%2FMexico_City&lang=es'),
    ]);
    expect(english.language).toBe('en');
    expect(english.notes).toContain('Dates and times are in the America/Chicago time zone.');
    expect(spanish).toMatchObject({
      language: 'es',
      title: 'Resumen de la información de la empresa',
      subtitle: 'Maple Dental Group',
    });
    expect(spanish.notes[0]).toMatch(/^Preparado el \d{1,2} de [a-z]+ de \d{4}/u);
    expect(spanish.notes).toContain('Las fechas y horas están en la zona horaria America/Mexico_City.');
    expect(spanish.steps[0]?.title).toBe('Datos de la empresa');
    // The same document, every step, section, question and column in Spanish: no English one is left
    // (a few words read the same in both: ERISA, Dental, No, a name).
    expect(spanish.steps.map((s) => s.sections.length)).toEqual(english.steps.map((s) => s.sections.length));
    const wordsOf = (d: SummaryDocumentDto) =>
      d.steps.flatMap((s) => [
        s.title,
        ...s.sections.flatMap((x) => [
          x.title,
          ...x.rows.map(([question]) => question),
          ...x.tables.flatMap((table) => [table.title, ...table.columns]),
        ]),
      ]);
    const englishWords = new Set(wordsOf(english));
    const same = wordsOf(spanish).filter((w) => englishWords.has(w));
    expect(same.filter((w) => !['ERISA'].includes(w))).toEqual([]);
    const rows = spanish.steps.flatMap((s) => s.sections.flatMap((x) => x.rows));
    expect(rows).toContainEqual([
      expect.stringMatching(/^¿Usa una plataforma de administración de beneficios\? \(Dental, Visión/u),
      'No',
    ]);
    const pdf = await asSigner(signToken).get('/api/outside-signer/eif-summary/pdf?lang=es').expect(200);
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(
      'Resumen de la información de la empresa - Maple Dental Group.pdf',
    );
  });

  test('no token, a wrong one: not found, and nothing said about any client', async () => {
    const none = await request(sys.url).get('/api/outside-signer/review');
    expect([none.status, messageOf(none.body)]).toEqual([
      404,
      'This link has expired or is no longer valid. Ask your implementation consultant for a new one.',
    ]);
    expect((await asSigner('x'.repeat(43)).get('/api/outside-signer/review')).status).toBe(404);
  });

  test('the link opens nothing else: every other call still wants a session', async () => {
    for (const path of [
      base,
      `${base}/eif-answers`,
      `${base}/change-log/deif-changes`,
      `${base}/outside-signer`,
    ]) {
      expect([path, (await asSigner(signToken).get(path)).status]).toEqual([path, 401]);
    }
    expect((await asSigner(signToken).post(`/api/clients/${maple}/eif-sign`, { confirm: true })).status).toBe(
      401,
    );
    // And a signing link decides nothing about changes.
    const wrong = await asSigner(signToken).post('/api/outside-signer/accept');
    expect([wrong.status, messageOf(wrong.body)]).toEqual([403, 'This link is not for this step']);
  });

  test('the outside signer signs: the EIF is signed by them, and the link is spent', async () => {
    const unconfirmed = await asSigner(signToken).post('/api/outside-signer/sign', {});
    expect(unconfirmed.status).toBe(400);
    const signing = await asSigner(signToken).post('/api/outside-signer/sign', { confirm: true });
    expect([signing.status, messageOf(signing.body)]).toEqual([200, undefined]);
    const signed = outsideSignerViewSchema.parse(signing.body);
    expect(signed).toMatchObject({ state: 'signed', used: true });
    const row = await sys.sql.query(
      `select "eif_signed_at", "eif_signed_by", "eif_outside_signed_by" from "clients"."client" where "id" = $1`,
      [maple],
    );
    expect(row.rows[0]).toMatchObject({
      eif_signed_at: expect.any(Date),
      eif_signed_by: null,
      eif_outside_signed_by: `Olive Outside <${SIGNER.email}>`,
    });
    const again = await asSigner(signToken).post('/api/outside-signer/sign', { confirm: true });
    expect([again.status, messageOf(again.body)]).toEqual([
      409,
      'This link was already used for its decision',
    ]);
    // Spent, it still opens the summary and the PDF until it expires.
    expect((await asSigner(signToken).get('/api/outside-signer/eif-summary/pdf')).status).toBe(200);
  });

  test('changes made ready for review: a new link shows exactly them; the signer accepts', async () => {
    const patched = await admin.call('patch', `${base}/eif-answers`, { erisaPlanNumber: '502' });
    expect([patched.status, patched.body]).toEqual([200, expect.anything()]);
    await admin.call('patch', `${base}/eif-answers`, { rehireProvision: 'MONTHS_3' }).expect(200);
    const notYet = await admin.call('post', `${base}/outside-signer/send`, {
      action: 'review-&-submit-updates',
    });
    expect([notYet.status, messageOf(notYet.body)]).toEqual([
      409,
      'The changes are not ready for review yet',
    ]);
    await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(200);
    await admin
      .call('post', `${base}/outside-signer/send`, { action: 'review-&-submit-updates' })
      .expect(200);
    updatesToken = tokenOf(
      await mailedLink('Please review the changes to the Employer Information Form of Maple Dental Group'),
    );
    // A newer link ends the one before.
    expect((await asSigner(signToken).get('/api/outside-signer/review')).status).toBe(404);

    const before = await view(updatesToken);
    expect(before.state).toBe('ready-for-review');
    // Who sent the link and who made the changes, by name, in the e-mail and on the page (issue 28 item 5).
    expect({ sentBy: before.sentBy, changesBy: before.changesBy }).toEqual({
      sentBy: 'Test osadmin',
      changesBy: ['Test osadmin'],
    });
    const mails = (await fetch(
      `http://127.0.0.1:${sys.standInsPort}/mail/messages?to=${encodeURIComponent(SIGNER.email)}`,
    ).then((r) => r.json())) as { subject: string; text: string }[];
    const mail = mails.find((m) => m.text.includes(updatesToken))?.text ?? '';
    expect(mail).toContain(
      'Test osadmin asks you to review the changes made to the signed Employer Information Form',
    );
    expect(mail).toContain('The changes were made by Test osadmin.');
    expect(
      before.changes?.subSteps.flatMap((s) =>
        s.changes.map(
          (c) =>
            `${s.subStepId}: ${c.attributeKey} ${String(c.previousValue)} → ${String(c.value)} (${c.status})`,
        ),
      ),
    ).toEqual([
      'rehire-provision: rehireProvision MONTHS_6 → MONTHS_3 (pending)',
      'erisa: erisaPlanNumber 501 → 502 (pending)',
    ]);
    // A signing link's step is not this one.
    const sign = await asSigner(updatesToken).post('/api/outside-signer/sign', { confirm: true });
    expect(sign.status).toBe(403);

    const accepted = outsideSignerViewSchema.parse(
      (await asSigner(updatesToken).post('/api/outside-signer/accept').expect(200)).body,
    );
    expect(accepted.state).toBe('changes-accepted');
    expect(accepted.changes?.subSteps.flatMap((s) => s.changes.map((c) => c.status))).toEqual([
      'accepted',
      'accepted',
    ]);
    const row = await sys.sql.query(
      `select "deif_changes_accepted_by" from "clients"."client" where "id" = $1`,
      [maple],
    );
    expect(row.rows[0]).toEqual({ deif_changes_accepted_by: SIGNER.email });
    expect((await asSigner(updatesToken).post('/api/outside-signer/accept')).status).toBe(409);
    // The audit trail names the signer by name and e-mail, not "System" (issue 28 item 4), the CSV too.
    const trail = changeLogPageSchema.parse(
      (await admin.call('get', `${base}/change-log?entity=Client&limit=5`).expect(200)).body,
    );
    const decision = trail.items.find((e) =>
      e.details.some((d) => d.attributeKey === 'deifChangesAcceptedAt'),
    );
    expect(decision).toMatchObject({
      createdBy: null,
      outsideSigner: { name: 'Olive Outside', email: SIGNER.email },
    });
    const csv = (await admin.call('get', `${base}/change-log/export?entity=Client`).expect(200)).text;
    expect(csv).toContain(
      `,Olive Outside <${SIGNER.email}>,Outside signer,Company information,Maple Dental Group,Changed,changes accepted at,,`,
    );
  });

  test('the signer declines with a reason: thank-you state until new edits', async () => {
    await admin.call('patch', `${base}/eif-answers`, { erisaPlanNumber: '503' }).expect(200);
    await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(200);
    await admin
      .call('post', `${base}/outside-signer/send`, { action: 'review-&-submit-updates' })
      .expect(200);
    const token = await newToken();
    expect(token).not.toBe(updatesToken);
    const noReason = await asSigner(token).post('/api/outside-signer/decline', {});
    expect(noReason.status).toBe(400);
    expect((noReason.body as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'body.reason', key: 'required', message: 'Please provide a response' },
    ]);
    const declined = outsideSignerViewSchema.parse(
      (
        await asSigner(token)
          .post('/api/outside-signer/decline', { reason: 'The plan number is 501.' })
          .expect(200)
      ).body,
    );
    expect(declined.state).toBe('changes-declined-no-new-edits');
    // A new edit: no longer "no new edits".
    await admin.call('patch', `${base}/eif-answers`, { erisaPlanNumber: '501' }).expect(200);
    expect((await view(token)).state).toBe('signed');
  });

  test('a link expires, and a new signer ends the links sent to the one before', async () => {
    await admin.call('post', `${base}/change-log/deif-changes/ready-for-review`).expect(200);
    await admin
      .call('post', `${base}/outside-signer/send`, { action: 'review-&-submit-updates' })
      .expect(200);
    const token = await newToken();
    expect((await view(token)).state).toBe('ready-for-review');
    await sys.sql.query(
      `update "clients"."outside_signer_link" set "expires_at" = now() - interval '1 second'
        where "client_id" = $1 and "revoked_at" is null`,
      [maple],
    );
    expect((await asSigner(token).get('/api/outside-signer/review')).status).toBe(404);
    await sys.sql.query(
      `update "clients"."outside_signer_link" set "expires_at" = now() + interval '1 day'
        where "client_id" = $1 and "revoked_at" is null`,
      [maple],
    );
    expect((await view(token)).state).toBe('ready-for-review');
    await admin.call('put', `${base}/outside-signer`, { ...SIGNER, email: someoneElse }).expect(200);
    expect((await asSigner(token).get('/api/outside-signer/review')).status).toBe(404);
    const removed = outsideSignerSchema.parse(
      (await admin.call('delete', `${base}/outside-signer`).expect(200)).body,
    );
    expect(removed).toEqual({ signer: null, link: null });
  });
});
