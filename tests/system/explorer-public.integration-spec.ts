import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { explorerPublicPageSchema, type ExplorerPublicPage } from '@onboard/contracts';
import { demoId } from '@onboard/server-kit';
import { waitFor } from '@onboard/server-kit/test-infra';
import request from 'supertest';
import { SMALL_PDF, TestSystem, SYSTEM_START_TIMEOUT, uploadPdf, type Session } from './harness.js';

// The Benefits Explorer's public side through the gateway against the whole running system (issue 16;
// decisions 167-170): the page by id or slug without sign-in and its display rules, demo enrollment states,
// the public documents, the lead form and the share request (reCAPTCHA stand-in, SMTP sink, rate limit), and
// the chat department with the chat stand-in's status.

const PUBLIC_FORM_LIMIT = 6;
const SALES = 'sales-desk@tests.onboard.test';
let sys: TestSystem;
let admin: Session;
const northwind = demoId('explorer-site:northwind-foods');
const bluebird = demoId('explorer-site:bluebird-health');
const northwindClient = demoId('client:northwind-foods');
type Errors = { errors: { path: string; message: string }[] };
const errorsOf = (body: unknown) =>
  (body as Errors).errors.map((e) => ({ path: e.path, message: e.message }));

/** Each test its own caller address, so the per-address budget of one does not spill into another. */
let nextIp = 1;
const newIp = () => `10.16.0.${nextIp++}`;
const get = (path: string, ip = newIp()) => request(sys.url).get(path).set('x-forwarded-for', ip);
const post = (path: string, body: object, ip = newIp()) =>
  request(sys.url).post(path).set('x-forwarded-for', ip).send(body);
const page = async (idOrSlug: string, query = ''): Promise<ExplorerPublicPage> =>
  explorerPublicPageSchema.parse((await get(`/api/explorer-pages/${idOrSlug}${query}`).expect(200)).body);
const sql = (text: string, values: unknown[] = []) => sys.sql.query(text, values);
const standIn = (path: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${sys.standInsPort}${path}`, init);
const setChat = (department: string, online: boolean) =>
  standIn(`/chat/admin/departments/${encodeURIComponent(department)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ online }),
  });
type Mail = { subject: string; text: string; to: string[] };
const mailTo = (email: string, subjectPart: string) =>
  waitFor(
    `an e-mail "${subjectPart}" to reach ${email}`,
    async () => {
      const res = await standIn(`/mail/messages?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as Mail[];
      return mails.find((m) => m.subject.includes(subjectPart));
    },
    { timeoutMs: 20_000, intervalMs: 200 },
  );

const LEAD = {
  email: 'pat.lee@tests.onboard.test',
  firstName: 'Pat',
  lastName: 'Lee',
  city: 'Newark',
  state: 'NJ',
  phone: '973 555 0100',
  externalUser: 'EMPLOYER',
  employerName: 'Acme Tools',
};

beforeAll(async () => {
  sys = await TestSystem.start('explorer-public', {
    TRUST_PROXY: 'true',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: String(PUBLIC_FORM_LIMIT),
    EXPLORER_PUBLIC_CACHE_MS: '0',
    EXPLORER_SALES_EMAIL: SALES,
  });
  admin = await sys.signIn(await sys.makeUser('xppadmin', 'SLF_ADMIN'), 'xppadmin');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('GET /api/explorer-pages/:explorerPageId (no sign-in)', () => {
  test('by id and by vanity slug in any case: the same page, cacheable for a minute', async () => {
    const res = await get(`/api/explorer-pages/${northwind}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const byId = explorerPublicPageSchema.parse(res.body);
    expect(byId).toMatchObject({
      id: northwind,
      name: 'Northwind Foods Benefits',
      isLive: true,
      vanitySlug: 'northwind-foods',
      expired: false,
      customBranding: true,
      customThemeBrandColor: '#0b5394',
      languageFeatureToggle: true,
      largeClientFeatureToggle: false,
    });
    expect(new Set(byId.benefits.map((b) => b.benefitType)).size).toBe(14);
    const dhmo = byId.benefits.find((b) => b.planType === 'DHMO');
    expect(dhmo?.planTypeDisplayName).toBe('DHMO/Prepaid');
    expect(byId.benefitTypeMetadata['MEDICAL']?.spanishHighlighterText).toBe('Nuevo plan PPO este año');
    // No staff-only fields.
    expect(res.body).not.toHaveProperty('pageOwner');
    expect(res.body).not.toHaveProperty('policies');
    expect(await page('NorthWind-FOODS')).toEqual(byId);
    expect(await page('northwind-foods')).toEqual(byId);
  });

  test('an unknown id or slug is 404', async () => {
    await get(`/api/explorer-pages/${demoId('explorer-site:nowhere')}`).expect(404);
    await get('/api/explorer-pages/no-such-site').expect(404);
  });

  test('display rules: not started → 404; maintenance → 404; archived client → 404; expired still shown', async () => {
    await sql(`update "explorer"."explorer_site" set "starts_at" = current_date + 3 where "id" = $1`, [
      bluebird,
    ]);
    await get(`/api/explorer-pages/${bluebird}`).expect(404);
    await get('/api/explorer-pages/bluebird-demo').expect(404);
    await sql(`update "explorer"."explorer_site" set "starts_at" = current_date where "id" = $1`, [bluebird]);
    expect((await page('bluebird-demo')).id).toBe(bluebird);

    await sql(`update "explorer"."explorer_site" set "maintenance_mode" = true where "id" = $1`, [bluebird]);
    await get(`/api/explorer-pages/${bluebird}`).expect(404);
    await sql(`update "explorer"."explorer_site" set "maintenance_mode" = false where "id" = $1`, [bluebird]);

    const clientId = demoId('client:bluebird-health');
    await sql(`update "clients"."client" set "is_archived" = true where "id" = $1`, [clientId]);
    await get(`/api/explorer-pages/${bluebird}`).expect(404);
    await sql(`update "clients"."client" set "is_archived" = false where "id" = $1`, [clientId]);

    await sql(`update "explorer"."explorer_site" set "expires_at" = current_date - 1 where "id" = $1`, [
      bluebird,
    ]);
    expect((await page(bluebird)).expired).toBe(true);
    await sql(`update "explorer"."explorer_site" set "expires_at" = null where "id" = $1`, [bluebird]);
    expect((await page(bluebird)).expired).toBe(false);
  });

  test('demoEnrollmentStatus: a demo site shows the asked state (default active); a live site its real one', async () => {
    expect((await page(bluebird)).demoEnrollmentStatus).toBe('active');
    expect((await page(bluebird, '?demoEnrollmentStatus=pre')).demoEnrollmentStatus).toBe('pre');
    expect((await page(bluebird, '?demoEnrollmentStatus=post')).demoEnrollmentStatus).toBe('post');
    // Northwind is live, its open enrollment runs from 10 days ago to 20 days ahead.
    expect((await page(northwind, '?demoEnrollmentStatus=pre')).demoEnrollmentStatus).toBe('active');
    expect((await page(northwind, '?demoEnrollmentStatus=post')).demoEnrollmentStatus).toBe('active');
    const bad = await get(`/api/explorer-pages/${bluebird}?demoEnrollmentStatus=later`).expect(400);
    expect(errorsOf(bad.body)).toEqual([
      { path: 'query.demoEnrollmentStatus', message: 'Please choose one of the options' },
    ]);
  });

  test('the support footer: implementation consultant and release status of the client', async () => {
    await sql(
      `update "clients"."client" set "ic_first_name" = 'Ines', "ic_last_name" = 'Moreno', "ic_email" = 'ines@tests.onboard.test', "ic_phone_number" = '555 0101', "release_status" = 'LIVE' where "id" = $1`,
      [northwindClient],
    );
    const shown = await page(northwind);
    expect(shown.implementationConsultant).toEqual({
      name: 'Ines Moreno',
      phone: '555 0101',
      email: 'ines@tests.onboard.test',
    });
    expect(shown.clientReleaseStatus).toBe('LIVE');
  });
});

describe('chat department', () => {
  test('live page with live chat: the live department; a demo site or live chat off: the demo one', async () => {
    await setChat('Benefits Explorer Live', true);
    await setChat('Benefits Explorer Demo', false);
    expect((await page(northwind)).chat).toEqual({ department: 'Benefits Explorer Live', online: true });
    expect((await page(bluebird)).chat).toEqual({ department: 'Benefits Explorer Demo', online: false });
    await sql(`update "explorer"."explorer_site" set "enable_contact_us_live_chat" = false where "id" = $1`, [
      northwind,
    ]);
    expect((await page(northwind)).chat.department).toBe('Benefits Explorer Demo');
    await sql(`update "explorer"."explorer_site" set "enable_contact_us_live_chat" = true where "id" = $1`, [
      northwind,
    ]);
    await setChat('Benefits Explorer Live', false);
    expect((await page(northwind)).chat).toEqual({ department: 'Benefits Explorer Live', online: false });
    await setChat('Benefits Explorer Live', true);
  });

  test('a chat provider that does not answer in time: offline, the page still answers', async () => {
    await standIn('/chat/admin/delay', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 5_000 }),
    });
    try {
      expect((await page(northwind)).chat).toEqual({ department: 'Benefits Explorer Live', online: false });
    } finally {
      await standIn('/chat/admin/delay', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ delayMs: 0 }),
      });
    }
  });
});

describe('GET /api/explorer-pages/:explorerPageId/documents/:documentId', () => {
  test('a document the visible page shows streams; any other of the client is 404', async () => {
    const summary = await uploadPdf(admin, northwindClient, 'ppo-summary.pdf');
    const unrelated = await uploadPdf(admin, northwindClient, 'payroll.pdf');
    const plan = demoId('explorer-plan:northwind-foods:0');
    await sql(
      `update "explorer"."explorer_benefit_plan" set "plan_summary_document_id" = $1 where "id" = $2`,
      [summary, plan],
    );
    const shown = await page('northwind-foods');
    const doc = shown.benefits.find((b) => b.id === plan)?.planSummaryDocument;
    expect(doc).toEqual({
      id: summary,
      name: 'ppo-summary.pdf',
      mimeType: 'application/pdf',
      url: `/api/explorer-pages/${northwind}/documents/${summary}`,
    });
    const file = await get(doc?.url ?? '')
      .buffer(true)
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('public, max-age=60');
    expect(Buffer.from(file.body as Buffer).equals(SMALL_PDF)).toBe(true);
    await get(`/api/explorer-pages/${northwind}/documents/${unrelated}`).expect(404);
    // Not shown by another site either.
    await get(`/api/explorer-pages/${bluebird}/documents/${summary}`).expect(404);
    // A page in maintenance shows no documents.
    await sql(`update "explorer"."explorer_site" set "maintenance_mode" = true where "id" = $1`, [northwind]);
    await get(doc?.url ?? '').expect(404);
    await sql(`update "explorer"."explorer_site" set "maintenance_mode" = false where "id" = $1`, [
      northwind,
    ]);
  });
});

describe('POST /api/explorer-pages/lead-generation/send', () => {
  test('an empty form: every message of spec §5 on its field', async () => {
    const res = await post('/api/explorer-pages/lead-generation/send', {}).expect(400);
    expect(errorsOf(res.body)).toEqual([
      { path: 'body.email', message: 'Email is required' },
      { path: 'body.firstName', message: 'First name is required' },
      { path: 'body.lastName', message: 'Last name is required' },
      { path: 'body.city', message: 'City is required' },
      { path: 'body.state', message: 'State is required' },
      { path: 'body.phone', message: 'Phone is required' },
      { path: 'body.externalUser', message: 'Employer/Broker is required' },
      { path: 'body.employerName', message: 'Employer name is required' },
    ]);
  });

  test('a broker: Client name and Broker name; an unknown choice; texts over 191', async () => {
    const ip = newIp();
    const broker = await post(
      '/api/explorer-pages/lead-generation/send',
      { ...LEAD, externalUser: 'BROKER', employerName: '' },
      ip,
    ).expect(400);
    expect(errorsOf(broker.body)).toEqual([
      { path: 'body.employerName', message: 'Client name is required' },
      { path: 'body.brokerName', message: 'Broker name is required' },
    ]);
    const other = await post(
      '/api/explorer-pages/lead-generation/send',
      { ...LEAD, externalUser: 'AGENT', city: 'x'.repeat(192), email: 'pat..lee@tests.onboard.test' },
      ip,
    ).expect(400);
    expect(errorsOf(other.body)).toEqual([
      { path: 'body.email', message: 'Please enter a valid email address' },
      { path: 'body.city', message: 'Please enter at most 191 characters' },
      { path: 'body.externalUser', message: 'Please select an option' },
    ]);
  });

  test('a valid lead reaches the sales mailbox', async () => {
    await post('/api/explorer-pages/lead-generation/send', {
      ...LEAD,
      externalUser: 'BROKER',
      employerName: 'Acme Tools',
      brokerName: 'Lee Brokerage',
    })
      .expect(200)
      .expect({ sent: true });
    const mail = await mailTo(SALES, 'Benefits Explorer lead: Pat Lee');
    expect(mail.text).toContain('Email: pat.lee@tests.onboard.test');
    expect(mail.text).toContain('Client name: Acme Tools');
    expect(mail.text).toContain('Broker name: Lee Brokerage');
    expect(mail.text).toContain('State: NJ');
  });

  test(`more than ${PUBLIC_FORM_LIMIT} a minute from one address: 429`, async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_FORM_LIMIT; i++) {
      statuses.push((await post('/api/explorer-pages/lead-generation/send', {}, ip)).status);
    }
    expect(statuses).toEqual([...Array<number>(PUBLIC_FORM_LIMIT).fill(400), 429]);
    // Another address is not held back.
    await post('/api/explorer-pages/lead-generation/send', {}).expect(400);
  });
});

describe('POST /api/explorer-pages/:explorerPageId/share', () => {
  const planIds = async (idOrSlug: string) => (await page(idOrSlug)).benefits;

  test('missing fields: the spec messages', async () => {
    const res = await post(`/api/explorer-pages/${northwind}/share`, {}).expect(400);
    expect(errorsOf(res.body)).toEqual([
      { path: 'body.email', message: 'Email is required' },
      { path: 'body.benefits', message: 'Need at least one selected benefit.' },
      { path: 'body.recaptchaToken', message: 'Recaptcha token is missing' },
      { path: 'body.language', message: 'Language is required' },
    ]);
  });

  test('a refused reCAPTCHA token: 400 on body.recaptchaToken, nothing sent', async () => {
    const [first] = await planIds(northwind);
    const to = 'refused@tests.onboard.test';
    const res = await post(`/api/explorer-pages/${northwind}/share`, {
      email: to,
      benefits: [first?.id],
      recaptchaToken: 'fail-token',
      language: 'en',
    }).expect(400);
    expect(errorsOf(res.body)).toEqual([
      {
        path: 'body.recaptchaToken',
        message: 'We could not verify that you are not a robot. Please try again.',
      },
    ]);
    const checks = (await (await standIn('/recaptcha/admin/checks')).json()) as {
      checks: { response: string; remoteip: string | null }[];
    };
    expect(checks.checks.some((c) => c.response === 'fail-token' && c.remoteip !== null)).toBe(true);
  });

  test('a passing token: the e-mail in Spanish lists each plan with its type and carrier, and the page link', async () => {
    const plans = await planIds('bluebird-demo');
    const dhmo = plans.find((p) => p.planType === 'DHMO');
    const epo = plans.find((p) => p.planType === 'EPO');
    const to = 'comparte@tests.onboard.test';
    // A prepaid (DHMO) plan needs the prepaid location's state.
    const noState = await post(`/api/explorer-pages/bluebird-demo/share`, {
      email: to,
      benefits: [dhmo?.id, epo?.id],
      recaptchaToken: 'pass-token',
      language: 'es',
    }).expect(400);
    expect(errorsOf(noState.body)).toEqual([
      { path: 'body.prepaidLocation.state', message: 'State is required' },
    ]);
    // A plan of another page is refused.
    const [northwindPlan] = await planIds(northwind);
    const foreign = await post(`/api/explorer-pages/bluebird-demo/share`, {
      email: to,
      benefits: [epo?.id, northwindPlan?.id],
      recaptchaToken: 'pass-token',
      language: 'es',
    }).expect(400);
    expect(errorsOf(foreign.body)).toEqual([
      { path: 'body.benefits.1', message: 'This benefit is not one of the page’s' },
    ]);

    await post(`/api/explorer-pages/bluebird-demo/share`, {
      email: to,
      benefits: [dhmo?.id, epo?.id],
      recaptchaToken: 'pass-token',
      language: 'es',
      prepaidLocation: { state: 'FL' },
    })
      .expect(200)
      .expect({ sent: true });
    const mail = await mailTo(to, 'Los beneficios que eligió');
    expect(mail.text).toContain('Estos son los beneficios que eligió');
    expect(mail.text).toContain('- Florida Prepaid Dental (DHMO/Prepaid) - Aseguradora: Sun Life');
    expect(mail.text).toContain('- EPO 2000 (EPO)');
    expect(mail.text).toContain('Su ubicación para el plan dental prepagado: FL');
    expect(mail.text).toMatch(/\/benefits-explorer\/bluebird-demo\?lng=es/);
  });

  test(`more than ${PUBLIC_FORM_LIMIT} a minute from one address: 429`, async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_FORM_LIMIT; i++) {
      statuses.push((await post(`/api/explorer-pages/${northwind}/share`, {}, ip)).status);
    }
    expect(statuses).toEqual([...Array<number>(PUBLIC_FORM_LIMIT).fill(400), 429]);
  });
});
