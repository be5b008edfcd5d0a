import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { contactRecordSchema } from '@onboard/contracts';
import { z } from 'zod';
import {
  TestSystem,
  type Session,
  SYSTEM_START_TIMEOUT,
  messagesOf,
  CLIENT_RECORDS_CAST,
  addLocation,
  HARBOR_WAY,
} from './harness.js';

// The EIF's contacts through the gateway against the whole running system: spec §7 calls, §5 messages
// verbatim with their field paths, the location scope (a LIMITED contact names the client's own locations),
// ownership like locations and employee classes (decision 100), change records, and a removed location
// leaving no managed-location row behind.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let otherBroker: Session;
let own: string;
let other: string;
const list = z.array(contactRecordSchema);
let url: string;
const base = { firstName: 'Ana', lastName: 'Ruiz', email: 'Ana.Ruiz@example.com', type: 'WEB_ADMIN' };

let portland: string;
let augusta: string;
let otherLocation: string;
let policyId: string;

beforeAll(async () => {
  ({ sys, own, other, admin, benAdmin, broker, otherBenAdmin, otherBroker } = await TestSystem.clientRecords(
    'contacts',
    'ct',
    CLIENT_RECORDS_CAST,
  ));
  url = `/api/clients/${own}/contacts`;
  const location = (clientId: string, name: string) => addLocation(admin, clientId, name);
  portland = await location(own, 'Portland office');
  augusta = await location(own, 'Augusta branch');
  otherLocation = await location(other, 'Granite yard');
  const { rows } = await sys.sql.query<{ id: string }>(
    `select "id" from "clients"."policy" where "client_id" = $1 order by "primary_policy" desc limit 1`,
    [own],
  );
  policyId = rows[0]?.id ?? '';
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('the EIF’s contacts', () => {
  let created: z.infer<typeof contactRecordSchema>;

  test('the ben admin adds a plan administrator with access flags, for all locations', async () => {
    created = contactRecordSchema.parse(
      (
        await benAdmin
          .call('post', url, {
            ...base,
            ...HARBOR_WAY,
            state: 'me',
            title: 'HR manager',
            phoneNumber: '(207) 555-0100',
            policyId,
            locationId: portland,
            accessesForPolicyIds: [policyId],
            claimsAccess: true,
            documentsAccess: true,
          })
          .expect(201)
      ).body,
    );
    expect(created).toMatchObject({
      email: 'ana.ruiz@example.com',
      state: 'ME',
      faxNumber: null,
      policyId,
      locationId: portland,
      locationManagementType: 'ALL',
      managedLocationIds: [],
      accessesForPolicyIds: [policyId],
      claimsAccess: true,
      billingAccess: false,
      documentsAccess: true,
    });
    const contacts = list.parse((await benAdmin.call('get', url).expect(200)).body);
    expect(contacts.map((c) => c.id)).toContain(created.id);
    // The client's contacts (payee choices of the EIF) have it too.
    const client = (await benAdmin.call('get', `/api/clients/${own}`).expect(200)).body as {
      contacts: { id: string }[];
    };
    expect(client.contacts.map((c) => c.id)).toContain(created.id);
  });

  test('required fields and the spec’s e-mail, state, zip and phone texts, at their field paths', async () => {
    const empty = await benAdmin
      .call('post', url, { firstName: ' ', lastName: '', email: '', type: 'TPA' })
      .expect(400);
    expect(messagesOf(empty.body)).toEqual({
      'body.firstName': 'Please provide a response',
      'body.lastName': 'Please provide a response',
      'body.email': 'Please provide a response',
    });
    const bad = await benAdmin
      .call('post', url, {
        ...base,
        email: 'ana..ruiz@example.com',
        state: 'XX',
        zipCode: '4101',
        faxNumber: 'fax me',
      })
      .expect(400);
    expect(messagesOf(bad.body)).toEqual({
      'body.email': 'Please enter a valid email address',
      'body.state': 'State not valid',
      'body.zipCode': 'Zip code needs to be in the format ##### or #####-####',
      'body.faxNumber': 'Please enter a valid phone number',
    });
  });

  test('LIMITED without locations is a field error; another client’s location or policy too', async () => {
    const none = await benAdmin
      .call('post', url, { ...base, locationManagementType: 'LIMITED', managedLocationIds: [] })
      .expect(400);
    expect(messagesOf(none.body)).toEqual({
      'body.managedLocationIds': 'Please choose at least one location',
    });
    const foreign = await benAdmin
      .call('post', url, {
        ...base,
        locationManagementType: 'LIMITED',
        managedLocationIds: [portland, otherLocation],
        locationId: otherLocation,
      })
      .expect(400);
    expect(messagesOf(foreign.body)).toEqual({
      'body.locationId': 'This location is not one of the client’s',
      'body.managedLocationIds': 'This location is not one of the client’s',
    });
    const { rows } = await sys.sql.query<{ id: string }>(
      `select "id" from "clients"."policy" where "client_id" = $1 limit 1`,
      [other],
    );
    const policy = await benAdmin
      .call('post', url, { ...base, accessesForPolicyIds: [rows[0]?.id] })
      .expect(400);
    expect(messagesOf(policy.body)).toEqual({
      'body.accessesForPolicyIds': 'This policy is not one of the client’s',
    });
  });

  test('the broker limits it to two locations, then to one; each change a record', async () => {
    const limited = contactRecordSchema.parse(
      (
        await broker
          .call('put', `${url}/${created.id}`, {
            ...base,
            locationManagementType: 'LIMITED',
            managedLocationIds: [portland, augusta],
            billingAccess: true,
          })
          .expect(200)
      ).body,
    );
    expect(limited).toMatchObject({ locationManagementType: 'LIMITED', billingAccess: true, title: null });
    expect([...limited.managedLocationIds].sort()).toEqual([portland, augusta].sort());
    await broker
      .call('put', `${url}/${created.id}`, {
        ...base,
        locationManagementType: 'LIMITED',
        managedLocationIds: [augusta],
      })
      .expect(200);
    const [again] = list
      .parse((await benAdmin.call('get', url).expect(200)).body)
      .filter((c) => c.id === created.id);
    expect(again?.managedLocationIds).toEqual([augusta]);
    const { rows } = await sys.sql.query<{ operation: string }>(
      `select r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" = 'ContactLocation' and r."metadata"->>'clientId' = $1 order by r."created_at"`,
      [own],
    );
    expect(rows.map((r) => r.operation)).toEqual(['create', 'create', 'delete']);
  });

  test('a removed location leaves no managed-location row behind', async () => {
    await benAdmin.call('delete', `/api/clients/${own}/locations/${augusta}`).expect(200);
    const { rows } = await sys.sql.query(
      `select 1 from "clients"."contact_location" where "location_id" = $1`,
      [augusta],
    );
    expect(rows).toHaveLength(0);
    const [after] = list
      .parse((await benAdmin.call('get', url).expect(200)).body)
      .filter((c) => c.id === created.id);
    expect(after?.managedLocationIds).toEqual([]);
  });

  test('removed, with its records; a second removal is not found', async () => {
    await benAdmin
      .call('put', `${url}/${created.id}`, {
        ...base,
        locationManagementType: 'LIMITED',
        managedLocationIds: [portland],
      })
      .expect(200);
    await benAdmin.call('delete', `${url}/${created.id}`).expect(200);
    await benAdmin.call('delete', `${url}/${created.id}`).expect(404);
    const { rows } = await sys.sql.query(
      `select 1 from "clients"."contact_location" where "contact_id" = $1`,
      [created.id],
    );
    expect(rows).toHaveLength(0);
    const records = await sys.sql.query<{ operation: string }>(
      `select r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" = 'Contact' and r."entity_id" = $1 order by r."created_at"`,
      [created.id],
    );
    // The last change named other locations only: a ContactLocation record, none for the contact itself.
    expect(records.rows.map((r) => r.operation)).toEqual(['create', 'update', 'update', 'delete']);
  });

  test('another client’s ben admin and broker can do none of it; their own they can; staff any', async () => {
    const mine = contactRecordSchema.parse((await benAdmin.call('post', url, base).expect(201)).body);
    for (const stranger of [otherBenAdmin, otherBroker]) {
      await stranger.call('get', url).expect(403);
      await stranger.call('post', url, base).expect(403);
      await stranger.call('put', `${url}/${mine.id}`, base).expect(403);
      await stranger.call('delete', `${url}/${mine.id}`).expect(403);
      // Its own client's path with this client's contact id: not found.
      await stranger.call('put', `/api/clients/${other}/contacts/${mine.id}`, base).expect(404);
    }
    await otherBroker
      .call('post', `/api/clients/${other}/contacts`, {
        ...base,
        locationManagementType: 'LIMITED',
        managedLocationIds: [otherLocation],
      })
      .expect(201);
    await admin.call('post', `/api/clients/${other}/contacts`, base).expect(201);
    expect(
      list.parse((await otherBenAdmin.call('get', `/api/clients/${other}/contacts`).expect(200)).body),
    ).toHaveLength(3);
  });
});
