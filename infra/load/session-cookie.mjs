// Prints a demo user's session cookie for a running system, for k6 (which cannot compute TOTP codes):
//
//   node infra/load/session-cookie.mjs admin@onboard.test            # → onboard_session=eyJ…
//   BASE_URL=http://127.0.0.1:3000 node infra/load/session-cookie.mjs broker
//   k6 run -e SESSION_COOKIE="$(node infra/load/session-cookie.mjs admin@onboard.test)" infra/load/gateway.k6.js
//
// It signs in as the web does (password, TOTP code from the demo secret, token exchange, logged-in) against
// BASE_URL (default http://localhost:3000, loopback only) and prints the `onboard_session` cookie on stdout
// (what it did, and until when the cookie holds, on stderr). The access token lasts 15 minutes by default
// (ACCESS_TOKEN_TTL_SECONDS); a code is accepted once per 30 s per user, so a second call within the same
// 30 s waits for the next code.
import { ensureNode24, isLoopback } from './temp-system.mjs';
import { signIn } from './sign-in.mjs';

await ensureNode24(import.meta.url);

const who = process.argv[2];
const baseUrl = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
if (!who || who.startsWith('-')) {
  console.error(
    'Usage: node infra/load/session-cookie.mjs <demo e-mail or key>   (BASE_URL: the running gateway)',
  );
  process.exit(2);
}
if (!isLoopback(baseUrl)) {
  console.error(
    `BASE_URL ${baseUrl} is not on this machine: this helper only signs in to loopback addresses.`,
  );
  process.exit(2);
}
try {
  const session = await signIn(baseUrl, who);
  console.error(
    `Signed in ${session.email} (${session.role}) at ${baseUrl}; the cookie holds until ${new Date(session.expiresAt).toISOString()}`,
  );
  console.log(session.cookie);
} catch (error) {
  console.error(String(error.cause?.message ?? error.message));
  process.exit(1);
}
