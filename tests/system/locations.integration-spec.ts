import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { locationSchema } from '@onboard/contracts';
import { z } from 'zod';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// A client's locations through the gateway against the whole running system: spec §7 calls, §5 messages
// verbatim, §6 ownership (ben admins and brokers: full control of their own clients' locations), change
// records.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let otherBenAdmin: Session;
let own: string;
let other: string;
const list = z.array(locationSchema);
const base = {
  name: 'Portland office',
  address1: '1 Harbor Way',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
};

beforeAll(async () => {
  ({ sys, own, other, admin, benAdmin, otherBenAdmin } = await TestSystem.clientRecords(
    'locations',
    'loc',
    ['admin', 'benAdmin', 'otherBenAdmin'],
    { own: 'cedar-credit-union' },
  ));
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('a client’s locations', () => {
  let created: z.infer<typeof locationSchema>;

  test('the ben admin adds one; the state is upper-cased and the list is by name', async () => {
    created = locationSchema.parse(
      (await benAdmin.call('post', `/api/clients/${own}/locations`, { ...base, state: 'me' }).expect(201))
        .body,
    );
    expect(created).toMatchObject({ ...base, address2: null, locationType: null });
    await benAdmin
      .call('post', `/api/clients/${own}/locations`, {
        ...base,
        name: 'Augusta branch',
        zipCode: '04330-1234',
      })
      .expect(201);
    const names = list.parse((await benAdmin.call('get', `/api/clients/${own}/locations`).expect(200)).body);
    expect(names.map((l) => l.name)).toEqual(['Augusta branch', 'Headquarters', 'Portland office']);
  });

  test('every required field has the spec’s message (§5), and a bad zip or state its own', async () => {
    const res = await benAdmin
      .call('post', `/api/clients/${own}/locations`, {
        name: '',
        address1: ' ',
        city: '',
        state: '',
        zipCode: '',
      })
      .expect(400);
    const messages = Object.fromEntries(
      (res.body as { errors: { path: string; message: string }[] }).errors.map((e) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      'body.name': 'Location name is required',
      'body.address1': 'Address is required',
      'body.city': 'City is required',
      'body.state': 'State is required',
      'body.zipCode': 'Zip code is required',
    });
    const bad = await benAdmin
      .call('post', `/api/clients/${own}/locations`, { ...base, state: 'XX', zipCode: '4101' })
      .expect(400);
    expect((bad.body as { errors: { message: string }[] }).errors.map((e) => e.message).sort()).toEqual([
      'State not valid',
      'Zip code needs to be in the format ##### or #####-####',
    ]);
  });

  test('changed and removed, each a change record by its author', async () => {
    const changed = locationSchema.parse(
      (
        await benAdmin
          .call('put', `/api/clients/${own}/locations/${created.id}`, { ...base, address2: 'Suite 200' })
          .expect(200)
      ).body,
    );
    expect(changed.address2).toBe('Suite 200');
    await benAdmin.call('delete', `/api/clients/${own}/locations/${created.id}`).expect(200);
    await benAdmin.call('delete', `/api/clients/${own}/locations/${created.id}`).expect(404);
    const { rows } = await sys.sql.query<{ operation: string }>(
      `select r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" = 'Location' and r."entity_id" = $1 order by r."created_at"`,
      [created.id],
    );
    expect(rows.map((r) => r.operation)).toEqual(['create', 'update', 'delete']);
  });

  test('staff prefill one without all of its details (§5, decision 098); the ben admin completes it', async () => {
    // Prefilled: only a name; the empty state is null. The claims-check sub-step waits for the rest.
    const prefilled = locationSchema.parse(
      (
        await admin
          .call('post', `/api/clients/${own}/locations`, { prefill: true, name: 'Bangor site', state: '' })
          .expect(201)
      ).body,
    );
    expect(prefilled).toMatchObject({
      name: 'Bangor site',
      address1: '',
      city: '',
      state: null,
      zipCode: '',
    });
    // What is given must still be valid when prefilled.
    const bad = await admin
      .call('post', `/api/clients/${own}/locations`, { prefill: true, state: 'XX' })
      .expect(400);
    expect((bad.body as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'body.state', message: 'State not valid', key: 'stateInvalid' },
    ]);
    // Only staff prefill: the employer's save needs every detail.
    const refused = await benAdmin
      .call('post', `/api/clients/${own}/locations`, { prefill: true, name: 'Lewiston' })
      .expect(403);
    expect((refused.body as { message: string }).message).toBe(
      'Only staff can save a location without all of its details',
    );
    const incomplete = await benAdmin
      .call('put', `/api/clients/${own}/locations/${prefilled.id}`, { name: 'Bangor site', city: 'Bangor' })
      .expect(400);
    expect((incomplete.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'body.address1',
      'body.state',
      'body.zipCode',
    ]);
    const done = locationSchema.parse(
      (
        await benAdmin
          .call('put', `/api/clients/${own}/locations/${prefilled.id}`, {
            ...base,
            name: 'Bangor site',
            city: 'Bangor',
            zipCode: '04401',
          })
          .expect(200)
      ).body,
    );
    expect(done).toMatchObject({ name: 'Bangor site', city: 'Bangor', state: 'ME', zipCode: '04401' });
    await benAdmin.call('delete', `/api/clients/${own}/locations/${prefilled.id}`).expect(200);
  });

  test('another client’s ben admin can do none of it; staff can', async () => {
    await otherBenAdmin.call('get', `/api/clients/${own}/locations`).expect(403);
    await otherBenAdmin.call('post', `/api/clients/${own}/locations`, base).expect(403);
    const mine = list.parse(
      (await otherBenAdmin.call('get', `/api/clients/${other}/locations`).expect(200)).body,
    );
    // A location id of one client named under another is not found.
    await benAdmin.call('put', `/api/clients/${own}/locations/${mine[0]?.id}`, base).expect(404);
    await admin.call('post', `/api/clients/${other}/locations`, base).expect(201);
  });
});
