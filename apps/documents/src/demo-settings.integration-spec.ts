import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';

// Decision 221, as an operator meets it: the documents service's real process, started in production with
// everything real but the Connect HMAC key left at the demo key from the source, stops before it connects to
// anything and says why on stderr. Built by `npm test` (or `npx tsc -b tsconfig.json`) before this runs.
const DOCUMENTS_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Everything real, as a production Deployment would set it (none of these hosts is contacted). */
const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  // Nothing listens there: the service must refuse before it tries.
  NATS_URL: 'nats://127.0.0.1:1',
  DATABASE_URL: 'postgres://onboard:Zq8m2vT0wP4c@127.0.0.1:1/onboard',
  ESIGN_BASE_URL: 'https://na4.docusign.net',
  ESIGN_OAUTH_BASE_URL: 'https://account.docusign.com',
  ESIGN_ACCOUNT_ID: '1a2b3c4d-1111-4222-8333-444455556666',
  ESIGN_INTEGRATION_KEY: '2b3c4d5e-1111-4222-8333-444455556666',
  ESIGN_USER_ID: '3c4d5e6f-1111-4222-8333-444455556666',
  ESIGN_PRIVATE_KEY:
    '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----',
  VIDEO_HOST_URL: 'https://api.vidyard.com',
  VIDEO_HOST_TOKEN: 'vy-real-token-9f8e7d',
};

function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    // PATH only from the parent: no variable of the test runner's (DATABASE_URL, NATS_URL) may leak in.
    const child = spawn(process.execPath, [DOCUMENTS_MAIN, 'serve'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('the documents service in production', () => {
  test('exits non-zero with one sentence naming the demo Connect HMAC key', async () => {
    const { code, stderr } = await run({
      ...PRODUCTION_ENV,
      ESIGN_CONNECT_HMAC_KEY: 'onboard-esign-connect-demo-key',
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'documents failed to start: documents will not start with NODE_ENV=production while a setting keeps a ' +
        'demo value published with Onboard or reaches the stand-ins: set ESIGN_CONNECT_HMAC_KEY (the demo ' +
        "value from the source) to the real system's own value (README, Deploy).",
    );
  });

  test('with a real key it gets past the check (and then fails on the absent NATS, not on a setting)', async () => {
    const { code, stderr } = await run({
      ...PRODUCTION_ENV,
      ESIGN_CONNECT_HMAC_KEY: 'dGhpcyBpcyBhIHJlYWwga2V5IGZyb20gRG9jdVNpZ24=',
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('documents failed to start');
    expect(stderr).not.toContain('will not start');
  });
});
