import { afterEach, describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AnyCall, type RequestOf } from '@onboard/contracts';
import { clientsApi } from '../features/clients/api/clientsApi.js';
import { requestOf } from '../app/routeEndpoint.js';
import { makeStore } from '../app/store.js';
import { CLIENT_A, CLIENT_B, clientDto } from './clients.js';
import { fakeGateway, json } from './fakeGateway.js';

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
