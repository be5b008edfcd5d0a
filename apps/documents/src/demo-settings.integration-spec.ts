import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { PRODUCTION_EXAMPLE_ENV } from '@onboard/server-kit/testing';

// Decision 221, as an operator meets it: the documents service's real process, started in production with
// everything real but the Connect HMAC key left at the demo key from the source, stops before it connects to
// anything and says why on stderr. Built and bundled by `npm test` (or `npm run build`) before this runs; the
// bundle is what the image runs.
const DOCUMENTS_MAIN = fileURLToPath(new URL('../dist/main.bundle.mjs', import.meta.url));

/** Everything real, as a production Deployment would set it; nothing listens at NATS_URL and DATABASE_URL. */
const PRODUCTION_ENV: Record<string, string> = {
  ...PRODUCTION_EXAMPLE_ENV,
  LOG_LEVEL: 'silent',
  NATS_URL: 'nats://127.0.0.1:1',
  DATABASE_URL: 'postgres://onboard:Zq8m2vT0wP4c@127.0.0.1:1/onboard',
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
