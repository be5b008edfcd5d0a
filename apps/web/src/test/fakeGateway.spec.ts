import { afterEach, describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AnyCall, type RequestOf } from '@onboard/contracts';
import { clientsApi } from '../features/clients/api/clientsApi.js';
import { requestOf } from '../app/routeEndpoint.js';
import { makeStore } from '../app/store.js';
import { CLIENT_A, CLIENT_B, clientDto } from './clients.js';
import { envelope, fakeGateway, json } from './fakeGateway.js';
import { failOnGatewayMismatches, takeGatewayMismatches } from './gatewayChecks.js';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

/** The URL the web calls for a route entry (what `fetchBaseQuery({ baseUrl: '/api' })` requests). */
const urlOf = <E extends AnyCall>(route: E, input: RequestOf<E>) => `/api/${requestOf(route, input).url}`;

describe('the fake gateway answers by route entry', () => {
  test('a fake keyed by an entry answers the endpoint built from the same entry', async () => {
    const gateway = fakeGateway([
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
    ]);
    globalThis.fetch = gateway.fetch;

    const result = await makeStore().dispatch(clientsApi.endpoints.getClient.initiate(CLIENT_A));

    expect(result.data).toEqual(clientDto());
    expect(gateway.requests(CLIENTS_CALLS.get, { clientId: CLIENT_A })).toHaveLength(1);
  });

  test('it follows the entry: after a path is renamed, the keyed fake still answers and a typed path is stale', async () => {
    // The same call under another path, as a rename in the route table would make it.
    const renamed = { ...CLIENTS_CALLS.get, path: '/customers/:clientId' };
    const keyed = fakeGateway([
      { route: renamed, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
    ]);
    const typed = fakeGateway([{ path: `/api/clients/${CLIENT_A}`, respond: () => json(200, clientDto()) }]);
    const url = urlOf(renamed, { params: { clientId: CLIENT_A } });

    expect(url).toBe(`/api/customers/${CLIENT_A}`);
    expect((await keyed.fetch(url)).status).toBe(200);
    expect(keyed.requests(renamed, { clientId: CLIENT_A })).toHaveLength(1);
    expect(await (await typed.fetch(url)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  test('a path not in the table, or another record than the params name, gets the fake’s 404', async () => {
    const gateway = fakeGateway([
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
    ]);

    for (const url of ['/api/no-such-call', urlOf(CLIENTS_CALLS.get, { params: { clientId: CLIENT_B } })]) {
      const response = await gateway.fetch(url);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(gateway.requests(CLIENTS_CALLS.get, { clientId: CLIENT_A })).toHaveLength(0);
  });
});

describe('the fake gateway checks each call of the route table as the real gateway would', () => {
  test('an answer the gateway could not send is a mismatch naming the route, the answer and the issues', async () => {
    const gateway = fakeGateway([
      { route: CLIENTS_CALLS.get, respond: () => json(200, { ...clientDto(), id: 42 }) },
    ]);

    await gateway.fetch(urlOf(CLIENTS_CALLS.get, { params: { clientId: CLIENT_A } }));

    const found = await takeGatewayMismatches();
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`GET /api/clients/${CLIENT_A} (clients.get, GET /api/clients/:clientId)`);
    expect(found[0]).toContain("breaks the route's response schema");
    expect(found[0]).toMatch(/- id: /);
  });

  test('a request the gateway would refuse is a mismatch: its params, and its body', async () => {
    const gateway = fakeGateway([{ route: CLIENTS_CALLS.update, respond: () => json(200, clientDto()) }]);

    await gateway.fetch('/api/clients/not-a-uuid', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 42 }),
    });

    const found = await takeGatewayMismatches();
    expect(found.some((m) => m.includes("request's params breaks") && m.includes('clientId'))).toBe(true);
    expect(found.some((m) => m.includes("request's body breaks") && m.includes('clients.update'))).toBe(true);
  });

  test('a request the fake refuses as the gateway would (400 VALIDATION_FAILED) is none: a test of the server’s field errors', async () => {
    const gateway = fakeGateway([
      {
        route: CLIENTS_CALLS.update,
        respond: () =>
          envelope(400, 'VALIDATION_FAILED', 'Some fields are invalid', [
            { path: 'body.name', message: 'Too long' },
          ]),
      },
    ]);

    await gateway.fetch(`/api/clients/${CLIENT_A}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 42 }),
    });

    expect(await takeGatewayMismatches()).toEqual([]);
  });

  test("an error that is not the gateway's envelope, or a success with another status, is a mismatch", async () => {
    const gateway = fakeGateway([
      {
        route: CLIENTS_CALLS.get,
        params: { clientId: CLIENT_A },
        respond: () => json(500, { error: 'boom' }),
      },
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_B }, respond: () => json(201, clientDto()) },
    ]);

    await gateway.fetch(urlOf(CLIENTS_CALLS.get, { params: { clientId: CLIENT_A } }));
    await gateway.fetch(urlOf(CLIENTS_CALLS.get, { params: { clientId: CLIENT_B } }));

    const found = await takeGatewayMismatches();
    expect(found[0]).toContain("is not the gateway's error envelope");
    expect(found[1]).toContain("another status than the gateway's success: 200");
  });

  test('the hook after each test fails it with every mismatch, and a right call or a path outside the table is none', async () => {
    const gateway = fakeGateway([
      { route: CLIENTS_CALLS.get, respond: () => json(200, { ...clientDto(), id: 42 }) },
      { path: '/api/health/ready', respond: () => json(200, { anything: true }) },
    ]);
    await gateway.fetch(urlOf(CLIENTS_CALLS.get, { params: { clientId: CLIENT_A } }));
    await gateway.fetch('/api/health/ready');

    await expect(failOnGatewayMismatches()).rejects.toThrow(/clients\.get[\s\S]*- id: /);
    // Taken by the failure: the next check passes.
    await expect(failOnGatewayMismatches()).resolves.toBeUndefined();

    const right = fakeGateway([{ route: CLIENTS_CALLS.get, respond: () => json(200, clientDto()) }]);
    await right.fetch(urlOf(CLIENTS_CALLS.get, { params: { clientId: CLIENT_A } }));
    expect(await takeGatewayMismatches()).toEqual([]);
  });
});
