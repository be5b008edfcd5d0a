import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { CLIENTS_CALLS, REFERENCE_CALLS } from '@onboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { reloadForNewChunks } from '../components/ui/ErrorBoundary.js';
import { CLIENT_A } from '../test/clients.js';
import { authUser, configurationDto, envelope, json } from '../test/fakeGateway.js';
import { visitAs } from '../test/renderWithGateway.js';
import { CLIENT_NOT_ACCESSIBLE_MESSAGE } from './errors.js';

afterEach(() => {
  sessionStorage.clear();
});

describe('calls that answer "maintenance" open /maintenance (spec section 8)', () => {
  test('503 with the MAINTENANCE marker (after the query’s one retry)', async () => {
    const { gateway, router } = visitAs(authUser(), '/clients/admin', [
      {
        route: CLIENTS_CALLS.list,
        respond: () => envelope(503, 'MAINTENANCE', 'Onboard is down for maintenance'),
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onboard is down for maintenance' }),
    ).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.list)).toHaveLength(2);
  });

  test('403 "Client is not accessible at the moment"', async () => {
    const { router } = visitAs(
      authUser({ role: 'BEN_ADMIN', clientIds: [CLIENT_A] }),
      `/client/${CLIENT_A}`,
      [
        {
          route: CLIENTS_CALLS.get,
          params: { clientId: CLIENT_A },
          respond: () => envelope(403, 'FORBIDDEN', CLIENT_NOT_ACCESSIBLE_MESSAGE),
        },
        { route: REFERENCE_CALLS.featureToggles, respond: () => json(200, {}) },
      ],
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
  });

  test('other errors stay on the page with their message', async () => {
    const { router } = visitAs(authUser(), '/clients/admin', [
      {
        route: CLIENTS_CALLS.list,
        respond: () => envelope(400, 'VALIDATION_FAILED', 'limit must be between 1 and 100'),
      },
    ]);
    expect(await screen.findByText('limit must be between 1 and 100')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients/admin');
  });
});

describe('support e-mail of the configuration', () => {
  test('the generic error text names the support e-mail GET /api/configuration gives', async () => {
    const { gateway } = visitAs(authUser(), '/clients/admin', [
      {
        route: REFERENCE_CALLS.configuration,
        respond: () => json(200, configurationDto()),
      },
      { route: CLIENTS_CALLS.list, respond: () => envelope(500, 'INTERNAL', 'boom') },
    ]);
    expect(
      await screen.findByText(
        'Oops! Something went wrong. Please try again. If that doesn’t help, email help@insurer.example.',
      ),
    ).toBeTruthy();
    // Loaded once, never refetched: "cached locally, never stale".
    expect(gateway.requests(REFERENCE_CALLS.configuration)).toHaveLength(1);
  });
});

describe('chunk-load failures (spec section 8)', () => {
  test('reload the page once; a second failure right after does not reload again', () => {
    const reload = jest.fn();
    expect(reloadForNewChunks(reload)).toBe(true);
    expect(reloadForNewChunks(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
