import { describe, expect, test } from '@jest/globals';
import { loadConfig, ConfigError } from '@onboard/server-kit';
import { clientsEnv } from './clients.config.js';

describe('clients service settings', () => {
  test('feature toggles from the environment', () => {
    expect(loadConfig(clientsEnv, { FEATURE_TOGGLES: 'A=true, B_2=false' }).FEATURE_TOGGLES).toEqual({
      A: true,
      B_2: false,
    });
    expect(loadConfig(clientsEnv, {}).FEATURE_TOGGLES).toEqual({});
  });

  test('a malformed toggle stops the boot with a clear message', () => {
    expect(() => loadConfig(clientsEnv, { FEATURE_TOGGLES: 'A=yes' })).toThrow(ConfigError);
    expect(() => loadConfig(clientsEnv, { FEATURE_TOGGLES: 'A=yes' })).toThrow(
      /"A=yes" is not NAME=true or NAME=false/,
    );
  });
});

describe('purging QA data (decision 143)', () => {
  test('on by default, off by default in production, and explicit either way', () => {
    expect(loadConfig(clientsEnv, {}).ALLOW_QA_PURGE).toBe(true);
    expect(loadConfig(clientsEnv, { NODE_ENV: 'production' }).ALLOW_QA_PURGE).toBe(false);
    expect(loadConfig(clientsEnv, { NODE_ENV: 'production', ALLOW_QA_PURGE: 'true' }).ALLOW_QA_PURGE).toBe(
      true,
    );
    expect(loadConfig(clientsEnv, { ALLOW_QA_PURGE: 'false' }).ALLOW_QA_PURGE).toBe(false);
    expect(() => loadConfig(clientsEnv, { ALLOW_QA_PURGE: 'yes' })).toThrow(ConfigError);
  });
});
