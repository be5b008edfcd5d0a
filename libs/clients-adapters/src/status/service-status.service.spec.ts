import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { createLogger, loadConfig } from '@onboard/server-kit';
import type { JiraAdapter } from '../jira/jira.adapter.js';
import { ServiceStatusService } from './service-status.service.js';
import { serviceStatusEnv } from './status.config.js';

// Jira's answers scripted; the clock is Jest's (only Date is faked: promises run as usual).
let jiraUp = true;
let checks = 0;
const jira = {
  isUp: async (): Promise<boolean> => {
    checks++;
    return jiraUp;
  },
} as unknown as JiraAdapter;

const service = (): ServiceStatusService =>
  new ServiceStatusService(jira, loadConfig(serviceStatusEnv, {}), createLogger('clients-test', 'silent'));

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: 1_000_000 });
  jiraUp = true;
  checks = 0;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ServiceStatusService', () => {
  test('defaults: up is trusted 5 minutes, down 30 seconds', () => {
    expect(loadConfig(serviceStatusEnv, {})).toEqual({
      SERVICE_STATUS_CACHE_MS: 300_000,
      SERVICE_STATUS_RETRY_MS: 30_000,
    });
  });

  test('an "up" answer is reused for 5 minutes, then checked again', async () => {
    const status = service();
    expect(await status.current()).toEqual({ jira: true });
    jiraUp = false;
    jest.setSystemTime(1_000_000 + 299_999);
    expect(await status.current()).toEqual({ jira: true });
    expect(checks).toBe(1);
    jest.setSystemTime(1_000_000 + 300_000);
    expect(await status.current()).toEqual({ jira: false });
    expect(checks).toBe(2);
  });

  test('a "down" answer is re-checked after 30 seconds, so the banner clears soon', async () => {
    jiraUp = false;
    const status = service();
    expect(await status.current()).toEqual({ jira: false });
    jiraUp = true;
    jest.setSystemTime(1_000_000 + 29_999);
    expect(await status.current()).toEqual({ jira: false });
    jest.setSystemTime(1_000_000 + 30_000);
    expect(await status.current()).toEqual({ jira: true });
    expect(checks).toBe(2);
  });

  test('concurrent callers share one check', async () => {
    const status = service();
    const answers = await Promise.all([status.current(), status.current(), status.current()]);
    expect(answers).toEqual([{ jira: true }, { jira: true }, { jira: true }]);
    expect(checks).toBe(1);
  });
});
