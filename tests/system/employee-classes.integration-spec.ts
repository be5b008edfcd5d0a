import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { employeeClassSchema } from '@onboard/contracts';
import { z } from 'zod';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// The class builder's classes through the gateway against the whole running system: spec §7 calls, §6
// ownership (ben admins and brokers: full control of their own clients' classes), §8 ALREADY_HAS_CLASSES when
// the classes changed meanwhile (decision 077), change records.

let sys: TestSystem;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let own: string;
let other: string;
const list = z.array(employeeClassSchema);
let url: string;

beforeAll(async () => {
  ({ sys, own, other, benAdmin, broker, otherBenAdmin } = await TestSystem.clientRecords(
    'employee-classes',
    'ec',
    ['benAdmin', 'broker', 'otherBenAdmin'],
  ));
  url = `/api/clients/${own}/employee-classes`;
  // The class builder from an empty list: the class the demo data gives every client (issue 27 item 1) goes.
  await sys.sql.query(`delete from "clients"."employee_class" where "client_id" = $1`, [own]);
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('employee classes', () => {
  test('the first class, then a second by the broker; a name is required', async () => {
    const first = employeeClassSchema.parse(
      (
        await benAdmin
          .call('post', url, { name: 'Salaried', minimumHoursPerWeek: 30, knownClassCount: 0 })
          .expect(201)
      ).body,
    );
    expect(first).toMatchObject({ name: 'Salaried', employmentType: 'FULL_TIME', minimumHoursPerWeek: 30 });
    await broker
      .call('post', url, { name: 'Hourly', employmentType: 'PART_TIME', knownClassCount: 1 })
      .expect(201);
    const refused = await benAdmin.call('post', url, { name: '  ', knownClassCount: 2 }).expect(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ path: 'body.name', message: 'Please provide a response' }),
    ]);
    expect(list.parse((await benAdmin.call('get', url).expect(200)).body).map((c) => c.name)).toEqual([
      'Salaried',
      'Hourly',
    ]);
  });

  test('a class made on an out-of-date list is ALREADY_HAS_CLASSES (409), and nothing is added', async () => {
    const res = await benAdmin.call('post', url, { name: 'Executives', knownClassCount: 1 }).expect(409);
    expect(res.body).toMatchObject({
      code: 'ALREADY_HAS_CLASSES',
      message:
        'The employee classes changed while you were editing. They have been loaded again: check them and try again.',
    });
    expect(list.parse((await benAdmin.call('get', url).expect(200)).body)).toHaveLength(2);
  });

  test('two editors adding a class at once on the same list: one is added, the other told', async () => {
    const [a, b] = await Promise.all([
      benAdmin.call('post', url, { name: 'Executives', knownClassCount: 2 }),
      broker.call('post', url, { name: 'Union', knownClassCount: 2 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(list.parse((await benAdmin.call('get', url).expect(200)).body)).toHaveLength(3);
  });

  test('changed, duplicated and removed, each a change record', async () => {
    const [first] = list.parse((await benAdmin.call('get', url).expect(200)).body);
    const id = first?.id ?? '';
    await benAdmin
      .call('put', `${url}/${id}`, { name: 'Salaried staff', minimumHoursPerWeek: 32 })
      .expect(200);
    const copy = employeeClassSchema.parse(
      (await broker.call('post', `${url}/${id}/duplicate`).expect(201)).body,
    );
    expect(copy).toMatchObject({ name: 'Salaried staff (copy)', minimumHoursPerWeek: 32 });
    await benAdmin.call('delete', `${url}/${copy.id}`).expect(200);
    await benAdmin.call('delete', `${url}/${copy.id}`).expect(404);
    const { rows } = await sys.sql.query<{ entity_id: string; operation: string }>(
      `select "entity_id", "metadata"->>'operation' as "operation" from "clients"."change_record"
        where "entity" = 'EmployeeClass' and "entity_id" = any($1::text[]) order by "created_at"`,
      [[id, copy.id]],
    );
    expect(rows.map((r) => [r.entity_id === id ? 'first' : 'copy', r.operation])).toEqual([
      ['first', 'create'],
      ['first', 'update'],
      ['copy', 'create'],
      ['copy', 'delete'],
    ]);
  });

  test('another client’s ben admin can do none of it', async () => {
    await otherBenAdmin.call('get', url).expect(403);
    await otherBenAdmin.call('post', url, { name: 'X', knownClassCount: 0 }).expect(403);
    const [first] = list.parse((await benAdmin.call('get', url).expect(200)).body);
    await otherBenAdmin.call('delete', `${url}/${first?.id}`).expect(403);
    // Its own client's path with this client's class id: not found.
    await otherBenAdmin
      .call('put', `/api/clients/${other}/employee-classes/${first?.id}`, { name: 'Y' })
      .expect(404);
  });
});
