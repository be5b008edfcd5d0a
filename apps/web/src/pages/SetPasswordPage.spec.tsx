import { describe, expect, test } from '@jest/globals';
import { AUTH_CALLS } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, fakeGateway, json, type FakeGateway, type FakeRoute } from '../test/fakeGateway.js';
import { renderWithProviders } from '../test/renderWithProviders.js';

const TOKEN = 't'.repeat(40);
let gateway: FakeGateway;
function serve(routes: FakeRoute[]) {
  gateway = fakeGateway(routes);
  globalThis.fetch = gateway.fetch;
}
const linkInfo: FakeRoute = {
  route: AUTH_CALLS.linkInfo,
  params: { token: TOKEN },
  respond: () =>
    json(200, {
      kind: 'ACTIVATION',
      email: 'erin@example.com',
      firstName: 'Erin',
      expiresAt: '2030-01-01T00:00:00Z',
    }),
};

const choose = (password: string, confirm = password) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
};

describe('activate, reactivate, reset', () => {
  test('greets the person, sets the password and goes to login with the username filled in', async () => {
    serve([
      linkInfo,
      {
        route: AUTH_CALLS.passwordUpsert,
        respond: () => json(200, { email: 'erin@example.com' }),
      },
    ]);
    const { router } = renderWithProviders({ path: `/activate?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activate your account' })).toBeTruthy();
    expect(await screen.findByText('Hello Erin,')).toBeTruthy();

    choose('a-long-password-1', 'another-one');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    choose('a-long-password-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('erin@example.com');
    expect(await gateway.bodies(AUTH_CALLS.passwordUpsert)).toEqual([
      { token: TOKEN, password: 'a-long-password-1' },
    ]);
  });

  test('a weak password: the server’s body.password errors land on the password field', async () => {
    serve([
      linkInfo,
      {
        route: AUTH_CALLS.passwordUpsert,
        respond: () =>
          envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'body.password', message: 'Use at least 12 characters' },
          ]),
      },
    ]);
    renderWithProviders({ path: `/reset?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    await screen.findByText('Hello Erin,');
    choose('short');
    expect(await screen.findByText('Use at least 12 characters')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test.each([`/reactivate?token=${TOKEN}`, '/reactivate'])(
    '%s: an expired, used or missing link says so',
    async (path) => {
      serve([
        {
          route: AUTH_CALLS.linkInfo,
          params: { token: TOKEN },
          respond: () => envelope(404, 'NOT_FOUND', 'This link has expired or was already used'),
        },
      ]);
      renderWithProviders({ path });
      expect(await screen.findByText('This link has expired or has already been used.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot');
    },
  );
});

describe('forgot password', () => {
  test('always the same confirmation', async () => {
    serve([{ route: AUTH_CALLS.resetRequest, respond: () => json(200, { ok: true }) }]);
    renderWithProviders({ path: '/forgot' });
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'Nobody@Example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for that e-mail address, we have sent it a link to reset the password. Please check your inbox.',
      ),
    ).toBeTruthy();
    expect(gateway.requests(AUTH_CALLS.resetRequest).map((r) => new URL(r.url).pathname)).toEqual([
      '/api/users/reset-password/nobody%40example.com',
    ]);
  });
});
