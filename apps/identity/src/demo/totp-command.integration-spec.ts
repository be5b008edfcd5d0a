import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { FACTOR_TYPE_TOTP } from '@onboard/contracts';
import { demoId, startService } from '@onboard/server-kit';
import { createTestDatabase, freePort, serviceTestEnv, type TestDatabase } from '@onboard/server-kit/testing';
import { generate, generateSecret } from 'otplib';
import pg from 'pg';
import { SecretBox } from '../crypto/secrets.js';
import { identityService } from '../definition.js';
import { demoTotpSecret } from './totp.js';

// `npm run totp -- <demo e-mail>` (scripts/totp.mjs, run as npm runs it: it needs the build) prints the code of
// the authenticator the user has now, or says it cannot (issue 27, item 14): the demo secret the seed gave is
// not the current one once the user enrolled an authenticator of their own.
let db: TestDatabase;
let sql: pg.Client;
const box = new SecretBox('onboard-development-mfa-key'); // the identity service's default, as npm start runs it

function totp(email: string, databaseUrl = db.url, ...more: string[]) {
  // The identity service's default key (no MFA_ENCRYPTION_KEY), as npm start runs it; no Jest flags.
  const { MFA_ENCRYPTION_KEY: _key, NODE_OPTIONS: _options, ...env } = process.env;
  const result = spawnSync(process.execPath, ['scripts/totp.mjs', email, ...more], {
    env: { ...env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** The code the command printed is the secret's code now (or of the step before, at a step boundary). */
async function printsCodeOf(email: string, secret: string): Promise<void> {
  const before = await generate({ secret });
  const { status, out, err } = totp(email);
  const after = await generate({ secret });
  expect({ status, err }).toEqual({ status: 0, err: '' });
  expect([before, after]).toContain(out.trim().split(/\s+/)[0]);
}

/** What enrolling (sign-in's MFA_ENROLL → activate) leaves: one active TOTP factor with a new secret. */
async function enrol(key: string): Promise<string> {
  const secret = generateSecret();
  await sql.query(`delete from "identity"."mfa_factor" where "user_id" = $1`, [demoId(`user:${key}`)]);
  await sql.query(
    `insert into "identity"."mfa_factor" ("id", "user_id", "factor_type", "secret_sealed", "status", "activated_at")
     values ($1, $2, $3, $4, 'ACTIVE', now())`,
    [randomUUID(), demoId(`user:${key}`), FACTOR_TYPE_TOTP, box.seal(secret)],
  );
  return secret;
}

beforeAll(async () => {
  db = await createTestDatabase('totp_command');
  const env = { ...serviceTestEnv(db.url), MFA_ENCRYPTION_KEY: 'onboard-development-mfa-key' };
  await (await startService(identityService, 'migrate', env)).close();
  await (await startService(identityService, 'seed', env)).close();
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

describe('npm run totp -- <demo e-mail>', () => {
  test("a demo user with the seed's authenticator: its code", async () => {
    await printsCodeOf('owner@onboard.test', demoTotpSecret('owner'));
  });

  test('--step N: the code of that 30-second step (the next one is what the browser tests use after a sign-in)', async () => {
    const next = Math.floor(Date.now() / 30_000) + 1;
    const { status, out, err } = totp('owner@onboard.test', db.url, '--step', String(next));
    expect({ status, err }).toEqual({ status: 0, err: '' });
    const code = out.trim().split(/\s+/)[0];
    expect(code).toBe(await generate({ secret: demoTotpSecret('owner'), epoch: next * 30 }));
    expect(code).not.toBe(await generate({ secret: demoTotpSecret('owner'), epoch: (next - 1) * 30 }));
    for (const bad of ['soon', '1e3', '0x10', '']) {
      expect(totp('owner@onboard.test', db.url, '--step', bad)).toMatchObject({ status: 1, out: '' });
    }
  });

  test('the employer before enrolling: says it has no authenticator yet, prints no code', () => {
    const { status, out, err } = totp('employer@onboard.test');
    expect(status).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/employer@onboard\.test has no authenticator yet.*--secret/s);
  });

  test('the employer after enrolling: the code of the secret it enrolled, not of the demo secret', async () => {
    const secret = await enrol('employer');
    await printsCodeOf('employer@onboard.test', secret);
  });

  test('a demo user whose MFA was reset and who enrolled again: the new code', async () => {
    const secret = await enrol('broker');
    await printsCodeOf('broker@onboard.test', secret);
  });

  test('a database that does not answer: says it cannot, prints no code', async () => {
    const closed = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/onboard`;
    const { status, out, err } = totp('owner@onboard.test', closed);
    expect(status).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^Cannot print owner@onboard\.test's code: .* did not answer/);
  });
});
