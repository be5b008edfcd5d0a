import { describe, expect, test } from '@jest/globals';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  type EifAllAnswers,
  type EifPlanAnswers,
} from '@onboard/contracts';
import { askedQuestions } from './layout.js';
import { pfmlSectionStatus, pfmlStateOf, stepStatus, subStepStatus, type EifStatusInput } from './status.js';

const PLAN = '22222222-2222-4222-8222-222222222222';
const POLICY = '11111111-1111-4111-8111-111111111111';
const noPlanAnswers = Object.fromEntries(
  Object.keys(EIF_PLAN_FIELDS).map((f) => [f, null]),
) as unknown as EifPlanAnswers;
const none = {
  ...Object.fromEntries(Object.keys(EIF_CLIENT_FIELDS).map((f) => [f, null])),
  policies: {},
  plans: {},
} as unknown as EifAllAnswers;

const input = (
  answers: Partial<EifAllAnswers>,
  client: Partial<EifStatusInput['client']> = {},
): EifStatusInput => ({
  answers: { ...none, ...answers },
  client: { taxId: null, policies: [], plans: [], contacts: [], locations: [], ...client },
});

describe('sub-step status (Not Started / In Progress / Done)', () => {
  test.each([
    ['nothing answered', {}, 'Not Started'],
    ['the question answered no: its follow-up is not asked', { reHireProvisionExists: false }, 'Done'],
    ['yes without the follow-up', { reHireProvisionExists: true }, 'In Progress'],
    ['yes and the follow-up', { reHireProvisionExists: true, rehireProvision: 'MONTHS_6' }, 'Done'],
  ] as const)('rehire-provision with %s: %s', (_what, answers, status) => {
    expect(subStepStatus('rehire-provision', input(answers as Partial<EifAllAnswers>))).toBe(status);
  });

  test.each([
    ['no answer', {}, 'Not Started'],
    ['an empty list is no answer', { valueAddedServicesOptions: [] }, 'Not Started'],
    ['a choice', { valueAddedServicesOptions: ['SELF_CARE_PLUS'] }, 'Done'],
  ] as const)('value-added-services with %s: %s', (_what, answers, status) => {
    expect(subStepStatus('value-added-services', input(answers as Partial<EifAllAnswers>))).toBe(status);
  });

  test('tax id: the client record', () => {
    expect(subStepStatus('tax-id', input({}))).toBe('Not Started');
    expect(subStepStatus('tax-id', input({}, { taxId: '12-3456789' }))).toBe('Done');
  });

  test('locations: given once there is one, and none of them is missing a required detail (decision 098)', () => {
    const hq = {
      id: PLAN,
      name: 'HQ',
      address1: '1 Main St',
      address2: null,
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      locationType: null,
    };
    const status = (locations: EifStatusInput['client']['locations']) =>
      subStepStatus('claims-check-mailing-locations', input({}, { locations }));
    expect(status([])).toBe('Not Started');
    expect(status([hq])).toBe('Done');
    // Prefilled by staff without its state and zip code: the employer still has to complete it.
    expect(status([hq, { ...hq, id: POLICY, state: null, zipCode: '' }])).toBe('Not Started');
  });

  test('per-policy questions count for every policy the sub-step asks about', () => {
    const policies = [
      {
        id: POLICY,
        primaryPolicy: true,
        phaseId: 'WELCOME',
        slfCoverages: ['Basic Life'],
        policyEffective: null,
        issuedStateSitus: null,
        infoGatheringDeadline: null,
        enrollmentCensusDeadline: null,
        liveStatusDate: null,
      },
    ] as EifStatusInput['client']['policies'];
    const some = {
      policies: { [POLICY]: { hasBenAdminPlatform: false, hasDataFeeds: null } },
    } as unknown as Partial<EifAllAnswers>;
    expect(subStepStatus('benefits-administration-and-data-feed', input(some, { policies }))).toBe(
      'In Progress',
    );
    const all = {
      policies: { [POLICY]: { hasBenAdminPlatform: false, hasDataFeeds: true } },
    } as unknown as Partial<EifAllAnswers>;
    expect(subStepStatus('benefits-administration-and-data-feed', input(all, { policies }))).toBe('Done');
  });

  const ID = 'benAdminPlatformId';
  const NAME = 'benAdminPlatformOtherName';
  test.each([
    ['nothing more: both asked', {}, [ID, NAME], 'In Progress'],
    ['a platform of the list: its name is not asked', { [ID]: PLAN }, [ID], 'Done'],
    ['a platform not in the list, named: the list is not asked', { [NAME]: 'Acme HR' }, [NAME], 'Done'],
    ['both (older answers): both shown', { [ID]: PLAN, [NAME]: 'Acme HR' }, [ID, NAME], 'Done'],
  ] as const)('a benefits administration platform, yes, with %s', (_what, platform, asked, status) => {
    const policies = [{ id: POLICY, slfCoverages: ['Basic Life'] }] as EifStatusInput['client']['policies'];
    const given = input(
      {
        policies: {
          [POLICY]: { hasBenAdminPlatform: true, [ID]: null, [NAME]: null, hasDataFeeds: false, ...platform },
        },
      } as unknown as Partial<EifAllAnswers>,
      { policies },
    );
    expect(subStepStatus('benefits-administration-and-data-feed', given)).toBe(status);
    const fields = askedQuestions('benefits-administration-and-data-feed', given.answers, given.client).map(
      (q) => q.field,
    );
    expect(fields.filter((f) => f === ID || f === NAME)).toEqual(asked);
  });

  test('Colorado PFML plans are asked about STD alongside PFML', () => {
    const plans = [
      { id: PLAN, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE', planType: 'PFML_CO_FI', carrierName: null },
    ] as EifStatusInput['client']['plans'];
    const answered = {
      pfmlLeaveYearMethod: 'CALENDAR_YEAR',
      plans: {
        [PLAN]: {
          ...noPlanAnswers,
          pfmlOption: 'ADVICE_ONLY',
          pfmlPremiumContributionType: 'FULLY_EMPLOYER_PAID',
          pfmlThreeYearLookBackPercent: 10,
        },
      },
    } as unknown as Partial<EifAllAnswers>;
    expect(subStepStatus('non-class-benefits-preferences', input(answered, { plans }))).toBe('In Progress');
    (answered.plans as Record<string, EifPlanAnswers>)[PLAN] = {
      ...(answered.plans as Record<string, EifPlanAnswers>)[PLAN],
      allowPFMLAndSTDConcurrently: false,
    } as EifPlanAnswers;
    expect(subStepStatus('non-class-benefits-preferences', input(answered, { plans }))).toBe('Done');
  });

  test('records the EIF cannot take yet do not count; plan administrators need a web admin contact', () => {
    expect(subStepStatus('monthly-claims-reports-and-eobs', input({}))).toBe('Done');
    expect(subStepStatus('plan-administrators', input({}))).toBe('Not Started');
    const contacts = [
      { id: POLICY, firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', type: 'PRIMARY_WEB_ADMIN' },
    ] as EifStatusInput['client']['contacts'];
    expect(subStepStatus('plan-administrators', input({}, { contacts }))).toBe('Done');
  });
});

describe('step status', () => {
  test.each([
    [[], 'Not Started'],
    [['Not Started', 'Not Started'], 'Not Started'],
    [['Done', 'Not Started'], 'In Progress'],
    [['In Progress'], 'In Progress'],
    [['Done', 'Done'], 'Done'],
  ] as const)('%j: %s', (statuses, status) => {
    expect(stepStatus(statuses)).toBe(status);
  });
});

describe('PFML sections (spec §4)', () => {
  test.each([
    ['CO', {}, 'Not Started'],
    ['CO', { allowPFMLAndSTDConcurrently: false }, 'Done'],
    ['CO', { pfmlMinimumIntermittentLeave: 'ONE_HOUR' }, 'Not Started'],
    ['DE', { pfmlMinimumIntermittentLeave: 'ONE_HOUR' }, 'Done'],
    ['ME', { pfmlMinimumIntermittentLeave: 'ONE_WORK_DAY' }, 'Done'],
    ['ME', { allowPFMLAndSTDConcurrently: true }, 'Not Started'],
    ['MA', { allowPFMLAndSTDConcurrently: true, pfmlMinimumIntermittentLeave: 'ONE_HOUR' }, 'Not Started'],
  ] as const)('%s with %j: %s', (state, plan, status) => {
    expect(pfmlSectionStatus(state, plan)).toBe(status);
  });

  test('a PFML plan names its state; other plans none', () => {
    expect(pfmlStateOf('PFML_DE_ASO')).toBe('DE');
    expect(pfmlStateOf('NY_DBL')).toBeUndefined();
    expect(pfmlStateOf(null)).toBeUndefined();
  });
});
