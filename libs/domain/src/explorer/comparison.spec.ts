import { describe, expect, test } from '@jest/globals';
import type { ExplorerBenefitType, PlanType } from '@onboard/contracts';
import { EXPLORER_BENEFIT_TYPES } from '@onboard/contracts';
import { comparisonAvailable, type ComparisonQuery } from './comparison.js';

const ON = { dentalComparison: true, visionComparison: true };
const query = (over: Partial<ComparisonQuery> & { benefitType: ExplorerBenefitType }): ComparisonQuery => ({
  planType: null,
  policyEffectiveDate: null,
  toggles: ON,
  ...over,
});

describe('comparison availability (explorer spec §5, §9 cutoffs)', () => {
  test.each([
    ['MEDICAL', 'PPO', '2024-09-14', false],
    ['MEDICAL', 'PPO', '2024-09-15', true],
    ['MEDICAL', 'PPO', '2024-09-16', true],
    ['FINANCIAL', 'FSA', '2024-09-14', false],
    ['FINANCIAL', 'FSA', '2024-09-15', true],
    ['DENTAL', 'PPO', '2024-05-29', false],
    ['DENTAL', 'PPO', '2024-05-30', true],
    ['DENTAL', 'PPO', '2024-05-31', true],
    ['VISION', null, '2024-05-29', false],
    ['VISION', null, '2024-05-30', true],
    ['MEDICAL', 'HMO', '2024-05-30', false],
    ['DENTAL', 'PPO', '2024-09-14', true],
    ['MEDICAL', 'PPO', '2024-09-15T00:00:00.000Z', true],
    ['DENTAL', 'PPO', '2024-05-29T23:00:00.000Z', false],
  ] as const)('%s %s with a policy effective %s: %s', (benefitType, planType, date, available) => {
    expect(comparisonAvailable(query({ benefitType, planType, policyEffectiveDate: date }))).toBe(available);
  });

  test.each(['MEDICAL', 'FINANCIAL', 'DENTAL', 'VISION'] as const)(
    '%s without an effective date: available',
    (benefitType) => {
      expect(comparisonAvailable(query({ benefitType }))).toBe(true);
    },
  );

  test.each(
    EXPLORER_BENEFIT_TYPES.filter((type) => !['MEDICAL', 'FINANCIAL', 'DENTAL', 'VISION'].includes(type)),
  )('%s is always available, even for an old policy', (benefitType) => {
    expect(comparisonAvailable(query({ benefitType, policyEffectiveDate: '2020-01-01' }))).toBe(true);
  });

  test('the override lifts the date cutoff', () => {
    expect(
      comparisonAvailable(
        query({ benefitType: 'MEDICAL', policyEffectiveDate: '2024-01-01', override: true }),
      ),
    ).toBe(true);
    expect(
      comparisonAvailable(
        query({ benefitType: 'DENTAL', policyEffectiveDate: '2024-01-01', override: true }),
      ),
    ).toBe(true);
    expect(
      comparisonAvailable(
        query({ benefitType: 'DENTAL', policyEffectiveDate: '2024-01-01', override: false }),
      ),
    ).toBe(false);
  });

  test.each([
    ['DENTAL', 'DHMO'],
    ['FINANCIAL', 'DCA'],
  ] as const)('never for %s plan type %s (not even with the override)', (benefitType, planType) => {
    expect(comparisonAvailable(query({ benefitType, planType }))).toBe(false);
    expect(comparisonAvailable(query({ benefitType, planType, override: true }))).toBe(false);
  });

  test.each([
    ['DENTAL', 'PPO', { dentalComparison: false, visionComparison: true }, false],
    ['DENTAL', 'PPO', { dentalComparison: true, visionComparison: false }, true],
    ['VISION', null, { dentalComparison: true, visionComparison: false }, false],
    ['VISION', null, { dentalComparison: false, visionComparison: true }, true],
    ['MEDICAL', 'PPO', { dentalComparison: false, visionComparison: false }, true],
  ] as const)('%s %s with toggles %j: %s', (benefitType, planType, toggles, available) => {
    expect(
      comparisonAvailable(
        query({ benefitType, planType: planType as PlanType | null, toggles, override: true }),
      ),
    ).toBe(available);
  });
});
