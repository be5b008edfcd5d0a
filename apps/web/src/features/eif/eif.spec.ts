import { describe, expect, test } from '@jest/globals';
import {
  EIF_CLIENT_FIELDS,
  EIF_PLAN_FIELDS,
  EIF_POLICY_FIELDS,
  type EifAllAnswers,
} from '@onboard/contracts';
import { eifPatchOf } from './api/eifAnswersApi.js';
import { SUB_STEP_CONTENT } from '@onboard/domain';
import { EIF_STEPS } from './steps.js';

const POLICY = '11111111-1111-4111-8111-111111111111';
const PLAN = '22222222-2222-4222-8222-222222222222';

describe('the save body of changed answers', () => {
  test('answers are nested like the form, each with the version last seen (0 when never saved)', () => {
    expect(
      eifPatchOf(
        {
          erisaHasPlan: true,
          [`policies.${POLICY}.billSplitType`]: 'NONE',
          [`policies.${POLICY}.advanceOrArrears`]: 'ADVANCE',
          [`plans.${PLAN}.pfmlOption`]: null,
        },
        { erisaHasPlan: { version: 3, updatedBy: null, updatedAt: '2026-11-24T10:00:00.000Z' } },
      ),
    ).toEqual({
      erisaHasPlan: true,
      policies: { [POLICY]: { billSplitType: 'NONE', advanceOrArrears: 'ADVANCE' } },
      plans: { [PLAN]: { pfmlOption: null } },
      baseVersions: {
        erisaHasPlan: 3,
        [`policies.${POLICY}.billSplitType`]: 0,
        [`policies.${POLICY}.advanceOrArrears`]: 0,
        [`plans.${PLAN}.pfmlOption`]: 0,
      },
    });
  });
});

describe('what the sub-steps ask', () => {
  const subSteps = EIF_STEPS.flatMap((s) => [...s.subSteps]);

  test('the five steps and the 26 sub-steps of spec §4, in order', () => {
    expect(EIF_STEPS.map((s) => s.id)).toEqual([
      'company-information',
      'plan-administrators-&-billing',
      'plan-configuration-&-eligibility',
      'other-contract-details',
      'review-&-submit',
    ]);
    expect(EIF_STEPS.map((s) => s.subSteps.length)).toEqual([5, 6, 3, 12, 0]);
  });

  test('every sub-step has its content and every answer of the EIF is asked in exactly one sub-step', () => {
    expect(Object.keys(SUB_STEP_CONTENT).sort()).toEqual([...subSteps].sort());
    const asked = Object.values(SUB_STEP_CONTENT).flatMap((c) => [
      ...(c.client ?? []).map((q) => `client.${q.field}`),
      ...(c.policy ?? []).map((q) => `policy.${q.field}`),
      ...(c.plan ?? []).map((q) => `plan.${q.field}`),
    ]);
    const all = [
      ...Object.keys(EIF_CLIENT_FIELDS).map((f) => `client.${f}`),
      ...Object.keys(EIF_POLICY_FIELDS).map((f) => `policy.${f}`),
      ...Object.keys(EIF_PLAN_FIELDS).map((f) => `plan.${f}`),
    ];
    // Not EIF questions: the assistance program's blending and a plan's salary basis come with the plan
    // configuration staff make, dental rollover is its own task.
    const records = [
      'policy.eapIsBlendedWith',
      'plan.salaryBased',
      'policy.hasDentalRollover',
      'policy.dentalRolloverPriorCarrierAccumulators',
    ];
    expect([...asked].sort()).toEqual(all.filter((f) => !records.includes(f)).sort());
    expect(new Set(asked).size).toBe(asked.length);
  });

  const none = Object.fromEntries(
    Object.keys(EIF_CLIENT_FIELDS).map((f) => [f, null]),
  ) as unknown as EifAllAnswers;
  const shown = (subStep: string, answers: Partial<EifAllAnswers>) =>
    (SUB_STEP_CONTENT[subStep]?.client ?? [])
      .filter((q) => !q.when || q.when({ ...none, ...answers }))
      .map((q) => q.field);

  test.each([
    ['rehire-provision', {}, ['reHireProvisionExists']],
    ['rehire-provision', { reHireProvisionExists: true }, ['reHireProvisionExists', 'rehireProvision']],
    [
      'malpractice-reimbursements',
      { malpracticeReimbursementRider: false },
      ['malpracticeReimbursementRider'],
    ],
    [
      'changes-during-annual-enrollment',
      { whenDoAEPTakeEffect: 'OTHER', changesOnlyAllowedDuringAE: true },
      [
        'whenDoYouAdministerYourAEPStart',
        'whenDoYouAdministerYourAEPEnd',
        'whenDoAEPTakeEffect',
        'whenDoAEPTakeEffectOther',
        'changesOnlyAllowedDuringAE',
        'whenDecreasesInsuranceTakeEffect',
      ],
    ],
    ['erisa', { erisaHasPlan: false }, ['erisaHasPlan']],
    [
      'erisa',
      { erisaHasPlan: true, erisaHasAgentForLegalProcess: true, erisaIsLegalAgentSameAsAdmin: true },
      [
        'erisaHasPlan',
        'erisaPlanType',
        'erisaPlanNumber',
        'erisaPlanYearEndDateMMDD',
        'erisaAdministerOwnPlan',
        'erisaPrefersPlanDetails',
        'erisaPlanAdminName',
        'erisaPlanAdminStreet',
        'erisaPlanAdminCity',
        'erisaPlanAdminState',
        'erisaPlanAdminZip',
        'erisaHasAgentForLegalProcess',
        'erisaIsLegalAgentSameAsAdmin',
      ],
    ],
  ] as const)('%s with %j asks %j', (subStep, answers, fields) => {
    expect(shown(subStep, answers as Partial<EifAllAnswers>)).toEqual(fields);
  });
});
