import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { LIVE_CLOSE_CODES, type LiveEvent, type Role } from '@onboard/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { api } from '../../../app/api.js';
import { makeStore } from '../../../app/store.js';
import { Toaster } from '../../../components/ui/toaster.js';
import { resources } from '../../../i18n/allResources.js';
import { createI18n } from '../../../i18n/index.js';
import { authUser, fakeGateway, signedInAs, type FakeGateway } from '../../../test/fakeGateway.js';
import { AUTH_CALLS } from '@onboard/contracts';
import { system } from '../../../theme.js';
import { fakeSockets, type FakeSocket } from '../fakeSocket.js';
import { LiveEventsProvider, useLiveEventsStatus, type Notify } from './LiveEventsProvider.js';

let gateway: FakeGateway;
let sockets: FakeSocket[];
let createSocket: (url: string) => FakeSocket;
let last: () => FakeSocket;

beforeEach(() => {
  ({ sockets, createSocket, last } = fakeSockets());
});

function Status() {
  return <p data-testid="status">{useLiveEventsStatus() ?? 'none'}</p>;
}

const signIn = (role: Role) => {
  gateway = fakeGateway([signedInAs(authUser({ role }))]);
  globalThis.fetch = gateway.fetch;
};

function renderProvider({ notify, toaster = false }: { notify?: Notify; toaster?: boolean } = {}) {
  const store = makeStore();
  const dispatched: unknown[] = [];
  const original = store.dispatch;
  store.dispatch = ((action: unknown) => {
    dispatched.push(action);
    return (original as (a: unknown) => unknown)(action);
  }) as typeof store.dispatch;
  render(
    <ChakraProvider value={system}>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={createI18n('en', resources)}>
          <MemoryRouter>
            <LiveEventsProvider
              connection={{ url: 'ws://test/api/events', createSocket }}
              {...(notify ? { notify } : {})}
            >
              <Status />
              {toaster && <Toaster />}
            </LiveEventsProvider>
          </MemoryRouter>
        </I18nextProvider>
      </ReduxProvider>
    </ChakraProvider>,
  );
  const invalidated = () =>
    dispatched
      .filter((action) => api.util.invalidateTags.match(action as never))
      .flatMap((action) => (action as { payload: unknown[] }).payload);
  return { store, invalidated };
}

const connected = async () => {
  await waitFor(() => expect(sockets).toHaveLength(1));
  act(() => {
    last().open();
  });
  expect(screen.getByTestId('status').textContent).toBe('open');
};

const send = (event: LiveEvent) =>
  act(() => {
    last().send(JSON.stringify(event));
  });

describe('who gets the live connection (spec §6: admins and owners)', () => {
  test.each(['SLF_ADMIN', 'SLF_OWNER'] as const)('%s: one socket, its status shown', async (role) => {
    signIn(role);
    renderProvider();
    await connected();
    expect(last().url).toBe('ws://test/api/events');
  });

  test.each(['BEN_ADMIN', 'BROKER'] as const)('%s: no socket', async (role) => {
    signIn(role);
    renderProvider();
    await waitFor(() => expect(gateway.requests(AUTH_CALLS.session)).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(sockets).toHaveLength(0);
    expect(screen.getByTestId('status').textContent).toBe('none');
  });

  test('anonymous: no socket', async () => {
    gateway = fakeGateway([]);
    globalThis.fetch = gateway.fetch;
    renderProvider();
    await waitFor(() => expect(gateway.requests(AUTH_CALLS.session).length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(sockets).toHaveLength(0);
  });
});

describe('what events do', () => {
  test('QPS_PUSH_STATUS refreshes the client API jobs and the list', async () => {
    signIn('SLF_ADMIN');
    const { invalidated } = renderProvider({ notify: jest.fn() });
    await connected();
    send({ type: 'QPS_PUSH_STATUS', clientId: 'c1', apiJobStatus: 'COMPLETED' });
    expect(invalidated()).toEqual([
      { type: 'ApiJob', id: 'c1' },
      { type: 'ApiJob', id: 'LIST' },
    ]);
  });

  test('EMAIL_SENT refreshes the e-mail and the list and shows a toast linking to it', async () => {
    signIn('SLF_OWNER');
    const notify = jest.fn<Notify>();
    const { invalidated } = renderProvider({ notify });
    await connected();
    send({ type: 'EMAIL_SENT', emailId: 'e-42', subject: 'Welcome aboard' });
    expect(invalidated()).toEqual([
      { type: 'Email', id: 'e-42' },
      { type: 'Email', id: 'LIST' },
    ]);
    expect(notify).toHaveBeenCalledTimes(1);
    const toast = notify.mock.calls[0]?.[0];
    expect(toast?.title).toBe('An email was just sent: Welcome aboard');
  });

  test('the toast appears in the app toaster with a "View email" link to the e-mail page', async () => {
    signIn('SLF_ADMIN');
    renderProvider({ toaster: true });
    await connected();
    send({ type: 'EMAIL_SENT', emailId: 'e-42', subject: 'Welcome aboard' });
    expect(await screen.findByText('An email was just sent: Welcome aboard')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'View email' });
    expect(link.getAttribute('href')).toBe('/emails/e-42');
  });

  test("CENSUS_PROGRESS refreshes the policy's census on a file's first progress and when validated", async () => {
    signIn('SLF_ADMIN');
    const { invalidated } = renderProvider({ notify: jest.fn() });
    await connected();
    const progress = (status: 'VALIDATING' | 'VALIDATED', rowsDone: number): LiveEvent => ({
      type: 'CENSUS_PROGRESS',
      clientId: 'c1',
      policyId: 'p1',
      documentId: 'd1',
      status,
      rowsDone,
    });
    send(progress('VALIDATING', 100));
    send(progress('VALIDATING', 200));
    send(progress('VALIDATING', 300));
    send(progress('VALIDATED', 400));
    expect(invalidated()).toEqual([
      { type: 'Census', id: 'p1' },
      { type: 'Census', id: 'p1' },
    ]);
  });

  test('after a reconnection the API job and e-mail lists are refreshed (events may have been missed)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      signIn('SLF_ADMIN');
      const { invalidated } = renderProvider({ notify: jest.fn() });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      act(() => {
        last().open();
      });
      expect(invalidated()).toEqual([]);
      act(() => {
        last().drop();
      });
      expect(screen.getByTestId('status').textContent).toBe('reconnecting');
      act(() => {
        jest.advanceTimersByTime(1_000);
      });
      act(() => {
        last().open();
      });
      expect(invalidated()).toEqual([
        { type: 'ApiJob', id: 'LIST' },
        { type: 'Email', id: 'LIST' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('Unauthorized: the session call renews the cookies, then the socket reconnects (4 times at most)', async () => {
    signIn('SLF_ADMIN');
    renderProvider({ notify: jest.fn() });
    await connected();
    const sessionCalls = () => gateway.requests(AUTH_CALLS.session).length;
    const before = sessionCalls();
    for (let retry = 1; retry <= 4; retry += 1) {
      act(() => {
        last().drop(LIVE_CLOSE_CODES.unauthorized, 'unauthorized');
      });
      await waitFor(() => expect(sockets).toHaveLength(retry + 1));
      // Each reconnection came after a session call (a busy machine may let the page's own first session
      // fetch land late, so the count is a lower bound; the sockets count exactly).
      expect(sessionCalls()).toBeGreaterThanOrEqual(before + retry);
    }
    act(() => {
      last().drop(LIVE_CLOSE_CODES.unauthorized, 'unauthorized');
    });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('closed'));
    // The fifth Unauthorized is not retried: four re-authentications, five sockets in all.
    expect(sockets).toHaveLength(5);
  });
});
