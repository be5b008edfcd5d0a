import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { billSchema } from '@onboard/contracts';
import { z } from 'zod';
import {
  CLIENT_RECORDS_CAST,
  TestSystem,
  addLocation,
  messagesOf,
  type Session,
  addContact,
  SYSTEM_START_TIMEOUT,
} from './harness.js';

// The EIF's bills through the gateway against the whole running system: spec §7 bills (GET, bulk PUT, bulk
// DELETE), field errors on the item's path, the client's own policy, coverages, locations and contact only,
// all or nothing, soft removal, ownership like contacts (decision 101), change records.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let otherBroker: Session;
let own: string;
let other: string;
const list = z.array(billSchema);
let url: string;

let portland: string;
let augusta: string;
let otherLocation: string;
let contactId: string;
let otherContactId: string;
let policy: { id: string; slf_coverages: string[] };
let otherPolicyId: string;

const policyOf = async (clientId: string) => {
  const { rows } = await sys.sql.query<{ id: string; slf_coverages: string[] }>(
    `select "id", "slf_coverages" from "clients"."policy" where "client_id" = $1
      order by "primary_policy" desc limit 1`,
    [clientId],
  );
  return rows[0] ?? { id: '', slf_coverages: [] };
};

beforeAll(async () => {
  ({ sys, own, other, admin, benAdmin, broker, otherBenAdmin, otherBroker } = await TestSystem.clientRecords(
    'bills',
    'bl',
    CLIENT_RECORDS_CAST,
  ));
  url = `/api/clients/${own}/bills`;
  const location = (clientId: string, name: string) => addLocation(admin, clientId, name);
  const contact = (clientId: string) => addContact(admin, clientId, 'Bea', 'Payne');
  portland = await location(own, 'Portland office');
  augusta = await location(own, 'Augusta branch');
  otherLocation = await location(other, 'Granite yard');
  contactId = await contact(own);
  otherContactId = await contact(other);
  policy = await policyOf(own);
  otherPolicyId = (await policyOf(other)).id;
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('the EIF’s bills', () => {
  let first: z.infer<typeof billSchema>;
  let second: z.infer<typeof billSchema>;

  test('the ben admin adds two bills in one call: one by location with categories, one for a contact', async () => {
    expect(policy.slf_coverages.length).toBeGreaterThan(0);
    const coverage = policy.slf_coverages[0] ?? '';
    const bills = list.parse(
      (
        await benAdmin
          .call('put', url, {
            bills: [
              {
                policyId: policy.id,
                slfCoverages: [coverage],
                billGroupedByLocation: true,
                categoriesByLocation: [
                  { locationId: portland, category: ' Office staff ' },
                  { locationId: augusta, category: '' },
                ],
              },
              {
                policyId: policy.id,
                slfCoverages: policy.slf_coverages,
                locationId: portland,
                contactId,
                reimbursement: true,
                hasDifferentMailingAddress: true,
                category: 'Retirees',
              },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(bills).toHaveLength(2);
    [first, second] = bills as [z.infer<typeof billSchema>, z.infer<typeof billSchema>];
    expect(first).toMatchObject({
      policyId: policy.id,
      slfCoverages: [coverage],
      billGroupedByLocation: true,
      locationId: null,
      contactId: null,
      reimbursement: false,
      category: null,
    });
    expect(first.categoriesByLocation).toEqual(
      expect.arrayContaining([
        { locationId: portland, category: 'Office staff' },
        { locationId: augusta, category: null },
      ]),
    );
    expect(second).toMatchObject({
      locationId: portland,
      contactId,
      reimbursement: true,
      hasDifferentMailingAddress: true,
      category: 'Retirees',
      categoriesByLocation: [],
    });
    expect(list.parse((await broker.call('get', url).expect(200)).body)).toEqual(bills);
  });

  test('the schema’s messages at the item’s field paths', async () => {
    const empty = await benAdmin.call('put', url, { bills: [] }).expect(400);
    expect(Object.keys(messagesOf(empty.body))).toEqual(['body.bills']);
    const bad = await benAdmin
      .call('put', url, {
        bills: [
          { policyId: policy.id },
          {
            policyId: 'nope',
            category: 'x'.repeat(101),
            categoriesByLocation: [{ locationId: portland }, { locationId: portland }],
          },
        ],
      })
      .expect(400);
    const messages = messagesOf(bad.body);
    expect(messages['body.bills.1.policyId']).toBe('Please enter a valid id');
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['body.bills.1.category', 'body.bills.1.categoriesByLocation.1.locationId']),
    );
    expect(messages['body.bills.1.categoriesByLocation.1.locationId']).toBe('This location is listed twice');
    expect(Object.keys(messages).some((path) => path.startsWith('body.bills.0'))).toBe(false);
  });

  test('another client’s policy, location and contact, and a coverage not the policy’s: field errors, nothing written', async () => {
    const before = list.parse((await benAdmin.call('get', url).expect(200)).body);
    const refused = await benAdmin
      .call('put', url, {
        bills: [
          // A good change, which must not be written either.
          { id: first.id, policyId: policy.id, category: 'Changed' },
          { policyId: otherPolicyId },
          {
            policyId: policy.id,
            slfCoverages: ['Not a coverage'],
            locationId: otherLocation,
            contactId: otherContactId,
            billGroupedByLocation: true,
            categoriesByLocation: [{ locationId: portland }, { locationId: otherLocation }],
          },
          { id: '00000000-0000-4000-8000-000000000000', policyId: policy.id },
        ],
      })
      .expect(400);
    expect(messagesOf(refused.body)).toEqual({
      'body.bills.1.policyId': 'This policy is not one of the client’s',
      'body.bills.2.slfCoverages': 'This coverage is not one of the policy’s',
      'body.bills.2.locationId': 'This location is not one of the client’s',
      'body.bills.2.contactId': 'This contact is not one of the client’s',
      'body.bills.2.categoriesByLocation.1.locationId': 'This location is not one of the client’s',
      'body.bills.3.id': 'This bill is not one of the client’s',
    });
    expect(list.parse((await benAdmin.call('get', url).expect(200)).body)).toEqual(before);
  });

  test('the broker changes one and adds one in one call; BillLocation changes are records', async () => {
    const bills = list.parse(
      (
        await broker
          .call('put', url, {
            bills: [
              {
                id: first.id,
                policyId: policy.id,
                billGroupedByLocation: true,
                categoriesByLocation: [{ locationId: augusta, category: 'Plant' }],
              },
              { policyId: policy.id, category: 'Third' },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(bills).toHaveLength(3);
    expect(bills[0]).toMatchObject({
      id: first.id,
      slfCoverages: [],
      categoriesByLocation: [{ locationId: augusta, category: 'Plant' }],
    });
    expect(bills[1]?.id).toBe(second.id);
    expect(bills[2]?.category).toBe('Third');
    const { rows } = await sys.sql.query<{ entity: string; operation: string }>(
      `select r."entity", r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" in ('Bill', 'BillLocation') and r."metadata"->>'clientId' = $1
        order by r."created_at", r."entity"`,
      [own],
    );
    const count = (entity: string, operation: string) =>
      rows.filter((r) => r.entity === entity && r.operation === operation).length;
    expect(count('Bill', 'create')).toBe(3);
    expect(count('Bill', 'update')).toBe(1);
    expect(count('BillLocation', 'create')).toBe(2);
    expect(count('BillLocation', 'update')).toBe(1);
    expect(count('BillLocation', 'delete')).toBe(1);
  });

  test('bulk removal: all or nothing, softly, left out of the list', async () => {
    const before = list.parse((await benAdmin.call('get', url).expect(200)).body);
    const third = before[2]?.id ?? '';
    const refused = await benAdmin
      .call('delete', url, { ids: [second.id, '00000000-0000-4000-8000-000000000000'] })
      .expect(400);
    expect(messagesOf(refused.body)).toEqual({
      'body.ids.1': 'This bill is not one of the client’s',
    });
    await benAdmin.call('delete', url, { ids: [] }).expect(400);
    expect(list.parse((await benAdmin.call('get', url).expect(200)).body)).toEqual(before);
    const left = list.parse(
      (await benAdmin.call('delete', url, { ids: [second.id, third] }).expect(200)).body,
    );
    expect(left.map((b) => b.id)).toEqual([first.id]);
    const { rows } = await sys.sql.query<{ deleted_at: Date | null }>(
      `select "deleted_at" from "clients"."bill" where "id" = $1`,
      [second.id],
    );
    expect(rows[0]?.deleted_at).toBeInstanceOf(Date);
    // A removed bill is removed once, and cannot be changed.
    await benAdmin.call('delete', url, { ids: [second.id] }).expect(400);
    const changed = await benAdmin
      .call('put', url, { bills: [{ id: second.id, policyId: policy.id }] })
      .expect(400);
    expect(messagesOf(changed.body)).toEqual({ 'body.bills.0.id': 'This bill is not one of the client’s' });
  });

  test('a removed location or contact leaves no trace on the bills', async () => {
    const [bill] = list
      .parse(
        (
          await benAdmin
            .call('put', url, { bills: [{ policyId: policy.id, locationId: augusta, contactId }] })
            .expect(200)
        ).body,
      )
      .slice(-1);
    await benAdmin.call('delete', `/api/clients/${own}/locations/${augusta}`).expect(200);
    await benAdmin.call('delete', `/api/clients/${own}/contacts/${contactId}`).expect(200);
    const bills = list.parse((await benAdmin.call('get', url).expect(200)).body);
    expect(bills.find((b) => b.id === bill?.id)).toMatchObject({ locationId: null, contactId: null });
    expect(bills.find((b) => b.id === first.id)?.categoriesByLocation).toEqual([]);
  });

  test('another client’s ben admin and broker can do none of it; their own they can; staff any', async () => {
    for (const stranger of [otherBenAdmin, otherBroker]) {
      await stranger.call('get', url).expect(403);
      await stranger.call('put', url, { bills: [{ policyId: policy.id }] }).expect(403);
      await stranger.call('delete', url, { ids: [first.id] }).expect(403);
      // Its own client's path with this client's bill id: not one of that client's.
      const foreign = await stranger
        .call('put', `/api/clients/${other}/bills`, { bills: [{ id: first.id, policyId: otherPolicyId }] })
        .expect(400);
      expect(messagesOf(foreign.body)).toEqual({
        'body.bills.0.id': 'This bill is not one of the client’s',
      });
    }
    await otherBroker
      .call('put', `/api/clients/${other}/bills`, { bills: [{ policyId: otherPolicyId }] })
      .expect(200);
    await admin
      .call('put', `/api/clients/${other}/bills`, {
        bills: [{ policyId: otherPolicyId, locationId: otherLocation, contactId: otherContactId }],
      })
      .expect(200);
    expect(
      list.parse((await otherBenAdmin.call('get', `/api/clients/${other}/bills`).expect(200)).body),
    ).toHaveLength(2);
  });
});
