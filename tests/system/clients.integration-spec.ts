import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  CLIENT_SETUP_STEPS,
  clientPageSchema,
  clientSchema,
  DEMO_CLIENTS,
  DEMO_USERS,
  type ClientPage,
} from '@onboard/contracts';
import { waitFor } from '@onboard/server-kit/test-infra';
import { TestSystem, type Session, type Tenant, SYSTEM_START_TIMEOUT } from './harness.js';

// The client list with every filter of spec §3, ownership, and the client's core fields, through the
// gateway against the whole running system with the demo data. On a system other files share, the staff's
// list is of the file's tenant only: its demo clients are all assigned to a user of the file's own, and the
// staff's queries add the `userId` filter of that user (`staffList`).

let sys: TestSystem;
let admin: Session;
let broker: Session;
let benAdmin: Session;
let tenant: Tenant;
/** The user every demo client of the tenant is assigned to (and no other client). */
let tenantUserId: string;
const id = (key: string): string => tenant.client(key);
const names = (page: ClientPage): string[] => page.items.map((c) => c.name);

async function list(session: Session, query = ''): Promise<ClientPage> {
  return clientPageSchema.parse((await session.call('get', `/api/clients${query}`).expect(200)).body);
}

/** The staff's list (`?…` query) among the tenant's clients: the `userId` filter of the tenant's user added. */
const staffList = (query = ''): Promise<ClientPage> =>
  list(admin, `${query || '?'}${query ? '&' : ''}userId=${tenantUserId}`);

/** The id of a user made by `sys.makeUser`, by its e-mail. */
const userIdOf = async (email: string): Promise<string> =>
  (await sys.sql.query<{ id: string }>(`select "id" from "identity"."user" where "email" = $1`, [email]))
    .rows[0]?.id ?? '';

beforeAll(async () => {
  sys = await TestSystem.shared('clients');
  tenant = await sys.tenant('clients');
  tenantUserId = await userIdOf(
    await sys.makeUser(
      'clienttenant',
      'BROKER',
      DEMO_CLIENTS.map((c) => id(c.key)),
    ),
  );
  admin = await sys.signIn(await sys.makeUser('clientadmin', 'SLF_ADMIN'), 'clientadmin');
  broker = await sys.signIn(
    await sys.makeUser('clientbroker', 'BROKER', [id('harbor-logistics'), id('maple-dental')]),
    'clientbroker',
  );
  benAdmin = await sys.signIn(
    await sys.makeUser('clientbenadmin', 'BEN_ADMIN', [id('northwind-foods')]),
    'clientbenadmin',
  );
  // Data the demo set does not have: an error, a risk rejection, an EBR, an archived client.
  await sys.sql.query(`update "clients"."client" set "is_risk_rejected" = true where "id" = $1`, [
    id('cedar-credit-union'),
  ]);
  await sys.sql.query(`update "clients"."client" set "ebr_email" = 'ebr.one@onboard.test' where "id" = $1`, [
    id('summit-engineering'),
  ]);
  await sys.sql.query(
    `insert into "clients"."client_error" ("id", "client_id", "type", "message") values (gen_random_uuid(), $1, 'QPS_IMPORT', 'Plan missing')`,
    [id('granite-manufacturing')],
  );
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('the client list', () => {
  test('staff see every client, 25 a page, sorted by name, with the phase of the primary policy', async () => {
    const page = await staffList();
    expect(page.total).toBe(DEMO_CLIENTS.length);
    expect(names(page)).toEqual(
      [...DEMO_CLIENTS.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(page.items.find((c) => c.name === 'Bluebird Health Partners')?.phase).toBe('ONBOARDING_COMPLETE');
    // Each row says how many of the client's tasks are done (Maple Dental: the first of twelve: seven client
    // tasks, the dental product task and four of its policy; no PFML).
    expect(page.items.find((c) => c.name === 'Maple Dental Group')?.taskCounts).toEqual({
      done: 1,
      total: 12,
    });
    expect(page.items.find((c) => c.name === 'Bluebird Health Partners')?.taskCounts).toEqual({
      done: 12,
      total: 12,
    });
    const byPhase = await staffList('?sortBy=phase&sortDirection=desc&limit=2');
    expect(byPhase.items.map((c) => [c.phase, c.taskCounts])).toEqual([
      // Harbor and Summit have a PFML coverage: the PFML task and its two plan descriptions too.
      ['WELCOME', { done: 0, total: 15 }],
      // Summit's EIF is half done in the demo data, so its EIF task is In Progress.
      ['REVIEW_AND_VALIDATE', { done: 1, total: 15 }],
    ]);
    const second = await staffList('?limit=3&offset=3');
    expect(second.items).toHaveLength(3);
    expect(second.total).toBe(DEMO_CLIENTS.length);
    const desc = await staffList('?sortBy=name&sortDirection=desc&limit=1');
    expect(names(desc)).toEqual(['Summit Engineering LLC']);
  });

  test.each([
    ['search', '?search=dental', ['Maple Dental Group']],
    ['search by case id', '?search=100205', ['Bluebird Health Partners']],
    [
      'phaseIds',
      '?phaseIds=PLAN_APPROVAL&phaseIds=WELCOME',
      ['Harbor Logistics Inc.', 'Riverbend Charter Schools'],
    ],
    [
      'phaseIds comma-separated',
      '?phaseIds=PLAN_APPROVAL,WELCOME',
      ['Harbor Logistics Inc.', 'Riverbend Charter Schools'],
    ],
    ['completedSetup=false', '?completedSetup=false', ['Harbor Logistics Inc.']],
    ['isLiveClient', '?isLiveClient=true', ['Bluebird Health Partners']],
    ['isAddCoverage', '?isAddCoverage=true', ['Bluebird Health Partners', 'Summit Engineering LLC']],
    ['isRiskRejected', '?isRiskRejected=true', ['Cedar Credit Union']],
    ['ebrEmails', '?ebrEmails=EBR.one@onboard.test', ['Summit Engineering LLC']],
    ['clientErrorTypes', '?clientErrorTypes=QPS_IMPORT', ['Granite Manufacturing']],
    ['ic', '?ic=ivy.consultant@onboard.test&limit=100', DEMO_CLIENTS.map((c) => c.name)],
    ['noic', '?noic=true', []],
    [
      'isBenefitsExplorer',
      '?isBenefitsExplorer=true&isOnboard=true',
      ['Cedar Credit Union', 'Harbor Logistics Inc.', 'Northwind Foods Co.', 'Summit Engineering LLC'],
    ],
  ])('filter %s', async (_label, query, expected) => {
    expect(names(await staffList(query)).sort()).toEqual([...expected].sort());
  });

  test('isNewIssue and isAddCoverage together list both kinds', async () => {
    expect((await staffList('?isNewIssue=true&isAddCoverage=true')).total).toBe(DEMO_CLIENTS.length);
  });

  test('with a search and other filters, the total counts every match, page after page', async () => {
    // The count tests the search after the other conditions (decision 240): it must count what the pages list.
    const term = 'e';
    const matches = (await staffList('?isNewIssue=true&limit=100')).items.filter((c) =>
      [c.name, c.caseId, c.ticketId].some((field) => field?.toLowerCase().includes(term)),
    );
    const query = `?search=${term}&isNewIssue=true`;
    const all = await staffList(`${query}&limit=100`);
    expect(matches.length).toBeGreaterThan(2);
    expect(all.total).toBe(matches.length);
    expect(names(all).sort()).toEqual(names({ ...all, items: matches }).sort());
    // Pages of two, the last one short or empty: each with the same total, together the whole list in order.
    const paged: string[] = [];
    for (let offset = 0; offset <= all.total; offset += 2) {
      const page = await staffList(`${query}&limit=2&offset=${offset}`);
      expect(page.total).toBe(all.total);
      paged.push(...names(page));
    }
    expect(paged).toEqual(names(all));
    // Past the last page: no rows, the total still counted; a search of `%` is a character, not a wildcard.
    expect(await staffList(`${query}&limit=2&offset=${all.total}`)).toMatchObject({
      items: [],
      total: all.total,
    });
    expect(await staffList('?search=%25')).toMatchObject({ items: [], total: 0 });
    // A broker's search counts within the broker's own clients only.
    expect(await list(broker, '?search=a')).toMatchObject({ total: 2 });
  });

  test('userId lists the clients assigned to that user', async () => {
    // The demo broker's clients, of the tenant: assigned to a broker of the file's own.
    const demoBroker = DEMO_USERS.find((u) => u.key === 'broker')?.clients ?? [];
    const brokerId = await userIdOf(
      await sys.makeUser(
        'clientdemobroker',
        'BROKER',
        demoBroker.map((key) => id(key)),
      ),
    );
    expect(names(await list(admin, `?userId=${brokerId}`)).sort()).toEqual([
      'Harbor Logistics Inc.',
      'Maple Dental Group',
      'Riverbend Charter Schools',
      'Summit Engineering LLC',
    ]);
  });

  test('bad paging and unknown filter values are 400 with the field named', async () => {
    const res = await admin.call('get', '/api/clients?limit=0&phaseIds=NOPE').expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'query.limit',
      'query.phaseIds.0',
    ]);
  });

  test('a broker and a ben admin see only their own clients', async () => {
    expect(names(await list(broker)).sort()).toEqual(['Harbor Logistics Inc.', 'Maple Dental Group']);
    expect(names(await list(benAdmin))).toEqual(['Northwind Foods Co.']);
    // Filters narrow within their clients, never beyond.
    expect(names(await list(broker, '?phaseIds=ONBOARDING_COMPLETE'))).toEqual([]);
  });
});

describe('a client', () => {
  test('the client with policies, plans, contacts and tasks', async () => {
    const client = clientSchema.parse(
      (await admin.call('get', `/api/clients/${id('maple-dental')}`).expect(200)).body,
    );
    expect(client.name).toBe('Maple Dental Group');
    expect(client.policies[0]).toMatchObject({ primaryPolicy: true, phaseId: 'INFO_GATHERING' });
    expect(client.tasks.map((t) => t.taskId)).toEqual(
      expect.arrayContaining(['eif-submit-company-information', 'enrollment-elections']),
    );
    expect(client.plans.length).toBeGreaterThan(0);
    expect(client.contacts[0]?.type).toBe('PRIMARY_WEB_ADMIN');
    expect(client.locations[0]).toMatchObject({ name: 'Headquarters', state: 'NY' });
  });

  test('a broker opens own clients only', async () => {
    await broker.call('get', `/api/clients/${id('maple-dental')}`).expect(200);
    await broker.call('get', `/api/clients/${id('northwind-foods')}`).expect(403);
  });

  test('staff create and update a client; a broker may change only client-side fields', async () => {
    const created = clientSchema.parse(
      (
        await admin
          .call('post', '/api/clients', {
            name: 'Orchard Bakery',
            caseId: '900001',
            taxId: '12-3456789',
            employeesNumber: 25,
          })
          .expect(201)
      ).body,
    );
    expect(created).toMatchObject({
      name: 'Orchard Bakery',
      implementationType: 'NEW_IMPLEMENTATION',
      isArchived: false,
    });
    const badTax = await admin.call('post', '/api/clients', { name: 'X', taxId: '123' }).expect(400);
    expect(badTax.body.errors).toEqual([
      { path: 'body.taxId', message: 'Tax id needs to be in the format ##-#######', key: 'taxIdFormat' },
    ]);
    const updated = clientSchema.parse(
      (
        await admin
          .call('put', `/api/clients/${created.id}`, {
            isRiskRejected: true,
            featureToggles: { ONBOARD_REMOVE_EDI_FROM_EIF: true },
          })
          .expect(200)
      ).body,
    );
    expect(updated).toMatchObject({
      isRiskRejected: true,
      featureToggles: { ONBOARD_REMOVE_EDI_FROM_EIF: true },
    });

    await broker.call('put', `/api/clients/${id('maple-dental')}`, { employeesNumber: 44 }).expect(200);
    const refused = await broker
      .call('put', `/api/clients/${id('maple-dental')}`, { isTest: true })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'body.isTest', message: 'Only Sun Life staff can change this', key: 'staffOnly' },
    ]);
    await broker.call('post', '/api/clients', { name: 'Nope' }).expect(403);
    // The autosave path follows the same rules.
    const drafted = clientSchema.parse(
      (
        await broker
          .call('patch', `/api/clients/${id('maple-dental')}/draft`, { taxId: '98-7654321' })
          .expect(200)
      ).body,
    );
    expect(drafted.taxId).toBe('98-7654321');
    await broker.call('patch', `/api/clients/${id('maple-dental')}/draft`, { caseId: 'X' }).expect(400);
  });

  test('archiving hides a client from lists and from its users; staff still reach it', async () => {
    await admin.call('delete', `/api/clients/${id('harbor-logistics')}`).expect(200);
    expect(names(await list(broker))).toEqual(['Maple Dental Group']);
    await broker.call('get', `/api/clients/${id('harbor-logistics')}`).expect(404);
    expect(names(await staffList('?includeArchived=true&search=harbor'))).toEqual(['Harbor Logistics Inc.']);
    expect(names(await staffList('?search=harbor'))).toEqual([]);
  });
});

describe('setup, welcome flow, plans, Jira sync, toggles', () => {
  test('setup is completed when the last of the twelve steps is done, whichever it is; brokers cannot see setup', async () => {
    // A name of the file's own: the list is searched for it (the client is none of the tenant's).
    const name = `Setup Steps Co ${tenant.name}`;
    const client = clientSchema.parse(
      (await admin.call('post', '/api/clients', { name }).expect(201)).body,
    ).id;
    const setup = (await admin.call('get', `/api/clients/${client}/setup`).expect(200)).body;
    expect(setup.steps).toHaveLength(12);
    expect(setup.steps.every((s: { completedAt: string | null }) => s.completedAt === null)).toBe(true);
    // Confirming setup first does not complete it while other steps are open.
    const confirmed = (
      await admin.call('post', `/api/clients/${client}/setup-steps/confirm-setup`).expect(200)
    ).body;
    expect(confirmed.completedSetupAt).toBeNull();
    const rest = CLIENT_SETUP_STEPS.filter((s) => s !== 'confirm-setup' && s !== 'add-broker');
    for (const step of rest)
      await admin.call('post', `/api/clients/${client}/setup-steps/${step}`).expect(200);
    const open = clientSchema.parse((await admin.call('get', `/api/clients/${client}`).expect(200)).body);
    expect(open.completedSetupAt).toBeNull();
    expect(names(await list(admin, `?completedSetup=true&search=${encodeURIComponent(name)}`))).toEqual([]);
    const done = (await admin.call('post', `/api/clients/${client}/setup-steps/add-broker`).expect(200)).body;
    const last = done.steps.find((s: { stepId: string }) => s.stepId === 'add-broker').completedAt;
    expect(done.completedSetupAt).toBe(last);
    const detail = clientSchema.parse((await admin.call('get', `/api/clients/${client}`).expect(200)).body);
    expect(detail.completedSetupAt).toBe(last);
    expect(names(await list(admin, `?completedSetup=true&search=${encodeURIComponent(name)}`))).toEqual([
      name,
    ]);
    // Doing a step again keeps the completion time.
    const again = (await admin.call('post', `/api/clients/${client}/setup-steps/add-broker`).expect(200))
      .body;
    expect(again.completedSetupAt).toBe(last);
    await admin.call('post', `/api/clients/${client}/setup-steps/make-coffee`).expect(400);
    await broker.call('get', `/api/clients/${id('maple-dental')}/setup`).expect(403);
  });

  test('the demo data agrees with itself: setup completed exactly when all twelve steps are done', async () => {
    for (const demo of DEMO_CLIENTS) {
      const setup = (await admin.call('get', `/api/clients/${id(demo.key)}/setup`).expect(200)).body as {
        completedSetupAt: string | null;
        steps: { completedAt: string | null }[];
      };
      const allDone = setup.steps.every((s) => s.completedAt !== null);
      expect([demo.key, setup.completedSetupAt !== null]).toEqual([demo.key, allDone]);
      const client = clientSchema.parse(
        (await admin.call('get', `/api/clients/${id(demo.key)}`).expect(200)).body,
      );
      expect([demo.key, client.completedSetupAt]).toEqual([demo.key, setup.completedSetupAt]);
      // Past the welcome phase the welcome flow is done; a client in it has not done it yet.
      expect([demo.key, client.welcomeFlowCompletedAt !== null]).toEqual([
        demo.key,
        demo.phase !== 'WELCOME',
      ]);
    }
  });

  test('the welcome flow completes only with its required answers saved', async () => {
    const client = clientSchema.parse(
      (await admin.call('post', '/api/clients', { name: 'Welcome Flow Co' }).expect(201)).body,
    ).id;
    const welcomer = await sys.signIn(
      await sys.makeUser('welcomebenadmin', 'BEN_ADMIN', [client]),
      'welcomebenadmin',
    );
    const empty = await welcomer.call('post', `/api/clients/${client}/complete-welcome-flow`).expect(400);
    expect(empty.body.errors).toEqual([
      { path: 'body.answers.contactName', message: 'Please provide a response', key: 'required' },
      { path: 'body.answers.preferredContact', message: 'Please provide a response', key: 'required' },
    ]);
    await welcomer
      .call('post', `/api/clients/${client}/welcome-flow`, {
        answers: { contactName: '   ', preferredContact: 'carrier pigeon' },
      })
      .expect(200);
    const blank = await welcomer.call('post', `/api/clients/${client}/complete-welcome-flow`).expect(400);
    expect(blank.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'body.answers.contactName',
      'body.answers.preferredContact',
    ]);
    await welcomer
      .call('post', `/api/clients/${client}/welcome-flow`, { answers: { preferredContact: 'email' } })
      .expect(200);
    const saved = (
      await welcomer
        .call('post', `/api/clients/${client}/welcome-flow`, { answers: { contactName: 'Pat Doe' } })
        .expect(200)
    ).body;
    expect(saved).toEqual({
      answers: { contactName: 'Pat Doe', preferredContact: 'email' },
      completedAt: null,
    });
    const done = (await welcomer.call('post', `/api/clients/${client}/complete-welcome-flow`).expect(200))
      .body;
    expect(done.completedAt).not.toBeNull();
    const detail = clientSchema.parse((await admin.call('get', `/api/clients/${client}`).expect(200)).body);
    expect(detail.welcomeFlowCompletedAt).toBe(done.completedAt);
    await benAdmin
      .call('post', `/api/clients/${id('maple-dental')}/welcome-flow`, { answers: {} })
      .expect(403);
  });

  test('staff replace the plan list; users of the client read it', async () => {
    const client = id('maple-dental');
    const before = (await broker.call('get', `/api/clients/${client}/plans`).expect(200)).body as {
      id: string;
      benefitType: string;
    }[];
    const keep = before[0];
    if (!keep) throw new Error('no plans');
    const after = (
      await admin
        .call('put', `/api/clients/${client}/plans`, {
          plans: [
            { id: keep.id, benefitType: keep.benefitType, carrierName: 'Sun Life' },
            { benefitType: 'VISION' },
          ],
        })
        .expect(200)
    ).body as { id: string; benefitType: string }[];
    expect(after).toHaveLength(2);
    expect(after.map((p) => p.benefitType).sort()).toEqual([keep.benefitType, 'VISION'].sort());
    await broker.call('put', `/api/clients/${client}/plans`, { plans: [] }).expect(403);
  });

  test('plan configuration sets policies and plans in one go, all or nothing', async () => {
    const client = clientSchema.parse(
      (await admin.call('post', '/api/clients', { name: 'Pine Valley Dental', caseId: '900002' }).expect(201))
        .body,
    );
    const configured = clientSchema.parse(
      (
        await admin
          .call('post', `/api/clients/${client.id}/plan-configuration`, {
            policies: [
              {
                primaryPolicy: true,
                phaseId: 'INFO_GATHERING',
                slfCoverages: ['Dental', 'Vision'],
                policyEffective: '2027-01-01',
                issuedStateSitus: 'ny',
              },
              { slfCoverages: ['Basic Life'], issuedStateSitus: 'NJ' },
            ],
            plans: [{ benefitType: 'DENTAL' }, { benefitType: 'VISION' }, { benefitType: 'LIFE' }],
          })
          .expect(200)
      ).body,
    );
    expect(configured.policies.map((p) => p.issuedStateSitus).sort()).toEqual(['NJ', 'NY']);
    expect(configured.phase).toBe('INFO_GATHERING');
    expect(configured.plans).toHaveLength(3);
    const bad = await admin
      .call('post', `/api/clients/${client.id}/plan-configuration`, {
        policies: [{ primaryPolicy: false, issuedStateSitus: 'XX' }],
        plans: [],
      })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.policies.0.issuedStateSitus', message: 'State not valid', key: 'stateInvalid' },
        {
          path: 'body.policies',
          message: 'Exactly one policy must be the primary policy',
          key: 'onePrimaryPolicy',
        },
      ]),
    );
    // The refused configuration changed nothing.
    expect(
      clientSchema.parse((await admin.call('get', `/api/clients/${client.id}`).expect(200)).body).plans,
    ).toHaveLength(3);
    const setup = (await admin.call('get', `/api/clients/${client.id}/setup`).expect(200)).body;
    expect(
      setup.steps.find((s: { stepId: string }) => s.stepId === 'configure-company').completedAt,
    ).not.toBeNull();
    await broker
      .call('post', `/api/clients/${id('maple-dental')}/plan-configuration`, { policies: [], plans: [] })
      .expect(403);
  });

  test('sync pulls case id, employee count and consultant from the Jira ticket', async () => {
    const client = id('maple-dental');
    await sys.sql.query(`update "clients"."client" set "case_id" = null, "ic_email" = null where "id" = $1`, [
      client,
    ]);
    const synced = clientSchema.parse(
      (await admin.call('put', `/api/clients/${client}/sync`).expect(200)).body,
    );
    expect(synced.caseId).toBe('100201');
    expect(synced.jiraUpdatedAt).not.toBeNull();
    expect(synced.implementationConsultant.email).not.toBeNull();
  });

  test('a client is linked to its base client, not to itself', async () => {
    const linked = clientSchema.parse(
      (
        await admin
          .call('post', `/api/clients/${id('cedar-credit-union')}/base-client`, {
            baseClientId: id('granite-manufacturing'),
          })
          .expect(200)
      ).body,
    );
    expect(linked.baseClientId).toBe(id('granite-manufacturing'));
    const self = await admin
      .call('post', `/api/clients/${id('cedar-credit-union')}/base-client`, {
        baseClientId: id('cedar-credit-union'),
      })
      .expect(400);
    expect(self.body.errors[0].path).toBe('body.baseClientId');
  });

  test('feature toggles: global defaults, a client’s own overrides', async () => {
    expect((await broker.call('get', '/api/feature-toggles').expect(200)).body).toEqual({
      ONBOARD_REMOVE_EDI_FROM_EIF: false,
    });
    await admin
      .call('put', `/api/clients/${id('maple-dental')}`, {
        featureToggles: { ONBOARD_REMOVE_EDI_FROM_EIF: true },
      })
      .expect(200);
    expect(
      (await broker.call('get', `/api/feature-toggles?clientId=${id('maple-dental')}`).expect(200)).body,
    ).toEqual({
      ONBOARD_REMOVE_EDI_FROM_EIF: true,
    });
    await broker.call('get', `/api/feature-toggles?clientId=${id('northwind-foods')}`).expect(404);
  });

  test('activation e-mails go to the client’s users who have no password yet', async () => {
    const client = id('granite-manufacturing');
    const gia = `gia.${tenant.name}@tests.onboard.test`;
    await admin
      .call('post', '/api/users/ben-admin', {
        firstName: 'Gia',
        lastName: 'Granite',
        email: gia,
        clientIds: [client],
      })
      .expect(201);
    const res = (await admin.call('post', `/api/clients/${client}/activation-emails`).expect(200)).body;
    expect(res).toEqual({ sent: 1 });
    await sys.linkMailedTo(gia, 'Activate your Onboard account');
    // Identity announces the sending; the clients service then marks the setup step.
    const done = await waitFor('the send-welcome-email step to be marked', async () => {
      const setup = (await admin.call('get', `/api/clients/${client}/setup`).expect(200)).body;
      return (
        setup.steps.find((s: { stepId: string }) => s.stepId === 'send-welcome-email').completedAt ??
        undefined
      );
    });
    expect(done).not.toBeNull();
  });
});

describe('change records', () => {
  test('a PUT /api/clients/:id through the gateway leaves a change record naming the signed-in user', async () => {
    const email = await sys.makeUser('changeeditor', 'SLF_ADMIN');
    const editor = await sys.signIn(email, 'changeeditor');
    const editorId = (
      await sys.sql.query<{ id: string }>(`select "id" from "identity"."user" where "email" = $1`, [email])
    ).rows[0]?.id;
    const client = id('riverbend-schools');
    const before = (await editor.call('get', `/api/clients/${client}`).expect(200)).body;

    await editor
      .call('put', `/api/clients/${client}`, { caseId: 'CR-2026', employeesNumber: 321 })
      .expect(200);

    const records = await sys.sql.query<{
      id: string;
      created_by_user: string;
      metadata: Record<string, unknown>;
    }>(
      `select "id", "created_by_user", "metadata" from "clients"."change_record"
        where "entity" = 'Client' and "entity_id" = $1`,
      [client],
    );
    expect(records.rows).toHaveLength(1);
    const [record] = records.rows;
    expect(record?.created_by_user).toBe(editorId);
    expect(record?.metadata).toMatchObject({ operation: 'update', clientId: client, role: 'SLF_ADMIN' });
    const details = await sys.sql.query(
      `select "attribute_key", "previous_value", "value", "status" from "clients"."change_detail"
        where "change_record_id" = $1 order by "attribute_key"`,
      [record?.id],
    );
    expect(details.rows).toEqual([
      { attribute_key: 'caseId', previous_value: before.caseId, value: 'CR-2026', status: 'pending' },
      {
        attribute_key: 'employeesNumber',
        previous_value: before.employeesNumber,
        value: 321,
        status: 'pending',
      },
    ]);
  });
});
