import { describe, expect, test } from '@jest/globals';
import { CLIENT_A, POLICY_A, clientDto } from '../../test/clients.js';
import { SITE_1, explorerPage } from '../../test/explorer.js';
import { nextPlanYear, renewalBody, renewalDefaults, shiftDate } from './renewal.js';
import { cleanValues, emptySite, newPlan, siteContext, siteFormErrors, withBenefitType } from './siteForm.js';

const OWNER = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0001';

describe('the site form’s values', () => {
  test('a new benefit type keeps only the choices it allows', () => {
    const medical = { ...newPlan('MEDICAL'), planType: 'PPO' as const, contentFlags: ['HDHP' as const] };
    expect(withBenefitType(medical, 'DENTAL')).toMatchObject({
      benefitType: 'DENTAL',
      planType: 'PPO',
      contentFlags: [],
    });
    expect(withBenefitType(medical, 'LIFE')).toMatchObject({ planType: null, contentFlags: [] });
    const life = { ...newPlan('LIFE'), benefitLevel: 'BUY_UP' as const, contentFlags: ['VAS_1' as const] };
    expect(withBenefitType(life, 'ACCIDENT')).toMatchObject({ benefitLevel: null, contentFlags: ['VAS_1'] });
  });

  test('blank texts and empty numbers become null; lists and flags stay', () => {
    expect(
      cleanValues({ a: '', b: '  ', c: 'x', d: Number.NaN, e: 0, f: false, g: ['', 'y'], h: undefined }),
    ).toEqual({
      a: null,
      b: null,
      c: 'x',
      d: null,
      e: 0,
      f: false,
      g: [null, 'y'],
    });
  });

  test('a new site: the client’s primary policy and situs state, the creator owns it, and the required dates are asked', () => {
    const site = emptySite(OWNER, clientDto());
    expect(site).toMatchObject({
      employerState: 'NY',
      policies: [POLICY_A],
      pageOwner: OWNER,
      medicalVideo: 'NO_VIDEO',
    });
    const errors = siteFormErrors(site, siteContext(clientDto(), site.policies ?? []));
    expect(Object.keys(errors).sort()).toEqual(['openEnrollmentEnd', 'openEnrollmentStart', 'startsAt']);
  });

  test('the comparison context: the site’s policies’ earliest effective date and the client’s toggles', () => {
    const client = clientDto({ featureToggles: { BENEFITS_EXPLORER_DENTAL_COMPARISON: true } });
    expect(siteContext(client, [POLICY_A])).toEqual({
      policyEffectiveDate: '2026-06-01',
      toggles: { dentalComparison: true, visionComparison: false },
    });
    expect(siteContext(client, []).policyEffectiveDate).toBeNull();
    expect(CLIENT_A).toBe(client.id);
  });
});

describe('the renewal', () => {
  test('dates a year on, the next plan year', () => {
    expect(shiftDate('2026-12-31', { days: 1 })).toBe('2027-01-01');
    expect(shiftDate('2024-02-29', { years: 1 })).toBe('2025-03-01');
    expect(shiftDate(null, { years: 1 })).toBe('');
    expect(nextPlanYear('2026')).toBe('2027');
    expect(nextPlanYear('2026-2027')).toBe('2027-2028');
    expect(nextPlanYear('Plan A')).toBe('Plan A');
    expect(nextPlanYear(null)).toBe('');
  });

  test('the new site copies the old one, takes its vanity address unless the old one keeps it', () => {
    const page = explorerPage();
    const values = renewalDefaults(page);
    expect(values).toMatchObject({
      newExplorerPageStartDate: '2027-01-01',
      newExplorerPageEndDate: '2027-12-31',
      newExplorerPagePlanYear: '2027',
      prevExplorerPageExpiry: '2026-12-31',
      prevExplorerPageVanitySlug: '',
    });
    const body = renewalBody(page, values);
    expect(body).toMatchObject({
      vanitySlug: 'maple',
      prevExplorerPageVanitySlug: null,
      prevExplorerPageId: SITE_1,
    });
    expect(body.benefits?.[0]).not.toHaveProperty('id');
    expect(renewalBody(page, { ...values, prevExplorerPageVanitySlug: 'Maple' }).vanitySlug).toBeNull();
  });
});
