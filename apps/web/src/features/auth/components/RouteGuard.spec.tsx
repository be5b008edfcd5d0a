import { describe, expect, test } from '@jest/globals';
import { AUTH_CALLS, type AuthUser } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authUser, json, signedInAs } from '../../../test/fakeGateway.js';
import { renderWithGateway, type RenderWithGatewayResult } from '../../../test/renderWithGateway.js';

const CLIENT_A = '0b6f5c3e-0000-4000-8000-00000000000a';
const CLIENT_B = '0b6f5c3e-0000-4000-8000-00000000000b';
const broker = () =>
  authUser({ role: 'BROKER', name: 'Bea Broker', email: 'broker@onboard.test', clientIds: [CLIENT_A] });
const admin = () => authUser({ role: 'SLF_ADMIN', name: 'Adam Admin', email: 'admin@onboard.test' });

/** The app at `path`, signed in as `user` or anonymous. */
const visit = (path: string, user?: AuthUser) => renderWithGateway(user ? [signedInAs(user)] : [], { path });

const location = (router: RenderWithGatewayResult['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guard: auth required', () => {
  test.each([
    ['/users/internal', '/login?redirect=%2Fusers%2Finternal'],
    [
      '/brokers/admin/?search=smith&page=2',
      '/login?redirect=%2Fbrokers%2Fadmin%2F%3Fsearch%3Dsmith%26page%3D2',
    ],
    ['/terms-of-use', '/login?redirect=%2Fterms-of-use'],
    [`/client/${CLIENT_A}`, `/login?redirect=%2Fclient%2F${CLIENT_A}`],
  ])('an anonymous visit to %s goes to %s', async (path, expected) => {
    const { router } = visit(path);
    await waitFor(() => expect(location(router)).toBe(expected));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Onboard' })).toBeTruthy();
  });

  test.each(['/', '/logout'])('the exception %s goes to plain /login', async (path) => {
    const { router } = visit(path);
    await waitFor(() => expect(location(router)).toBe('/login'));
  });

  test.each(['/404', '/maintenance', '/lab/home'])('the optional page %s stays', async (path) => {
    const { router } = visit(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(location(router)).toBe(path);
  });

  test.each(['/forgot', `/activate?token=${'t'.repeat(32)}`, '/reset'])(
    'the public page %s stays for an anonymous visitor',
    async (path) => {
      const { router } = visit(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(location(router)).toBe(path);
    },
  );
});

describe('route guard: not allowed when signed in', () => {
  test('login sends a signed-in visitor to the redirect parameter', async () => {
    const { router } = visit('/login?redirect=%2Fterms-of-use', authUser());
    await waitFor(() => expect(location(router)).toBe('/terms-of-use'));
  });

  test.each(['/login', '/forgot', `/reset?token=${'t'.repeat(32)}`, '/activate', '/reactivate'])(
    '%s without a redirect sends a signed-in visitor to the index and so home',
    async (path) => {
      const { router } = visit(path, authUser());
      await waitFor(() => expect(location(router)).toBe('/clients/admin'));
    },
  );

  test('a redirect off the site is ignored', async () => {
    const { router } = visit('/login?redirect=%2F%2Fevil.example%2F', authUser());
    await waitFor(() => expect(location(router)).toBe('/clients/admin'));
  });
});

describe('index: each role to its home', () => {
  test.each<[string, string, () => AuthUser]>([
    ['an owner', '/clients/admin', () => authUser()],
    ['an admin', '/clients/admin', admin],
    ['a broker', '/clients', broker],
    [
      'a benefit administrator with one client',
      `/client/${CLIENT_A}`,
      () => authUser({ role: 'BEN_ADMIN', clientIds: [CLIENT_A] }),
    ],
    [
      'a benefit administrator with two clients',
      '/clients/ben-admin',
      () => authUser({ role: 'BEN_ADMIN', clientIds: [CLIENT_A, CLIENT_B] }),
    ],
  ])('%s goes to %s', async (_who, home, user) => {
    const { router } = visit('/', user());
    await waitFor(() => expect(location(router)).toBe(home));
  });

  test('a page of another layout sends a user without its permissions home', async () => {
    const { router } = visit('/users/internal', broker());
    await waitFor(() => expect(location(router)).toBe('/clients'));
  });
});

describe('navigation by role', () => {
  const openUsersMenu = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Users' }));
    await screen.findByRole('menuitem', { name: 'Brokers' });
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  };

  test('an owner’s Users menu has internal users and all emails', async () => {
    visit('/clients/admin', authUser());
    expect(await openUsersMenu()).toEqual([
      'Brokers',
      'Internal users',
      'All emails',
      'Benefit administrators',
    ]);
  });

  test('an admin’s Users menu has neither (they may not update and delete e-mails)', async () => {
    visit('/clients/admin', admin());
    expect(await openUsersMenu()).toEqual(['Brokers', 'Benefit administrators']);
  });

  test('a broker sees a home link and the user menu, no Users menu', async () => {
    visit('/clients', broker());
    expect(await screen.findByRole('heading', { level: 1, name: 'My clients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu of Bea Broker' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Users' })).toBeNull();
  });

  test('the user menu signs out', async () => {
    let signedOut = false;
    const { gateway, router } = renderWithGateway(
      [
        {
          route: AUTH_CALLS.logout,
          respond: () => {
            signedOut = true;
            return json(200, { ok: true });
          },
        },
        {
          route: AUTH_CALLS.session,
          respond: () => json(200, { user: signedOut ? null : authUser() }),
        },
      ],
      { path: '/clients/admin' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'User menu of Olivia Owner' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(location(router)).toBe('/login'));
    expect(gateway.requests(AUTH_CALLS.logout)).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Onboard' })).toBeTruthy();
  });
});
