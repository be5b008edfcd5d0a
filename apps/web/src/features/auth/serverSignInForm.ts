import type { SignInScreen } from './signInDriver.js';

/*
 * The sign-in form the gateway puts in /login's first HTML (apps/gateway/src/web/login-ssr.ts, decision 200),
 * so the page paints and can be typed into before this app runs. The app's first render replaces it; what the
 * visitor typed, ticked and where their cursor was carry over to the app's form (SignInFlow), so nothing is
 * lost at the switch.
 */

/** The server form's id (the gateway's SERVER_SIGN_IN_FORM_ID). Wire format between gateway and web. */
export const SERVER_SIGN_IN_FORM_ID = 'server-sign-in-form';

/** The fields both forms have, by name. */
export type SignInFieldName = 'username' | 'password' | 'remember';

/** What the visitor did in the server form before the app took over. */
export type ServerSignInInput = {
  username: string;
  password: string;
  /** The box's state if the visitor changed it, else null (the app's own default applies). */
  remember: boolean | null;
  /** The field that had the focus when the server form went away, if any. */
  focused: SignInFieldName | null;
};

type Watched = {
  form: HTMLFormElement;
  focused: SignInFieldName | null;
  rememberChanged: boolean;
  stop: () => void;
};

let watched: Watched | null = null;

const fieldName = (target: EventTarget | null): SignInFieldName | null => {
  const name = target instanceof HTMLInputElement ? target.name : '';
  return name === 'username' || name === 'password' || name === 'remember' ? name : null;
};

/**
 * Follows the server form, if the page has one, until `takeServerSignInInput`: which field has the focus
 * (a field removed while focused keeps its name: the focus was lost to the switch, not given up) and whether
 * the remember box was changed. Call before the app's first render.
 */
export function watchServerSignInForm(doc: Document = document): void {
  const form = doc.getElementById(SERVER_SIGN_IN_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;
  const state: Watched = { form, focused: null, rememberChanged: false, stop: () => undefined };
  const focusIn = (event: FocusEvent) => {
    state.focused = fieldName(event.target);
  };
  const focusOut = (event: FocusEvent) => {
    const left = event.target;
    // Moving to another place on the page is the visitor's choice; the field leaving the page is not.
    setTimeout(() => {
      if (left instanceof Node && left.isConnected && !form.contains(doc.activeElement)) state.focused = null;
    }, 0);
  };
  const change = (event: Event) => {
    if (fieldName(event.target) === 'remember') state.rememberChanged = true;
  };
  form.addEventListener('focusin', focusIn);
  form.addEventListener('focusout', focusOut);
  form.addEventListener('change', change);
  state.focused = fieldName(doc.activeElement);
  state.stop = () => {
    form.removeEventListener('focusin', focusIn);
    form.removeEventListener('focusout', focusOut);
    form.removeEventListener('change', change);
  };
  watched = state;
}

/**
 * What was typed into the server form (once: later calls answer null), read from its fields even after the
 * app's render has taken them off the page.
 */
export function takeServerSignInInput(): ServerSignInInput | null {
  const state = watched;
  if (!state) return null;
  watched = null;
  state.stop();
  const input = (name: SignInFieldName) => {
    const element = state.form.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  return {
    username: input('username')?.value ?? '',
    password: input('password')?.value ?? '',
    remember: state.rememberChanged ? (input('remember')?.checked ?? false) : null,
    focused: state.focused,
  };
}

let handedOver: SignInScreen | null = null;

/**
 * The lean sign-in page (login-entry, decision 218) reached a screen it does not have (authenticator
 * enrolment, an expired password) and starts the portal on the page: SignInFlow opens on `screen`.
 */
export function handOverScreen(screen: SignInScreen): void {
  handedOver = screen;
}

/** The screen handed over by the lean page (once: later calls answer null). */
export function takeHandedOverScreen(): SignInScreen | null {
  const taken = handedOver;
  handedOver = null;
  return taken;
}
