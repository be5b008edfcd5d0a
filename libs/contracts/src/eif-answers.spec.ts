import { describe, expect, test } from '@jest/globals';
import { eifAnswersPatchSchema, mmddSchema, MAX_EIF_ANSWERS_PER_SAVE } from './eif-answers.js';
import { EIF_CLIENT_FIELDS, EIF_PLAN_FIELDS, EIF_POLICY_FIELDS } from './eif-fields.js';
import { issueInEnglish } from './validation-messages.js';

const messages = (schema: { safeParse: (v: unknown) => { error?: { issues: unknown[] } } }, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => {
    const issue = issueInEnglish(i as Parameters<typeof issueInEnglish>[0]);
    return `${issue.path.join('.')}: ${issue.message}`;
  });

describe('MM/DD (spec §5)', () => {
  test.each([
    ['01/31', []],
    ['02/29', []], // leap-year basis
    ['12/31', []],
    ['04/30', []],
    ['1/5', [': Date needs to be in the format MM/DD']],
    ['01-05', [': Date needs to be in the format MM/DD']],
    ['0105', [': Date needs to be in the format MM/DD']],
    ['13/01', [': Not a valid date']],
    ['00/10', [': Not a valid date']],
    ['02/30', [': Not a valid date']],
    ['04/31', [': Not a valid date']],
    ['06/00', [': Not a valid date']],
  ])('%s', (value, expected) => {
    expect(messages(mmddSchema, value)).toEqual(expected);
  });
});

describe('a save of EIF answers', () => {
  const policy = '8d6f1c52-5b0e-4b8e-9d7e-0c1f5a8e2a10';

  test('answers of each kind are accepted and normalised', () => {
    expect(
      eifAnswersPatchSchema.parse({
        erisaHasPlan: true,
        erisaPlanAdminState: ' ny ',
        erisaPlanAdminZip: '12345-6789',
        previousPolicies: '  ',
        mainPolicyHolderEEStates: ['NY', 'NY', 'HI'],
        policyAnniversaryMonth: 12,
        policies: { [policy]: { billSplitType: 'NONE' } },
        baseVersions: { erisaHasPlan: 0 },
      }),
    ).toEqual({
      erisaHasPlan: true,
      erisaPlanAdminState: 'NY',
      erisaPlanAdminZip: '12345-6789',
      previousPolicies: null,
      mainPolicyHolderEEStates: ['NY', 'HI'],
      policyAnniversaryMonth: 12,
      policies: { [policy]: { billSplitType: 'NONE' } },
      baseVersions: { erisaHasPlan: 0 },
    });
  });

  test('each answer is checked against its kind, with the field named', () => {
    expect(
      messages(eifAnswersPatchSchema, {
        erisaHasPlan: 'yes',
        erisaPlanAdminState: 'XX',
        policyAnniversaryMonth: 13,
        plans: { [policy]: { pfmlEmployerContributionPercentage: 101 } },
        policies: { 'not-an-id': {} },
      }).sort(),
    ).toEqual(
      [
        'erisaHasPlan: Please choose yes or no',
        'erisaPlanAdminState: State not valid',
        'policies.not-an-id: Please enter a valid id',
        'policyAnniversaryMonth: Please enter a number no greater than 12',
        `plans.${policy}.pfmlEmployerContributionPercentage: Please enter a number no greater than 100`,
      ].sort(),
    );
  });

  test('a question the record does not have is refused', () => {
    expect(messages(eifAnswersPatchSchema, { policies: { [policy]: { erisaHasPlan: true } } })).toEqual([
      `policies.${policy}: These fields are not accepted here: erisaHasPlan`,
    ]);
  });

  test(`at most ${MAX_EIF_ANSWERS_PER_SAVE} answers at a time`, () => {
    const many = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [
        `8d6f1c52-5b0e-4b8e-9d7e-0c1f5a8e2a1${i}`,
        Object.fromEntries(Object.keys(EIF_POLICY_FIELDS).map((f) => [f, null])),
      ]),
    );
    const plans = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [
        `8d6f1c52-5b0e-4b8e-9d7e-0c1f5a8e2b1${i}`,
        Object.fromEntries(Object.keys(EIF_PLAN_FIELDS).map((f) => [f, null])),
      ]),
    );
    const client = Object.fromEntries(Object.keys(EIF_CLIENT_FIELDS).map((f) => [f, null]));
    // 69 + 3 × 16 + 9 × 14 answers: over the limit.
    expect(messages(eifAnswersPatchSchema, { ...client, policies: many, plans })).toEqual([
      `: At most ${MAX_EIF_ANSWERS_PER_SAVE} answers at a time`,
    ]);
    expect(messages(eifAnswersPatchSchema, { ...client, policies: many })).toEqual([]);
  });
});
