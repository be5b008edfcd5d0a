import { describe, expect, test } from '@jest/globals';
import {
  CLIENT_SETUP_STEPS,
  CLIENT_TASK_IDS,
  isKnownTaskId,
  KICKOFF_CALL_STATUSES,
  POLICY_TASK_IDS,
} from './enums.js';

describe('task ids (spec §4)', () => {
  test.each([...CLIENT_TASK_IDS, ...POLICY_TASK_IDS])('%s is known', (id) => {
    expect(isKnownTaskId(id)).toBe(true);
  });

  test.each(['', 'eif', 'enrollment-election', 'EIF-SUBMIT-COMPANY-INFORMATION', '../admin'])(
    '%s is not',
    (id) => {
      expect(isKnownTaskId(id)).toBe(false);
    },
  );

  test('the spec lists seven client tasks (besides product tasks), seven policy tasks, twelve setup steps, six kickoff statuses', () => {
    expect([
      CLIENT_TASK_IDS.length,
      POLICY_TASK_IDS.length,
      CLIENT_SETUP_STEPS.length,
      KICKOFF_CALL_STATUSES.length,
    ]).toEqual([7, 7, 12, 6]);
  });
});
