import { describe, expect, test } from '@jest/globals';
import type { z } from 'zod';
import {
  baseServiceEnv,
  DEMO_SETTINGS,
  loadConfig,
  refuseDemoSettings,
  type SettingReader,
} from '@onboard/server-kit';
import { storageEnv } from '@onboard/server-kit/storage';
import { PRODUCTION_EXAMPLE_ENV } from '@onboard/server-kit/testing';
import { loadGatewayConfig } from '../../apps/gateway/src/config.js';
import { identityEnv } from '../../apps/identity/src/config.js';
import { clientsEnv } from '../../libs/clients-record/src/clients.config.js';
import { jiraEnv } from '../../libs/clients-adapters/src/jira/jira.config.js';
import { configurationEnv } from '../../libs/clients-record/src/configuration/configuration.config.js';
import { serviceStatusEnv } from '../../libs/clients-adapters/src/status/status.config.js';
import { documentsEnv } from '../../apps/documents/src/documents.config.js';
import { esignEnv } from '../../apps/documents/src/esign/esign.config.js';
import { videoHostEnv } from '../../apps/documents/src/video/video-host.config.js';
import { emailEnv } from '../../apps/email/src/config.js';
import { qpsEnv } from '../../apps/qps/src/config.js';
import { explorerEnv } from '../../apps/explorer/src/config.js';

// Decision 221, across the apps: the demo list in server-kit against the services' own config schemas. A
// production environment with real values passes every schema and the check (the services start), and each
// listed default is the one the app really falls back to (a default changed in an app without the list
// would slip past the check).

/** Every schema a service reads at start, besides server-kit's base one. */
const SCHEMAS: Record<Exclude<SettingReader, 'gateway'>, z.ZodType[]> = {
  identity: [identityEnv],
  clients: [clientsEnv, jiraEnv, configurationEnv, serviceStatusEnv],
  documents: [documentsEnv, esignEnv, videoHostEnv, storageEnv],
  email: [emailEnv],
  qps: [qpsEnv],
  explorer: [explorerEnv],
};

describe('a production environment with real values', () => {
  test('the gateway loads its configuration (schemas and the demo check)', () => {
    expect(loadGatewayConfig({ ...PRODUCTION_EXAMPLE_ENV })).toMatchObject({
      NODE_ENV: 'production',
      COOKIE_SECRET: PRODUCTION_EXAMPLE_ENV.COOKIE_SECRET,
    });
  });

  test.each(Object.entries(SCHEMAS))(
    '%s parses every schema and passes the demo check',
    (service, schemas) => {
      const env = { ...PRODUCTION_EXAMPLE_ENV };
      expect(() => loadConfig(baseServiceEnv, env)).not.toThrow();
      for (const schema of schemas) expect(() => loadConfig(schema, env)).not.toThrow();
      expect(() => refuseDemoSettings(service as SettingReader, env)).not.toThrow();
    },
  );

  test('the gateway with the demo cookie secret does not load, naming it', () => {
    expect(() => loadGatewayConfig({ ...PRODUCTION_EXAMPLE_ENV, COOKIE_SECRET: undefined })).toThrow(
      /COOKIE_SECRET \(unset: the demo default\)/,
    );
  });
});

describe("the list's demo defaults are the apps' defaults", () => {
  /** What each reader's schemas give for a setting when the environment is empty. */
  const defaultOf = (reader: SettingReader, name: string): unknown => {
    const schemas = reader === 'gateway' ? [] : [baseServiceEnv, ...SCHEMAS[reader]];
    const parsed: Record<string, unknown> =
      reader === 'gateway'
        ? (loadGatewayConfig({}) as unknown as Record<string, unknown>)
        : Object.assign({}, ...schemas.map((schema) => loadConfig(schema, {}) as object));
    return parsed[name];
  };

  const entries = DEMO_SETTINGS.filter((s) => s.unsetIsDemo && s.demo.length > 0 && s.name !== 'SMTP_HOST');

  test('the settings whose unset value is a listed demo value', () => {
    expect(entries.map((s) => s.name).sort()).toEqual(
      [
        'AUTH_TOKEN_SECRET',
        'CHAT_STATUS_URL',
        'COOKIE_SECRET',
        'DATABASE_URL',
        'ESIGN_ACCOUNT_ID',
        'ESIGN_BASE_URL',
        'ESIGN_CONNECT_HMAC_KEY',
        'ESIGN_INTEGRATION_KEY',
        'ESIGN_PRIVATE_KEY',
        'ESIGN_USER_ID',
        'JIRA_BASE_URL',
        'MFA_ENCRYPTION_KEY',
        'QPS_API_KEY',
        'QPS_BASE_URL',
        'RECAPTCHA_SECRET',
        'RECAPTCHA_VERIFY_URL',
        'VIDEO_HOST_TOKEN',
        'VIDEO_HOST_URL',
      ].sort(),
    );
  });

  test.each(entries.flatMap((s) => s.readers.map((reader) => [s.name, reader, s.demo[0] ?? ''] as const)))(
    '%s: %s falls back to the listed demo value',
    (name, reader, demo) => {
      expect(String(defaultOf(reader, name)).trim()).toBe(demo.trim());
    },
  );

  test('SMTP_HOST unset is the stand-ins sink on this machine (127.0.0.1:2525), which the check refuses', () => {
    expect(loadConfig(emailEnv, {})).toMatchObject({ SMTP_HOST: '127.0.0.1', SMTP_PORT: 2525 });
    expect(() =>
      refuseDemoSettings('email', {
        ...PRODUCTION_EXAMPLE_ENV,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: undefined,
      }),
    ).toThrow(/SMTP_HOST/);
  });
});
