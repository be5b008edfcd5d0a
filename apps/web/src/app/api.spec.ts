import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { usersApi } from '../features/users/api/usersApi.js';
import { envelope, fakeGateway, json, type FakeGateway } from '../test/fakeGateway.js';
import { CSRF_HEADER, readCookie } from './api.js';
import { makeStore } from './store.js';

const originalFetch = globalThis.fetch;
let gateway: FakeGateway;
const USER = '3a0e7c55-1111-4222-8333-444455556666';

function setCookie(value: string | null) {
  document.cookie =
    value === null
      ? 'onboard_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `onboard_csrf=${value}; path=/`;
}

beforeEach(() => setCookie(null));
afterEach(() => {
  globalThis.fetch = originalFetch;
  setCookie(null);
});

describe('CSRF header (spec section 7: all mutations send it)', () => {
  test('reads the cookie', () => {
    setCookie('abc.def');
    expect(readCookie('onboard_csrf')).toBe('abc.def');
    expect(readCookie('onboard_session')).toBeUndefined();
  });

  test.each([
    [
      'POST',
      (store: ReturnType<typeof makeStore>) =>
        store.dispatch(usersApi.endpoints.resetPassword.initiate(USER)),
    ],
    [
      'PUT',
      (store: ReturnType<typeof makeStore>) =>
        store.dispatch(
          usersApi.endpoints.updateUser.initiate({ kind: 'broker', userId: USER, body: { firstName: 'B' } }),
        ),
    ],
    [
      'DELETE',
      (store: ReturnType<typeof makeStore>) =>
        store.dispatch(usersApi.endpoints.deleteUser.initiate({ kind: 'broker', userId: USER })),
    ],
  ])('a %s carries the value of the onboard_csrf cookie at the time of the call', async (method, call) => {
    gateway = fakeGateway([{ method, path: /^\/api\/users\//, respond: () => json(200, { ok: true }) }]);
    globalThis.fetch = gateway.fetch;
    const store = makeStore();
    setCookie('first.token');
    await call(store);
    setCookie('second.token');
    await call(store);
    const sent = gateway
      .requests(/^\/api\/users\//, method)
      .map((request) => request.headers.get(CSRF_HEADER));
    expect(sent).toEqual(['first.token', 'second.token']);
    expect(
      gateway.requests(/^\/api\/users\//, method).every((request) => request.credentials === 'include'),
    ).toBe(true);
  });

  test('a GET does not carry it', async () => {
    gateway = fakeGateway([
      { path: '/api/users/broker', respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }) },
    ]);
    globalThis.fetch = gateway.fetch;
    setCookie('some.token');
    await makeStore().dispatch(
      usersApi.endpoints.listUsers.initiate({ kind: 'broker', page: 3, search: 'bea' }),
    );
    const [request] = gateway.requests('/api/users/broker', 'GET');
    expect(request?.headers.get(CSRF_HEADER)).toBeNull();
    // Paging of spec section 7: limit = page size, offset = (page - 1) × page size.
    expect(Object.fromEntries(new URL(request?.url ?? '').searchParams)).toEqual({
      search: 'bea',
      limit: '25',
      offset: '50',
      sortBy: 'name',
      sortDirection: 'asc',
    });
  });

  test('"invalid csrf token" is retried after 3 s with the cookie as it is then', async () => {
    let calls = 0;
    gateway = fakeGateway([
      {
        method: 'POST',
        path: `/api/users/reset-password/userId/${USER}`,
        respond: () => {
          calls += 1;
          if (calls === 1) {
            // The gateway rotated the token meanwhile.
            setCookie('rotated.token');
            return envelope(403, 'FORBIDDEN', 'invalid csrf token');
          }
          return json(200, { ok: true });
        },
      },
    ]);
    globalThis.fetch = gateway.fetch;
    setCookie('stale.token');
    const started = Date.now();
    const result = await makeStore().dispatch(usersApi.endpoints.resetPassword.initiate(USER));
    expect(result.data).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(gateway.requests(/reset-password/, 'POST').map((r) => r.headers.get(CSRF_HEADER))).toEqual([
      'stale.token',
      'rotated.token',
    ]);
  });
});
