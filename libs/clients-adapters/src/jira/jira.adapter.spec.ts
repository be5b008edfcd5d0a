import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ticketInfoSchema } from '@onboard/contracts';
import { createLogger, DomainError, loadConfig } from '@onboard/server-kit';
import { isoFromJira, JiraAdapter } from './jira.adapter.js';
import { jiraEnv } from './jira.config.js';

// A small HTTP server answering as Jira's REST API does (the stand-ins app is another project: not imported).
type Answer = { status: number; body?: unknown; raw?: string; delayMs?: number };
let answers: Record<string, Answer> = {};
let requested: string[] = [];
let server: Server;
let baseUrl: string;

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://jira.test');
  requested.push(`${url.pathname}${url.search}`);
  const answer = answers[url.pathname] ?? {
    status: 404,
    body: { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} },
  };
  const send = (): void => {
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': answer.raw ? 'text/html' : 'application/json' });
    response.end(answer.raw ?? JSON.stringify(answer.body));
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
  else send();
}

const issue = {
  id: '10000',
  key: 'ONB-1000',
  fields: {
    summary: 'Onboarding: Harbor Logistics Inc.',
    status: { name: 'In Progress', statusCategory: { key: 'indeterminate' } },
    assignee: { displayName: 'Ivy Consultant', emailAddress: 'ivy.consultant@onboard.test', active: true },
    updated: '2026-01-02T10:20:30.000-0500',
    customfield_case_id: '100200',
    customfield_employee_count: 140.0,
    customfield_effective_date: '2026-03-01',
    comment: { comments: [] },
  },
};

const logger = createLogger('clients-test', 'silent');
// Far above what a local answer needs (a busy machine only makes it slower); the timeout tests name a short one.
const adapterFor = (url: string, timeoutMs = 10_000): JiraAdapter =>
  new JiraAdapter(loadConfig(jiraEnv, { JIRA_BASE_URL: url, JIRA_TIMEOUT_MS: String(timeoutMs) }), logger);

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jira/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = {};
  requested = [];
});

describe('JiraAdapter.ticketInfo', () => {
  test('reads an issue into TicketInfo, asking only for the fields it uses', async () => {
    answers['/jira/rest/api/2/issue/ONB-1000'] = { status: 200, body: issue };
    const info = await adapterFor(baseUrl).ticketInfo('ONB-1000');
    expect(ticketInfoSchema.parse(info)).toEqual({
      ticketId: 'ONB-1000',
      summary: 'Onboarding: Harbor Logistics Inc.',
      status: 'In Progress',
      assignee: { name: 'Ivy Consultant', email: 'ivy.consultant@onboard.test' },
      caseId: '100200',
      employeesNumber: 140,
      effectiveDate: '2026-03-01',
      updatedAt: '2026-01-02T15:20:30.000Z',
    });
    expect(requested[0]).toMatch(/^\/jira\/rest\/api\/2\/issue\/ONB-1000\?fields=summary,status,assignee,/);
  });

  test('unassigned tickets, hidden e-mails and absent custom fields become nulls', async () => {
    answers['/jira/rest/api/2/issue/NEW-1'] = {
      status: 200,
      body: {
        key: 'NEW-1',
        fields: {
          summary: 'New',
          status: { name: 'To Do' },
          assignee: null,
          updated: '2026-01-02T10:20:30.000+0000',
        },
      },
    };
    answers['/jira/rest/api/2/issue/NEW-2'] = {
      status: 200,
      body: {
        key: 'NEW-2',
        fields: {
          summary: 'New',
          status: { name: 'To Do' },
          assignee: { displayName: 'Private Person' },
          updated: '2026-01-02T10:20:30.000+0000',
          customfield_case_id: 100300,
          customfield_employee_count: null,
          customfield_effective_date: '2026-04-01T00:00:00.000+0000',
        },
      },
    };
    const adapter = adapterFor(baseUrl);
    expect(await adapter.ticketInfo('NEW-1')).toMatchObject({
      assignee: null,
      caseId: null,
      employeesNumber: null,
      effectiveDate: null,
      updatedAt: '2026-01-02T10:20:30.000Z',
    });
    expect(await adapter.ticketInfo('NEW-2')).toMatchObject({
      assignee: { name: 'Private Person', email: null },
      caseId: '100300',
      effectiveDate: '2026-04-01',
    });
  });

  test('an unknown ticket is NOT_FOUND with the ticket id in the message', async () => {
    const error = await failure(adapterFor(baseUrl).ticketInfo('ONB-9999'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Ticket ONB-9999 was not found in Jira');
  });

  test('5xx, refused credentials, HTML error pages and unreadable answers are SERVICE_UNAVAILABLE', async () => {
    answers['/jira/rest/api/2/issue/A-1'] = { status: 503, body: { errorMessages: ['down'] } };
    answers['/jira/rest/api/2/issue/A-2'] = { status: 401, body: { errorMessages: ['login'] } };
    answers['/jira/rest/api/2/issue/A-3'] = { status: 502, raw: '<html>Bad gateway</html>' };
    answers['/jira/rest/api/2/issue/A-4'] = { status: 200, body: { key: 'A-4', fields: { summary: 1 } } };
    answers['/jira/rest/api/2/issue/A-5'] = {
      status: 200,
      body: { ...issue, fields: { ...issue.fields, updated: 'yesterday' } },
    };
    for (const id of ['A-1', 'A-2', 'A-3', 'A-4', 'A-5']) {
      const error = await failure(adapterFor(baseUrl).ticketInfo(id));
      expect([id, error.code, error.message]).toEqual([
        id,
        'SERVICE_UNAVAILABLE',
        'Jira is not answering right now',
      ]);
    }
  });

  test('a Jira slower than JIRA_TIMEOUT_MS is SERVICE_UNAVAILABLE, without waiting for its answer', async () => {
    answers['/jira/rest/api/2/issue/ONB-1000'] = { status: 200, body: issue, delayMs: 30_000 };
    const started = Date.now();
    const error = await failure(adapterFor(baseUrl, 200).ticketInfo('ONB-1000'));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test('a refused connection is SERVICE_UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(adapterFor(`http://127.0.0.1:${port}/jira`).ticketInfo('ONB-1000'));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('JiraAdapter.isUp', () => {
  test('true when serverInfo answers with a version; false on errors, timeouts and refusals', async () => {
    answers['/jira/rest/api/2/serverInfo'] = {
      status: 200,
      body: { version: '9.12.0', serverTime: '2026-01-02T10:20:30.000+0000' },
    };
    expect(await adapterFor(baseUrl).isUp()).toBe(true);

    answers['/jira/rest/api/2/serverInfo'] = { status: 503, body: { errorMessages: ['down'] } };
    expect(await adapterFor(baseUrl).isUp()).toBe(false);

    answers['/jira/rest/api/2/serverInfo'] = { status: 200, raw: '<html>maintenance</html>' };
    expect(await adapterFor(baseUrl).isUp()).toBe(false);

    answers['/jira/rest/api/2/serverInfo'] = { status: 200, body: { version: '9' }, delayMs: 30_000 };
    expect(await adapterFor(baseUrl, 200).isUp()).toBe(false);

    expect(await adapterFor('http://127.0.0.1:1/jira').isUp()).toBe(false);
  });
});

describe('configuration and timestamps', () => {
  test('defaults point at the local stand-ins with a 3 s timeout; bad values fail at boot', () => {
    expect(loadConfig(jiraEnv, {})).toEqual({
      JIRA_BASE_URL: 'http://127.0.0.1:4100/jira',
      JIRA_TIMEOUT_MS: 3000,
    });
    expect(() => loadConfig(jiraEnv, { JIRA_BASE_URL: 'ftp://jira' })).toThrow(/JIRA_BASE_URL/);
    expect(() => loadConfig(jiraEnv, { JIRA_TIMEOUT_MS: '0' })).toThrow(/JIRA_TIMEOUT_MS/);
  });

  test('isoFromJira reads Jira’s offsets with and without a colon', () => {
    expect(isoFromJira('2026-01-02T10:20:30.000+0000')).toBe('2026-01-02T10:20:30.000Z');
    expect(isoFromJira('2026-01-02T10:20:30.000+05:30')).toBe('2026-01-02T04:50:30.000Z');
    expect(isoFromJira('2026-01-02T10:20:30.000Z')).toBe('2026-01-02T10:20:30.000Z');
    expect(isoFromJira('not a date')).toBeUndefined();
  });
});
