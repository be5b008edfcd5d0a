// `npm run totp -- <demo e-mail>` prints the current authenticator code of a demo user (no phone needed), from
// the secret of the authenticator the user has now (read from the database `npm start` uses: DATABASE_URL, or
// the embedded PostgreSQL on PG_PORT); when it cannot read it, or the user has none, it says so instead.
// `npm run totp -- --secret <base32>` prints the code for a secret shown while enrolling an authenticator.
// `npm run totp -- <demo e-mail> --step N` prints the code of the 30-second step N (Unix time / 30) instead.
import { generate } from 'otplib';
import pg from 'pg';
import { DEMO_USERS } from '@onboard/contracts';
import { currentTotpSecret, mfaKeyOf } from '../apps/identity/dist/demo/current-totp.js';

const [first, second] = process.argv.slice(2);

/** Ends with a sentence on stderr: what is wrong and what to do. */
function cannot(sentence) {
  console.error(sentence);
  process.exit(1);
}

let secret;
if (first === '--secret' && second) {
  secret = second.replace(/\s+/g, '').toUpperCase();
} else {
  const user = DEMO_USERS.find((u) => u.email === first || u.key === first);
  if (!user) {
    console.error(
      `Usage: npm run totp -- <${DEMO_USERS.map((u) => u.email).join('|')}> [--step N]  or  npm run totp -- --secret <base32>`,
    );
    process.exit(2);
  }
  const url =
    process.env.DATABASE_URL ??
    `postgres://postgres:postgres@127.0.0.1:${Number(process.env.PG_PORT ?? 54329)}/onboard`;
  const where = process.env.DATABASE_URL ? 'the database at DATABASE_URL' : "npm start's database";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  let found;
  try {
    await client.connect();
    found = await currentTotpSecret(
      (text, params) => client.query(text, params),
      user.email,
      mfaKeyOf(process.env),
    );
  } catch (error) {
    cannot(
      `Cannot print ${user.email}'s code: its authenticator's secret is in ${where}, which did not answer ` +
        `(${error instanceof Error ? error.message : String(error)}). Start the system (npm start) or set ` +
        'DATABASE_URL, and try again.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  if (found.found === 'no-user') {
    cannot(`Cannot print a code: ${user.email} is not in ${where} (npm start loads the demo users).`);
  }
  if (found.found === 'no-authenticator') {
    cannot(
      `Cannot print a code: ${user.email} has no authenticator yet. Its next sign-in enrols one and shows ` +
        'its secret: then `npm run totp -- --secret <that secret>` prints its codes.',
    );
  }
  if (found.found === 'sealed-with-another-key') {
    cannot(
      `Cannot print ${user.email}'s code: its authenticator's secret was sealed with another ` +
        'MFA_ENCRYPTION_KEY: set the one the identity service runs with, and try again.',
    );
  }
  secret = found.secret;
}
// `--step N`: the code of the 30-second step N (Unix time / 30) instead of the current one: what an
// authenticator whose clock runs a step ahead shows, which the identity service also accepts (one step either
// side, for clock drift). The browser tests use it rather than wait for the next step when the current one's
// code was used already (each step's code counts once per user).
const stepAt = process.argv.indexOf('--step');
const stepText = stepAt > 0 ? (process.argv[stepAt + 1] ?? '') : undefined;
if (stepText !== undefined && !/^\d{1,12}$/.test(stepText)) {
  cannot('--step takes a whole number (Unix time / 30).');
}
const step = stepText === undefined ? undefined : Number(stepText);
if (step !== undefined) {
  console.log(`${await generate({ secret, epoch: step * 30 })}   (the code of step ${step})`);
} else {
  const seconds = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${await generate({ secret })}   (valid for ${seconds} more seconds)`);
}
