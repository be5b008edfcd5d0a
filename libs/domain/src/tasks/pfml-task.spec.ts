import { describe, expect, test } from '@jest/globals';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  type ClientDto,
  type EifAllAnswers,
  type EifPlanAnswers,
} from '@onboard/contracts';
import { pfmlTaskSections, pfmlTaskState, pfmlTaskStatesOf } from './pfml-task.js';

const POLICY = '11111111-1111-4111-8111-111111111111';
const CO = '22222222-2222-4222-8222-222222222221';
const DE = '22222222-2222-4222-8222-222222222222';
const ME = '22222222-2222-4222-8222-222222222223';
const CO2 = '22222222-2222-4222-8222-222222222224';
const MA = '22222222-2222-4222-8222-222222222225';

const plan = (id: string, planType: string) => ({
  id,
  benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE' as const,
  planType,
  carrierName: null,
});
const PLANS = [
  plan(CO, 'PFML_CO_FI'),
  plan(DE, 'PFML_DE_ASO'),
  plan(ME, 'PFML_ME_FI'),
  plan(MA, 'PFML_MA_FI'),
];
const blank = Object.fromEntries(
  Object.keys(EIF_PLAN_FIELDS).map((f) => [f, null]),
) as unknown as EifPlanAnswers;

function answersWith(plans: Record<string, Partial<EifPlanAnswers>>, ids: readonly string[]): EifAllAnswers {
  return {
    ...(Object.fromEntries(Object.keys(EIF_CLIENT_FIELDS).map((f) => [f, null])) as object),
    policies: { [POLICY]: {} },
    plans: Object.fromEntries(ids.map((id) => [id, { ...blank, ...plans[id] }])),
  } as unknown as EifAllAnswers;
}

function sectionsOf(
  coverages: string[],
  plans: Record<string, Partial<EifPlanAnswers>> = {},
  clientPlans = PLANS,
) {
  const policy = { id: POLICY, slfCoverages: coverages } as ClientDto['policies'][number];
  const client = { policies: [policy], plans: clientPlans } as Pick<ClientDto, 'policies' | 'plans'>;
  return pfmlTaskSections(
    policy,
    client,
    answersWith(
      plans,
      clientPlans.map((p) => p.id),
    ),
  );
}

describe('which PFML sections a policy has', () => {
  test.each([
    ['no PFML', ['Basic Life'], []],
    ['Massachusetts PFML only (not one of the three)', ['MA PFML Fully Insured'], []],
    ['Colorado', ['CO PFML Fully Insured'], ['CO']],
    [
      'Maine and Delaware, in the spec order',
      ['ME PFML Fully Insured', 'DE PFML ASO', 'Basic Life'],
      ['DE', 'ME'],
    ],
    [
      'all three with Massachusetts',
      ['MA PFML Fully Insured', 'ME PFML Fully Insured', 'DE PFML ASO', 'CO PFML Fully Insured'],
      ['CO', 'DE', 'ME'],
    ],
  ] as const)('%s', (_what, coverages, states) => {
    expect(sectionsOf([...coverages]).map((s) => s.state)).toEqual(states);
    expect(pfmlTaskStatesOf({ slfCoverages: [...coverages] })).toEqual(states);
  });

  test("a section holds the plans of the policy's own coverage of that state", () => {
    // The CO plan is fully insured; a policy holding CO ASO does not hold it.
    const clientPlans = [...PLANS, plan(CO2, 'PFML_CO_ASO')];
    expect(sectionsOf(['CO PFML ASO'], {}, clientPlans)[0]?.planIds).toEqual([CO2]);
    expect(sectionsOf(['CO PFML Fully Insured'], {}, clientPlans)[0]?.planIds).toEqual([CO]);
  });

  test("a section asks its plans' questions: Colorado's STD question, Delaware's intermittent leave", () => {
    const [co, de] = sectionsOf(['CO PFML Fully Insured', 'DE PFML ASO']);
    expect(co?.questions.map((q) => q.field)).toContain('allowPFMLAndSTDConcurrently');
    expect(co?.questions.map((q) => q.field)).not.toContain('pfmlMinimumIntermittentLeave');
    expect(de?.questions.map((q) => q.field)).toContain('pfmlMinimumIntermittentLeave');
    expect(new Set(de?.questions.map((q) => q.recordId))).toEqual(new Set([DE]));
  });
});

describe('a section status word (spec §4, decision 129)', () => {
  test.each([
    ['Colorado, nothing answered', 'CO PFML Fully Insured', {}, 'Not Started'],
    [
      'Colorado, a plan setting answered',
      'CO PFML Fully Insured',
      { [CO]: { pfmlPremiumContributionType: 'FULLY_EMPLOYER_PAID' } },
      'In Progress',
    ],
    [
      'Colorado, concurrent PFML and STD answered no',
      'CO PFML Fully Insured',
      { [CO]: { allowPFMLAndSTDConcurrently: false } },
      'Done',
    ],
    [
      'Colorado, the intermittent leave (not its question) answered',
      'CO PFML Fully Insured',
      { [CO]: { pfmlMinimumIntermittentLeave: 'ONE_HOUR' } },
      'Not Started',
    ],
    ['Delaware, nothing answered', 'DE PFML ASO', {}, 'Not Started'],
    [
      'Delaware, the look-back answered',
      'DE PFML ASO',
      { [DE]: { pfmlThreeYearLookBackPercent: 10 } },
      'In Progress',
    ],
    [
      'Delaware, intermittent leave answered',
      'DE PFML ASO',
      { [DE]: { pfmlMinimumIntermittentLeave: 'FOUR_HOURS' } },
      'Done',
    ],
    [
      'Maine, intermittent leave answered',
      'ME PFML Fully Insured',
      { [ME]: { pfmlMinimumIntermittentLeave: 'ONE_WORK_DAY' } },
      'Done',
    ],
    [
      'Maine, the STD question (Colorado only) answered',
      'ME PFML Fully Insured',
      { [ME]: { allowPFMLAndSTDConcurrently: true } },
      'Not Started',
    ],
  ] as const)('%s', (_what, coverage, plans, status) => {
    expect(sectionsOf([coverage], plans as Record<string, Partial<EifPlanAnswers>>)[0]?.status).toBe(status);
  });

  test('with two Colorado plans, Done needs both; one answered is In Progress', () => {
    const clientPlans = [plan(CO, 'PFML_CO_FI'), plan(CO2, 'PFML_CO_FI')];
    const one = sectionsOf(
      ['CO PFML Fully Insured'],
      { [CO]: { allowPFMLAndSTDConcurrently: true } },
      clientPlans,
    );
    expect(one[0]?.status).toBe('In Progress');
    const both = sectionsOf(
      ['CO PFML Fully Insured'],
      { [CO]: { allowPFMLAndSTDConcurrently: true }, [CO2]: { allowPFMLAndSTDConcurrently: false } },
      clientPlans,
    );
    expect(both[0]?.status).toBe('Done');
  });

  test('a section whose state has no plan yet is Not Started (nothing to answer)', () => {
    const sections = sectionsOf(['ME PFML Fully Insured'], {}, [plan(CO, 'PFML_CO_FI')]);
    expect(sections).toMatchObject([{ state: 'ME', planIds: [], questions: [], status: 'Not Started' }]);
  });
});

describe('the task overall', () => {
  test.each([
    ['no sections', [], {}, 'none'],
    [
      'one of two Done',
      ['CO PFML Fully Insured', 'DE PFML ASO'],
      { [CO]: { allowPFMLAndSTDConcurrently: true } },
      'open',
    ],
    [
      'both Done',
      ['CO PFML Fully Insured', 'DE PFML ASO'],
      { [CO]: { allowPFMLAndSTDConcurrently: true }, [DE]: { pfmlMinimumIntermittentLeave: 'ONE_HOUR' } },
      'done',
    ],
  ] as const)('%s', (_what, coverages, plans, state) => {
    expect(pfmlTaskState(sectionsOf([...coverages], plans as Record<string, Partial<EifPlanAnswers>>))).toBe(
      state,
    );
  });
});
