// The editors of bench/eif-autosave.mjs: which demo clients they edit, who each editor is (a user of their own,
// of a role that may edit that client's EIF), how each one signs in, and their live connections to the EIF
// (the gateway's `/api/clients/:clientId/eif-live` websocket, as apps/web's useEifLive opens it).
//
// Who may edit a client's EIF: whoever may update the client (spec §6; the gateway's eif-answers route and its
// eif-live route both ask `can(principal, 'update', 'client', { clientId })`): staff (SLF_ADMIN, SLF_OWNER) on
// any client, and the client's own benefit administrators (BEN_ADMIN, the employer's users) and brokers on
// their clients. The editors of a client take these roles in turn (a benefit administrator, a broker, a staff
// member, then again). The demo users come first where one fits and is still free; every other editor is a
// user created for the run through the API, as staff create users: the owner creates the user (POST
// /api/users/ben-admin, /broker or /internal), copies an activation link (POST /api/users/:userId/activation-link),
// the new user sets a password with it (POST /api/users/password-upsert) and enrols an authenticator at the
// first sign-in (MFA_ENROLL, then MFA_ENROLL_ACTIVATE with a code of the secret the enrolment answers).
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { scaledWait } from '../infra/load/temp-system.mjs';
import { jwtClaims, signIn } from '../infra/load/sign-in.mjs';

/** The roles the editors of one client take in turn; `STAFF` is an owner or an admin. */
const ROLE_TURNS = ['BEN_ADMIN', 'BROKER', 'STAFF'];
const STAFF_ROLES = ['SLF_ADMIN', 'SLF_OWNER'];
/** The user-administration path that creates a user of each role (spec §7 Users). */
const KIND_OF_ROLE = { BEN_ADMIN: 'ben-admin', BROKER: 'broker', STAFF: 'internal' };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `done()` holds, looking every 20 ms, for at most `ms` scaled to the machine's load (like the
 * system's start-up wait); past it, fails with a line that says what did not happen (`what()`).
 */
export async function waitFor(done, { ms, what }) {
  const timeoutMs = scaledWait(ms);
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what()} after ${timeoutMs / 1000} s; stopping the bench.`);
    await sleep(20);
  }
}

/** Runs `work(item)` for every item, at most `width` at a time; the results in the items' order. */
export async function inPool(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * The `count` demo clients the editors share, chosen so that as many demo users as possible find a client of
 * theirs among them: each pick is the client (in the demo list's order among equals) with the most benefit
 * administrators and brokers not yet covered by an earlier pick.
 */
export function chooseClients(count, demoClients, demoUsers) {
  const chosen = [];
  const covered = new Set();
  const clientSideUsers = demoUsers.filter((u) => !STAFF_ROLES.includes(u.role));
  while (chosen.length < count) {
    let best;
    let bestGain = -1;
    for (const client of demoClients) {
      if (chosen.includes(client)) continue;
      const gain = clientSideUsers.filter(
        (u) => !covered.has(u.key) && u.clients.includes(client.key),
      ).length;
      if (gain > bestGain) [best, bestGain] = [client, gain];
    }
    chosen.push(best);
    for (const u of clientSideUsers) if (u.clients.includes(best.key)) covered.add(u.key);
  }
  return chosen;
}

/**
 * Who each editor is: editor i edits client i mod the clients; the k-th editor of a client takes the k-th role
 * of ROLE_TURNS (round and round), as a demo user of that role on that client when one is still free, else as
 * a user to create. No user edits twice.
 */
export function planEditors(count, clients, demoUsers) {
  const taken = new Set();
  return Array.from({ length: count }, (_, index) => {
    const client = clients[index % clients.length];
    const slot = Math.floor(index / clients.length);
    const turn = ROLE_TURNS[slot % ROLE_TURNS.length];
    const demo = demoUsers.find(
      (u) =>
        !taken.has(u.key) &&
        (turn === 'STAFF' ? STAFF_ROLES.includes(u.role) : u.role === turn && u.clients.includes(client.key)),
    );
    if (demo) taken.add(demo.key);
    return { index, client, slot, turn, demoKey: demo?.key ?? null };
  });
}

/** A JSON call to the gateway with a session's cookies (and its CSRF header on a mutation); throws on non-2xx. */
async function call(baseUrl, method, path, { body, session } = {}) {
  const headers = body === undefined ? {} : { 'content-type': 'application/json' };
  if (session) {
    headers.cookie = [session.cookie, session.csrfCookie].filter(Boolean).join('; ');
    if (method !== 'GET' && session.csrf) headers['x-csrf-token'] = session.csrf;
  }
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(scaledWait(15_000)),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  const json = text ? JSON.parse(text) : undefined;
  return { json, setCookie: res.headers.getSetCookie() };
}

/**
 * Signs in a user who has no authenticator yet, as the web does: password (MFA_ENROLL), enrol an authenticator
 * app (MFA_ENROLL_ACTIVATE answers its secret, shown as a QR code in the web), activate it with a code of that
 * secret (SUCCESS), exchange the session token, and the gateway's logged-in call, whose cookies are the
 * session. The same session shape as infra/load/sign-in.mjs's `signIn`, which handles users who already have
 * an authenticator (demo users only) and so cannot be used here.
 */
export async function signInEnrolling(baseUrl, email, password) {
  const { generate } = await import('otplib');
  const step = async (path, body) => (await call(baseUrl, 'POST', path, { body })).json;
  const first = await step('/api/auth/sign-in', { username: email, password });
  if (first.status !== 'MFA_ENROLL')
    throw new Error(`sign-in of ${email}: expected MFA_ENROLL, got ${JSON.stringify(first)}`);
  const enrolled = await step('/api/auth/factors/enroll', { stateToken: first.stateToken });
  const secret = enrolled.factor?.sharedSecret;
  if (enrolled.status !== 'MFA_ENROLL_ACTIVATE' || !secret)
    throw new Error(
      `sign-in of ${email}: expected MFA_ENROLL_ACTIVATE with a secret, got ${enrolled.status}`,
    );
  const done = await step('/api/auth/factors/activate', {
    stateToken: first.stateToken,
    passCode: await generate({ secret }),
  });
  if (done.status !== 'SUCCESS') throw new Error(`sign-in of ${email}: expected SUCCESS, got ${done.status}`);
  const tokens = await step('/api/auth/token', { sessionToken: done.sessionToken });
  const { setCookie } = await call(baseUrl, 'POST', '/api/users/authenticated/logged-in', {
    body: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  });
  const cookie = (name) => setCookie.map((line) => line.split(';')[0]).find((p) => p.startsWith(`${name}=`));
  const session = cookie('onboard_session');
  const csrfCookie = cookie('onboard_csrf');
  if (!session || !csrfCookie) throw new Error(`sign-in of ${email}: no session or CSRF cookie`);
  const claims = jwtClaims(session.slice('onboard_session='.length));
  return {
    email,
    userId: claims.sub,
    role: claims.role,
    cookie: session,
    csrfCookie,
    csrf: decodeURIComponent(csrfCookie.slice('onboard_csrf='.length)),
  };
}

/**
 * Signs in every editor of `plan` (planEditors), creating the users it needs first; each editor gets a session
 * of its own user. At most `width` sign-ins at a time (each checks a password hash: heavy on two cores).
 */
export async function signInEditors(baseUrl, plan, { demoId, width = 4, say = console.log }) {
  const { DEMO_PASSWORD, DEMO_USERS_WITHOUT_MFA } = await import('../apps/identity/dist/demo/totp.js');
  const { DEMO_USERS } = await import('@onboard/contracts');
  const demoSessions = new Map();
  // Each demo user signs in once (a code is accepted once per 30-second step and user).
  const demoSession = (key) => {
    if (!demoSessions.has(key)) {
      const email = DEMO_USERS.find((u) => u.key === key).email;
      demoSessions.set(
        key,
        DEMO_USERS_WITHOUT_MFA.includes(key)
          ? signInEnrolling(baseUrl, email, DEMO_PASSWORD).then((s) => ({ ...s, key }))
          : signIn(baseUrl, key),
      );
    }
    return demoSessions.get(key);
  };
  const toCreate = plan.filter((p) => !p.demoKey);
  // The owner creates the users: staff manage ben admins and brokers, and only an owner creates admins.
  const administrator = toCreate.length ? await demoSession('owner') : undefined;
  const password = `${randomBytes(12).toString('base64url')}-Bench`;
  if (toCreate.length)
    say(
      `Creating ${toCreate.length} user(s) through the API for the editors the demo users do not cover, ` +
        'and signing every editor in…',
    );
  return inPool(plan, width, async (p) => {
    if (p.demoKey) return { ...p, source: 'demo user', session: await demoSession(p.demoKey) };
    const kind = KIND_OF_ROLE[p.turn];
    const email = `bench-editor-${p.index + 1}@onboard.test`;
    const { json: user } = await call(baseUrl, 'POST', `/api/users/${kind}`, {
      session: administrator,
      body: {
        firstName: 'Bench',
        lastName: `Editor ${p.index + 1}`,
        email,
        ...(p.turn === 'STAFF' ? { role: 'SLF_ADMIN' } : { clientIds: [demoId(`client:${p.client.key}`)] }),
      },
    });
    const { json: link } = await call(baseUrl, 'POST', `/api/users/${user.id}/activation-link`, {
      session: administrator,
    });
    const token = new URL(link.url).searchParams.get('token');
    await call(baseUrl, 'POST', '/api/users/password-upsert', { body: { token, password } });
    return {
      ...p,
      source: 'created through the API',
      session: await signInEnrolling(baseUrl, email, password),
    };
  });
}

/**
 * One editor's live connection to its client's EIF, opened with its own session cookie like the web's
 * useEifLive (which says on opening which sub-step it shows), counting what it hears: HELLO, PRESENCE (who is
 * in the room) and ANSWERS (a save by anyone in the room, the listener's own included), each ANSWERS answer
 * remembered as `path@version` so the bench can check that every co-editor heard every save.
 */
export function openListener(baseUrl, editor) {
  const url = new URL(`/api/clients/${editor.clientId}/eif-live`, baseUrl);
  url.protocol = 'ws:';
  const listener = {
    editor,
    socket: new WebSocket(url, { headers: { cookie: editor.session.cookie } }),
    counts: { HELLO: 0, PRESENCE: 0, ANSWERS: 0 },
    fromOthers: 0,
    own: 0,
    heard: new Set(),
    members: [],
    lastMessageAt: 0,
    closed: false,
    error: undefined,
  };
  const { socket } = listener;
  socket.on('open', () => socket.send(JSON.stringify({ type: 'HERE', subStep: editor.subStep })));
  socket.on('message', (data) => {
    listener.lastMessageAt = performance.now();
    const message = JSON.parse(String(data));
    listener.counts[message.type] = (listener.counts[message.type] ?? 0) + 1;
    if (message.type === 'PRESENCE') listener.members = message.members;
    if (message.type === 'ANSWERS') {
      if (message.by === editor.session.userId) listener.own += 1;
      else listener.fromOthers += 1;
      for (const [path, { version }] of Object.entries(message.saved))
        listener.heard.add(`${path}@${version}`);
    }
  });
  socket.on('error', (error) => (listener.error ??= `${editor.label}'s live connection: ${error.message}`));
  socket.on('close', () => (listener.closed = true));
  return listener;
}

/**
 * Opens every editor's live connection and waits until each has been greeted and sees its whole room by name
 * (identity's names arrive a moment after joining), then until the room's presence messages have stopped for
 * `quietMs`: joining is not what the save rounds measure.
 */
export async function openListeners(baseUrl, editors, { quietMs = 250 } = {}) {
  const listeners = editors.map((e) => openListener(baseUrl, e));
  const roomSize = new Map();
  for (const e of editors) roomSize.set(e.clientId, (roomSize.get(e.clientId) ?? 0) + 1);
  const subStepOf = new Map(editors.map((e) => [e.session.userId, e.subStep]));
  // Greeted, and every member of the room named and on the sub-step that member said it shows.
  const ready = (l) =>
    l.counts.HELLO > 0 &&
    l.members.length === roomSize.get(l.editor.clientId) &&
    l.members.every((m) => m.name && m.subStep === subStepOf.get(m.userId));
  await waitFor(
    () => {
      const failed = listeners.find((l) => l.error || l.closed);
      if (failed) throw new Error(failed.error ?? `${failed.editor.label}'s live connection closed`);
      return listeners.every(ready);
    },
    {
      ms: 20_000,
      what: () =>
        `Only ${listeners.filter(ready).length} of ${listeners.length} live connections saw their whole room`,
    },
  );
  await quiet(listeners, quietMs);
  return listeners;
}

/** Waits until no listener has heard anything for `ms` (at most 10 s, scaled to the machine's load). */
export async function quiet(listeners, ms) {
  await waitFor(() => listeners.every((l) => performance.now() - l.lastMessageAt >= ms), {
    ms: 10_000,
    what: () => 'The live connections did not fall quiet',
  });
}

/** Closes every live connection as a page left does, and waits until the gateway has closed them too. */
export async function closeListeners(listeners) {
  for (const l of listeners) l.socket.close(1000, 'page left');
  await waitFor(() => listeners.every((l) => l.closed), {
    ms: 10_000,
    what: () => `${listeners.filter((l) => !l.closed).length} live connection(s) were still open`,
  });
}
