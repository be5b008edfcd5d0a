// Signs a demo user in over HTTP the way the web does, for the load runner, the benchmark and
// session-cookie.mjs: password → MFA_REQUIRED → TOTP code (computed from the demo secret, as `npm run totp`
// does) → SUCCESS → token exchange → POST /api/users/authenticated/logged-in, whose Set-Cookie carries the
// session. Demo users only (their TOTP secrets are derived from their keys; real users' are not).
//
// Only the access-token cookie (`onboard_session`) is handed back: enough for reads, and it never triggers a
// refresh. A load generator replaying one refresh token after the gateway has rotated it would look like a
// stolen token to the identity service and end the session. The access token lasts ACCESS_TOKEN_TTL_SECONDS
// (15 minutes by default); `expiresAt` tells when.

const STEP_MS = 30_000;

/**
 * @param {string} baseUrl  the gateway, e.g. http://127.0.0.1:3000
 * @param {string} who      a demo user's key (`admin`) or e-mail (`admin@onboard.test`)
 * @returns {Promise<{ email: string, key: string, userId: string, role: string, cookie: string, csrf?: string, csrfCookie?: string, expiresAt: number }>}
 */
export async function signIn(baseUrl, who) {
  // Imported here: the identity service's compiled module exists only after a build.
  const { DEMO_USERS } = await import('@onboard/contracts');
  const { demoTotpSecret, DEMO_PASSWORD } = await import('../../apps/identity/dist/demo/totp.js');
  const { generate } = await import('otplib');
  const user = DEMO_USERS.find((u) => u.key === who || u.email === who);
  if (!user) throw new Error(`${who} is not a demo user (${DEMO_USERS.map((u) => u.email).join(', ')})`);

  const post = async (path, body) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, setCookie: res.headers.getSetCookie() };
  };
  const expect200 = (step, res) => {
    if (res.status !== 200)
      throw new Error(`sign-in of ${user.email}: ${step} answered ${res.status} ${res.text}`);
    return res.json;
  };

  // A code is accepted once per 30-second step and user: when this user already signed in during the current
  // step (an earlier run, another tool), the code is refused; wait for the next step and start over, once.
  let done;
  for (let attempt = 0; !done; attempt++) {
    const first = expect200(
      'sign-in',
      await post('/api/auth/sign-in', { username: user.email, password: DEMO_PASSWORD }),
    );
    if (first.status !== 'MFA_REQUIRED' || !first.factors?.[0]) {
      throw new Error(
        `sign-in of ${user.email}: expected MFA_REQUIRED with a factor, got ${JSON.stringify(first)}`,
      );
    }
    const verified = await post('/api/auth/factors/verify', {
      stateToken: first.stateToken,
      factorId: first.factors[0].id,
      passCode: await generate({ secret: demoTotpSecret(user.key) }),
    });
    if (verified.status === 403 && attempt === 0) {
      await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 1_000));
      continue;
    }
    done = expect200('factors/verify', verified);
    if (done.status !== 'SUCCESS') {
      throw new Error(`sign-in of ${user.email}: expected SUCCESS, got ${JSON.stringify(done)}`);
    }
  }
  const tokens = expect200('token', await post('/api/auth/token', { sessionToken: done.sessionToken }));
  const loggedIn = await post('/api/users/authenticated/logged-in', {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  });
  expect200('logged-in', loggedIn);
  const session = loggedIn.setCookie
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('onboard_session='));
  if (!session)
    throw new Error(`sign-in of ${user.email}: no onboard_session cookie in ${loggedIn.setCookie}`);
  const claims = jwtClaims(session.slice('onboard_session='.length));
  // The CSRF token a mutation sends in x-csrf-token with its cookie (double submit).
  const csrf = loggedIn.setCookie
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('onboard_csrf='));
  return {
    csrf: csrf ? decodeURIComponent(csrf.slice('onboard_csrf='.length)) : undefined,
    csrfCookie: csrf,
    email: user.email,
    key: user.key,
    userId: claims.sub,
    role: claims.role,
    cookie: session,
    expiresAt: claims.exp * 1000,
  };
}

/** The claims of a JWT, unverified (the gateway verifies; this only reads the subject and the expiry). */
export function jwtClaims(token) {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
