import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { changeLogPageSchema, deifChangesSchema, type DeifChanges } from '@onboard/contracts';
import type request from 'supertest';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';
import { pdfText } from '../../apps/web/e2e/pdf-text.js';

// The Company Information Summary as a PDF through the gateway (issue 9; spec §7 GET eif-summary with tz):
// a real multi-page PDF whose text (read back with pdf.js) holds every answer by step, the client's records
// and its dates in the asked time zone (America/New_York by default); who may read it is who reads the EIF.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let otherBenAdmin: Session;
// Granite's EIF is complete and unsigned in the demo data; Harbor's is not started (the file's own copies).
let granite: string;
let harbor: string;
// Maple Dental's EIF is signed in the demo data; its ben admin is the authorized signer.
let maple: string;
let mapleSigner: Session;

/** A binary answer's bytes (supertest buffers only text by itself). */
const bytesOf = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function summary(session: Session, clientId: string, query = '') {
  const res = await bytesOf(session.call('get', `/api/clients/${clientId}/eif-summary${query}`)).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const body = res.body as Buffer;
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { res, body, ...(await pdfText(body)) };
}

beforeAll(async () => {
  sys = await TestSystem.shared('eif-summary');
  const tenant = await sys.tenant('eif-summary');
  granite = tenant.client('granite-manufacturing');
  harbor = tenant.client('harbor-logistics');
  admin = await sys.signIn(await sys.makeUser('sumadmin', 'SLF_ADMIN'), 'sumadmin');
  benAdmin = await sys.signIn(await sys.makeUser('sumbenadmin', 'BEN_ADMIN', [granite]), 'sumbenadmin');
  otherBenAdmin = await sys.signIn(await sys.makeUser('sumother', 'BEN_ADMIN', [harbor]), 'sumother');
  maple = tenant.client('maple-dental');
  mapleSigner = await sys.signIn(await sys.makeUser('sumsigner', 'BEN_ADMIN', [maple]), 'sumsigner');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('the summary PDF', () => {
  test('holds the steps, the answers, the records and page numbers, as an attachment named for the client', async () => {
    // Something to recognise, in letters beyond Latin-1 (the embedded font prints them).
    await benAdmin
      .call('patch', `/api/clients/${granite}/eif-answers`, {
        hasPreviousCoverageWithSlf: true,
        previousPolicies: 'Zoë Łukasz – Ørsted 778',
      })
      .expect(200);
    await benAdmin
      .call('post', `/api/clients/${granite}/locations`, {
        name: 'Wilmington Plant',
        address1: '12 Mill Road',
        city: 'Wilmington',
        state: 'DE',
        zipCode: '19801',
      })
      .expect(201);
    await benAdmin
      .call('post', `/api/clients/${granite}/contacts`, {
        firstName: 'Renée',
        lastName: 'Øster',
        email: 'renee@granite.example',
        type: 'PRIMARY_WEB_ADMIN',
        claimsAccess: true,
        locationManagementType: 'ALL',
      })
      .expect(201);
    await benAdmin
      .call('post', `/api/clients/${granite}/subsidiary`, { name: 'Granite Castings', taxId: '98-7654321' })
      .expect(201);
    const { rows: policies } = await sys.sql.query<{ id: string; slf_coverages: string[] }>(
      `select "id", "slf_coverages" from "clients"."policy" where "client_id" = $1
        order by "primary_policy" desc limit 1`,
      [granite],
    );
    await benAdmin
      .call('put', `/api/clients/${granite}/bills`, {
        bills: [
          {
            policyId: policies[0]?.id,
            slfCoverages: policies[0]?.slf_coverages.slice(0, 1),
            contactId: null,
            category: 'Hourly crew',
          },
        ],
      })
      .expect(200);
    for (let i = 1; i <= 3; i++) {
      const known = (await benAdmin.call('get', `/api/clients/${granite}/employee-classes`).expect(200)).body
        .length as number;
      await benAdmin
        .call('post', `/api/clients/${granite}/employee-classes`, {
          name: `Shift crew ${i}`,
          employmentType: 'FULL_TIME',
          knownClassCount: known,
        })
        .expect(201);
    }

    const { res, pages, text } = await summary(benAdmin, granite);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Company Information Summary - Granite Manufacturing\.pdf"/,
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(text).toContain('Company Information Summary');
    expect(text).toContain('Granite Manufacturing');
    for (const step of [
      'Company Details',
      'Plan Administrators & Billing',
      'Plan Configuration & Eligibility',
      'Other Contract Details',
    ]) {
      expect(text).toContain(step);
    }
    expect(text).toContain('Not signed yet');
    expect(text).toMatch(/Previous Sun Life policy numbers\s+Zoë Łukasz – Ørsted 778/u);
    expect(text).toContain('Wilmington Plant');
    expect(text).toContain('Shift crew 3');
    expect(text).toMatch(/Granite Castings\s+98-7654321/);
    expect(text).toContain('Hourly crew');
    expect(text).toMatch(
      /Renée Øster\s+Primary\s+plan\s+administrator\s+renee@granite\.example\s+Claims\s+All\s+locations/u,
    );
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`);
    // A complete EIF's answers are printed in words, not codes.
    expect(text).toMatch(/Are your benefits part of an ERISA plan\?\s+(Yes|No)/);
  });

  test('names what an answer is about and what it names: a plan by its coverage, a platform, a contact, a month', async () => {
    const platforms = (await benAdmin.call('get', '/api/ben-admin-platforms').expect(200)).body as {
      id: string;
      name: string;
    }[];
    const platform = platforms.find((p) => p.name === 'Paylocity');
    const { rows } = await sys.sql.query<{ id: string }>(
      `select "id" from "clients"."policy" where "client_id" = $1 and "primary_policy"`,
      [granite],
    );
    await benAdmin
      .call('patch', `/api/clients/${granite}/eif-answers`, {
        policies: { [rows[0]?.id ?? '']: { hasBenAdminPlatform: true, benAdminPlatformId: platform?.id } },
      })
      .expect(200);

    const { text } = await summary(benAdmin, granite);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toMatch(/Benefits administration platform \([^)]+\) Paylocity /);
    // Chosen from the list: the name of a platform not in it is not asked.
    expect(flat).not.toContain('Platform name');
    // Granite's demo claims checks go to its primary plan administrator, Pat Granite; two dental plans.
    expect(flat).toContain('Plan administrator payee (Dental ASO) Pat Granite');
    expect(flat).toMatch(/When does coverage end after employment ends\? \(Dental\) /);
    expect(flat).toMatch(/When does coverage end after employment ends\? \(Dental ASO\) /);
    // A month by its name, as the form offers it.
    expect(flat).toContain('Policy anniversary month January');
    // No record is printed by its id.
    expect(flat).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  test('prints the signing date in the asked time zone, America/New_York by default', async () => {
    await sys.sql.query(`update "clients"."client" set "eif_signed_at" = $2 where "id" = $1`, [
      granite,
      '2026-03-01T03:30:00Z',
    ]);
    try {
      const eastern = await summary(admin, granite);
      expect(eastern.text).toMatch(/Signed February 28, 2026 at 10:30\sPM EST/u);
      const tokyo = await summary(admin, granite, '?tz=Asia%2FTokyo');
      expect(tokyo.text).toMatch(/Signed March 1, 2026 at 12:30\sPM GMT\+9/u);
    } finally {
      await sys.sql.query(`update "clients"."client" set "eif_signed_at" = null where "id" = $1`, [granite]);
    }
  });

  test('in Spanish when asked, with the time zone it uses stated (issue 28 item 7)', async () => {
    await sys.sql.query(`update "clients"."client" set "eif_signed_at" = $2 where "id" = $1`, [
      granite,
      '2026-03-01T03:30:00Z',
    ]);
    try {
      const { text, res } = await summary(admin, granite, '?tz=Europe%2FMadrid&lang=es');
      const flat = text.replace(/\s+/g, ' ');
      // The plain name without accents, the full one in RFC 8187 form.
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="Resumen de la informacion de la empresa - Granite Manufacturing.pdf"; ' +
          "filename*=UTF-8''Resumen%20de%20la%20informaci%C3%B3n%20de%20la%20empresa%20-%20Granite%20Manufacturing.pdf",
      );
      expect(flat).toContain('Resumen de la información de la empresa');
      expect(flat).toMatch(/Firmado el 1 de marzo de 2026 a las 4:30 CET/u);
      expect(flat).toContain('Las fechas y horas están en la zona horaria Europe/Madrid.');
      expect(flat).toContain('Datos de la empresa');
      expect(flat).toContain('Mes de aniversario de la póliza enero');
      expect(flat).toContain('Administrador del plan beneficiario (Dental ASO) Pat Granite');
      expect(flat).toContain('Página 1 de');
      // Nothing of the English document is left.
      for (const english of [
        'Company Details',
        'Policy anniversary month',
        'Prepared',
        'Signed',
        'Page 1 of',
      ]) {
        expect(flat).not.toContain(english);
      }
    } finally {
      await sys.sql.query(`update "clients"."client" set "eif_signed_at" = null where "id" = $1`, [granite]);
    }
  });

  test('an unknown time zone or language is a field error, not a 500', async () => {
    const res = await admin.call('get', `/api/clients/${granite}/eif-summary?tz=Mars%2FOlympus`).expect(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ path: 'query.tz', message: 'Please choose a valid time zone' }),
    ]);
    const fr = await admin.call('get', `/api/clients/${granite}/eif-summary?lang=fr`).expect(400);
    expect(fr.body.errors).toEqual([expect.objectContaining({ path: 'query.lang' })]);
  });

  test("another client's ben admin cannot read it", async () => {
    await otherBenAdmin.call('get', `/api/clients/${granite}/eif-summary`).expect(403);
  });
});

// Issue 28 item 1 (decision 215): the PDF prints the signed record, never a declined change; a platform is
// asked to be accepted only with the "uses a platform" answer it follows.
describe('the signed record after a decline and an acceptance', () => {
  const base = () => `/api/clients/${maple}`;
  const review = async (session: Session) =>
    deifChangesSchema.parse(
      (await session.call('get', `${base()}/change-log/deif-changes`).expect(200)).body,
    );
  /** The pending changes, as `entity.attribute value` . */
  const pending = (view: DeifChanges) =>
    [...new Set(view.subSteps.flatMap((s) => s.changes))]
      .filter((c) => c.status === 'pending')
      .map((c) => `${c.entity}.${c.attributeKey} ${JSON.stringify(c.value)}`)
      .sort();
  const flat = async () => (await summary(admin, maple)).text.replace(/\s+/g, ' ');
  let policy: string;
  let workday: string;

  beforeAll(async () => {
    const client = (await admin.call('get', base()).expect(200)).body as { policies: { id: string }[] };
    policy = client.policies[0]?.id ?? '';
    const platforms = (await admin.call('get', '/api/ben-admin-platforms').expect(200)).body as {
      id: string;
      name: string;
    }[];
    workday = platforms.find((p) => p.name === 'Workday')?.id ?? '';
  });

  test('declined: the PDF keeps "No" and 6 months', async () => {
    await admin
      .call('patch', `${base()}/eif-answers`, { policies: { [policy]: { hasBenAdminPlatform: true } } })
      .expect(200);
    await admin.call('patch', `${base()}/eif-answers`, { rehireProvision: 'MONTHS_12' }).expect(200);
    expect(await flat()).toContain('2 changes since the signing, pending review, not included');
    await admin.call('post', `${base()}/change-log/deif-changes/ready-for-review`).expect(200);
    await mapleSigner
      .call('post', `${base()}/change-log/deif-changes/decline`, { reason: 'We have no platform.' })
      .expect(200);
    const text = await flat();
    expect(text).toMatch(/Do you use a benefits administration platform\? \(\S[^)]*\) No/);
    expect(text).toContain('Rehired within 6 months');
    expect(text).not.toContain('12 months');
    expect(text).not.toContain('pending review');
  });

  test('a platform chosen later brings "uses a platform" back for review; accepted, both are in the record', async () => {
    await admin
      .call('patch', `${base()}/eif-answers`, { policies: { [policy]: { benAdminPlatformId: workday } } })
      .expect(200);
    const ready = deifChangesSchema.parse(
      (await admin.call('post', `${base()}/change-log/deif-changes/ready-for-review`).expect(200)).body,
    );
    expect(pending(ready)).toEqual([
      `Policy.benAdminPlatformId ${JSON.stringify(workday)}`,
      'Policy.hasBenAdminPlatform true',
    ]);
    // Issue 28 item 3: the platform by its name wherever the change is shown (the review, the audit trail, its CSV).
    expect(ready.names[workday]).toBe('Workday');
    const trail = changeLogPageSchema.parse(
      (await admin.call('get', `${base()}/change-log?entity=Policy&limit=5`).expect(200)).body,
    );
    expect(trail.names[workday]).toBe('Workday');
    const csv = (await admin.call('get', `${base()}/change-log/export?entity=Policy`).expect(200)).text;
    // In the page's words (issue 28 item 4): the record, the operation, the question, the platform by name.
    expect(csv).toMatch(/,Policy,[^,]*,Changed,Benefits administration platform,,Workday,Pending\r\n/);
    expect(csv).not.toContain('benAdminPlatformId');
    expect(csv).not.toContain(workday);
    // The rehire provision stays declined: nothing pending depends on it.
    expect(
      (await review(admin)).subSteps
        .flatMap((s) => s.changes)
        .find((c) => c.attributeKey === 'rehireProvision'),
    ).toMatchObject({ status: 'declined' });
    await mapleSigner.call('post', `${base()}/change-log/deif-changes/accept`).expect(200);
    const text = await flat();
    expect(text).toMatch(/Do you use a benefits administration platform\? \(\S[^)]*\) Yes/);
    expect(text).toMatch(/Benefits administration platform \(\S[^)]*\) Workday/);
    expect(text).toContain('Rehired within 6 months');
  });
});
