import { describe, expect, test } from '@jest/globals';
import { CLIENTS_CALLS, type AuthUser } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Language } from '../../../i18n/index.js';
import { CLIENT_A, CLIENT_B, clientDto } from '../../../test/clients.js';
import { authUser, json } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

const broker = () =>
  authUser({ role: 'BROKER', name: 'Bea Broker', email: 'broker@onboard.test', clientIds: [CLIENT_A] });
/** A benefit administrator with one client: their home is that client's hub. */
const benAdmin = () =>
  authUser({ role: 'BEN_ADMIN', name: 'Ben Admin', email: 'benadmin@onboard.test', clientIds: [CLIENT_A] });

function visit(path: string, user: AuthUser, language: Language = 'en') {
  return visitAs(
    user,
    path,
    [
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      { route: CLIENTS_CALLS.list, respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }) },
    ],
    { language },
  );
}

describe('sent home from a page they may not open, a user is told why', () => {
  test('a broker opening another broker’s client lands on their home with the reason', async () => {
    const { router } = visit(`/client/${CLIENT_B}`, broker());
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('You can’t open that client');
    expect(notice.textContent).toContain('It is not one of your clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'My clients' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    await waitFor(() => expect(screen.queryByTestId('access-notice')).toBeNull());
    expect(router.state.location.pathname).toBe('/clients');
  });

  test('a benefit administrator whose home is their one client’s hub is told too', async () => {
    const { router } = visit(`/client/${CLIENT_B}/resources-listing`, benAdmin());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${CLIENT_A}`));
    expect((await screen.findByRole('alert')).textContent).toContain('You can’t open that client');
  });

  test('a staff-only page says the role has no access to it', async () => {
    const { router } = visit('/clients/admin', broker());
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect((await screen.findByRole('alert')).textContent).toContain('That page is not available to you');
  });

  test('in Spanish', async () => {
    visit(`/client/${CLIENT_B}`, broker(), 'es');
    const notice = await screen.findByTestId('access-notice');
    expect(notice.textContent).toContain('No puede abrir ese cliente');
    expect(screen.getByRole('button', { name: 'Descartar este mensaje' })).toBeTruthy();
  });

  test('their own client opens without a notice', async () => {
    visit(`/client/${CLIENT_A}/resources-listing`, broker());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('access-notice')).toBeNull();
  });
});
