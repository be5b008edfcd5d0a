import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  additionalCompensationSchema,
  claimsReportMailingSchema,
  subsidiarySchema,
} from '@onboard/contracts';
import { z } from 'zod';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// The EIF's client-level records through the gateway against the whole running system (spec §7 subsidiary,
// monthly-claims-report-mailing-location, additional-compensations; decision 097): the §5 messages on their
// fields, only the client's own locations and contacts, ownership (§6) and change records.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let own: string;
let other: string;
let base: string;
let ownLocation = '';
let otherLocation = '';
let ownContact = '';

const errorsOf = (body: unknown) =>
  Object.fromEntries(
    ((body as { errors?: { path: string; message: string }[] }).errors ?? []).map((e) => [e.path, e.message]),
  );
const place = (name: string) => ({
  name,
  address1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
});

beforeAll(async () => {
  ({ sys, own, other, admin, benAdmin, broker, otherBenAdmin } = await TestSystem.clientRecords(
    'eif-records',
    'rec',
    ['admin', 'benAdmin', 'broker', 'otherBenAdmin'],
  ));
  base = `/api/clients/${own}`;
  ownLocation = (await benAdmin.call('post', `${base}/locations`, place('Summit Denver')).expect(201)).body
    .id;
  otherLocation = (await admin.call('post', `/api/clients/${other}/locations`, place('Granite')).expect(201))
    .body.id;
  ownContact = (
    await benAdmin
      .call('post', `${base}/contacts`, {
        firstName: 'Casey',
        lastName: 'Reports',
        email: 'casey@summit.example',
        type: 'WEB_ADMIN',
        locationManagementType: 'ALL',
      })
      .expect(201)
  ).body.id;
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('subsidiaries', () => {
  test('added, changed and removed by the ben admin and the broker, each a change record', async () => {
    const made = subsidiarySchema.parse(
      (
        await benAdmin
          .call('post', `${base}/subsidiary`, {
            name: ' Summit Labs ',
            taxId: '12-3456789',
            locationId: ownLocation,
          })
          .expect(201)
      ).body,
    );
    expect(made).toMatchObject({ name: 'Summit Labs', taxId: '12-3456789', locationId: ownLocation });
    const changed = subsidiarySchema.parse(
      (
        await broker
          .call('put', `${base}/subsidiary/${made.id}`, { name: 'Summit Labs LLC', employeesNumber: 40 })
          .expect(200)
      ).body,
    );
    expect(changed).toMatchObject({
      name: 'Summit Labs LLC',
      taxId: null,
      employeesNumber: 40,
      locationId: null,
    });
    const list = z
      .array(subsidiarySchema)
      .parse((await admin.call('get', `${base}/subsidiary`).expect(200)).body);
    expect(list.map((s) => s.name)).toEqual(['Summit Labs LLC']);
    await broker.call('delete', `${base}/subsidiary/${made.id}`).expect(200);
    expect((await benAdmin.call('get', `${base}/subsidiary`).expect(200)).body).toEqual([]);
    const { rows } = await sys.sql.query<{ operation: string }>(
      `select "metadata"->>'operation' as "operation" from "clients"."change_record"
        where "entity" = 'Subsidiary' and "entity_id" = $1 order by "created_at"`,
      [made.id],
    );
    expect(rows.map((r) => r.operation)).toEqual(['create', 'update', 'delete']);
  });

  test('the spec’s messages, and only the client’s own locations', async () => {
    const res = await benAdmin
      .call('post', `${base}/subsidiary`, { name: '  ', taxId: '123456789', locationId: otherLocation })
      .expect(400);
    expect(errorsOf(res.body)).toEqual({
      'body.name': 'Please provide a response',
      'body.taxId': 'Tax id needs to be in the format ##-#######',
    });
    const theirs = await benAdmin
      .call('post', `${base}/subsidiary`, { name: 'Elsewhere', locationId: otherLocation })
      .expect(400);
    expect(errorsOf(theirs.body)).toEqual({ 'body.locationId': 'This location is not one of the client’s' });
    expect((await benAdmin.call('get', `${base}/subsidiary`).expect(200)).body).toEqual([]);
  });
});

describe('the monthly claims report mailing', () => {
  test('a location and a contact of the client’s; none at first; set again replaces', async () => {
    expect(
      claimsReportMailingSchema.parse(
        (await benAdmin.call('get', `${base}/monthly-claims-report-mailing-location`).expect(200)).body,
      ),
    ).toEqual({
      locationId: null,
      sendMonthlyClaimsReportsToContactId: null,
    });
    const set = await broker
      .call('put', `${base}/monthly-claims-report-mailing-location`, {
        locationId: ownLocation,
        sendMonthlyClaimsReportsToContactId: ownContact,
      })
      .expect(200);
    expect(set.body).toEqual({ locationId: ownLocation, sendMonthlyClaimsReportsToContactId: ownContact });
    await benAdmin
      .call('put', `${base}/monthly-claims-report-mailing-location`, {
        locationId: null,
        sendMonthlyClaimsReportsToContactId: ownContact,
      })
      .expect(200);
    expect(
      (await admin.call('get', `${base}/monthly-claims-report-mailing-location`).expect(200)).body,
    ).toEqual({
      locationId: null,
      sendMonthlyClaimsReportsToContactId: ownContact,
    });
    const { rows } = await sys.sql.query<{ n: string }>(
      `select count(*) as "n" from "clients"."monthly_claims_report_mailing_location" where "client_id" = $1`,
      [own],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  test('another client’s location or contact is a field error and changes nothing', async () => {
    const theirContact = (
      await admin
        .call('post', `/api/clients/${other}/contacts`, {
          firstName: 'Other',
          lastName: 'Person',
          email: 'other@granite.example',
          type: 'WEB_ADMIN',
          locationManagementType: 'ALL',
        })
        .expect(201)
    ).body.id;
    const res = await benAdmin
      .call('put', `${base}/monthly-claims-report-mailing-location`, {
        locationId: otherLocation,
        sendMonthlyClaimsReportsToContactId: theirContact,
      })
      .expect(400);
    expect(errorsOf(res.body)).toEqual({
      'body.locationId': 'This location is not one of the client’s',
      'body.sendMonthlyClaimsReportsToContactId': 'This contact is not one of the client’s',
    });
    expect(
      (await admin.call('get', `${base}/monthly-claims-report-mailing-location`).expect(200)).body,
    ).toEqual({
      locationId: null,
      sendMonthlyClaimsReportsToContactId: ownContact,
    });
  });
});

describe('additional compensations', () => {
  test('the whole list at once: kept, changed, removed; OTHER needs a description; each kind once', async () => {
    const first = z.array(additionalCompensationSchema).parse(
      (
        await benAdmin
          .call('put', `${base}/additional-compensations`, {
            additionalCompensations: [
              { type: 'COMMISSION', includedInEarnings: true },
              { type: 'BONUS', includedInEarnings: false },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(first.map((c) => [c.type, c.includedInEarnings])).toEqual([
      ['BONUS', false],
      ['COMMISSION', true],
    ]);
    const bonusId = first[0]?.id;
    const second = z.array(additionalCompensationSchema).parse(
      (
        await broker
          .call('put', `${base}/additional-compensations`, {
            additionalCompensations: [
              { type: 'BONUS', includedInEarnings: true },
              { type: 'OTHER', description: 'Retention pay', includedInEarnings: false },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(second.map((c) => [c.type, c.includedInEarnings, c.description])).toEqual([
      ['BONUS', true, null],
      ['OTHER', false, 'Retention pay'],
    ]);
    expect(second[0]?.id).toBe(bonusId);
    // Each change is recorded, with who made it (issue 9: every EIF entity is tracked).
    const records = await sys.sql.query<{ entity_id: string; operation: string }>(
      `select "entity_id", "metadata"->>'operation' as "operation" from "clients"."change_record"
        where "entity" = 'AdditionalCompensation' and "metadata"->>'clientId' = $1 order by "created_at", "id"`,
      [own],
    );
    expect(records.rows.filter((r) => r.entity_id === bonusId).map((r) => r.operation)).toEqual([
      'create',
      'update',
    ]);
    expect(records.rows.map((r) => r.operation).sort()).toEqual([
      'create',
      'create',
      'create',
      'delete',
      'update',
    ]);
    const bad = await benAdmin
      .call('put', `${base}/additional-compensations`, {
        additionalCompensations: [
          { type: 'OTHER', includedInEarnings: true },
          { type: 'TIPS', includedInEarnings: true },
          { type: 'TIPS', includedInEarnings: false },
        ],
      })
      .expect(400);
    expect(errorsOf(bad.body)).toEqual({
      'body.additionalCompensations.0.description': 'Please provide a response',
      'body.additionalCompensations.2.type': 'Each kind of pay can be listed once',
    });
    expect(
      ((await admin.call('get', `${base}/additional-compensations`).expect(200)).body as unknown[]).length,
    ).toBe(2);
  });
});

test("another client's ben admin can neither read nor change them", async () => {
  await otherBenAdmin.call('get', `${base}/subsidiary`).expect(403);
  await otherBenAdmin.call('post', `${base}/subsidiary`, { name: 'X' }).expect(403);
  await otherBenAdmin.call('get', `${base}/monthly-claims-report-mailing-location`).expect(403);
  await otherBenAdmin
    .call('put', `${base}/additional-compensations`, { additionalCompensations: [] })
    .expect(403);
  expect(
    ((await admin.call('get', `${base}/additional-compensations`).expect(200)).body as unknown[]).length,
  ).toBe(2);
});
