import { describe, expect, test } from '@jest/globals';
import { planDetailRows, type DetailPlan, type Translate } from './plan-details.js';
import { EXPLORER_TEXTS_EN } from './texts-en.js';

// The plan rows' wording (issue 27 item 10), with the English texts the web app and the first HTML use.

const t: Translate = (key, options = {}) => {
  let node: unknown = EXPLORER_TEXTS_EN;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};
const rows = (plan: DetailPlan & Record<string, unknown>) =>
  planDetailRows(plan, t, 'en')
    .filter((row) => row.value !== null)
    .map((row) => [row.label, row.value]);

describe('planDetailRows', () => {
  test('Health Care FSA: each row has its own label (rollover, its limit, its date)', () => {
    const shown = rows({
      benefitType: 'FINANCIAL',
      planType: 'HEALTH_CARE_FSA',
      financialFSAMoneyRollover: true,
      financialFSAMoneyRolloverAmount: 640,
      financialFSAMoneyRolloverDate: '2027-03-15',
    });
    expect(shown).toEqual([
      ['Unused money rolls over', 'Yes'],
      ['Rollover limit', 'Up to $640 rolls over'],
      ['Rollover date', 'Mar 15, 2027'],
    ]);
    const labels = shown.map(([label]) => label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('a DHMO/Prepaid plan shows no out-of-network percentage or amount, and says it has no such benefit', () => {
    const shown = rows({
      benefitType: 'DENTAL',
      planType: 'DHMO',
      planYearDeductibleIndividualInNetwork: 0,
      planYearMaximumIndividualInNetwork: 2000,
      dentalTypeOneInNetwork: 100,
      dentalTypeOneOutOfNetwork: 0,
      dentalTypeTwoInNetwork: 80,
    });
    expect(shown).toEqual([
      ['Deductible (individual)', 'In network only: $0'],
      ['Yearly maximum (individual)', 'In network only: $2,000'],
      ['Out-of-network benefits', 'No'],
      ['Preventive care (type I) covered', 'In network only: 100%'],
      ['Basic care (type II) covered', 'In network only: 80%'],
    ]);
    expect(JSON.stringify(shown)).not.toContain('Out of network');
  });

  test('a dental PPO keeps both networks', () => {
    expect(
      rows({
        benefitType: 'DENTAL',
        planType: 'PPO',
        dentalTypeOneInNetwork: 100,
        dentalTypeOneOutOfNetwork: 80,
      }),
    ).toEqual([['Preventive care (type I) covered', 'In network: 100% · Out of network: 80%']]);
  });

  test('vision: the every-other-year frequency reads as applying in and out of network', () => {
    const shown = rows({
      benefitType: 'VISION',
      planType: 'VISION',
      visionFramesInNetwork: 150,
      visionFramesOutOfNetwork: 75,
      visionFramesBiYearly: true,
    });
    expect(shown).toEqual([['Frames', 'Every other year — In network: $150 · Out of network: $75']]);
  });
});
