import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { envelope, json, type FakeGateway } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { useClientPage } from './useClientPage.js';

/** A page of one client, as every client page uses the hook. */
function ClientNamePage() {
  const { data, fallback } = useClientPage(useRequiredParam('clientId'));
  if (fallback) return fallback;
  return <h1>{data.name}</h1>;
}

let gateway: FakeGateway;
/** Opens the page while the gateway answers GET /api/clients/{id} with `answer()`. */
function open(answer: () => Response) {
  const rendered = renderWithGateway(
    [{ route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: answer }],
    {
      path: `/client/${CLIENT_A}`,
      routes: [
        { path: '/client/:clientId', element: <ClientNamePage /> },
        { path: '/404', element: <p>The not-found page</p> },
      ],
    },
  );
  gateway = rendered.gateway;
  return rendered;
}

describe('useClientPage (the load / not-found / error block of every client page)', () => {
  test('the loaded client', async () => {
    open(() => json(200, clientDto({ name: 'Maple Dental Group' })));
    expect(await screen.findByRole('heading', { name: 'Maple Dental Group' })).toBeTruthy();
  });

  test('an unknown or archived client (404) goes to the not-found page, in place of the address', async () => {
    const { router } = open(() => envelope(404, 'NOT_FOUND', 'Client not found'));
    expect(await screen.findByText('The not-found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a failed load shows the error with Try again, which loads it again', async () => {
    let broken = true;
    open(() =>
      broken
        ? envelope(500, 'INTERNAL', 'Something went wrong.')
        : json(200, clientDto({ name: 'Back again' })),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/^Oops! Something went wrong\. Please try again\./)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();

    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.get, { clientId: CLIENT_A })).toHaveLength(2));
  });
});
