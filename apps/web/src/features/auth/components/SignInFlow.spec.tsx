import { beforeEach, describe, expect, test } from '@jest/globals';
import { AUTH_CALLS, AUTH_MESSAGES } from '@onboard/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  envelope,
  fakeGateway,
  json,
  signedInSessionRoutes,
  type FakeGateway,
  type FakeRoute,
} from '../../../test/fakeGateway.js';
import {
  FACTOR,
  FAILED_SIGN_IN_ANSWERS,
  SESSION,
  SIGNED_IN_ANSWER,
  STATE,
} from '../../../test/signInAnswers.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
// The gateway's first HTML of /login, only in this test: the app must take over from exactly that form.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test of the hand-over, no gateway code at run time
import { renderLoginContent } from '../../../../../gateway/src/web/login-ssr.js';
import { REMEMBERED_USERNAME_KEY } from '../rememberMe.js';
import {
  handOverScreen,
  takeHandedOverScreen,
  takeServerSignInInput,
  watchServerSignInForm,
} from '../serverSignInForm.js';

let gateway: FakeGateway;
/** Installs the fake gateway; `signIn` is what POST /api/auth/sign-in answers. */
function serve(signIn: () => Response, extra: FakeRoute[] = [], offContract?: string) {
  gateway = fakeGateway([
    { route: AUTH_CALLS.signIn, respond: signIn, ...(offContract ? { offContract } : {}) },
    ...extra,
  ]);
  globalThis.fetch = gateway.fetch;
}

const sessionRoutes = (staleChecks = 0) => signedInSessionRoutes({ staleChecks });

async function submitCredentials(username = 'owner@onboard.test', password = 'Onboard-Demo-2026') {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

beforeEach(() => localStorage.clear());

describe('sign-in state machine', () => {
  test('wrong credentials show the identity provider’s message', async () => {
    serve(() => envelope(401, 'UNAUTHENTICATED', 'Authentication failed'));
    renderWithProviders({ path: '/login' });
    await submitCredentials();
    expect(await alertText()).toBe('Authentication failed');
    expect(await gateway.bodies(AUTH_CALLS.signIn)).toEqual([
      { username: 'owner@onboard.test', password: 'Onboard-Demo-2026' },
    ]);
  });

  test('the credentials are checked by the shared schema before any call', async () => {
    serve(() => json(200, { status: 'LOCKED_OUT' }));
    renderWithProviders({ path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please provide a response')).toHaveLength(2);
    expect(gateway.requests(AUTH_CALLS.signIn)).toHaveLength(0);
  });

  test.each(FAILED_SIGN_IN_ANSWERS)('%s shows the spec text', async (_case, answer, text, offContract) => {
    serve(() => json(200, answer), [], offContract);
    renderWithProviders({ path: '/login' });
    await submitCredentials();
    expect(await alertText()).toBe(text);
    // Still on the credentials form, with no further call.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(gateway.requests(AUTH_CALLS.factorChallenge)).toHaveLength(0);
    expect(gateway.requests(AUTH_CALLS.tokenExchange)).toHaveLength(0);
  });

  test('an expired password says so and asks for a new one', async () => {
    serve(
      () => json(200, { status: 'PASSWORD_EXPIRED', stateToken: STATE }),
      [
        {
          route: AUTH_CALLS.changeExpiredPassword,
          respond: () =>
            envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
              { path: 'body.newPassword', message: 'Use at least 12 characters' },
            ]),
        },
      ],
    );
    renderWithProviders({ path: '/login' });
    await submitCredentials();

    expect(await screen.findByText(AUTH_MESSAGES.passwordExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    // The server's field error lands on the new-password field.
    expect(await screen.findByText('Use at least 12 characters')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(await gateway.bodies(AUTH_CALLS.changeExpiredPassword)).toEqual([
      { stateToken: STATE, oldPassword: 'old-password', newPassword: 'short' },
    ]);
  });

  test('MFA: one factor is challenged, a wrong code is shown on the field, the right one signs in and returns', async () => {
    let attempts = 0;
    serve(
      () => json(200, { status: 'MFA_REQUIRED', stateToken: STATE, factors: [FACTOR] }),
      [
        {
          route: AUTH_CALLS.factorChallenge,
          respond: () => json(200, { status: 'MFA_CHALLENGE', stateToken: STATE, factor: FACTOR }),
        },
        {
          route: AUTH_CALLS.factorVerify,
          respond: () =>
            ++attempts === 1
              ? envelope(403, 'FORBIDDEN', "Your code doesn't match our records. Please try again.", [
                  {
                    path: 'body.passCode',
                    message: "Your code doesn't match our records. Please try again.",
                  },
                ])
              : json(200, SIGNED_IN_ANSWER),
        },
        ...sessionRoutes(),
      ],
    );
    const { router } = renderWithProviders({ path: '/login?redirect=%2Fterms-of-use%3Ffrom%3Dmail' });
    await submitCredentials();

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeTruthy();
    expect(await gateway.bodies(AUTH_CALLS.factorChallenge)).toEqual([
      { stateToken: STATE, factorId: FACTOR.id },
    ]);

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("Your code doesn't match our records. Please try again.")).toBeTruthy();
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/terms-of-use'));
    expect(router.state.location.search).toBe('?from=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(await gateway.bodies(AUTH_CALLS.factorVerify)).toEqual([
      { stateToken: STATE, factorId: FACTOR.id, passCode: '111111' },
      { stateToken: STATE, factorId: FACTOR.id, passCode: '222222' },
    ]);
    expect(await gateway.bodies(AUTH_CALLS.tokenExchange)).toEqual([{ sessionToken: SESSION }]);
    expect(await gateway.bodies(AUTH_CALLS.loggedIn)).toEqual([
      { accessToken: 'a'.repeat(40), refreshToken: 'r'.repeat(40) },
    ]);
  });

  test('MFA enrolment: enrols at once, shows the QR code and the secret, activates with the first code', async () => {
    const qrCode = 'data:image/png;base64,iVBORw0KGgo=';
    serve(
      () =>
        json(200, {
          status: 'MFA_ENROLL',
          stateToken: STATE,
          factors: [{ factorType: 'token:software:totp', provider: 'ONBOARD' }],
        }),
      [
        {
          route: AUTH_CALLS.factorEnroll,
          respond: () =>
            json(200, {
              status: 'MFA_ENROLL_ACTIVATE',
              stateToken: STATE,
              factor: { ...FACTOR, qrCode, sharedSecret: 'JBSWY3DPEHPK3PXP' },
            }),
        },
        {
          route: AUTH_CALLS.factorActivate,
          respond: () => json(200, SIGNED_IN_ANSWER),
        },
        ...sessionRoutes(),
      ],
    );
    const { router } = renderWithProviders({ path: '/login' });
    await submitCredentials('employer@onboard.test');

    const image = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(image.getAttribute('src')).toBe(qrCode);
    expect(screen.getByTestId('shared-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(await gateway.bodies(AUTH_CALLS.factorEnroll)).toEqual([{ stateToken: STATE }]);

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    // No redirect parameter: the index, which sends an owner to the internal home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/admin'));
    expect(await gateway.bodies(AUTH_CALLS.factorActivate)).toEqual([
      { stateToken: STATE, passCode: '123456' },
    ]);
  });

  test('an expired sign-in transaction on the code screen starts again with the message', async () => {
    serve(
      () => json(200, { status: 'MFA_REQUIRED', stateToken: STATE, factors: [FACTOR] }),
      [
        {
          route: AUTH_CALLS.factorChallenge,
          respond: () => json(200, { status: 'MFA_CHALLENGE', stateToken: STATE, factor: FACTOR }),
        },
        {
          route: AUTH_CALLS.factorVerify,
          respond: () => envelope(401, 'UNAUTHENTICATED', 'Your sign-in has expired. Please sign in again.'),
        },
      ],
    );
    renderWithProviders({ path: '/login' });
    await submitCredentials();
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await alertText()).toBe('Your sign-in has expired. Please sign in again.');
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  test('the messages are in Spanish when Spanish is chosen', async () => {
    serve(() => json(200, { status: 'LOCKED_OUT' }));
    renderWithProviders({ path: '/login', language: 'es' });
    fireEvent.change(await screen.findByLabelText('Nombre de usuario'), { target: { value: 'a@b.test' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await alertText()).toBe(
      'Su cuenta está bloqueada por motivos de seguridad. Inténtelo de nuevo en unos 60 minutos',
    );
  });
});

describe('remember me', () => {
  const success = (): FakeRoute[] => [
    {
      route: AUTH_CALLS.factorChallenge,
      respond: () => json(200, { status: 'MFA_CHALLENGE', stateToken: STATE, factor: FACTOR }),
    },
    ...sessionRoutes(),
  ];

  test('prefills the remembered username and keeps it ticked', async () => {
    localStorage.setItem(REMEMBERED_USERNAME_KEY, 'broker@onboard.test');
    serve(() => json(200, { status: 'LOCKED_OUT' }));
    renderWithProviders({ path: '/login' });
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe(
      'broker@onboard.test',
    );
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
  });

  test('stores the username after a successful sign-in when ticked', async () => {
    serve(() => json(200, SIGNED_IN_ANSWER), success());
    const { router } = renderWithProviders({ path: '/login' });
    const remember = (await screen.findByLabelText('Remember me')) as HTMLInputElement;
    expect(remember.checked).toBe(false);
    fireEvent.click(remember);
    await waitFor(() =>
      expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true),
    );
    await submitCredentials('  owner@onboard.test ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/admin'));
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBe('owner@onboard.test');
  });

  test('forgets it after a successful sign-in when unticked', async () => {
    localStorage.setItem(REMEMBERED_USERNAME_KEY, 'owner@onboard.test');
    serve(() => json(200, SIGNED_IN_ANSWER), success());
    const { router } = renderWithProviders({ path: '/login' });
    fireEvent.click(await screen.findByLabelText('Remember me'));
    await waitFor(() =>
      expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(false),
    );
    await submitCredentials();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/admin'));
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
  });

  test('a failed sign-in remembers nothing', async () => {
    serve(() => envelope(401, 'UNAUTHENTICATED', 'Authentication failed'));
    renderWithProviders({ path: '/login' });
    fireEvent.click(await screen.findByLabelText('Remember me'));
    await submitCredentials();
    await screen.findByRole('alert');
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
    expect(within(screen.getByTestId('sign-in-flow')).getByRole('alert').textContent).toBe(
      'Authentication failed',
    );
  });

  test('a check in flight at logged-in answering "not signed in" does not fail the sign-in; a later one tells of refused cookies', async () => {
    // Sent before the cookies were set, the login page's own check answers `user: null`; a forced check joins
    // it (RTK Query starts no second request for a key in flight). Then one more check.
    for (const stale of [1, 2]) {
      serve(() => json(200, SIGNED_IN_ANSWER), sessionRoutes(stale));
      const { router } = renderWithProviders({ path: '/login' });
      await submitCredentials();
      if (stale === 1) {
        await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
      } else {
        expect(await alertText()).toBe(
          'You were signed in, but your browser did not keep the session. Allow cookies for this site and try again.',
        );
      }
      cleanup();
    }
  });

  test('the first HTML’s form hands over what was typed, ticked and focused to the app’s form (decision 200)', async () => {
    serve(() => envelope(401, 'UNAUTHENTICATED', 'Authentication failed'));
    // The page as the gateway sent it, the visitor already in the password field when the app starts.
    const first = document.createElement('div');
    first.innerHTML = renderLoginContent('en');
    document.body.append(first);
    const server = within(first);
    fireEvent.change(server.getByLabelText('Username'), { target: { value: 'broker@onboard.test' } });
    server.getByLabelText('Password').focus();
    watchServerSignInForm();
    fireEvent.change(server.getByLabelText('Password'), { target: { value: 'typed before the app' } });
    fireEvent.click(server.getByLabelText('Remember me'));
    // The app's first render replaces the root's content.
    first.remove();
    renderWithProviders({ path: '/login' });

    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect([username.value, password.value]).toEqual(['broker@onboard.test', 'typed before the app']);
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(password);
    // Taken once: a later render of the form (after signing out) starts empty.
    expect(takeServerSignInInput()).toBeNull();
    // What was handed over is what the app sends.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(async () =>
      expect(await gateway.bodies(AUTH_CALLS.signIn)).toEqual([
        { username: 'broker@onboard.test', password: 'typed before the app' },
      ]),
    );
  });

  test('a field the visitor left before the app ran is not focused again; an untouched box keeps the remembered state', async () => {
    serve(() => envelope(401, 'UNAUTHENTICATED', 'Authentication failed'));
    localStorage.setItem(REMEMBERED_USERNAME_KEY, 'owner@onboard.test');
    const first = document.createElement('div');
    first.innerHTML = `${renderLoginContent('en')}<button type="button">elsewhere</button>`;
    document.body.append(first);
    watchServerSignInForm();
    within(first).getByLabelText('Password').focus();
    within(first).getByRole('button', { name: 'elsewhere' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.remove();
    renderWithProviders({ path: '/login' });
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('owner@onboard.test');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  test('a screen the lean page hands over (decision 218) opens at once; finishing it signs in as the app’s own', async () => {
    serve(
      () => envelope(500, 'INTERNAL', 'not called'),
      [
        {
          route: AUTH_CALLS.factorActivate,
          respond: () => json(200, SIGNED_IN_ANSWER),
        },
        ...sessionRoutes(),
      ],
    );
    const first = document.createElement('div');
    first.innerHTML = renderLoginContent('en');
    document.body.append(first);
    watchServerSignInForm();
    fireEvent.change(within(first).getByLabelText('Username'), {
      target: { value: 'employer@onboard.test' },
    });
    handOverScreen({
      kind: 'enroll',
      stateToken: STATE,
      qrCode: 'data:image/png;base64,AAAA',
      sharedSecret: 'JBSWY3DPEHPK3PXP',
    });
    first.remove();
    renderWithProviders({ path: '/login?redirect=%2Fclients' });

    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    expect(screen.getByTestId('shared-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    // The lean page took the credentials step: the app sends no second sign-in.
    expect(gateway.requests(AUTH_CALLS.signIn)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(gateway.requests(AUTH_CALLS.loggedIn)).toHaveLength(1));
    expect(await gateway.bodies(AUTH_CALLS.factorActivate)).toEqual([
      { stateToken: STATE, passCode: '123456' },
    ]);
    // Handed over once: the next render of the form is the credentials form.
    expect(takeHandedOverScreen()).toBeNull();
  });
});
