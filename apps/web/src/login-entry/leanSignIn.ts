import {
  AUTH_CALLS as R,
  REFERENCE_CALLS,
  type AuthUser,
  type Configuration,
  type SessionAnswer,
  type TokenPair,
} from '@onboard/contracts';
import { FALLBACK_SUPPORT_EMAIL } from '../app/config.js';
import { callErrorOf, displayMessageOf, isMaintenanceError } from '../app/errors.js';
import { messageOfError } from '../app/messageToken.js';
import { PATHS, REDIRECT_PARAM, safeRedirect } from '../app/paths.js';
import { plainCall } from '../app/plainCall.js';
import { translateValidationMessage } from '../app/translateMessage.js';
import { readRememberedUsername, rememberUsername } from '../features/auth/rememberMe.js';
import {
  handOverScreen,
  SERVER_SIGN_IN_FORM_ID,
  watchServerSignInForm,
} from '../features/auth/serverSignInForm.js';
import {
  failureTextOf,
  followSignIn,
  startSession,
  type SignInOutcome,
} from '../features/auth/signInDriver.js';
import { leanTranslate, type LeanLanguage } from './texts.js';

/*
 * The sign-in page without the portal (issue 27 item 8, decision 218). The gateway's first HTML is the
 * credentials form (decision 200); this script makes it work: the portal's checks (its schemas, fetched when
 * the visitor starts typing), the identity provider's steps through the gateway, the authenticator-code
 * screen, the session, then the page the visitor was going to (a full load: the portal starts there). The
 * moves between the provider's answers are the portal's own (signInDriver.ts, shared with SignInFlow); the
 * screens the lean page does not have (authenticator enrolment, an expired password) are handed to the
 * portal, started on this page for them.
 */

type Check = typeof import('./validate.js');

export type LeanSignInOptions = {
  doc?: Document;
  /** Leaves for `path` with a full load (the portal starts there). */
  go?: (path: string) => void;
  /** Starts the portal on this page (for a screen handed over). */
  startPortal?: () => Promise<unknown>;
};

const field = (form: HTMLFormElement, name: string): HTMLInputElement => {
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`The sign-in form has no ${name} field`);
  return element;
};

const post = <T>(route: { method: string; path: string }, body: unknown): Promise<T> =>
  plainCall<T>(`/api${route.path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Makes the server's sign-in form work; answers once the page is ready (its session check done). */
export async function startLeanSignIn(options: LeanSignInOptions = {}): Promise<void> {
  const doc = options.doc ?? document;
  const win = doc.defaultView ?? window;
  const go = options.go ?? ((path: string) => win.location.replace(path));
  const startPortal = options.startPortal ?? (() => import('../main.js'));
  const credentials = doc.getElementById(SERVER_SIGN_IN_FORM_ID);
  if (!(credentials instanceof HTMLFormElement)) return;

  const language: LeanLanguage = doc.documentElement.lang === 'es' ? 'es' : 'en';
  const t = leanTranslate(language);
  const redirect = () =>
    safeRedirect(new URLSearchParams(win.location.search).get(REDIRECT_PARAM)) ?? PATHS.home;

  // What is typed here goes to the portal's form if a screen is handed over (serverSignInForm.ts).
  watchServerSignInForm(doc);
  const username = field(credentials, 'username');
  const password = field(credentials, 'password');
  const remember = field(credentials, 'remember');
  const remembered = readRememberedUsername();
  if (remembered !== null && username.value === '' && doc.activeElement !== username) {
    username.value = remembered;
    remember.checked = true;
  }

  let checks: Promise<Check> | undefined;
  const loadChecks = () =>
    (checks ??= import('./validate.js').catch((error: unknown) => {
      checks = undefined;
      throw error;
    }));
  credentials.addEventListener('focusin', () => void loadChecks().catch(() => undefined), { once: true });

  let supportEmail: Promise<string> | undefined;
  const email = () =>
    (supportEmail ??= plainCall<Configuration>(`/api${REFERENCE_CALLS.configuration.path}`).then(
      (answer) => answer.supportEmail || FALLBACK_SUPPORT_EMAIL,
      () => FALLBACK_SUPPORT_EMAIL,
    ));
  // The portal's rule picks the text; the support address is asked for only when its generic text is the one.
  const GENERIC = '\u0000generic';
  const messageOf = async (error: unknown): Promise<string> => {
    const shown = displayMessageOf(error, {
      noResponse: t('errors:noResponse'),
      generic: GENERIC,
      blocked: t('errors:blocked'),
    });
    if (shown === GENERIC) return t('errors:genericRetry', { email: await email() });
    return translateValidationMessage(t, shown);
  };

  // ── what the page shows ──
  let active: HTMLFormElement = credentials;
  let busy = false;
  const submitOf = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const setBusy = (button: HTMLButtonElement | null, value: boolean) => {
    busy = value;
    if (!button) return;
    button.disabled = value;
    if (value) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };
  const setAlert = (message: string | null) => {
    active.querySelector('.lg-alert')?.remove();
    if (!message) return;
    const alert = doc.createElement('div');
    alert.className = 'lg-alert';
    alert.setAttribute('role', 'alert');
    alert.textContent = message;
    active.querySelector('h1')?.after(alert);
  };
  const setFieldError = (input: HTMLInputElement, message: string | undefined) => {
    const id = `${input.id}-error`;
    doc.getElementById(id)?.remove();
    if (message === undefined) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      return;
    }
    const text = doc.createElement('p');
    text.className = 'lg-error';
    text.id = id;
    text.textContent = translateValidationMessage(t, message);
    input.after(text);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', id);
  };
  /** Shows a check's field errors; answers whether there were any (the first such field gets the focus). */
  const showErrors = (inputs: HTMLInputElement[], errors: Record<string, string> | undefined): boolean => {
    let first: HTMLInputElement | undefined;
    for (const input of inputs) {
      const message = errors?.[input.name];
      setFieldError(input, message);
      if (message !== undefined) first ??= input;
    }
    first?.focus();
    return first !== undefined;
  };

  const backToCredentials = (message: string | null) => {
    if (active !== credentials) {
      active.remove();
      active = credentials;
      credentials.hidden = false;
    }
    password.value = '';
    setAlert(message);
    password.focus();
  };

  const showCodeScreen = (stateToken: string, factorId: string) => {
    const form = doc.createElement('form');
    form.className = 'lg-form';
    form.noValidate = true;
    const heading = doc.createElement('h1');
    heading.className = 'lg-h1';
    heading.textContent = t('mfa.title');
    const instructions = doc.createElement('p');
    instructions.className = 'lg-text';
    instructions.textContent = t('mfa.instructions');
    const box = doc.createElement('div');
    box.className = 'lg-field';
    const label = doc.createElement('label');
    label.className = 'lg-label';
    label.htmlFor = 'lg-code';
    label.textContent = t('mfa.code');
    const input = doc.createElement('input');
    Object.assign(input, { className: 'lg-input', id: 'lg-code', name: 'passCode', maxLength: 6 });
    input.setAttribute('inputmode', 'numeric');
    input.setAttribute('autocomplete', 'one-time-code');
    box.append(label, input);
    const submit = doc.createElement('button');
    submit.className = 'lg-submit';
    submit.type = 'submit';
    submit.textContent = t('mfa.submit');
    const back = doc.createElement('button');
    back.className = 'lg-back';
    back.type = 'button';
    back.textContent = t('backToSignIn');
    back.addEventListener('click', () => backToCredentials(null));
    form.append(heading, instructions, box, submit, back);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy) return;
      void run(async () => {
        const checked = (await loadChecks()).checkCode({ passCode: input.value.trim() });
        if (showErrors([input], checked.errors) || !checked.values) return;
        try {
          const answer = await post(R.factorVerify, { stateToken, factorId, ...checked.values });
          await follow(answer);
        } catch (error) {
          // A wrong code is a field error; a 401 means the sign-in transaction expired: start again.
          const call = callErrorOf(error);
          const codeError = call.errors.find((row) => row.path === 'body.passCode');
          if (call.status !== 401 && codeError && !isMaintenanceError(error)) {
            showErrors([input], { passCode: messageOfError(codeError) });
            return;
          }
          throw error;
        }
      });
    });
    credentials.hidden = true;
    credentials.after(form);
    active = form;
    input.focus();
  };

  const complete = async (sessionToken: string) => {
    const user = await startSession(sessionToken, {
      exchangeToken: (token) => post<TokenPair>(R.tokenExchange, { sessionToken: token }),
      loggedIn: (tokens) => post(R.loggedIn, tokens),
      checkSession: () => checkSession(),
    });
    if (!user) {
      backToCredentials(t('messages.cookiesRefused'));
      return;
    }
    rememberUsername(username.value.trim(), remember.checked);
    go(redirect());
    // The page is being left: the button stays busy until it is.
    await new Promise(() => undefined);
  };

  const follow = async (answer: unknown) => {
    const outcome: SignInOutcome = await followSignIn(answer, {
      challenge: (input) => post(R.factorChallenge, input),
      enroll: (input) => post(R.factorEnroll, input),
    });
    switch (outcome.kind) {
      case 'complete':
        return complete(outcome.sessionToken);
      case 'ask':
        setAlert(null);
        if (outcome.screen.kind === 'code') {
          showCodeScreen(outcome.screen.stateToken, outcome.screen.factorId);
          return;
        }
        // Enrolment and an expired password are the portal's screens: it starts here and goes on from this one.
        handOverScreen(outcome.screen);
        await startPortal();
        return;
      case 'fail':
      case 'unhandled':
        backToCredentials(t(...failureTextOf(outcome)));
        return;
    }
  };

  /** Runs a step with the button busy; a failure returns to the credentials form with its message. */
  async function run(action: () => Promise<void>) {
    // The button pressed: the step may change the screen, its button is the one to give back.
    const button = submitOf(active);
    setBusy(button, true);
    try {
      await action();
    } catch (error) {
      if (isMaintenanceError(error)) {
        go(PATHS.maintenance);
        return;
      }
      backToCredentials(await messageOf(error));
    } finally {
      setBusy(button, false);
    }
  }

  credentials.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    void run(async () => {
      const checked = (await loadChecks()).checkCredentials({
        username: username.value,
        password: password.value,
      });
      if (showErrors([username, password], checked.errors) || !checked.values) return;
      await follow(await post(R.signIn, checked.values));
    });
  });
  // The form works from here on (the first HTML's button waits for this script).
  const button = submitOf(credentials);
  if (button) button.disabled = false;

  // Signed in already (another tab, a saved session): on to where the visitor was going, as the portal does.
  const user = await checkSession().catch(() => null);
  if (user) go(redirect());
}

/** GET /api/users/session: the signed-in user, or null (decision 199: no session is a normal answer). */
async function checkSession(): Promise<AuthUser | null> {
  return (await plainCall<SessionAnswer>(`/api${R.session.path}`)).user;
}
