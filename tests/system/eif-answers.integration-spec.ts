import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  clientSchema,
  taskActivitySchema,
  eifAnswersSavedSchema,
  eifAnswersSchema,
  type EifAnswers,
  type EifAnswersSaved,
} from '@onboard/contracts';
import request from 'supertest';
import WebSocket from 'ws';
import { cookieHeader, TestSystem, type Session, SYSTEM_START_TIMEOUT, type Tenant } from './harness.js';

// The EIF's answers through the gateway against the whole running system (issue 9): every answer read and
// saved, the spec's §5 messages on the wire, ownership for ben admins and brokers (§6), change records, and
// two editors of one answer never overwriting each other silently.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let tenant: Tenant;
const id = (key: string): string => tenant.client(key);
// Harbor Logistics' EIF is not started in the demo data (Northwind's is half done).
let ownClient: string;
let otherClient: string;
let policyId: string;
let planId: string;

const answersOf = async (session: Session, clientId = ownClient): Promise<EifAnswers> =>
  eifAnswersSchema.parse(
    (await session.call('get', `/api/clients/${clientId}/eif-answers`).expect(200)).body,
  );

const save = async (session: Session, body: object, clientId = ownClient): Promise<EifAnswersSaved> =>
  eifAnswersSavedSchema.parse(
    (await session.call('patch', `/api/clients/${clientId}/eif-answers`, body).expect(200)).body,
  );

/** The field errors of a refused save, as `{path: message}`. */
async function refused(body: object): Promise<Record<string, string>> {
  const res = await benAdmin.call('patch', `/api/clients/${ownClient}/eif-answers`, body).expect(400);
  const errors = (res.body as { errors: { path: string; message: string }[] }).errors;
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}

beforeAll(async () => {
  sys = await TestSystem.shared('eif-answers');
  tenant = await sys.tenant('eif-answers');
  ownClient = id('harbor-logistics');
  otherClient = id('northwind-foods');
  admin = await sys.signIn(await sys.makeUser('eifadmin', 'SLF_ADMIN'), 'eifadmin');
  benAdmin = await sys.signIn(await sys.makeUser('eifbenadmin', 'BEN_ADMIN', [ownClient]), 'eifbenadmin');
  broker = await sys.signIn(await sys.makeUser('eifbroker', 'BROKER', [ownClient]), 'eifbroker');
  otherBenAdmin = await sys.signIn(await sys.makeUser('eifother', 'BEN_ADMIN', [otherClient]), 'eifother');
  await admin
    .call('put', `/api/clients/${ownClient}/plans`, {
      plans: [{ benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'PFML_CO' }],
    })
    .expect(200);
  const { rows } = await sys.sql.query<{ id: string }>(
    `select "id" from "clients"."policy" where "client_id" = $1 order by "primary_policy" desc limit 1`,
    [ownClient],
  );
  const { rows: plans } = await sys.sql.query<{ id: string }>(
    `select "id" from "clients"."plan" where "client_id" = $1 limit 1`,
    [ownClient],
  );
  policyId = rows[0]?.id ?? '';
  planId = plans[0]?.id ?? '';
  expect(policyId).not.toBe('');
  expect(planId).not.toBe('');
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('reading and saving answers', () => {
  test('a client with no answers reads every answer as null, its policies and plans by id', async () => {
    const { answers, versions } = await answersOf(admin);
    expect(answers.erisaHasPlan).toBeNull();
    expect(answers.whenDoYouAdministerYourAEPStart).toBeNull();
    expect(answers.policies[policyId]?.billingAdministrationType).toBeNull();
    expect(answers.plans[planId]?.pfmlOption).toBeNull();
    expect(versions).toEqual({});
  });

  test("the ben admin answers the client's, a policy's and a plan's questions in one save", async () => {
    const result = await save(benAdmin, {
      erisaHasPlan: true,
      erisaPlanYearEndDateMMDD: '02/29',
      mainPolicyHolderEEStates: ['NY', 'NJ', 'NY'],
      previousPolicies: '   ',
      policies: { [policyId]: { billingAdministrationType: 'LIST', billPayrollCycles: ['WEEKLY', 'OTHER'] } },
      plans: { [planId]: { pfmlOption: 'ADVICE_PLUS', pfmlEmployerContributionPercentage: 62.5 } },
    });
    expect(result.conflicts).toEqual([]);
    expect(Object.keys(result.saved).sort()).toEqual(
      [
        'erisaHasPlan',
        'erisaPlanYearEndDateMMDD',
        'mainPolicyHolderEEStates',
        'previousPolicies',
        `policies.${policyId}.billingAdministrationType`,
        `policies.${policyId}.billPayrollCycles`,
        `plans.${planId}.pfmlOption`,
        `plans.${planId}.pfmlEmployerContributionPercentage`,
      ].sort(),
    );
    // An empty text is no answer: nothing changed, so its version stays 0.
    expect(result.saved.previousPolicies).toMatchObject({ version: 0, value: null });
    expect(result.saved.erisaHasPlan).toMatchObject({ version: 1, value: true });

    const { answers, versions } = await answersOf(admin);
    expect(answers.erisaHasPlan).toBe(true);
    expect(answers.erisaPlanYearEndDateMMDD).toBe('02/29');
    expect(answers.mainPolicyHolderEEStates).toEqual(['NY', 'NJ']);
    expect(answers.policies[policyId]?.billPayrollCycles).toEqual(['WEEKLY', 'OTHER']);
    expect(answers.plans[planId]).toMatchObject({
      pfmlOption: 'ADVICE_PLUS',
      pfmlEmployerContributionPercentage: 62.5,
    });
    expect(versions.erisaHasPlan?.version).toBe(1);
    expect(versions.erisaHasPlan?.updatedBy).toEqual(expect.any(String));
  });

  test('every answer saved is a change record of its entity, by the ben admin', async () => {
    const { rows } = await sys.sql.query<{ entity: string; attribute_key: string; value: unknown }>(
      `select r."entity", d."attribute_key", d."value" from "clients"."change_record" r
         join "clients"."change_detail" d on d."change_record_id" = r."id"
        where r."entity_id" = any($1::text[]) and d."attribute_key" in ('erisaHasPlan', 'billingAdministrationType', 'pfmlOption')`,
      [[ownClient, policyId, planId]],
    );
    expect(rows.map((r) => [r.entity, r.attribute_key, r.value]).sort()).toEqual(
      [
        ['Client', 'erisaHasPlan', true],
        ['Plan', 'pfmlOption', 'ADVICE_PLUS'],
        ['Policy', 'billingAdministrationType', 'LIST'],
      ].sort(),
    );
  });
});

describe('spec §5 messages', () => {
  test.each([
    [
      'a date not shaped MM/DD',
      { pfmlFixedYearMMDD: '1/5' },
      'body.pfmlFixedYearMMDD',
      'Date needs to be in the format MM/DD',
    ],
    ['month 13', { pfmlFixedYearMMDD: '13/01' }, 'body.pfmlFixedYearMMDD', 'Not a valid date'],
    [
      '30 February',
      { erisaPlanYearEndDateMMDD: '02/30' },
      'body.erisaPlanYearEndDateMMDD',
      'Not a valid date',
    ],
    ['31 April', { erisaPlanYearEndDateMMDD: '04/31' }, 'body.erisaPlanYearEndDateMMDD', 'Not a valid date'],
    ['an unknown state', { erisaPlanAdminState: 'XX' }, 'body.erisaPlanAdminState', 'State not valid'],
    [
      'a zip of 4 digits',
      { erisaLegalAgentZip: '1234' },
      'body.erisaLegalAgentZip',
      'Zip code needs to be in the format ##### or #####-####',
    ],
    [
      'an option not in the list',
      { rehireProvision: 'MONTHS_5' },
      'body.rehireProvision',
      'Please choose one of the options',
    ],
    [
      'a month of 0',
      { policyAnniversaryMonth: 0 },
      'body.policyAnniversaryMonth',
      'Please enter a number no less than 1',
    ],
  ])('%s', async (_what, body, path, message) => {
    expect(await refused(body)).toEqual({ [path]: message });
  });

  test("another client's policy is named as not the client's, and nothing of the save is written", async () => {
    const { rows } = await sys.sql.query<{ id: string }>(
      `select "id" from "clients"."policy" where "client_id" = $1 limit 1`,
      [otherClient],
    );
    const foreign = rows[0]?.id ?? '';
    expect(await refused({ hasSubsidiary: true, policies: { [foreign]: { hasDataFeeds: true } } })).toEqual({
      [`body.policies.${foreign}`]: 'This policy is not one of the client’s',
    });
    expect((await answersOf(admin)).answers.hasSubsidiary).toBeNull();
  });

  test('a question the EIF does not have is refused by name', async () => {
    const errors = await refused({ isRiskRejected: true });
    expect(Object.values(errors).join(' ')).toContain('isRiskRejected');
  });
});

describe('who may answer (spec §6)', () => {
  test("the client's broker answers too", async () => {
    const result = await save(broker, { unionMembersCovered: false });
    expect(result.saved.unionMembersCovered).toMatchObject({ version: 1, value: false });
  });

  test("a ben admin of another client can neither read nor answer this client's EIF", async () => {
    await otherBenAdmin.call('get', `/api/clients/${ownClient}/eif-answers`).expect(403);
    await otherBenAdmin
      .call('patch', `/api/clients/${ownClient}/eif-answers`, { hasSubsidiary: true })
      .expect(403);
    expect((await answersOf(admin)).answers.hasSubsidiary).toBeNull();
  });

  test('signed out, nothing', async () => {
    await request(sys.url).get(`/api/clients/${ownClient}/eif-answers`).expect(401);
  });
});

describe('two editors, one answer', () => {
  test('a save based on an older version is returned as a conflict with both values, and not written', async () => {
    await save(admin, { erisaPlanAdminName: 'Pat Lee', baseVersions: { erisaPlanAdminName: 0 } });
    const late = await save(broker, {
      erisaPlanAdminName: 'Sam Cruz',
      baseVersions: { erisaPlanAdminName: 0 },
    });
    expect(late.saved).toEqual({});
    expect(late.conflicts).toEqual([
      expect.objectContaining({
        path: 'erisaPlanAdminName',
        yours: 'Sam Cruz',
        theirs: 'Pat Lee',
        version: 1,
      }),
    ]);
    expect((await answersOf(admin)).answers.erisaPlanAdminName).toBe('Pat Lee');

    // The broker keeps their value: the same save based on the version they were shown.
    const kept = await save(broker, {
      erisaPlanAdminName: 'Sam Cruz',
      baseVersions: { erisaPlanAdminName: 1 },
    });
    expect(kept.saved.erisaPlanAdminName).toMatchObject({ version: 2, value: 'Sam Cruz' });
    expect((await answersOf(admin)).answers.erisaPlanAdminName).toBe('Sam Cruz');
  });

  test('giving the answer that is already saved is no conflict', async () => {
    const same = await save(benAdmin, {
      erisaPlanAdminName: 'Sam Cruz',
      baseVersions: { erisaPlanAdminName: 0 },
    });
    expect(same.conflicts).toEqual([]);
    expect(same.saved.erisaPlanAdminName).toMatchObject({ version: 2, value: 'Sam Cruz' });
  });

  test('two first saves of one answer at the same moment: one is written, the other is a conflict', async () => {
    const [a, b] = await Promise.all([
      save(benAdmin, { erisaLegalAgentName: 'Ana', baseVersions: { erisaLegalAgentName: 0 } }),
      save(broker, { erisaLegalAgentName: 'Bo', baseVersions: { erisaLegalAgentName: 0 } }),
    ]);
    const written = [a, b].filter((r) => r.saved.erisaLegalAgentName);
    const conflicted = [a, b].filter((r) => r.conflicts.length === 1);
    expect(written).toHaveLength(1);
    expect(conflicted).toHaveLength(1);
    const { answers, versions } = await answersOf(admin);
    expect(answers.erisaLegalAgentName).toBe(written[0]?.saved.erisaLegalAgentName?.value);
    expect(versions.erisaLegalAgentName?.version).toBe(1);
    expect(conflicted[0]?.conflicts[0]?.theirs).toBe(answers.erisaLegalAgentName);
  });

  test('first saves of different answers by the client’s editors at the same moment are all written', async () => {
    // Each first save adds its answer's version row, which holds a share lock on the client's row; locking the
    // version rows must not lock the client's row too, or two such saves wait for each other (a deadlock,
    // which PostgreSQL ends by failing one of them). Two rounds of four editors' saves at once.
    const fields = [
      'waitingPeriodOtherCountsText',
      'whenDoAEPTakeEffectOther',
      'erisaPlanTypeOther',
      'erisaPlanAdminStreet',
      'erisaPlanAdminCity',
      'erisaLegalAgentStreet',
      'erisaLegalAgentCity',
      'fliExcludedGroups',
    ];
    const editors = [benAdmin, broker, benAdmin, broker];
    for (let round = 0; round < 2; round += 1) {
      const batch = fields.slice(round * 4, round * 4 + 4);
      const answers = await Promise.all(
        batch.map((field, i) =>
          (editors[i] as Session)
            .call('patch', `/api/clients/${ownClient}/eif-answers`, {
              [field]: `Editor ${i}`,
              baseVersions: { [field]: 0 },
            })
            .then((res) => ({ field, status: res.status, body: res.body as EifAnswersSaved })),
        ),
      );
      expect(answers.map((a) => [a.field, a.status])).toEqual(batch.map((field) => [field, 200]));
      for (const [i, answer] of answers.entries()) {
        expect(answer.body.saved[answer.field]).toMatchObject({ version: 1, value: `Editor ${i}` });
      }
    }
    const { answers } = await answersOf(admin);
    expect(fields.map((f) => (answers as Record<string, unknown>)[f])).toEqual(
      [0, 1, 2, 3, 0, 1, 2, 3].map((i) => `Editor ${i}`),
    );
  });
});

describe('signing (review & submit)', () => {
  let clientId: string;
  let signer: Session;
  let policy: string;

  beforeAll(async () => {
    const created = clientSchema.parse(
      (await admin.call('post', '/api/clients', { name: 'Aspen Life Co', caseId: '900101' }).expect(201))
        .body,
    );
    clientId = created.id;
    const configured = clientSchema.parse(
      (
        await admin
          .call('post', `/api/clients/${clientId}/plan-configuration`, {
            policies: [
              {
                primaryPolicy: true,
                phaseId: 'INFO_GATHERING',
                slfCoverages: ['Basic Life'],
                policyEffective: '2026-03-01',
                issuedStateSitus: 'TX',
              },
            ],
            plans: [{ benefitType: 'LIFE', planType: 'BASIC_LIFE' }],
          })
          .expect(200)
      ).body,
    );
    policy = configured.policies[0]?.id ?? '';
    // Also Granite's ben admin (a complete demo EIF); sign-ins per minute are limited, so one user for both.
    signer = await sys.signIn(
      await sys.makeUser('eifsigner', 'BEN_ADMIN', [clientId, id('granite-manufacturing')]),
      'eifsigner',
    );
  }, 60_000);

  const sign = (session: Session, body: object = { confirm: true }) =>
    session.call('post', `/api/clients/${clientId}/eif-sign`, body);

  test('staff do not sign for the employer', async () => {
    const res = await sign(admin).expect(403);
    expect(res.body).toMatchObject({ message: 'Only the authorized signer can sign the EIF' });
  });

  test('the signer confirms, and cannot sign while parts are not done', async () => {
    const unconfirmed = await sign(signer, {}).expect(400);
    expect(unconfirmed.body.errors).toEqual([
      expect.objectContaining({
        path: 'body.confirm',
        message: 'Please confirm the information is accurate and complete',
      }),
    ]);
    const incomplete = await sign(signer).expect(400);
    expect(incomplete.body.message).toMatch(/^Some parts of the EIF are not done yet: .*tax-id/);
    expect(incomplete.body.message).toContain('erisa');
  });

  test('every part done: signed, the EIF task is Done, and only once', async () => {
    await signer.call('put', `/api/clients/${clientId}`, { taxId: '12-3456789' }).expect(200);
    await sys.sql.query(
      `insert into "clients"."contact" ("id", "client_id", "first_name", "last_name", "email", "type")
       values (gen_random_uuid(), $1, 'Pat', 'Lee', 'pat.lee@example.com', 'PRIMARY_WEB_ADMIN')`,
      [clientId],
    );
    await save(
      signer,
      {
        hasPreviousCoverageWithSlf: false,
        benefitsReplacedWithSlf: ['LIFE'],
        needsEmployeeClasses: false,
        policyAnniversaryMonth: 3,
        waitingPeriodTimeSpentCounts: true,
        waitingPeriodPartTimeCounts: false,
        waitingPeriodOtherCounts: false,
        waitingPeriodWaived: true,
        reHireProvisionExists: false,
        unionMembersCovered: false,
        domesticPartnersCovered: true,
        whenDoYouAdministerYourAEPStart: '11/01',
        whenDoYouAdministerYourAEPEnd: '11/30',
        whenDoAEPTakeEffect: 'ANNUALLY_ON_POLICY_ANNIVERSARY',
        changesOnlyAllowedDuringAE: true,
        whenDecreasesInsuranceTakeEffect: 'FIRST_OF_THE_FOLLOWING_MONTH',
        otherCoverageChangesTakeEffectWhen: 'IMMEDIATELY',
        allEmployeesActivelyAtWork: true,
        hasCertificateSplit: false,
        hasSection125Plan: false,
        allBenefitsNonContributory: false,
        erisaHasPlan: false,
        valueAddedServicesOptions: ['ONLINE_WILL_PREPARATION'],
        policies: {
          [policy]: {
            hasBenAdminPlatform: false,
            hasDataFeeds: false,
            billingAdministrationType: 'LIST',
            billingStructureType: 'SINGLE',
            billPayrollCycles: ['BIWEEKLY'],
            advanceOrArrears: 'ADVANCE',
          },
        },
      },
      clientId,
    );
    const signed = await sign(signer);
    expect([signed.status, signed.body.message]).toEqual([200, undefined]);
    expect(signed.body).toMatchObject({ eifSignedAt: expect.any(String), eifSignedBy: expect.any(String) });
    const client = clientSchema.parse(
      (await signer.call('get', `/api/clients/${clientId}`).expect(200)).body,
    );
    const eifTask = client.tasks.find((t) => t.taskId === 'eif-submit-company-information');
    expect(eifTask?.status).toBe('Done');
    // The signature is in the task's history (decision 123): completed by the signer.
    const activity = taskActivitySchema.parse(
      (await signer.call('get', `/api/clients/${clientId}/tasks/${eifTask?.id}/activity`).expect(200)).body,
    );
    expect(activity.history.at(-1)).toMatchObject({
      event: 'completed',
      status: 'Done',
      by: { role: 'BEN_ADMIN' },
    });
    const again = await sign(signer).expect(409);
    expect(again.body).toMatchObject({ message: 'The EIF is already signed' });
  });

  test('the demo data: a complete EIF with ASO dental and Delaware PFML can be signed, a half-done one not', async () => {
    const granite = id('granite-manufacturing');
    const signed = await signer.call('post', `/api/clients/${granite}/eif-sign`, { confirm: true });
    expect([signed.status, signed.body.message]).toEqual([200, undefined]);
    const northwind = await otherBenAdmin
      .call('post', `/api/clients/${otherClient}/eif-sign`, { confirm: true })
      .expect(400);
    expect(northwind.body.message).toMatch(/^Some parts of the EIF are not done yet: /);
  });
});

describe('the live co-editing connection', () => {
  const open = (clientId: string, session?: Session, origin?: string): Promise<string> =>
    new Promise((resolve) => {
      const headers: Record<string, string> = {};
      if (session) headers['cookie'] = cookieHeader(session.jar);
      if (origin) headers['origin'] = origin;
      const socket = new WebSocket(`${sys.url.replace('http', 'ws')}/api/clients/${clientId}/eif-live`, {
        headers,
      });
      const messages: string[] = [];
      socket.on('message', (data) => {
        messages.push(String(data));
        // HELLO, then the room's presence with this editor in it.
        if (messages.length === 2) {
          resolve(messages.join('\n'));
          socket.close();
        }
      });
      socket.on('unexpected-response', (_req, res) => resolve(`status:${res.statusCode}`));
      socket.on('error', () => undefined);
    });

  test('the client’s people and staff join; anyone else is refused before a socket exists', async () => {
    expect(await open(ownClient)).toBe('status:401');
    expect(await open(ownClient, otherBenAdmin)).toBe('status:403');
    expect(await open(ownClient, benAdmin, 'https://evil.example')).toBe('status:403');
    const joined = await open(ownClient, broker);
    expect(joined).toMatch(/^\{"type":"HELLO","you":"[0-9a-f-]{36}"\}\n\{"type":"PRESENCE","members":\[/);
    // The name comes from identity, never from the browser.
    expect(joined).toContain('"role":"BROKER"');
    expect(await open(ownClient, admin)).toContain('"type":"PRESENCE"');
  });
});
