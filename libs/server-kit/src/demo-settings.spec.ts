import { describe, expect, test } from '@jest/globals';
import {
  DEMO_SETTINGS,
  DemoSettingsError,
  refuseDemoSeed,
  refuseDemoSettings,
  type SettingReader,
} from './demo-settings.js';
import { PRODUCTION_EXAMPLE_ENV } from './testing.js';

// Decision 221. The names below are written out, not read from DEMO_SETTINGS: an entry removed from the list
// makes these tests fail.

const REAL = PRODUCTION_EXAMPLE_ENV;

const READERS: SettingReader[] = ['gateway', 'identity', 'clients', 'documents', 'email', 'qps', 'explorer'];

/** Each listed setting, who reads it, and a demo or stand-in value it must be refused with. */
const NATS_SERVICES: SettingReader[] = ['identity', 'clients', 'documents', 'email', 'qps', 'explorer'];
const CASES: [name: string, readers: SettingReader[], demo: string | undefined][] = [
  ['DATABASE_URL', NATS_SERVICES, undefined],
  ['DATABASE_URL', NATS_SERVICES, 'postgres://onboard:onboard@postgres:5432/onboard'],
  ['DATABASE_URL', NATS_SERVICES, 'postgres://onboard:REPLACE_ME@postgres.example.internal:5432/onboard'],
  ['COOKIE_SECRET', ['gateway'], undefined],
  ['COOKIE_SECRET', ['gateway'], 'onboard-development-cookie-secret'],
  ['AUTH_TOKEN_SECRET', ['gateway', 'identity'], undefined],
  ['AUTH_TOKEN_SECRET', ['gateway', 'identity'], 'onboard-development-token-secret-change-me'],
  ['MFA_ENCRYPTION_KEY', ['identity'], 'onboard-development-mfa-key'],
  ['MFA_ENCRYPTION_KEY', ['identity'], 'REPLACE_ME'],
  ['ESIGN_BASE_URL', ['documents'], undefined],
  ['ESIGN_BASE_URL', ['documents'], 'http://stand-ins:4100/esign'],
  ['ESIGN_OAUTH_BASE_URL', ['documents'], undefined],
  ['ESIGN_OAUTH_BASE_URL', ['documents'], 'http://localhost:4100/esign'],
  ['ESIGN_ACCOUNT_ID', ['documents'], '5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161'],
  ['ESIGN_INTEGRATION_KEY', ['documents'], undefined],
  ['ESIGN_USER_ID', ['documents'], '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'],
  ['ESIGN_PRIVATE_KEY', ['documents'], undefined],
  ['ESIGN_CONNECT_HMAC_KEY', ['documents'], undefined],
  ['ESIGN_CONNECT_HMAC_KEY', ['documents'], 'onboard-esign-connect-demo-key'],
  ['ESIGN_CONNECT_HMAC_KEYS', ['documents'], 'real-key, onboard-esign-connect-demo-key'],
  ['VIDEO_HOST_URL', ['documents'], 'http://127.0.0.1:4100/video'],
  ['VIDEO_HOST_TOKEN', ['documents'], undefined],
  ['S3_ENDPOINT', ['gateway', 'documents'], 'http://stand-ins:4100/s3'],
  ['S3_ACCESS_KEY_ID', ['gateway', 'documents'], 'onboard-s3-stand-in-key'],
  ['S3_SECRET_ACCESS_KEY', ['gateway', 'documents'], 'onboard-s3-stand-in-secret'],
  ['QPS_BASE_URL', ['qps'], undefined],
  ['QPS_API_KEY', ['qps'], 'onboard-qps-stand-in-key'],
  ['RECAPTCHA_VERIFY_URL', ['explorer'], 'http://127.0.0.1:4100/recaptcha'],
  ['RECAPTCHA_SECRET', ['explorer'], undefined],
  ['CHAT_STATUS_URL', ['explorer'], undefined],
  ['CHAT_STATUS_URL', ['explorer'], 'https://chat.example.com/status'],
  ['JIRA_BASE_URL', ['clients'], undefined],
  ['SMTP_HOST', ['email'], undefined],
  ['SMTP_HOST', ['email'], 'stand-ins'],
  ['SENTRY_DSN', ['gateway'], 'http://key@127.0.0.1:4100/sentry/1'],
];

const without = (
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  value: string | undefined,
) => {
  const copy: Record<string, string | undefined> = { ...env };
  if (value === undefined) delete copy[name];
  else copy[name] = value;
  return copy;
};

describe('demo settings in production', () => {
  test('every reader starts with real values for everything', () => {
    for (const reader of READERS) expect(() => refuseDemoSettings(reader, REAL)).not.toThrow();
  });

  test('the list holds exactly the settings written out here', () => {
    expect(DEMO_SETTINGS.map((s) => s.name).sort()).toEqual([...new Set(CASES.map(([name]) => name))].sort());
  });

  test.each(CASES)(
    '%s is refused (readers %j) with %j, in one sentence naming it',
    (name, readers, value) => {
      const env = without(REAL, name, value);
      for (const reader of readers) {
        let error: unknown;
        try {
          refuseDemoSettings(reader, env);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DemoSettingsError);
        const message = (error as Error).message;
        expect((error as DemoSettingsError).settings).toEqual([name]);
        expect(message).toContain(`${name} (`);
        expect(message).toContain('NODE_ENV=production');
        // One sentence: no line breaks, one full stop at the end.
        expect(message).not.toContain('\n');
        expect(message.trimEnd().endsWith('.')).toBe(true);
      }
      // The readers not listed ignore it (k8s gives each Deployment its own keys).
      for (const reader of READERS.filter((r) => !readers.includes(r)))
        expect(() => refuseDemoSettings(reader, env)).not.toThrow();
    },
  );

  test('several demo settings are named in the same sentence', () => {
    const env = without(
      without(REAL, 'ESIGN_CONNECT_HMAC_KEY', undefined),
      'ESIGN_OAUTH_BASE_URL',
      undefined,
    );
    expect(() => refuseDemoSettings('documents', env)).toThrow(
      /^documents will not start with NODE_ENV=production .*: set ESIGN_OAUTH_BASE_URL \(unset\), ESIGN_CONNECT_HMAC_KEY \(unset: the demo default\) to the real system's own value/,
    );
  });

  test('the demo private key is recognised with its line breaks written as \\n', async () => {
    const { DEMO_ESIGN_PRIVATE_KEY } = await import('./esign-demo-keys.js');
    const oneLine = DEMO_ESIGN_PRIVATE_KEY.trim().replace(/\n/g, '\\n');
    expect(() => refuseDemoSettings('documents', { ...REAL, ESIGN_PRIVATE_KEY: oneLine })).toThrow(
      /ESIGN_PRIVATE_KEY \(the demo value from the source\)/,
    );
  });

  test('a relay on this machine at another port than the sink is real', () => {
    expect(() =>
      refuseDemoSettings('email', { ...REAL, SMTP_HOST: '127.0.0.1', SMTP_PORT: '25' }),
    ).not.toThrow();
    expect(() => refuseDemoSettings('email', { ...REAL, SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' })).toThrow(
      /SMTP_HOST/,
    );
  });
});

describe('demo settings outside production', () => {
  test('npm start and the tests (no NODE_ENV, or development, or test) start with every default', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      for (const reader of READERS) expect(() => refuseDemoSettings(reader, { NODE_ENV })).not.toThrow();
  });

  test.each([
    ['ESIGN_PRIVATE_KEY', 'documents', { ESIGN_BASE_URL: 'https://demo.docusign.net' }],
    ['ESIGN_CONNECT_HMAC_KEY', 'documents', { ESIGN_BASE_URL: 'https://na4.docusign.net' }],
    ['QPS_API_KEY', 'qps', { QPS_BASE_URL: 'https://qps.acme-insurance.com/api' }],
    ['VIDEO_HOST_TOKEN', 'documents', { VIDEO_HOST_URL: 'https://api.vidyard.com' }],
    ['RECAPTCHA_SECRET', 'explorer', { RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api' }],
    [
      'S3_SECRET_ACCESS_KEY',
      'gateway',
      {
        S3_ENDPOINT: 'https://s3.amazonaws.com',
        S3_ACCESS_KEY_ID: 'AKIAREAL',
        S3_SECRET_ACCESS_KEY: 'onboard-s3-stand-in-secret',
      },
    ],
  ] as const)('a demo %s is refused with a real provider in development too', (name, reader, env) => {
    expect(() => refuseDemoSettings(reader, { NODE_ENV: 'development', ...env })).toThrow(
      new RegExp(`against a real provider .*[ ,]${name} \\(`),
    );
  });
});

describe('the demo data', () => {
  test('is not loaded with NODE_ENV=production, even with every setting real', () => {
    expect(() => refuseDemoSeed('identity', REAL)).toThrow(
      "identity will not load the demo data with NODE_ENV=production: its users' passwords are published",
    );
  });
  test('is loaded by npm start and the tests (no NODE_ENV, development, test)', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(() => refuseDemoSeed('identity', { ...REAL, NODE_ENV })).not.toThrow();
  });
});
