import { describe, expect, test } from '@jest/globals';
import { explorerPage, plan } from '../../test/explorerPublic.js';
import { latestPolicyDate, planComparable, plansByType } from './comparison.js';

const ID = '5a0e1f42-0000-4000-8000-0000000000f1';

describe('planComparable (explorer spec §5)', () => {
  test.each([
    ['medical after 9/15/2024', { benefitType: 'MEDICAL', planType: 'PPO' }, ['2024-09-15'], {}, true],
    ['medical before 9/15/2024', { benefitType: 'MEDICAL', planType: 'PPO' }, ['2024-09-14'], {}, false],
    [
      'the latest policy date counts',
      { benefitType: 'MEDICAL', planType: 'PPO' },
      ['2023-01-01', '2025-01-01'],
      {},
      true,
    ],
    ['no policy date: allowed', { benefitType: 'FINANCIAL', planType: 'FSA' }, [], {}, true],
    ['dental DHMO: never', { benefitType: 'DENTAL', planType: 'DHMO' }, ['2025-01-01'], {}, false],
    [
      'dental with its toggle off',
      { benefitType: 'DENTAL', planType: 'PPO' },
      ['2025-01-01'],
      { dentalComparison: false },
      false,
    ],
    ['vision from 5/30/2024', { benefitType: 'VISION', planType: null }, ['2024-05-30'], {}, true],
    [
      'vision with its toggle off',
      { benefitType: 'VISION', planType: null },
      ['2025-01-01'],
      { visionComparison: false },
      false,
    ],
    ['other types always', { benefitType: 'LIFE', planType: 'BASIC_LIFE' }, ['2020-01-01'], {}, true],
  ] as const)('%s', (_name, kind, dates, toggles, expected) => {
    const page = explorerPage({ policyEffectiveDates: [...dates], ...toggles });
    expect(planComparable(page, plan({ id: ID, ...kind }))).toBe(expected);
  });
  test('latestPolicyDate', () => {
    expect(latestPolicyDate(['2025-01-01T00:00:00Z', '2024-01-01'])).toBe('2025-01-01');
    expect(latestPolicyDate([])).toBeNull();
  });
});

describe('plansByType', () => {
  test('highlighted types first by their order, then the spec order', () => {
    const plans = [
      plan({ id: ID, benefitType: 'VISION', planType: null }),
      plan({ id: `${ID.slice(0, -1)}2`, benefitType: 'MEDICAL' }),
      plan({ id: `${ID.slice(0, -1)}3`, benefitType: 'LIFE', planType: 'BASIC_LIFE' }),
    ];
    const order = plansByType(plans, {
      LIFE: { highlighterText: 'x', spanishHighlighterText: null, highlighterOrder: 1 },
    }).map((group) => group.benefitType);
    expect(order).toEqual(['LIFE', 'MEDICAL', 'VISION']);
  });
});
