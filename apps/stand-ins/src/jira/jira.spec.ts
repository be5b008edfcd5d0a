import { afterAll, afterEach, describe, expect, test } from '@jest/globals';
import { createStandIns } from '../server.js';
import { jiraIssueSchema, seededIssues, type JiraIssue } from './jira.issues.js';

// The Jira stand-in as the stand-ins server mounts it, called in-process (inject): no port needed.
const standIns = createStandIns();
const { http } = standIns;

afterEach(async () => {
  await http.inject({ method: 'POST', url: '/jira/reset' });
});

afterAll(async () => {
  await http.close();
});

const issue = async (key: string) => http.inject({ method: 'GET', url: `/jira/rest/api/2/issue/${key}` });

describe('Jira stand-in: issues', () => {
  test('answers the demo tickets ONB-1000…ONB-1007 with the demo clients’ case ids', async () => {
    for (let n = 0; n < 8; n++) {
      const res = await issue(`ONB-${1000 + n}`);
      expect(res.statusCode).toBe(200);
      const body = jiraIssueSchema.parse(res.json());
      expect(body.key).toBe(`ONB-${1000 + n}`);
      expect(body.fields.customfield_case_id).toBe(String(100200 + n));
    }
    const first = okIssue(await issue('ONB-1000'));
    expect(first).toMatchObject({
      id: expect.any(String),
      key: 'ONB-1000',
      fields: {
        summary: 'Onboarding: Harbor Logistics Inc.',
        status: { name: 'In Progress' },
        assignee: { displayName: 'Ivy Consultant', emailAddress: 'ivy.consultant@onboard.test' },
        customfield_employee_count: 140,
      },
    });
    // Jira's own timestamp format: milliseconds and a +0000 offset.
    expect(first.fields.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
    expect(first.fields.customfield_effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(okIssue(await issue('ONB-1007')).fields.assignee).toBeNull();
    // Keys are found whatever their case, as Jira does.
    expect((await issue('onb-1001')).statusCode).toBe(200);
  });

  test('an unknown issue is 404 with Jira’s error body', async () => {
    const res = await issue('ONB-9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errorMessages: ['Issue does not exist or you do not have permission to see it.'],
      errors: {},
    });
  });

  test('POST /jira/issues adds or replaces an issue; reset restores the demo tickets', async () => {
    const added: JiraIssue = {
      key: 'NEW-1',
      fields: {
        summary: 'Onboarding: New Co',
        status: { name: 'To Do' },
        assignee: null,
        updated: '2026-01-02T10:20:30.000+0000',
        customfield_case_id: null,
        customfield_employee_count: null,
        customfield_effective_date: null,
      },
    };
    const created = await http.inject({ method: 'POST', url: '/jira/issues', payload: added });
    expect(created.statusCode).toBe(201);
    expect(okIssue(await issue('NEW-1')).fields.summary).toBe('Onboarding: New Co');

    const seeded = seededIssues()[0] as JiraIssue;
    const replaced = await http.inject({
      method: 'POST',
      url: '/jira/issues',
      payload: { ...seeded, fields: { ...seeded.fields, summary: 'Renamed' } },
    });
    expect(replaced.statusCode).toBe(200);
    expect(okIssue(await issue('ONB-1000')).fields.summary).toBe('Renamed');

    const bad = await http.inject({ method: 'POST', url: '/jira/issues', payload: { key: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorMessages: ['Invalid request'] });

    await http.inject({ method: 'POST', url: '/jira/reset' });
    expect((await issue('NEW-1')).statusCode).toBe(404);
    expect(okIssue(await issue('ONB-1000')).fields.summary).toBe('Onboarding: Harbor Logistics Inc.');
  });
});

describe('Jira stand-in: server info and the down switch', () => {
  test('serverInfo answers version and server time', async () => {
    const res = await http.inject({ method: 'GET', url: '/jira/rest/api/2/serverInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: expect.any(String), serverTime: expect.any(String) });
  });

  test('down makes every REST route answer 503 until switched back; switches and health keep working', async () => {
    const down = await http.inject({ method: 'POST', url: '/jira/down', payload: { down: true } });
    expect(down.json()).toEqual({ down: true });
    expect((await issue('ONB-1000')).statusCode).toBe(503);
    expect((await issue('ONB-9999')).statusCode).toBe(503);
    expect((await http.inject({ method: 'GET', url: '/jira/rest/api/2/serverInfo' })).statusCode).toBe(503);
    expect((await http.inject({ method: 'GET', url: '/jira/health' })).statusCode).toBe(200);

    await http.inject({ method: 'POST', url: '/jira/down', payload: { down: false } });
    expect((await issue('ONB-1000')).statusCode).toBe(200);
    expect((await http.inject({ method: 'GET', url: '/jira/rest/api/2/serverInfo' })).statusCode).toBe(200);
  });

  test('a malformed switch is 400', async () => {
    const res = await http.inject({ method: 'POST', url: '/jira/down', payload: { down: 'yes' } });
    expect(res.statusCode).toBe(400);
  });
});

function okIssue(res: { statusCode: number; json: () => unknown }): JiraIssue & { id: string } {
  expect(res.statusCode).toBe(200);
  return res.json() as JiraIssue & { id: string };
}
