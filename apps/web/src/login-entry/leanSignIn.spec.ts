import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { AUTH_CALLS, AUTH_MESSAGES, REFERENCE_CALLS } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
// The gateway's first HTML of /login, only in this test: the lean page must work on exactly that form.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test of the page, no gateway code at run time
import { renderLoginContent } from '../../../gateway/src/web/login-ssr.js';
import {
  authUser,
  configurationDto,
  envelope,
  fakeGateway,
  json,
  signedInSessionRoutes,
  type FakeGateway,
  type FakeRoute,
} from '../test/fakeGateway.js';
import { FACTOR, FAILED_SIGN_IN_ANSWERS, SIGNED_IN_ANSWER, STATE } from '../test/signInAnswers.js';
import { REMEMBERED_USERNAME_KEY } from '../features/auth/rememberMe.js';
import { takeHandedOverScreen, takeServerSignInInput } from '../features/auth/serverSignInForm.js';
import { startLeanSignIn } from './leanSignIn.js';

const MFA_REQUIRED = { status: 'MFA_REQUIRED', stateToken: STATE, factors: [FACTOR] };
const MFA_CHALLENGE = { status: 'MFA_CHALLENGE', stateToken: STATE, factor: FACTOR };

let gateway: FakeGateway;
let went: string[];
let portalStarts: number;

/** The first HTML in `language`, the fake gateway, then the page's script (as login-entry/main.ts runs it). */
async function open(routes: FakeRoute[], { language = 'en' as 'en' | 'es', address = '/login' } = {}) {
  window.history.replaceState(null, '', address);
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root">${renderLoginContent(language, { year: 2026 })}</div>`;
  gateway = fakeGateway(routes);
  globalThis.fetch = gateway.fetch;
  await startLeanSignIn({
    go: (path) => void went.push(path),
    startPortal: async () => {
      portalStarts += 1;
    },
  });
}

const sessionRoutes = signedInSessionRoutes;

function submitCredentials(username = 'owner@onboard.test', password = 'Onboard-Demo-2026') {
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

beforeEach(() => {
  localStorage.clear();
  went = [];
  portalStarts = 0;
  takeHandedOverScreen();
  takeServerSignInInput();
});
// The setup file puts `fetch` back after each test; the page's HTML is this file's own, and so is what the lean
// page hands over to the app (a file after this one in a group, decision 242, must not find it).
afterEach(() => {
  document.body.innerHTML = '';
  takeHandedOverScreen();
  takeServerSignInInput();
});

describe('the lean sign-in page (decision 218)', () => {
  test('the first HTML’s button waits for the script; the script enables it', async () => {
    document.body.innerHTML = `<div id="root">${renderLoginContent('en')}</div>`;
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
    await open([]);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('the credentials are checked by the shared schema before any call; the first wrong field gets the focus', async () => {
    await open([{ route: AUTH_CALLS.signIn, respond: () => json(200, { status: 'LOCKED_OUT' }) }]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please provide a response')).toHaveLength(2);
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please provide a response',
    );
    expect(document.activeElement).toBe(username);
    expect(gateway.requests(AUTH_CALLS.signIn)).toHaveLength(0);
  });

  test('wrong credentials show the identity provider’s message; the password is emptied', async () => {
    await open([
      { route: AUTH_CALLS.signIn, respond: () => envelope(401, 'UNAUTHENTICATED', 'Authentication failed') },
    ]);
    submitCredentials();
    expect(await alertText()).toBe('Authentication failed');
    expect(await gateway.bodies(AUTH_CALLS.signIn)).toEqual([
      { username: 'owner@onboard.test', password: 'Onboard-Demo-2026' },
    ]);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('owner@onboard.test');
  });

  test.each(FAILED_SIGN_IN_ANSWERS)('%s shows the spec text', async (_case, answer, text, offContract) => {
    await open([
      { route: AUTH_CALLS.signIn, respond: () => json(200, answer), ...(offContract ? { offContract } : {}) },
    ]);
    submitCredentials();
    expect(await alertText()).toBe(text);
    expect(gateway.requests(AUTH_CALLS.factorChallenge)).toHaveLength(0);
    expect(gateway.requests(AUTH_CALLS.tokenExchange)).toHaveLength(0);
  });

  test('MFA: challenge, the code screen (checked by the schema, then the server), the session, then ?redirect', async () => {
    await open(
      [
        { route: AUTH_CALLS.signIn, respond: () => json(200, MFA_REQUIRED) },
        { route: AUTH_CALLS.factorChallenge, respond: () => json(200, MFA_CHALLENGE) },
        {
          route: AUTH_CALLS.factorVerify,
          respond: async (request) => {
            const { passCode } = (await request.json()) as { passCode: string };
            return passCode === '123456'
              ? json(200, SIGNED_IN_ANSWER)
              : envelope(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
                  { path: 'body.passCode', message: 'Invalid passcode' },
                ]);
          },
        },
        ...sessionRoutes(),
      ],
      { address: '/login?redirect=%2Fusers%2Finternal' },
    );
    fireEvent.click(screen.getByLabelText('Remember me'));
    submitCredentials();
    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enter your verification code');
    expect(document.activeElement).toBe(code);
    expect(await gateway.bodies(AUTH_CALLS.factorChallenge)).toEqual([
      { stateToken: STATE, factorId: 'factor-1' },
    ]);

    fireEvent.input(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Enter the 6-digit code from your authenticator app');
    expect(gateway.requests(AUTH_CALLS.factorVerify)).toHaveLength(0);

    fireEvent.input(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Invalid passcode');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(went).toEqual(['/users/internal']));
    expect((await gateway.bodies(AUTH_CALLS.factorVerify)).at(-1)).toEqual({
      stateToken: STATE,
      factorId: 'factor-1',
      passCode: '123456',
    });
    expect(await gateway.bodies(AUTH_CALLS.loggedIn)).toEqual([
      { accessToken: 'a'.repeat(40), refreshToken: 'r'.repeat(40) },
    ]);
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBe('owner@onboard.test');
    expect(portalStarts).toBe(0);
  });

  test('an unsafe ?redirect is ignored: home instead', async () => {
    await open(
      [{ route: AUTH_CALLS.signIn, respond: () => json(200, SIGNED_IN_ANSWER) }, ...sessionRoutes()],
      { address: '/login?redirect=%2F%2Fevil.example' },
    );
    submitCredentials();
    await waitFor(() => expect(went).toEqual(['/']));
  });

  test('a browser that refuses the cookies is told so, back on the credentials', async () => {
    await open([
      { route: AUTH_CALLS.signIn, respond: () => json(200, SIGNED_IN_ANSWER) },
      ...sessionRoutes({ cookiesKept: false }),
    ]);
    submitCredentials();
    expect(await alertText()).toBe(
      'You were signed in, but your browser did not keep the session. Allow cookies for this site and try again.',
    );
    // Asked twice after logged-in (the second after a short wait), besides the page's own check.
    expect(gateway.requests(AUTH_CALLS.session)).toHaveLength(3);
    expect(went).toEqual([]);
  });

  test('an expired sign-in on the code screen (401) starts again at the credentials with its message', async () => {
    await open([
      { route: AUTH_CALLS.signIn, respond: () => json(200, MFA_CHALLENGE) },
      {
        route: AUTH_CALLS.factorVerify,
        respond: () => envelope(401, 'UNAUTHENTICATED', 'The sign-in has expired'),
      },
    ]);
    submitCredentials();
    fireEvent.input(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await alertText()).toBe('The sign-in has expired');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Onboard');
  });

  test('“Back to sign in” returns to the credentials form', async () => {
    await open([{ route: AUTH_CALLS.signIn, respond: () => json(200, MFA_CHALLENGE) }]);
    submitCredentials();
    await screen.findByLabelText('Verification code');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    const signIn = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(signIn.disabled).toBe(false);
    expect(signIn.getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  test.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'No response received!'],
    [
      'a server error (the configured support address)',
      () => Promise.resolve(envelope(500, 'INTERNAL', 'boom')),
      'Oops! Something went wrong. Please try again. If that doesn’t help, email help@insurer.example.',
    ],
  ])('%s: the spec’s text', async (_case, respond, text) => {
    await open([
      { route: AUTH_CALLS.signIn, respond: respond as () => Promise<Response> },
      {
        route: REFERENCE_CALLS.configuration,
        respond: () => json(200, configurationDto()),
      },
    ]);
    submitCredentials();
    expect(await alertText()).toBe(text);
  });

  test('maintenance (503 with its marker) goes to the maintenance page', async () => {
    await open([
      { route: AUTH_CALLS.signIn, respond: () => envelope(503, 'MAINTENANCE', 'Down for maintenance') },
    ]);
    submitCredentials();
    await waitFor(() => expect(went).toEqual(['/maintenance']));
  });

  test('enrolment is the portal’s screen: the enrol step taken, the portal started on it, with what was typed', async () => {
    const activate = {
      status: 'MFA_ENROLL_ACTIVATE',
      stateToken: STATE,
      factor: { ...FACTOR, qrCode: 'data:image/png;base64,AAAA', sharedSecret: 'JBSWY3DPEHPK3PXP' },
    };
    await open([
      {
        route: AUTH_CALLS.signIn,
        respond: () => json(200, { status: 'MFA_ENROLL', stateToken: STATE, factors: [FACTOR] }),
      },
      { route: AUTH_CALLS.factorEnroll, respond: () => json(200, activate) },
    ]);
    submitCredentials();
    await waitFor(() => expect(portalStarts).toBe(1));
    expect(takeHandedOverScreen()).toEqual({
      kind: 'enroll',
      stateToken: STATE,
      qrCode: 'data:image/png;base64,AAAA',
      sharedSecret: 'JBSWY3DPEHPK3PXP',
    });
    expect(takeServerSignInInput()).toMatchObject({
      username: 'owner@onboard.test',
      password: 'Onboard-Demo-2026',
    });
  });

  test('an expired password is handed over too', async () => {
    await open([
      {
        route: AUTH_CALLS.signIn,
        respond: () => json(200, { status: 'PASSWORD_EXPIRED', stateToken: STATE }),
      },
    ]);
    submitCredentials();
    await waitFor(() => expect(portalStarts).toBe(1));
    expect(takeHandedOverScreen()).toEqual({ kind: 'expiredPassword', stateToken: STATE });
  });

  test('a remembered username is filled in and “Remember me” ticked; unticked, it is forgotten', async () => {
    localStorage.setItem(REMEMBERED_USERNAME_KEY, 'broker@onboard.test');
    await open([
      { route: AUTH_CALLS.signIn, respond: () => json(200, SIGNED_IN_ANSWER) },
      ...sessionRoutes(),
    ]);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('broker@onboard.test');
    const remember = screen.getByLabelText('Remember me') as HTMLInputElement;
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Onboard-Demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(went).toEqual(['/']));
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
  });

  test('someone signed in already is sent on, as the portal does', async () => {
    await open([{ route: AUTH_CALLS.session, respond: () => json(200, { user: authUser() }) }], {
      address: '/login?redirect=%2Fclients',
    });
    expect(went).toEqual(['/clients']);
  });

  test('in Spanish: the schema’s and the flow’s messages in Spanish', async () => {
    await open([{ route: AUTH_CALLS.signIn, respond: () => json(200, { status: 'LOCKED_OUT' }) }], {
      language: 'es',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Proporcione una respuesta')).toHaveLength(2);
    fireEvent.input(screen.getByLabelText('Nombre de usuario'), { target: { value: 'owner@onboard.test' } });
    fireEvent.input(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await alertText();
    expect(alert).not.toBe(AUTH_MESSAGES.lockedOut);
    expect(alert).toMatch(/60 minutos/);
    expect(screen.queryByText('Proporcione una respuesta')).toBeNull();
  });

  test('a second press while a step runs sends nothing more', async () => {
    let release: () => void = () => undefined;
    await open([
      {
        route: AUTH_CALLS.signIn,
        respond: () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(json(200, { status: 'LOCKED_OUT' }));
          }),
      },
    ]);
    submitCredentials();
    await waitFor(() => expect(gateway.requests(AUTH_CALLS.signIn)).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(button.form as HTMLFormElement);
    release();
    await alertText();
    expect(gateway.requests(AUTH_CALLS.signIn)).toHaveLength(1);
    expect(button.disabled).toBe(false);
  });
});
