import { describe, expect, test } from '@jest/globals';
import { TASK_STATUSES } from '@onboard/contracts';
import { taskStatusColor, taskStatusLabel } from './task-status.js';
import { qpsPanelStatus } from './qps-status.js';

describe('task status display (spec §4)', () => {
  test.each([
    ['Upcoming', 'Not Started', 'info'],
    ['Not Started', 'Not Started', 'info'],
    ['In Progress', 'In Progress', 'info'],
    ['NIGO', 'Action Required', 'error'],
    ['Done', 'Completed', 'success'],
    ['Needs Review', 'Needs Review', 'warning'],
    ['In Review', 'In Review', 'warning'],
    ['Voided', 'Voided', 'error'],
    ['Declined', 'Declined', 'error'],
  ] as const)('%s shows %s in %s', (status, label, color) => {
    expect(taskStatusLabel(status)).toBe(label);
    expect(taskStatusColor(status)).toBe(color);
  });

  test('every status of the spec has a row above', () => {
    expect(TASK_STATUSES).toHaveLength(9);
  });
});

describe('QPS push status mapping (spec §4)', () => {
  test.each([
    ['NOT_APPLICABLE', 'success'],
    ['COMPLETED', 'success'],
    ['IN_PROGRESS', 'loading'],
    ['COMPLETED_WITH_WARNINGS', 'success-with-warnings'],
    ['COMPLETED_WITH_ERRORS', 'error'],
    ['TIMEOUT', 'error'],
  ] as const)('%s gives %s', (status, panel) => {
    expect(qpsPanelStatus(status)).toBe(panel);
  });
});
