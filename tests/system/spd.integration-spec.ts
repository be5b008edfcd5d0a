import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spdAcknowledgementSchema } from '@onboard/contracts';
import {
  TestSystem,
  type Session,
  messagesOf,
  CLIENT_RECORDS_CAST,
  SYSTEM_START_TIMEOUT,
} from './harness.js';

// A policy's SPD acknowledgements through the gateway against the whole running system (issue 12 item 6,
// decision 130): GET and PUT …/policies/:policyId/spd-acknowledgements/:kind, the client's own people and
// staff, written once with who and when, a change record, field errors (400) for a bad kind, id or body.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let otherBroker: Session;
let own: string;
let other: string;
/** The ben admin's e-mail, of this file's own domain on a shared system. */
let benAdminEmail: string;
let policyId: string;
let secondPolicyId: string | undefined;
let otherPolicyId: string;
const urlOf = (clientId: string, policy: string, kind: string) =>
  `/api/clients/${clientId}/policies/${policy}/spd-acknowledgements/${kind}`;

const policiesOf = async (clientId: string) => {
  const { rows } = await sys.sql.query<{ id: string }>(
    `select "id" from "clients"."policy" where "client_id" = $1 order by "primary_policy" desc, "id"`,
    [clientId],
  );
  return rows.map((r) => r.id);
};

beforeAll(async () => {
  ({ sys, own, other, admin, broker, otherBenAdmin, otherBroker } = await TestSystem.clientRecords(
    'spd',
    'sp',
    CLIENT_RECORDS_CAST.filter((who) => who !== 'benAdmin'),
  ));
  // The ben admin as the cast makes it (key `spbenadmin`, the own client), keeping the e-mail it gets.
  benAdminEmail = await sys.makeUser('spbenadmin', 'BEN_ADMIN', [own]);
  benAdmin = await sys.signIn(benAdminEmail, 'spbenadmin');
  const policies = await policiesOf(own);
  policyId = policies[0] ?? '';
  secondPolicyId = policies[1];
  otherPolicyId = (await policiesOf(other))[0] ?? '';
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('SPD acknowledgements', () => {
  test('not acknowledged yet: nulls', async () => {
    const got = spdAcknowledgementSchema.parse(
      (await benAdmin.call('get', urlOf(own, policyId, 'pfml-spd')).expect(200)).body,
    );
    expect(got).toEqual({
      policyId,
      kind: 'pfml-spd',
      acknowledgedAt: null,
      acknowledgedBy: null,
      acknowledgedByName: null,
    });
  });

  test('the ben admin acknowledges: who (id and name) and when, kept; again keeps the first', async () => {
    const before = Date.now();
    const put = spdAcknowledgementSchema.parse(
      (await benAdmin.call('put', urlOf(own, policyId, 'pfml-spd'), { confirm: true }).expect(200)).body,
    );
    expect(put).toMatchObject({ policyId, kind: 'pfml-spd', acknowledgedByName: 'Test spbenadmin' });
    expect(Date.parse(put.acknowledgedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const { rows } = await sys.sql.query<{ id: string }>(
      `select "id" from "identity"."user" where "email" = $1`,
      [benAdminEmail],
    );
    expect(put.acknowledgedBy).toBe(rows[0]?.id);
    // The broker acknowledging later changes nothing: the first acknowledgement stands.
    const again = spdAcknowledgementSchema.parse(
      (await broker.call('put', urlOf(own, policyId, 'pfml-spd'), { confirm: true }).expect(200)).body,
    );
    expect(again).toEqual(put);
    expect(
      spdAcknowledgementSchema.parse(
        (await broker.call('get', urlOf(own, policyId, 'pfml-spd')).expect(200)).body,
      ),
    ).toEqual(put);
    // The other kind of the same policy is its own.
    const sunAdvisor = spdAcknowledgementSchema.parse(
      (await broker.call('get', urlOf(own, policyId, 'sunadvisor-spd')).expect(200)).body,
    );
    expect(sunAdvisor.acknowledgedAt).toBeNull();
    // The acknowledgement is a change record of the client (the audit trail shows it).
    const changes = await sys.sql.query<{ operation: string }>(
      `select r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" = 'SpdAcknowledgement' and r."metadata"->>'clientId' = $1`,
      [own],
    );
    expect(changes.rows.map((r) => r.operation)).toEqual(['create']);
    // The acknowledgement sends the policy's pfml-spd task for review (decision 123), once.
    const tasks = await sys.sql.query<{ task_id: string; status: string; events: string }>(
      `select t."task_id", t."status", (select string_agg(e."event", ',') from "clients"."task_event" e
         where e."task_id" = t."id") as "events"
         from "clients"."task" t where t."policy_id" = $1 and t."task_id" in ('pfml-spd', 'sunadvisor-spd')
        order by t."task_id"`,
      [policyId],
    );
    expect(tasks.rows).toEqual([
      { task_id: 'pfml-spd', status: 'Needs Review', events: 'submitted' },
      { task_id: 'sunadvisor-spd', status: 'Upcoming', events: null },
    ]);
  });

  test('the broker acknowledges the SunAdvisor SPD under their own name', async () => {
    const put = spdAcknowledgementSchema.parse(
      (await broker.call('put', urlOf(own, policyId, 'sunadvisor-spd'), { confirm: true }).expect(200)).body,
    );
    expect(put).toMatchObject({ kind: 'sunadvisor-spd', acknowledgedByName: 'Test spbroker' });
  });

  test('staff read and acknowledge for any client', async () => {
    const got = spdAcknowledgementSchema.parse(
      (await admin.call('get', urlOf(own, policyId, 'pfml-spd')).expect(200)).body,
    );
    expect(got.acknowledgedByName).toBe('Test spbenadmin');
    const put = spdAcknowledgementSchema.parse(
      (await admin.call('put', urlOf(other, otherPolicyId, 'pfml-spd'), { confirm: true }).expect(200)).body,
    );
    expect(put).toMatchObject({ policyId: otherPolicyId, acknowledgedByName: 'Test spadmin' });
  });

  test('another client’s ben admin and broker can do none of it', async () => {
    for (const stranger of [otherBenAdmin, otherBroker]) {
      await stranger.call('get', urlOf(own, policyId, 'pfml-spd')).expect(403);
      await stranger.call('put', urlOf(own, policyId, 'sunadvisor-spd'), { confirm: true }).expect(403);
      // Their own client's path with this client's policy: not found, and nothing written.
      await stranger.call('get', urlOf(other, policyId, 'pfml-spd')).expect(404);
      await stranger.call('put', urlOf(other, policyId, 'pfml-spd'), { confirm: true }).expect(404);
    }
    // A policy of another client on this client's path is not found for staff either.
    await admin.call('get', urlOf(own, otherPolicyId, 'pfml-spd')).expect(404);
    if (secondPolicyId) {
      const untouched = spdAcknowledgementSchema.parse(
        (await admin.call('get', urlOf(own, secondPolicyId, 'sunadvisor-spd')).expect(200)).body,
      );
      expect(untouched.acknowledgedAt).toBeNull();
    }
  });

  test('400: a kind that is not an SPD, a malformed policy id, no confirmation', async () => {
    const kind = await benAdmin.call('get', urlOf(own, policyId, 'dental-rollover')).expect(400);
    expect(Object.keys(messagesOf(kind.body))).toEqual(['params.kind']);
    const id = await benAdmin
      .call('put', urlOf(own, 'not-a-uuid', 'pfml-spd'), { confirm: true })
      .expect(400);
    expect(messagesOf(id.body)).toEqual({ 'params.policyId': 'Please enter a valid id' });
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await benAdmin.call(
        'put',
        urlOf(own, secondPolicyId ?? policyId, 'sunadvisor-spd'),
        body,
      );
      expect(refused.status).toBe(400);
      expect(messagesOf(refused.body)).toEqual({
        'body.confirm': 'Please confirm you received the summary plan description and will distribute it',
      });
    }
    const extra = await benAdmin
      .call('put', urlOf(own, policyId, 'pfml-spd'), { confirm: true, acknowledgedBy: 'someone' })
      .expect(400);
    expect(extra.body).toMatchObject({ statusCode: 400 });
  });
});
