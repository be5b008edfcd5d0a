import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { configurationSchema, serviceStatusSchema, ticketInfoSchema } from '@onboard/contracts';
import { waitFor } from '@onboard/server-kit/test-infra';
import request from 'supertest';
import { TestSystem, type Session, SYSTEM_START_TIMEOUT } from './harness.js';

// Jira through the whole system: gateway → clients service → Jira adapter → the stand-ins' Jira. The
// service-status cache is cut to 200 ms (5 minutes and 30 s by default) so switching Jira shows quickly.
// The Jira stand-in is the whole system's: the file switches it down only inside one test and brings it up
// again (the files of a shared system run one after the other); the tickets it reads are the stand-in's demo
// tickets, which no file changes.

let sys: TestSystem;
let admin: Session;
let benAdmin: Session;
let jira: string;

beforeAll(async () => {
  // SHARED_SYSTEM_ENV has the short service-status cache (SERVICE_STATUS_CACHE_MS, SERVICE_STATUS_RETRY_MS).
  sys = await TestSystem.shared('jira');
  const tenant = await sys.tenant('jira');
  jira = `http://127.0.0.1:${sys.standInsPort}/jira`;
  admin = await sys.signIn(await sys.makeUser('jira-admin', 'SLF_ADMIN'), 'jira-admin');
  benAdmin = await sys.signIn(
    await sys.makeUser('jira-ben', 'BEN_ADMIN', [tenant.client('harbor-logistics')]),
    'jira-ben',
  );
}, SYSTEM_START_TIMEOUT);

afterAll(async () => {
  // Jira up again whatever happened (not `/jira/reset`: the stand-in's tickets are not this file's to reset).
  if (jira)
    await fetch(`${jira}/down`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: false }),
    }).catch(() => undefined);
  await sys?.stop();
});

async function setJiraDown(down: boolean): Promise<void> {
  const res = await fetch(`${jira}/down`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });
  expect(res.status).toBe(200);
}

/** Polls the service status until it reads `jira`; answers that response. */
const statusBecomes = (jiraUp: boolean): Promise<request.Response> =>
  waitFor(
    `the service status to say Jira is ${jiraUp ? 'up' : 'down'}`,
    async () => {
      const res = await admin.call('get', '/api/service-status').expect(200);
      return serviceStatusSchema.parse(res.body).jira === jiraUp ? res : undefined;
    },
    { timeoutMs: 10_000 },
  );

describe('GET /api/configuration', () => {
  test('is public, with the support contacts and a 5-minute public cache', async () => {
    const res = await request(sys.url).get('/api/configuration').expect(200);
    expect(configurationSchema.parse(res.body)).toEqual({
      supportEmail: 'onboarding.support@onboard.test',
      supportPhone: '1-800-555-0199',
      environment: 'development',
      providerName: 'Sun Life',
      pageSize: 25,
      features: {},
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /api/clients/ticket/{ticketId}/info', () => {
  test('staff get a demo ticket with the client’s case id', async () => {
    const res = await admin.call('get', '/api/clients/ticket/ONB-1000/info').expect(200);
    expect(ticketInfoSchema.parse(res.body)).toMatchObject({
      ticketId: 'ONB-1000',
      summary: 'Onboarding: Harbor Logistics Inc.',
      status: 'In Progress',
      assignee: { name: 'Ivy Consultant', email: 'ivy.consultant@onboard.test' },
      caseId: '100200',
      employeesNumber: 140,
    });
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();
    // Ticket ids are read as Jira reads them, whatever the case.
    const lower = await admin.call('get', '/api/clients/ticket/onb-1003/info').expect(200);
    expect(lower.body).toMatchObject({ ticketId: 'ONB-1003', caseId: '100203' });
  });

  test('an unknown ticket is a 404 envelope; a malformed id a 400 on params.ticketId', async () => {
    const missing = await admin.call('get', '/api/clients/ticket/ONB-9999/info').expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Ticket ONB-9999 was not found in Jira',
      errors: [],
    });
    const bad = await admin.call('get', '/api/clients/ticket/not%20a%20ticket/info').expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors[0]?.path).toBe('params.ticketId');
  });

  test('anonymous callers get 401; a benefit administrator 403', async () => {
    const anonymous = await request(sys.url).get('/api/clients/ticket/ONB-1000/info').expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const ben = await benAdmin.call('get', '/api/clients/ticket/ONB-1000/info').expect(403);
    expect(ben.body.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/service-status and Jira going down', () => {
  test('signed-in users only; jira true while Jira answers, with a private 5-minute cache', async () => {
    await request(sys.url).get('/api/service-status').expect(401);
    const res = await admin.call('get', '/api/service-status').expect(200);
    expect(res.body).toEqual({ jira: true });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect((await benAdmin.call('get', '/api/service-status').expect(200)).body).toEqual({ jira: true });
  });

  test('Jira down: status false (cached briefly), ticket info 503; back up: true again', async () => {
    await setJiraDown(true);
    try {
      const down = await statusBecomes(false);
      expect(down.body).toEqual({ jira: false });
      expect(down.headers['cache-control']).toBe('private, max-age=30');

      const info = await admin.call('get', '/api/clients/ticket/ONB-1000/info').expect(503);
      expect(info.body).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Jira is not answering right now',
      });
      // The configuration does not depend on Jira.
      await request(sys.url).get('/api/configuration').expect(200);
    } finally {
      await setJiraDown(false);
    }
    expect((await statusBecomes(true)).body).toEqual({ jira: true });
    await admin.call('get', '/api/clients/ticket/ONB-1000/info').expect(200);
  });
});
