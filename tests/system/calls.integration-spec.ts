import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEFAULT_CALL_TOPICS, callSchema, changeLogPageSchema } from '@onboard/contracts';
import { runOnce } from '../../scripts/lib/system.mjs';
import {
  SYSTEM_START_TIMEOUT,
  TestSystem,
  type Session,
  type Tenant,
  messagesOf,
  addContact,
  CLIENT_RECORDS_CAST,
} from './harness.js';

// The kickoff and ongoing service calls through the gateway against the whole running system (issue 12 item 2,
// decisions 124 and 125): the client's people read their own call and choose; staff offer times and record
// the outcome; field errors on their paths; 409 once the outcome is recorded; change records.

let sys: TestSystem;
let admin: Session;
let owner: Session;
let benAdmin: Session;
let broker: Session;
let otherBenAdmin: Session;
let otherBroker: Session;
let tenant: Tenant;
let own: string;
let other: string;
let kickoff: string;
let service: string;
const messageOf = (body: unknown) => (body as { message: string }).message;

/** Days from now at 15:00 UTC. */
const dayAhead = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at.toISOString();
};
const offer = {
  options: [
    { startsAt: dayAhead(3), durationMinutes: 30 },
    { startsAt: dayAhead(4), durationMinutes: 45 },
  ],
  meetingDetails: 'https://meet.example.com/kickoff',
  topics: [...DEFAULT_CALL_TOPICS['ongoing-service-call'], 'Our wellness program'],
};

let contactId: string;
let otherContactId: string;

beforeAll(async () => {
  ({ sys, tenant, own, other, admin, owner, benAdmin, broker, otherBenAdmin, otherBroker } =
    await TestSystem.clientRecords('calls', 'cl', [...CLIENT_RECORDS_CAST, 'owner']));
  kickoff = `/api/clients/${own}/calls/kickoff-call`;
  service = `/api/clients/${own}/calls/ongoing-service-call`;
  const contact = (clientId: string) => addContact(admin, clientId, 'Cal', 'Ender');
  contactId = await contact(own);
  otherContactId = await contact(other);
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  await sys?.stop();
});

describe('reading a call', () => {
  test('a call never saved is an empty Pending call with its default topics', async () => {
    const call = callSchema.parse((await benAdmin.call('get', service).expect(200)).body);
    expect(call).toMatchObject({
      callType: 'ongoing-service-call',
      options: [],
      selection: null,
      scheduledAt: null,
      status: 'Pending',
      topics: [...DEFAULT_CALL_TOPICS['ongoing-service-call']],
    });
  });

  test('the client’s own people and staff read it; another client’s people do not', async () => {
    await broker.call('get', service).expect(200);
    await owner.call('get', service).expect(200);
    await otherBenAdmin.call('get', service).expect(403);
    await otherBroker.call('get', service).expect(403);
  });

  test('a call type that is not a task id is a 400 on its path', async () => {
    const res = await admin.call('get', `/api/clients/${own}/calls/install-call`).expect(400);
    expect(Object.keys(messagesOf(res.body))).toEqual(['params.callType']);
  });
});

describe('offering times', () => {
  test('staff only: ben admins and brokers get 403, of their own client too', async () => {
    await benAdmin.call('put', `${service}/offer`, offer).expect(403);
    await broker.call('put', `${service}/offer`, offer).expect(403);
    await otherBenAdmin.call('put', `${service}/offer`, offer).expect(403);
  });

  test('field errors on their paths', async () => {
    const res = await admin
      .call('put', `${service}/offer`, {
        options: [{ startsAt: '2026-12-01 15:00', durationMinutes: 2 }],
        meetingDetails: null,
        topics: [''],
      })
      .expect(400);
    expect(messagesOf(res.body)).toEqual({
      'body.options.0.startsAt':
        'Please enter a date and time with its time zone (e.g. 2026-12-01T15:00:00Z)',
      'body.options.0.durationMinutes': 'Please enter a number no less than 5',
      'body.topics.0': 'Please provide a response',
    });
    const none = await admin.call('put', `${service}/offer`, { options: [], topics: [] }).expect(400);
    expect(messagesOf(none.body)).toEqual({ 'body.options': 'Please offer at least one time' });
    const unknownId = await admin
      .call('put', `${service}/offer`, {
        ...offer,
        options: [{ id: '3f1c7a52-5d7e-4a43-9a57-2d1f0a4b9c11', startsAt: dayAhead(3), durationMinutes: 30 }],
      })
      .expect(400);
    expect(messagesOf(unknownId.body)).toEqual({
      'body.options.0.id': 'This time is not one of the times offered',
    });
  });

  test('staff offer times, the link and the topics', async () => {
    const call = callSchema.parse((await admin.call('put', `${service}/offer`, offer).expect(200)).body);
    expect(call.options.map((o) => o.startsAt)).toEqual([dayAhead(3), dayAhead(4)]);
    expect(call.options.every((o) => o.id.length === 36)).toBe(true);
    expect(call.meetingDetails).toBe('https://meet.example.com/kickoff');
    expect(call.topics).toContain('Our wellness program');
    expect(call.status).toBe('Pending');
  });
});

describe('choosing', () => {
  const current = async () => callSchema.parse((await benAdmin.call('get', service).expect(200)).body);

  test('another client’s people may not choose (403)', async () => {
    const { options } = await current();
    await otherBenAdmin
      .call('put', `${service}/selection`, { optionId: options[0]?.id, topics: [] })
      .expect(403);
    await otherBroker.call('put', `${service}/selection`, { requestedTime: 'Friday' }).expect(403);
  });

  test('a time, topic or contact not offered or not the client’s is refused on its path', async () => {
    const res = await benAdmin
      .call('put', `${service}/selection`, {
        optionId: '3f1c7a52-5d7e-4a43-9a57-2d1f0a4b9c11',
        topics: ['claims', 'Golf'],
        contactIds: [contactId, otherContactId],
      })
      .expect(400);
    expect(messagesOf(res.body)).toEqual({
      'body.optionId': 'This time is not one of the times offered',
      'body.topics.1': 'This topic is not one of the topics offered',
      'body.contactIds.1': 'This contact is not one of the client’s',
    });
    const noTime = await benAdmin.call('put', `${service}/selection`, { topics: ['claims'] }).expect(400);
    expect(messagesOf(noTime.body)).toEqual({
      'body.optionId': 'Please choose a time or tell us another time that suits you',
    });
    const tooMany = await benAdmin
      .call('put', `${service}/selection`, {
        requestedTime: 'Any morning',
        extraInvitees: Array.from({ length: 21 }, (_, i) => ({ name: `P ${i}`, email: `p${i}@example.com` })),
      })
      .expect(400);
    expect(messagesOf(tooMany.body)).toEqual({ 'body.extraInvitees': 'Please choose at most 20 items' });
  });

  test('the ben admin schedules an offered time with topics and people', async () => {
    const { options } = await current();
    const chosen = options[1];
    const call = callSchema.parse(
      (
        await benAdmin
          .call('put', `${service}/selection`, {
            optionId: chosen?.id,
            topics: ['claims', 'Our wellness program'],
            contactIds: [contactId],
            extraInvitees: [{ name: 'Pat Lee', email: 'Pat.Lee@Example.com' }],
          })
          .expect(200)
      ).body,
    );
    expect(call.scheduledAt).toBe(chosen?.startsAt);
    expect(call.selection).toMatchObject({
      optionId: chosen?.id,
      requestedTime: null,
      topics: ['claims', 'Our wellness program'],
      contactIds: [contactId],
      extraInvitees: [{ name: 'Pat Lee', email: 'pat.lee@example.com' }],
    });
    expect(call.status).toBe('Pending');
  });

  test('the broker may change it to another time asked for', async () => {
    const call = callSchema.parse(
      (await broker.call('put', `${service}/selection`, { requestedTime: 'Any Tuesday morning' }).expect(200))
        .body,
    );
    expect(call.scheduledAt).toBeNull();
    expect(call.selection?.requestedTime).toBe('Any Tuesday morning');
  });

  test('staff moving the chosen time moves the schedule; removing it clears the choice', async () => {
    const { options } = await current();
    await benAdmin.call('put', `${service}/selection`, { optionId: options[0]?.id }).expect(200);
    const later = dayAhead(5);
    const moved = callSchema.parse(
      (
        await admin
          .call('put', `${service}/offer`, {
            ...offer,
            options: [{ id: options[0]?.id, startsAt: later, durationMinutes: 30 }],
          })
          .expect(200)
      ).body,
    );
    expect(moved.scheduledAt).toBe(later);
    const replaced = callSchema.parse(
      (
        await admin
          .call('put', `${service}/offer`, {
            ...offer,
            options: [{ startsAt: dayAhead(6), durationMinutes: 30 }],
          })
          .expect(200)
      ).body,
    );
    expect(replaced.selection).toBeNull();
    expect(replaced.scheduledAt).toBeNull();
  });
});

describe('the demo data', () => {
  test('the demo employer has kickoff times a few days ahead to choose from; seeding again keeps its choice', async () => {
    const seeded = callSchema.parse((await benAdmin.call('get', kickoff).expect(200)).body);
    expect(seeded.options).toHaveLength(3);
    expect(seeded.options.every((o) => Date.parse(o.startsAt) > Date.now())).toBe(true);
    expect(seeded).toMatchObject({ status: 'Pending', selection: null });
    expect(seeded.meetingDetails).toMatch(/^https:\/\//);
    await benAdmin.call('put', `${kickoff}/selection`, { optionId: seeded.options[0]?.id }).expect(200);

    // The seed again (as `npm run seed` on a running demo, here of the file's tenant): the call and the
    // employer's choice stay as they were.
    runOnce('clients', ['seed', '--tenant', tenant.name], sys.env);
    const after = callSchema.parse((await benAdmin.call('get', kickoff).expect(200)).body);
    expect(after.options).toEqual(seeded.options);
    expect(after.selection?.optionId).toBe(seeded.options[0]?.id);
  });

  test('a client whose kickoff call is done has no times offered', async () => {
    const done = tenant.client('bluebird-health');
    const call = callSchema.parse(
      (await admin.call('get', `/api/clients/${done}/calls/kickoff-call`).expect(200)).body,
    );
    expect(call.options).toEqual([]);
  });
});

describe('the outcome', () => {
  test('staff only: ben admins and brokers get 403', async () => {
    await benAdmin.call('put', `${service}/outcome`, { status: 'Complete' }).expect(403);
    await broker.call('put', `${service}/outcome`, { status: 'Complete' }).expect(403);
  });

  test('a recorded call needs its link; a status must be a kickoff call status', async () => {
    const res = await admin
      .call('put', `${service}/outcome`, { status: 'Complete - Call Recorded', recordingLink: '' })
      .expect(400);
    expect(messagesOf(res.body)).toEqual({ 'body.recordingLink': 'Please add the link to the recording' });
    const bad = await admin.call('put', `${service}/outcome`, { status: 'Done' }).expect(400);
    expect(Object.keys(messagesOf(bad.body))).toEqual(['body.status']);
  });

  test('No Response clears the choice; the client chooses again and the call is Pending again', async () => {
    const { options } = callSchema.parse((await admin.call('get', service).expect(200)).body);
    await benAdmin.call('put', `${service}/selection`, { optionId: options[0]?.id }).expect(200);
    const noResponse = callSchema.parse(
      (
        await admin
          .call('put', `${service}/outcome`, { status: 'No Response', outcomeNotes: 'Nobody joined' })
          .expect(200)
      ).body,
    );
    expect(noResponse).toMatchObject({ status: 'No Response', selection: null, scheduledAt: null });
    const again = callSchema.parse(
      (await benAdmin.call('put', `${service}/selection`, { optionId: options[0]?.id }).expect(200)).body,
    );
    expect(again.status).toBe('Pending');
    expect(again.scheduledAt).toBe(options[0]?.startsAt);
  });

  test('a recorded call: then choosing or offering again is a 409', async () => {
    const call = callSchema.parse(
      (
        await owner
          .call('put', `${service}/outcome`, {
            status: 'Complete - Call Recorded',
            outcomeNotes: 'Walked through claims',
            recordingLink: 'https://video.example.com/rec/42',
          })
          .expect(200)
      ).body,
    );
    expect(call).toMatchObject({
      status: 'Complete - Call Recorded',
      outcomeNotes: 'Walked through claims',
      recordingLink: 'https://video.example.com/rec/42',
    });
    expect(call.selection).not.toBeNull();
    const select = await benAdmin
      .call('put', `${service}/selection`, { requestedTime: 'Next week' })
      .expect(409);
    expect(messageOf(select.body)).toBe(
      'This call can no longer be scheduled: its outcome is already recorded',
    );
    const reoffer = await admin.call('put', `${service}/offer`, offer).expect(409);
    expect(messageOf(reoffer.body)).toBe(
      'Times can no longer be offered for this call: its outcome is already recorded',
    );
  });

  test('Declined is recorded; the kickoff call is apart from the service call', async () => {
    const declined = callSchema.parse(
      (await admin.call('put', `${kickoff}/outcome`, { status: 'Declined' }).expect(200)).body,
    );
    expect(declined.status).toBe('Declined');
    const serviceCall = callSchema.parse((await admin.call('get', service).expect(200)).body);
    expect(serviceCall.status).toBe('Complete - Call Recorded');
  });

  test('the calls’ tasks moved with them (decision 123): chosen → In Progress, recorded → Done, declined → Declined', async () => {
    const { rows } = await sys.sql.query<{ task_id: string; status: string; events: string }>(
      `select t."task_id", t."status",
              (select string_agg(e."event" || ':' || e."by_role", ',' order by e."at") from "clients"."task_event" e
                where e."task_id" = t."id") as "events"
         from "clients"."task" t
        where t."client_id" = $1 and t."task_id" in ('kickoff-call', 'ongoing-service-call')
        order by t."task_id"`,
      [own],
    );
    expect(rows).toEqual([
      { task_id: 'kickoff-call', status: 'Declined', events: 'started:BEN_ADMIN,declined:SLF_ADMIN' },
      // Chosen by the ben admin (the later choices, by then In Progress, moved nothing); recorded by the owner.
      { task_id: 'ongoing-service-call', status: 'Done', events: 'started:BEN_ADMIN,completed:SLF_OWNER' },
    ]);
  });
});

describe('change records', () => {
  test('every write of the call is in the audit trail, for staff and the client’s own people', async () => {
    const page = changeLogPageSchema.parse(
      (await benAdmin.call('get', `/api/clients/${own}/change-log?entity=ClientCall&limit=100`).expect(200))
        .body,
    );
    expect(page.items.length).toBeGreaterThanOrEqual(10);
    expect(page.items.every((item) => item.entity === 'ClientCall')).toBe(true);
    const statuses = page.items.flatMap((item) =>
      item.details.filter((d) => d.attributeKey === 'status').map((d) => d.value),
    );
    expect(statuses).toEqual(
      expect.arrayContaining(['No Response', 'Pending', 'Complete - Call Recorded', 'Declined']),
    );
    const { rows } = await sys.sql.query<{ operation: string }>(
      `select r."metadata"->>'operation' as "operation" from "clients"."change_record" r
        where r."entity" = 'ClientCall' and r."metadata"->>'clientId' = $1`,
      [own],
    );
    expect(rows.filter((r) => r.operation === 'create').length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.operation === 'update').length).toBeGreaterThanOrEqual(9);
  });
});
