import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  EXPLORER_BENEFIT_TYPES,
  explorerDocumentsSchema,
  explorerPagePageSchema,
  explorerPageSchema,
  explorerPageSummarySchema,
  type ExplorerPage,
} from '@onboard/contracts';
import { z } from 'zod';
import { TestSystem, SYSTEM_START_TIMEOUT, uploadPdf, type Session, type Tenant } from './harness.js';

// The Benefits Explorer's staff calls through the gateway against the whole running system (issue 15):
// create, edit, renew, vanity slugs (case-insensitive), transfer, delete, the list query, field errors of the
// spec's rules on body.<path>, the role rules (decision 161) and the demo sites.

let sys: TestSystem;
let admin: Session;
let owner: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let adminId: string;
let ownerId: string;
let benAdminId: string;
let policyId: string;
let otherPolicyId: string;
let own: string;
let other: string;
/**
 * This file's demo clients; vanity slugs are unique across the whole system, so every slug the file gives
 * is its own (`tenant.slug`, which keeps the case of the demo part).
 */
let tenant: Tenant;
const slug = (name: string): string => tenant.slug(name);
const pages = (clientId: string) => `/api/clients/${clientId}/explorer-pages`;
type Errors = { errors: { path: string; message: string }[] };
const messagesOf = (body: unknown) =>
  Object.fromEntries((body as Errors).errors.map((e) => [e.path, e.message]));

const userIdOf = async (email: string) =>
  (await sys.sql.query<{ id: string }>(`select "id" from "identity"."user" where "email" = $1`, [email]))
    .rows[0]?.id ?? '';
const policyOf = async (clientId: string) =>
  (
    await sys.sql.query<{ id: string }>(
      `select "id" from "clients"."policy" where "client_id" = $1 order by "primary_policy" desc limit 1`,
      [clientId],
    )
  ).rows[0]?.id ?? '';

/** A valid site: three plans that need no comparison fields. */
const site = (over: Record<string, unknown> = {}) => ({
  name: 'Summit Benefits',
  kioskMode: false,
  startsAt: '2026-01-01',
  expiresAt: '2026-12-31',
  planYear: '2026',
  openEnrollmentStart: '2025-11-01',
  openEnrollmentEnd: '2025-11-30',
  maintenanceMode: false,
  employerState: 'CO',
  hasEmployeesInNY: false,
  showBenefitCount: true,
  hideSunLifeLogo: false,
  pageOwner: adminId,
  policies: [policyId],
  medicalVideo: 'NO_VIDEO',
  enableContactUsAppointment: true,
  enableContactUsEmail: true,
  enableContactUsLiveChat: false,
  benefitTypeMetadata: {
    LIFE: { highlighterText: 'Life', spanishHighlighterText: 'Vida', highlighterOrder: 1 },
  },
  benefits: [
    {
      benefitType: 'LIFE',
      carrierId: 1,
      planType: 'BASIC_LIFE',
      planName: 'Basic Life',
      contentFlags: ['AD_AND_D'],
    },
    { benefitType: 'SHORT_TERM_DISABILITY', carrierId: 1, planType: 'EMPLOYER_PAID', planName: 'STD' },
    { benefitType: 'ACCIDENT', carrierId: 1, planName: 'Accident', benefitLevel: 'LOW_HIGH' },
  ],
  ...over,
});

const create = async (over: Record<string, unknown> = {}, clientId = own): Promise<ExplorerPage> =>
  explorerPageSchema.parse(
    (await admin.call('post', pages(clientId), site(over)).expect(201)).body,
  ) as ExplorerPage;

beforeAll(async () => {
  sys = await TestSystem.shared('explorer');
  tenant = await sys.tenant('explorer');
  own = tenant.client('summit-engineering');
  other = tenant.client('granite-manufacturing');
  const adminEmail = await sys.makeUser('xpadmin', 'SLF_ADMIN');
  const ownerEmail = await sys.makeUser('xpowner', 'SLF_OWNER');
  const benAdminEmail = await sys.makeUser('xpbenadmin', 'BEN_ADMIN', [own]);
  admin = await sys.signIn(adminEmail, 'xpadmin');
  owner = await sys.signIn(ownerEmail, 'xpowner');
  benAdmin = await sys.signIn(benAdminEmail, 'xpbenadmin');
  broker = await sys.signIn(await sys.makeUser('xpbroker', 'BROKER', [own]), 'xpbroker');
  otherBenAdmin = await sys.signIn(await sys.makeUser('xpother', 'BEN_ADMIN', [other]), 'xpother');
  adminId = await userIdOf(adminEmail);
  ownerId = await userIdOf(ownerEmail);
  benAdminId = await userIdOf(benAdminEmail);
  policyId = await policyOf(own);
  otherPolicyId = await policyOf(other);
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('Benefits Explorer sites (staff)', () => {
  test('staff create a site with its plans, highlighters and policies, and read it back', async () => {
    const created = await create({ name: 'Created site', vanitySlug: slug('summit-created') });
    expect(created).toMatchObject({
      clientId: own,
      name: 'Created site',
      vanitySlug: slug('summit-created'),
      isLive: false,
      pageOwner: adminId,
      policies: [policyId],
      newExplorerPageId: null,
      prevExplorerPageId: null,
      benefitTypeMetadata: {
        LIFE: { highlighterText: 'Life', spanishHighlighterText: 'Vida', highlighterOrder: 1 },
      },
    });
    expect(created.benefits.map((b) => [b.benefitType, b.planType, b.planName])).toEqual([
      ['LIFE', 'BASIC_LIFE', 'Basic Life'],
      ['SHORT_TERM_DISABILITY', 'EMPLOYER_PAID', 'STD'],
      ['ACCIDENT', null, 'Accident'],
    ]);
    expect(created.benefits[0]?.contentFlags).toEqual(['AD_AND_D']);
    const read = (await admin.call('get', `${pages(own)}/${created.id}`).expect(200)).body;
    expect(read).toEqual(JSON.parse(JSON.stringify(created)));
  });

  test('edit: fields change, a plan named by id keeps its row, others are added or removed', async () => {
    const created = await create({ name: 'To edit' });
    const [life, , accident] = created.benefits;
    const updated = explorerPageSchema.parse(
      (
        await admin
          .call(
            'put',
            `${pages(own)}/${created.id}`,
            site({
              name: 'Edited',
              employeeCount: 310,
              benefits: [
                { ...site().benefits[2], id: accident?.id, planName: 'Accident Plus' },
                { benefitType: 'GAP', carrierId: 2, legalEntity: 'Gap Co', planName: 'Gap' },
                { ...site().benefits[0], id: life?.id },
              ],
            }),
          )
          .expect(200)
      ).body,
    );
    expect(updated.name).toBe('Edited');
    expect(updated.employeeCount).toBe(310);
    expect(updated.benefits.map((b) => b.planName)).toEqual(['Accident Plus', 'Gap', 'Basic Life']);
    expect(updated.benefits[0]?.id).toBe(accident?.id);
    expect(updated.benefits[2]?.id).toBe(life?.id);
    expect(updated.benefits.map((b) => b.id)).not.toContain(created.benefits[1]?.id);
  });

  test('field errors: the shape at the gateway, the spec’s rules and other records in the service', async () => {
    const shape = await admin.call('post', pages(own), site({ name: '', medicalVideo: 'NOPE' })).expect(400);
    expect(messagesOf(shape.body)).toMatchObject({
      'body.name': 'Please enter a site name.',
      'body.medicalVideo': 'Please provide a response.',
    });
    // MEDICAL with plan type DHMO: not a medical plan type (explorer spec §4).
    const rule = await admin
      .call(
        'post',
        pages(own),
        site({ benefits: [{ benefitType: 'MEDICAL', carrierId: 1, planType: 'DHMO', planName: 'Bad' }] }),
      )
      .expect(400);
    expect(Object.keys(messagesOf(rule.body))).toContain('body.benefits.0.planType');
    // Another client's policy, a page owner who is not staff.
    const records = await admin
      .call('post', pages(own), site({ policies: [policyId, otherPolicyId], pageOwner: benAdminId }))
      .expect(400);
    expect(messagesOf(records.body)).toEqual({
      'body.policies.1': 'This policy is not one of the client’s',
      'body.pageOwner': 'The page owner must be a Sun Life staff user',
    });
    // A plan summary that is not one of the client's documents; the client's own is kept.
    const summary = await uploadPdf(admin, own, 'Life summary.pdf');
    const foreign = await uploadPdf(admin, other, 'Other summary.pdf');
    const documents = await admin
      .call(
        'post',
        pages(own),
        site({
          logoDocumentId: foreign,
          benefits: [
            { ...site().benefits[0], planSummaryDocumentId: summary, spanishPlanSummaryDocumentId: foreign },
          ],
        }),
      )
      .expect(400);
    expect(messagesOf(documents.body)).toEqual({
      'body.logoDocumentId': 'This resource is not one of the client’s',
      'body.benefits.0.spanishPlanSummaryDocumentId': 'This resource is not one of the client’s',
    });
    const withSummary = await create({
      benefits: [{ ...site().benefits[0], planSummaryDocumentId: summary }],
    });
    expect(withSummary.benefits[0]?.planSummaryDocumentId).toBe(summary);
    // Custom branding without colours.
    const branding = await admin.call('post', pages(own), site({ customBranding: true })).expect(400);
    expect(messagesOf(branding.body)).toMatchObject({
      'body.customThemeBrandColor': 'Brand color is required',
      'body.customThemeContrastingColor': 'Contrast color is required',
    });
  });

  test('comparison fields: by the policies’ effective date, and for dental by the client’s toggle', async () => {
    // The client's policy takes effect after the cutoffs (the demo data's dates are in the future): a medical
    // plan needs its comparison fields.
    const medical = await admin
      .call(
        'post',
        pages(own),
        site({ benefits: [{ benefitType: 'MEDICAL', carrierId: 1, planType: 'PPO', planName: 'PPO' }] }),
      )
      .expect(400);
    expect(messagesOf(medical.body)).toMatchObject({
      'body.benefits.0.planYearDeductibleIndividualInNetwork': expect.any(String),
    });
    const dentalPlan = {
      benefitType: 'DENTAL',
      carrierId: 1,
      planType: 'PPO',
      planName: 'Dental PPO',
      prepaidDentalNetwork: 'SUN_LIFE_DENTAL_NETWORK_PPO',
    };
    const client = tenant.client('riverbend-schools');
    const riverbend = { policies: [await policyOf(client)], employerState: 'TX', benefits: [dentalPlan] };
    // Dental comparison is off unless the client's toggle is on (decision 159): then the fields are required.
    await admin.call('post', pages(client), site(riverbend)).expect(201);
    await admin
      .call('put', `/api/clients/${client}`, {
        featureToggles: { BENEFITS_EXPLORER_DENTAL_COMPARISON: true },
      })
      .expect(200);
    const dental = await admin.call('post', pages(client), site(riverbend)).expect(400);
    expect(Object.keys(messagesOf(dental.body))).toContain(
      'body.benefits.0.planYearDeductibleIndividualInNetwork',
    );
  });

  test('a vanity slug is one site’s, whatever its case (409 on body.vanitySlug)', async () => {
    const first = await create({ vanitySlug: slug('Summit-Slug') });
    const clash = await admin.call('post', pages(own), site({ vanitySlug: slug('summit-SLUG') })).expect(409);
    expect(messagesOf(clash.body)).toEqual({ 'body.vanitySlug': 'This vanity URL is already in use' });
    // Also across clients, and on update; a site keeps its own slug in another case.
    await admin
      .call('post', pages(other), site({ vanitySlug: slug('SUMMIT-slug'), policies: [otherPolicyId] }))
      .expect(409);
    const second = await create({ vanitySlug: slug('summit-second') });
    await admin
      .call('put', `${pages(own)}/${second.id}`, site({ vanitySlug: slug('summit-slug') }))
      .expect(409);
    const recased = await admin
      .call('put', `${pages(own)}/${first.id}`, site({ vanitySlug: slug('SUMMIT-SLUG') }))
      .expect(200);
    expect(recased.body.vanitySlug).toBe(slug('SUMMIT-SLUG'));
    const format = await admin.call('post', pages(own), site({ vanitySlug: 'no/slash' })).expect(400);
    expect(messagesOf(format.body)).toEqual({
      'body.vanitySlug': 'Please input only alphanumeric characters',
    });
  });

  test('renewal: next year’s site from the form, the slug moves, both are linked, once', async () => {
    const previous = await create({ name: 'Plan year 2026', vanitySlug: slug('summit-renewing') });
    const renewal = site({
      name: 'Plan year 2027',
      startsAt: '2027-01-01',
      expiresAt: '2027-12-31',
      planYear: '2027',
      openEnrollmentStart: '2026-11-01',
      openEnrollmentEnd: '2026-11-30',
      vanitySlug: slug('summit-renewing'),
      prevExplorerPageId: previous.id,
      prevExplorerPageVanitySlug: slug('summit-renewing-2026'),
      prevExplorerPageExpiry: '2026-12-31',
    });
    await admin
      .call('post', `${pages(own)}/${previous.id}/renew`, { ...renewal, prevExplorerPageId: policyId })
      .expect(400);
    const next = explorerPageSchema.parse(
      (await admin.call('post', `${pages(own)}/${previous.id}/renew`, renewal).expect(201)).body,
    );
    expect(next).toMatchObject({
      name: 'Plan year 2027',
      startsAt: '2027-01-01',
      planYear: '2027',
      vanitySlug: slug('summit-renewing'),
      prevExplorerPageId: previous.id,
      isLive: false,
    });
    expect(next.benefits).toHaveLength(3);
    const old = explorerPageSchema.parse(
      (await admin.call('get', `${pages(own)}/${previous.id}`).expect(200)).body,
    );
    expect(old).toMatchObject({
      newExplorerPageId: next.id,
      newExplorerPageStartDate: '2027-01-01',
      newExplorerPageEndDate: '2027-12-31',
      newExplorerPagePlanYear: '2027',
      vanitySlug: slug('summit-renewing-2026'),
      expiresAt: '2026-12-31',
    });
    await admin
      .call('post', `${pages(own)}/${previous.id}/renew`, { ...renewal, vanitySlug: null })
      .expect(409);
  });

  test('live or demo, association, and the documents of a benefit type (15, a key once)', async () => {
    const created = await create();
    const live = await admin.call('put', `${pages(own)}/${created.id}/live`, { isLive: true }).expect(200);
    expect(live.body.isLive).toBe(true);
    const associationId = '6f1c1b4e-59b2-4d8e-9d4f-0c1f2a3b4c5d';
    const associated = await admin
      .call('put', `${pages(own)}/${created.id}/association`, { associationId })
      .expect(200);
    expect(associated.body.associationId).toBe(associationId);
    // Documents the documents service keeps for the client; another client's or an unknown id is refused.
    const ids: string[] = [];
    for (let i = 0; i < 18; i++) ids.push(await uploadPdf(admin, own, `Summary ${i}.pdf`));
    const docs = ids.map((id, i) => ({
      id,
      documentKey: i === 1 ? 'key-0' : `key-${i}`,
      name: `Summary ${i}.pdf`,
      mimeType: 'application/pdf',
    }));
    const foreign = await uploadPdf(admin, other, 'Granite.pdf');
    const refused = await admin
      .call('put', `${pages(own)}/${created.id}/documents/DENTAL`, {
        documents: [docs[0], { ...docs[2], id: foreign }],
      })
      .expect(400);
    expect(messagesOf(refused.body)).toEqual({
      'body.documents.1.id': 'This resource is not one of the client’s',
    });
    const saved = explorerDocumentsSchema.parse(
      (
        await admin
          .call('put', `${pages(own)}/${created.id}/documents/DENTAL`, { documents: docs })
          .expect(200)
      ).body,
    );
    expect(saved.documents).toHaveLength(15);
    expect(saved.documents.map((d) => d.documentKey)).toEqual([
      'key-0',
      ...Array.from({ length: 14 }, (_, i) => `key-${i + 2}`),
    ]);
    expect(saved.documents[0]?.name).toBe('Summary 0.pdf');
    const read = await benAdmin.call('get', `${pages(own)}/${created.id}/documents/DENTAL`).expect(200);
    expect(read.body).toEqual(saved);
    const empty = await admin.call('get', `${pages(own)}/${created.id}/documents/VISION`).expect(200);
    expect(empty.body).toEqual({ benefitType: 'VISION', documents: [] });
    await admin.call('get', `${pages(own)}/${created.id}/documents/NOPE`).expect(400);
  });

  test('the list query: paging, sorting, search, and its field errors', async () => {
    const client = tenant.client('cedar-credit-union');
    const cedarPolicy = await policyOf(client);
    for (const name of ['Bravo', 'alpha', 'Charlie']) {
      await create({ name, policies: [cedarPolicy], employerState: 'ME' }, client);
    }
    const list = async (query: string) =>
      explorerPagePageSchema.parse((await admin.call('get', `${pages(client)}?${query}`).expect(200)).body);
    const byName = await list('sortBy=name&sortDirection=asc');
    expect(byName.items.map((i) => i.name)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(byName).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(byName.items[0]?.benefitCount).toBe(3);
    const newest = await list('');
    expect(newest.items.map((i) => i.name)).toEqual(['Charlie', 'alpha', 'Bravo']);
    const paged = await list('sortBy=name&sortDirection=desc&limit=1&offset=1');
    expect(paged.items.map((i) => i.name)).toEqual(['Bravo']);
    expect(paged.total).toBe(3);
    const found = await list('search=ALP');
    expect(found.items.map((i) => i.name)).toEqual(['alpha']);
    for (const [query, path] of [
      ['limit=0', 'query.limit'],
      ['limit=101', 'query.limit'],
      ['offset=-1', 'query.offset'],
      ['sortBy=phase', 'query.sortBy'],
      ['sortDirection=up', 'query.sortDirection'],
    ] as const) {
      const res = await admin.call('get', `${pages(client)}?${query}`).expect(400);
      expect(Object.keys(messagesOf(res.body))).toEqual([path]);
    }
  });

  test('transfer: every page of one owner moves to another staff user; the new owner must be staff', async () => {
    const a = await create({ name: 'Owned 1' });
    const b = await create({ name: 'Owned 2' });
    const byOwner = async (id: string) =>
      z
        .array(explorerPageSummarySchema)
        .parse((await owner.call('get', `/api/explorer-pages/by-owner/${id}`).expect(200)).body)
        .map((s) => s.id);
    expect(await byOwner(adminId)).toEqual(expect.arrayContaining([a.id, b.id]));
    const before = (await byOwner(adminId)).length;
    const refused = await owner
      .call('put', `/api/explorer-pages/transfer/${adminId}/${benAdminId}`)
      .expect(400);
    expect(messagesOf(refused.body)).toEqual({
      'params.newPageOwnerId': 'The page owner must be a Sun Life staff user',
    });
    await benAdmin.call('put', `/api/explorer-pages/transfer/${adminId}/${ownerId}`).expect(403);
    await benAdmin.call('get', `/api/explorer-pages/by-owner/${adminId}`).expect(403);
    const moved = await owner.call('put', `/api/explorer-pages/transfer/${adminId}/${ownerId}`).expect(200);
    expect(moved.body).toEqual({ transferred: before });
    expect(await byOwner(adminId)).toEqual([]);
    expect(await byOwner(ownerId)).toEqual(expect.arrayContaining([a.id, b.id]));
    const read = await admin.call('get', `${pages(own)}/${a.id}`).expect(200);
    expect(read.body.pageOwner).toBe(ownerId);
  });

  test('delete: the site and its plans go; a renewal link to it is cleared', async () => {
    const previous = await create({ name: 'Old year' });
    const next = explorerPageSchema.parse(
      (
        await admin
          .call(
            'post',
            `${pages(own)}/${previous.id}/renew`,
            site({ name: 'New year', prevExplorerPageId: previous.id }),
          )
          .expect(201)
      ).body,
    );
    await admin.call('delete', `${pages(own)}/${next.id}`).expect(200);
    await admin.call('get', `${pages(own)}/${next.id}`).expect(404);
    const old = await admin.call('get', `${pages(own)}/${previous.id}`).expect(200);
    expect(old.body.newExplorerPageId).toBeNull();
    const plans = await sys.sql.query(
      `select 1 from "explorer"."explorer_benefit_plan" where "site_id" = $1`,
      [next.id],
    );
    expect(plans.rowCount).toBe(0);
    await admin.call('delete', `${pages(own)}/${next.id}`).expect(404);
  });

  test('roles: ben admins and brokers read their own client’s sites only; nothing else', async () => {
    const created = await create({ name: 'Readable' });
    const otherSite = await create({ name: 'Granite site', policies: [otherPolicyId] }, other);
    for (const reader of [benAdmin, broker]) {
      const list = explorerPagePageSchema.parse((await reader.call('get', pages(own)).expect(200)).body);
      expect(list.items.map((i) => i.id)).toContain(created.id);
      await reader.call('get', `${pages(own)}/${created.id}`).expect(200);
      await reader.call('post', pages(own), site()).expect(403);
      await reader.call('put', `${pages(own)}/${created.id}`, site()).expect(403);
      await reader.call('delete', `${pages(own)}/${created.id}`).expect(403);
      await reader
        .call('post', `${pages(own)}/${created.id}/renew`, site({ prevExplorerPageId: created.id }))
        .expect(403);
      await reader.call('put', `${pages(own)}/${created.id}/live`, { isLive: true }).expect(403);
      await reader.call('get', pages(other)).expect(403);
      await reader.call('get', `${pages(other)}/${otherSite.id}`).expect(403);
      // Another client's site under the reader's own client is not found.
      await reader.call('get', `${pages(own)}/${otherSite.id}`).expect(404);
    }
    await otherBenAdmin.call('get', `${pages(other)}/${otherSite.id}`).expect(200);
    await otherBenAdmin.call('get', `${pages(own)}/${created.id}`).expect(403);
  });

  test('the demo data: a live site with a plan of every benefit type, and a demo site', async () => {
    const northwind = explorerPagePageSchema.parse(
      (await admin.call('get', pages(tenant.client('northwind-foods'))).expect(200)).body,
    );
    const live = northwind.items.find((i) => i.isLive);
    expect(live).toBeDefined();
    const full = explorerPageSchema.parse(
      (await admin.call('get', `${pages(tenant.client('northwind-foods'))}/${live?.id}`).expect(200)).body,
    );
    expect(new Set(full.benefits.map((b) => b.benefitType))).toEqual(new Set(EXPLORER_BENEFIT_TYPES));
    const dentalTypes = full.benefits.filter((b) => b.benefitType === 'DENTAL').map((b) => b.planType);
    expect(dentalTypes).toEqual(expect.arrayContaining(['PPO', 'DHMO']));
    const fsa = full.benefits.find((b) => b.planType === 'FSA');
    expect(fsa).toMatchObject({ financialFSAMoneyRollover: true, financialFSAMoneyRolloverAmount: 640 });
    const bluebird = explorerPagePageSchema.parse(
      (await admin.call('get', pages(tenant.client('bluebird-health'))).expect(200)).body,
    );
    expect(bluebird.items.some((i) => !i.isLive)).toBe(true);
    // The demo site is valid as it is: staff can save it unchanged.
    const {
      id,
      clientId,
      isLive,
      newExplorerPageId,
      prevExplorerPageId,
      createdAt,
      updatedAt,
      documents,
      ...form
    } = full;
    void [id, clientId, isLive, newExplorerPageId, prevExplorerPageId, createdAt, updatedAt, documents];
    const { newExplorerPageStartDate, newExplorerPageEndDate, newExplorerPagePlanYear, ...fields } = form;
    void [newExplorerPageStartDate, newExplorerPageEndDate, newExplorerPagePlanYear];
    await admin.call('put', `${pages(tenant.client('northwind-foods'))}/${full.id}`, fields).expect(200);
  });
});
