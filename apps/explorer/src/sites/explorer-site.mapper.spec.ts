import { describe, expect, test } from '@jest/globals';
import { benefitPlanInputSchema, explorerSiteInputSchema } from '@onboard/contracts';
import { BenefitPlan } from './benefit-plan.entity.js';
import { ExplorerSite } from './explorer-site.entity.js';
import { planRecord, siteFields, toPlanDto, toSiteDto, toSummaryDto } from './explorer-site.mapper.js';
import { SiteDocument } from './site-document.entity.js';

const OWNER = '11111111-1111-4111-a111-111111111111';
const POLICY = '22222222-2222-4222-a222-222222222222';

const plan = benefitPlanInputSchema.parse({
  id: '33333333-3333-4333-a333-333333333333',
  benefitType: 'DENTAL',
  carrierId: 1,
  planType: 'PPO',
  planName: ' Dental PPO ',
  contentFlags: [],
  prepaidDentalNetwork: 'SUN_LIFE_DENTAL_NETWORK_PPO',
  dentalYearType: 'PLAN',
  dentalTypeOneInNetwork: 100,
  planYearDeductibleIndividualInNetwork: 50,
});

describe('plan records', () => {
  test('the columns are split from the type’s own fields, which keep their contract names', () => {
    const record = planRecord(plan);
    expect(record).toMatchObject({
      carrierId: 1,
      benefitType: 'DENTAL',
      planType: 'PPO',
      planName: 'Dental PPO',
      benefitLevel: null,
      contentFlags: [],
      isNew: false,
    });
    expect(record.details).toMatchObject({
      prepaidDentalNetwork: 'SUN_LIFE_DENTAL_NETWORK_PPO',
      dentalYearType: 'PLAN',
      dentalTypeOneInNetwork: 100,
      planYearDeductibleIndividualInNetwork: 50,
      visionExamInNetwork: null,
    });
    for (const column of ['id', 'benefitType', 'planName', 'carrierId', 'isNew']) {
      expect(record.details).not.toHaveProperty(column);
    }
  });

  test('a stored plan answers as the parsed input with its row id, whatever id the form sent', () => {
    const row = Object.assign(new BenefitPlan(), { ...planRecord(plan), position: 0 });
    const dto = toPlanDto(row);
    expect(dto).toEqual({ ...plan, id: row.id });
    expect(benefitPlanInputSchema.parse(dto)).toEqual({ ...plan, id: row.id });
  });
});

describe('sites', () => {
  const input = explorerSiteInputSchema.parse({
    name: 'Site',
    kioskMode: false,
    startsAt: '2026-01-01',
    openEnrollmentStart: '2025-11-01',
    openEnrollmentEnd: '2025-11-30',
    maintenanceMode: false,
    employerState: 'co',
    hasEmployeesInNY: false,
    showBenefitCount: true,
    hideSunLifeLogo: false,
    pageOwner: OWNER,
    policies: [POLICY, POLICY],
    medicalVideo: 'NO_VIDEO',
    enableContactUsAppointment: true,
    enableContactUsEmail: false,
    enableContactUsLiveChat: true,
    vanitySlug: 'My Site',
    benefits: [plan],
  });

  test('the form’s fields become the site’s; absent flags are false', () => {
    const fields = siteFields(input);
    expect(fields).toMatchObject({
      employerState: 'CO',
      policies: [POLICY],
      vanitySlug: 'My Site',
      customBranding: false,
      showLegacyDentalPlanTable: false,
      expiresAt: null,
      benefitTypeMetadata: {},
    });
    expect(fields).not.toHaveProperty('benefits');
    expect(fields).not.toHaveProperty('prevExplorerPageId');
  });

  test('the staff form’s answer: plans in order, documents by benefit type, the successor’s dates', () => {
    const site = Object.assign(new ExplorerSite(), { clientId: POLICY, ...siteFields(input) });
    const second = Object.assign(new BenefitPlan(), {
      ...planRecord({ ...plan, planName: 'B' }),
      position: 1,
    });
    const first = Object.assign(new BenefitPlan(), {
      ...planRecord({ ...plan, planName: 'A' }),
      position: 0,
    });
    const doc = (benefitType: string, position: number, key: string) =>
      Object.assign(new SiteDocument(), {
        benefitType,
        position,
        documentId: OWNER,
        documentKey: key,
        name: `${key}.pdf`,
        mimeType: 'application/pdf',
      });
    const dto = toSiteDto(
      site,
      [second, first],
      [doc('VISION', 0, 'v'), doc('DENTAL', 1, 'd1'), doc('DENTAL', 0, 'd0')],
      { startsAt: '2027-01-01', expiresAt: null, planYear: '2027' },
    );
    expect(dto.benefits.map((b) => b.planName)).toEqual(['A', 'B']);
    expect(dto.documents.map((d) => `${d.benefitType}:${d.documentKey}`)).toEqual([
      'DENTAL:d0',
      'DENTAL:d1',
      'VISION:v',
    ]);
    expect(dto.documents[0]).toEqual({
      id: OWNER,
      documentKey: 'd0',
      name: 'd0.pdf',
      mimeType: 'application/pdf',
      benefitType: 'DENTAL',
    });
    expect(dto).toMatchObject({
      isLive: false,
      newExplorerPageStartDate: '2027-01-01',
      newExplorerPageEndDate: null,
      newExplorerPagePlanYear: '2027',
      prevExplorerPageId: null,
    });
    expect(toSummaryDto(site, 2)).toMatchObject({ name: 'Site', benefitCount: 2, vanitySlug: 'My Site' });
  });
});
