import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { USER_ADMIN_CALLS, type AnyCall } from '@onboard/contracts';
import { usersApi } from '../features/users/api/usersApi.js';
import { envelope, fakeGateway, json, userDto, type FakeGateway } from '../test/fakeGateway.js';
import { CSRF_HEADER, readCookie } from './api.js';
import { makeStore } from './store.js';

let gateway: FakeGateway;
const USER = '3a0e7c55-1111-4222-8333-444455556666';

function setCookie(value: string | null) {
  document.cookie =
    value === null
      ? 'onboard_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `onboard_csrf=${value}; path=/`;
}

beforeEach(() => setCookie(null));
afterEach(() => setCookie(null));

describe('CSRF header (spec section 7: all mutations send it)', () => {
  test('reads the cookie', () => {
    setCookie('abc.def');
    expect(readCookie('onboard_csrf')).toBe('abc.def');
    expect(readCookie('onboard_session')).toBeUndefined();
  });

  test.each<{ route: AnyCall; answer: unknown; call: (store: ReturnType<typeof makeStore>) => unknown }>([
    {
      route: USER_ADMIN_CALLS.resetPasswordFor,
      answer: { emailId: 'email-1' },
      call: (store) => store.dispatch(usersApi.endpoints.resetPassword.initiate(USER)),
    },
    {
      route: USER_ADMIN_CALLS.brokerUpdate,
      answer: userDto({ id: USER, role: 'BROKER', firstName: 'B' }),
      call: (store) =>
        store.dispatch(
          usersApi.endpoints.updateUser.initiate({ kind: 'broker', userId: USER, body: { firstName: 'B' } }),
        ),
    },
    {
      route: USER_ADMIN_CALLS.brokerDelete,
      answer: { ok: true },
      call: (store) =>
        store.dispatch(usersApi.endpoints.deleteUser.initiate({ kind: 'broker', userId: USER })),
    },
  ])(
    'a $route.method carries the value of the onboard_csrf cookie at the time of the call',
    async ({ route, answer, call }) => {
      gateway = fakeGateway([{ route, respond: () => json(200, answer) }]);
      globalThis.fetch = gateway.fetch;
      const store = makeStore();
      setCookie('first.token');
      await call(store);
      setCookie('second.token');
      await call(store);
      const sent = gateway.requests(route).map((request) => request.headers.get(CSRF_HEADER));
      expect(sent).toEqual(['first.token', 'second.token']);
      expect(gateway.requests(route).every((request) => request.credentials === 'include')).toBe(true);
    },
  );

  test('a GET does not carry it', async () => {
    gateway = fakeGateway([
      {
        route: USER_ADMIN_CALLS.brokerList,
        respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }),
      },
    ]);
    globalThis.fetch = gateway.fetch;
    setCookie('some.token');
    await makeStore().dispatch(
      usersApi.endpoints.listUsers.initiate({ kind: 'broker', page: 3, search: 'bea' }),
    );
    const [request] = gateway.requests(USER_ADMIN_CALLS.brokerList);
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
        route: USER_ADMIN_CALLS.resetPasswordFor,
        params: { userId: USER },
        respond: () => {
          calls += 1;
          if (calls === 1) {
            // The gateway rotated the token meanwhile.
            setCookie('rotated.token');
            return envelope(403, 'FORBIDDEN', 'invalid csrf token');
          }
          return json(200, { emailId: 'email-1' });
        },
      },
    ]);
    globalThis.fetch = gateway.fetch;
    setCookie('stale.token');
    // On a fake clock: no retry before 3 s, the retry at 3 s (spec section 9).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const pending = makeStore().dispatch(usersApi.endpoints.resetPassword.initiate(USER));
    let result: Awaited<typeof pending> | undefined;
    try {
      await jest.advanceTimersByTimeAsync(2_900);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(200);
      result = await pending;
    } finally {
      jest.useRealTimers();
    }
    expect(calls).toBe(2);
    expect(result?.data).toEqual({ emailId: 'email-1' });
    expect(
      gateway.requests(USER_ADMIN_CALLS.resetPasswordFor).map((r) => r.headers.get(CSRF_HEADER)),
    ).toEqual(['stale.token', 'rotated.token']);
  });
});
