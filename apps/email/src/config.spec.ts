import { describe, expect, test } from '@jest/globals';
import { ConfigError } from '@onboard/server-kit';
import { loadEmailConfig } from './config.js';

describe('e-mail configuration', () => {
  test('defaults point at the stand-ins sink of npm start', () => {
    expect(loadEmailConfig({})).toEqual({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 2525,
      SMTP_SECURE: false,
      SMTP_FROM: 'Onboard <no-reply@onboard.test>',
      EMAIL_RETRY_DELAYS_MS: [1_000, 5_000, 30_000, 120_000],
      EMAIL_MAX_ATTEMPTS: 5,
      EMAIL_RECOVERY_INTERVAL_MS: 60_000,
      EMAIL_SEND_CONCURRENCY: 4,
    });
  });

  test('reads the retry delays as a list and the flags as booleans', () => {
    const config = loadEmailConfig({
      EMAIL_RETRY_DELAYS_MS: '200, 500',
      SMTP_SECURE: 'true',
      SMTP_PORT: '465',
    });
    expect(config).toMatchObject({ EMAIL_RETRY_DELAYS_MS: [200, 500], SMTP_SECURE: true, SMTP_PORT: 465 });
  });

  test.each([
    [{ EMAIL_RETRY_DELAYS_MS: '1000,soon' }, 'EMAIL_RETRY_DELAYS_MS'],
    [{ SMTP_PORT: '70000' }, 'SMTP_PORT'],
    [{ SMTP_SECURE: 'yes' }, 'SMTP_SECURE'],
    [{ SMTP_USER: 'mailer' }, 'SMTP_USER'],
  ])('refuses %j at boot, naming the variable', (env, variable) => {
    expect(() => loadEmailConfig(env)).toThrow(ConfigError);
    expect(() => loadEmailConfig(env)).toThrow(variable);
  });
});
