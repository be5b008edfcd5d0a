import { describe, expect, test } from '@jest/globals';
import { configurationSchema } from '@onboard/contracts';
import { loadConfig } from '@onboard/server-kit';
import { configurationEnv } from './configuration.config.js';
import { configurationOf } from './configuration.handler.js';

describe('runtime configuration', () => {
  test("the explorer's reCAPTCHA site key is passed on when set, absent when unset or empty", () => {
    const key = '6LcExampleSiteKey_abcdefghijklmno';
    expect(configurationOf(loadConfig(configurationEnv, { RECAPTCHA_SITE_KEY: key })).recaptchaSiteKey).toBe(
      key,
    );
    expect(configurationOf(loadConfig(configurationEnv, { RECAPTCHA_SITE_KEY: '' }))).not.toHaveProperty(
      'recaptchaSiteKey',
    );
  });

  test('defaults for one machine', () => {
    const configuration = configurationOf(loadConfig(configurationEnv, {}));
    expect(configurationSchema.parse(configuration)).toEqual({
      supportEmail: 'onboarding.support@onboard.test',
      supportPhone: '1-800-555-0199',
      environment: 'development',
      providerName: 'Sun Life',
      pageSize: 25,
      features: {},
    });
  });

  test('support contacts and environment come from the environment, validated', () => {
    const configuration = configurationOf(
      loadConfig(configurationEnv, {
        SUPPORT_EMAIL: 'help@insurer.example',
        SUPPORT_PHONE: '1-888-555-0100',
        ONBOARD_ENVIRONMENT: 'staging',
      }),
    );
    expect(configuration).toMatchObject({
      supportEmail: 'help@insurer.example',
      supportPhone: '1-888-555-0100',
      environment: 'staging',
    });
    expect(() => loadConfig(configurationEnv, { SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig(configurationEnv, { RECAPTCHA_SITE_KEY: 'short' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig(configurationEnv, { ONBOARD_ENVIRONMENT: 'Prod Env' })).toThrow(
      /ONBOARD_ENVIRONMENT/,
    );
  });
});
