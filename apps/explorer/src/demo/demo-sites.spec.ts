import { describe, expect, test } from '@jest/globals';
import { EXPLORER_BENEFIT_TYPES, explorerSiteInputSchema } from '@onboard/contracts';
import { explorerSiteIssues } from '@onboard/domain';
import { demoSites } from './demo-sites.js';

// The demo sites hold every rule of explorer spec §5 however the comparisons stand: with every comparison
// available (toggles on, an effective date after the cutoffs) and with none.
const contexts = [
  { policyEffectiveDate: '2027-01-01', toggles: { dentalComparison: true, visionComparison: true } },
  { policyEffectiveDate: '2024-01-01', toggles: { dentalComparison: false, visionComparison: false } },
];

describe('demo explorer sites', () => {
  test.each(demoSites().map((s) => [s.key, s] as const))('%s is valid', (_key, site) => {
    const parsed = explorerSiteInputSchema.safeParse(site.input);
    expect(parsed.error?.issues ?? []).toEqual([]);
    for (const context of contexts) expect(explorerSiteIssues(site.input, context)).toEqual([]);
  });

  test('one live site holds a plan of every benefit type; another is a demo', () => {
    const sites = demoSites();
    const live = sites.filter((s) => s.isLive);
    expect(live).toHaveLength(1);
    expect(new Set(live[0]?.input.benefits?.map((b) => b.benefitType))).toEqual(
      new Set(EXPLORER_BENEFIT_TYPES),
    );
    const planTypes = live[0]?.input.benefits?.map((b) => `${b.benefitType}:${b.planType}`);
    expect(planTypes).toEqual(
      expect.arrayContaining([
        'DENTAL:PPO',
        'DENTAL:DHMO',
        'FINANCIAL:FSA',
        'OTHER_SHORT_TERM_PAID_LEAVE:PFML_FMLA_LEAVE',
        'SHORT_TERM_DISABILITY:EMPLOYER_PAID',
        'LONG_TERM_DISABILITY:VOLUNTARY',
      ]),
    );
    expect(sites.some((s) => !s.isLive)).toBe(true);
  });
});
