import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { httpStatusOf } from '@onboard/contracts';
import { ConfigError, isUnavailable, refuseDemoSettings } from '@onboard/server-kit';
import { freePort } from '@onboard/server-kit/testing';
import { DEMO_ESIGN_PRIVATE_KEY } from '@onboard/server-kit';
import { connectHmacKeys, loadESignConfig } from './esign.config.js';
import { DocuSignProvider } from './esign-provider.js';

// The adapter against the stand-ins is esign-provider.integration-spec.ts; here the settings and what fails
// without a provider.
const ownKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;

describe('e-signature configuration', () => {
  test('defaults reach the stand-ins of npm start with the demo account and key pair', () => {
    expect(loadESignConfig({})).toEqual({
      ESIGN_BASE_URL: 'http://127.0.0.1:4100/esign',
      ESIGN_ACCOUNT_ID: '5f0e2a52-7c1b-4b7e-9d1e-0e5a0a0e5161',
      ESIGN_INTEGRATION_KEY: '0b7c2f1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b',
      ESIGN_USER_ID: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      ESIGN_PRIVATE_KEY: DEMO_ESIGN_PRIVATE_KEY.trim(),
      ESIGN_CONNECT_HMAC_KEY: 'onboard-esign-connect-demo-key',
      ESIGN_TIMEOUT_MS: 10_000,
      ESIGN_DOWNLOAD_TIMEOUT_MS: 60_000,
    });
    expect(loadESignConfig({ ESIGN_BASE_URL: 'http://stand-ins:4100/esign' }).ESIGN_BASE_URL).toBe(
      'http://stand-ins:4100/esign',
    );
  });

  test('the demo key is refused with any other provider; a key of its own is taken, \\n escapes too', () => {
    // The check is server-kit's list of demo settings, which the documents service runs at start.
    expect(() => refuseDemoSettings('documents', { ESIGN_BASE_URL: 'https://demo.docusign.net' })).toThrow(
      /ESIGN_PRIVATE_KEY \(unset: the demo default, with the real provider https:\/\/demo.docusign.net\)/,
    );
    const oneLine = ownKey.trim().replace(/\n/g, '\\n');
    const config = loadESignConfig({
      ESIGN_BASE_URL: 'https://na4.docusign.net',
      ESIGN_OAUTH_BASE_URL: 'https://account.docusign.com',
      ESIGN_PRIVATE_KEY: oneLine,
    });
    expect(config.ESIGN_PRIVATE_KEY).toBe(ownKey.trim());
    expect(() => new DocuSignProvider(config)).not.toThrow();
  });

  test.each([
    [{ ESIGN_BASE_URL: 'ftp://esign.example.com' }, 'ESIGN_BASE_URL'],
    [{ ESIGN_OAUTH_BASE_URL: 'nope' }, 'ESIGN_OAUTH_BASE_URL'],
    [{ ESIGN_ACCOUNT_ID: '' }, 'ESIGN_ACCOUNT_ID'],
    [{ ESIGN_PRIVATE_KEY: 'not a key' }, 'ESIGN_PRIVATE_KEY'],
    [{ ESIGN_CONNECT_HMAC_KEY: '' }, 'ESIGN_CONNECT_HMAC_KEY'],
    [{ ESIGN_TIMEOUT_MS: '10' }, 'ESIGN_TIMEOUT_MS'],
    [{ ESIGN_DOWNLOAD_TIMEOUT_MS: 'soon' }, 'ESIGN_DOWNLOAD_TIMEOUT_MS'],
  ])('refuses %j at boot, naming the variable', (env, variable) => {
    expect(() => loadESignConfig(env)).toThrow(ConfigError);
    expect(() => loadESignConfig(env)).toThrow(variable);
  });

  test('the Connect keys: the main one and the extra ones, once each', () => {
    const config = loadESignConfig({ ESIGN_CONNECT_HMAC_KEY: 'a', ESIGN_CONNECT_HMAC_KEYS: ' b, a ,,c ' });
    expect(connectHmacKeys(config)).toEqual(['a', 'b', 'c']);
  });
});

describe('DocuSignProvider without a provider', () => {
  test('a provider not listening is ESIGN_UNAVAILABLE, a 503 with a message for people', async () => {
    const provider = new DocuSignProvider(
      loadESignConfig({ ESIGN_BASE_URL: `http://127.0.0.1:${await freePort()}/esign` }),
    );
    const error = await provider.getEnvelope('e-1').catch((e: unknown) => e);
    expect(isUnavailable(error, 'esign')).toBe(true);
    expect(error).toMatchObject({ code: 'ESIGN_UNAVAILABLE', detail: 'token: unreachable' });
    expect(httpStatusOf('ESIGN_UNAVAILABLE')).toBe(503);
  });
});
