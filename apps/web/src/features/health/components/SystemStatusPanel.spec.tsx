import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { Readiness } from '@onboard/contracts';
import { SERVICES } from '@onboard/contracts';
import { screen, within } from '@testing-library/react';
import { authUser, fakeGateway, signedInAs } from '../../../test/fakeGateway.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';

let fetchMock: jest.Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const readiness = (down: Array<(typeof SERVICES)[number]> = []): Readiness => ({
  status: down.length ? 'not_ready' : 'ready',
  nats: 'up',
  services: SERVICES.map((name, index) => ({
    name,
    status: down.includes(name) ? 'down' : 'up',
    database: down.includes(name) ? 'down' : 'up',
    latencyMs: down.includes(name) ? null : index + 1,
  })),
});

const row = (service: string) => {
  const element = document.querySelector(`[data-service="${service}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no row for ${service}`);
  return within(element);
};

beforeEach(() => {
  // `fetchMock` is the readiness endpoint; the layout's session call answers anonymous from the fake.
  fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fakeGateway([
    { path: '/api/health/ready', respond: (request) => fetchMock(request) },
  ]).fetch;
});

describe('home page system status', () => {
  test('shows skeletons while loading, then every service and NATS as Up', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));

    renderWithProviders({ path: '/lab/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Onboard' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading system status' })).toBeTruthy();

    answer(json(200, readiness()));

    expect(await screen.findByText('All systems are operational.')).toBeTruthy();
    for (const service of [...SERVICES, 'nats']) {
      expect(row(service).getAllByText('Up').length).toBeGreaterThan(0);
      expect(row(service).queryByText('Down')).toBeNull();
    }
    expect(row('identity').getByText('Identity')).toBeTruthy();
    expect(row('nats').getByText('Message bus (NATS)')).toBeTruthy();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? new URL(request.url).pathname : request).toBe('/api/health/ready');
    expect(request instanceof Request ? request.credentials : undefined).toBe('include');
  });

  test('a 503 with the readiness body is shown as data, without retrying', async () => {
    fetchMock.mockResolvedValue(json(503, readiness(['documents'])));

    renderWithProviders({ path: '/lab/home' });

    expect(await screen.findByText('Some systems are not available right now.')).toBeTruthy();
    expect(row('documents').getAllByText('Down')).toHaveLength(2);
    expect(row('documents').getByText('—')).toBeTruthy();
    expect(row('clients').queryByText('Down')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a 502 from a proxy is retried once, then reported', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })),
    );

    renderWithProviders({ path: '/lab/home' });

    expect(await screen.findByText('The system status could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('no response at all says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    renderWithProviders({ path: '/lab/home' });

    expect(await screen.findByText('No response received!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('live connection indicator (spec §6: admins and owners only)', () => {
  const render = async (routes: Parameters<typeof fakeGateway>[0]) => {
    globalThis.fetch = fakeGateway([
      { path: '/api/health/ready', respond: () => json(200, readiness()) },
      ...routes,
    ]).fetch;
    renderWithProviders({ path: '/lab/home' });
    await screen.findByText('All systems are operational.');
  };

  test('hidden for an anonymous visitor', async () => {
    await render([]);
    expect(document.querySelector('[data-testid="live-events-status"]')).toBeNull();
  });

  test('hidden for a broker', async () => {
    await render([signedInAs(authUser({ role: 'BROKER' }))]);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[data-testid="live-events-status"]')).toBeNull();
  });

  test('shown for an admin', async () => {
    await render([signedInAs(authUser({ role: 'SLF_ADMIN' }))]);
    expect(await screen.findByTestId('live-events-status')).toBeTruthy();
  });
});
