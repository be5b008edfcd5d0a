import { describe, expect, test } from '@jest/globals';
import {
  BENEFIT_TYPES,
  benefitTypeOfProductTask,
  CLIENT_SETUP_STEPS,
  CLIENT_TASK_IDS,
  isKnownTaskId,
  isProductTaskId,
  KICKOFF_CALL_STATUSES,
  POLICY_TASK_IDS,
  PRODUCT_TASK_IDS,
  productTaskIdOf,
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

describe('product task ids (spec §4 {product}, decision 126)', () => {
  test('one per benefit type the insurer sells, in kebab case; none for MEDICAL (stop loss) or OTHER', () => {
    expect(PRODUCT_TASK_IDS).toEqual([
      'financial',
      'dental',
      'vision',
      'accident',
      'critical-illness',
      'hospital-indemnity',
      'cancer',
      'gap',
      'short-term-disability',
      'long-term-disability',
      'life',
      'other-short-term-paid-leave',
    ]);
    expect(PRODUCT_TASK_IDS).not.toContain('medical');
    expect(PRODUCT_TASK_IDS).not.toContain('other');
  });

  test.each(['dental', 'short-term-disability', 'other-short-term-paid-leave'])(
    '%s is a product task id and a known task id',
    (id) => {
      expect(isProductTaskId(id)).toBe(true);
      expect(isKnownTaskId(id)).toBe(true);
    },
  );

  test.each([
    'medical',
    'other',
    'DENTAL',
    'short_term_disability',
    'dental ',
    'enrollment-resources',
    'pfml',
  ])('%s is not a product task id', (id) => {
    expect(isProductTaskId(id)).toBe(false);
  });

  test('no product task id is also a client or policy task id', () => {
    const fixed: readonly string[] = [...CLIENT_TASK_IDS, ...POLICY_TASK_IDS];
    expect(PRODUCT_TASK_IDS.filter((id) => fixed.includes(id))).toEqual([]);
  });

  test('each product task names its benefit type back, and each id comes from a benefit type', () => {
    expect(benefitTypeOfProductTask('critical-illness')).toBe('CRITICAL_ILLNESS');
    expect(benefitTypeOfProductTask('life')).toBe('LIFE');
    expect(benefitTypeOfProductTask('medical')).toBeNull();
    expect(benefitTypeOfProductTask('kickoff-call')).toBeNull();
    for (const id of PRODUCT_TASK_IDS) {
      const type = benefitTypeOfProductTask(id);
      expect(type && (BENEFIT_TYPES as readonly string[]).includes(type)).toBe(true);
      expect(type && productTaskIdOf(type)).toBe(id);
    }
  });
});
