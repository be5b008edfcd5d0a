import { describe, expect, test } from '@jest/globals';
import {
  assertNever,
  COVERAGES,
  coverageGroup,
  coverageOf,
  PFML_STATES,
  PREPAID_DENTAL_STATES,
  type Coverage,
} from './coverages.js';

describe('the coverage catalogue', () => {
  test('about 90 coverages, each code and display name once', () => {
    expect(COVERAGES.length).toBeGreaterThanOrEqual(85);
    expect(COVERAGES.length).toBeLessThanOrEqual(95);
    expect(new Set(COVERAGES.map((c) => c.code)).size).toBe(COVERAGES.length);
    expect(new Set(COVERAGES.map((c) => c.name.toLowerCase())).size).toBe(COVERAGES.length);
  });

  test('the 22 state prepaid dental plans, dental and class-based', () => {
    const prepaid = COVERAGES.filter((c) => c.kind === 'prepaidDental');
    expect(prepaid.map((c) => c.state)).toEqual([...PREPAID_DENTAL_STATES]);
    expect(PREPAID_DENTAL_STATES).toHaveLength(22);
    expect(prepaid.every((c) => c.benefitType === 'DENTAL' && c.classBased)).toBe(true);
  });

  test('PFML by state, ASO or fully insured, never by class', () => {
    for (const state of PFML_STATES) {
      expect(coverageOf(`PFML_${state}_ASO`)).toMatchObject({
        kind: 'pfml',
        funding: 'ASO',
        state,
        classBased: false,
      });
      expect(coverageOf(`PFML_${state}_FI`)).toMatchObject({ kind: 'pfml', funding: 'FULLY_INSURED', state });
    }
  });

  test.each([
    ['NY_DBL', 'statutory', 'NY'],
    ['NJ_TDB', 'statutory', 'NJ'],
    ['HI_TDI', 'statutory', 'HI'],
    ['NY_PFL', 'statutory', 'NY'],
    ['NJ_FLI', 'fli', 'NJ'],
  ])('%s is %s in %s', (code, kind, state) => {
    expect(coverageOf(code)).toMatchObject({ kind, state, benefitType: 'OTHER_SHORT_TERM_PAID_LEAVE' });
  });

  test.each([
    ['Basic Life', 'BASIC_LIFE'],
    ['basic life ', 'BASIC_LIFE'],
    ['DENTAL_ASO', 'DENTAL_ASO'],
    ['Employee Assistance Program', 'EMPLOYEE_ASSISTANCE_PROGRAM'],
    ['Long Term Disability', 'LONG_TERM_DISABILITY'],
  ])('%j is found by code or display name', (input, code) => {
    expect(coverageOf(input)?.code).toBe(code);
  });

  test('an unknown coverage is undefined, not guessed', () => {
    expect(coverageOf('Pet Insurance')).toBeUndefined();
    expect(coverageOf(null)).toBeUndefined();
    expect(coverageOf('')).toBeUndefined();
  });

  test.each([
    ['BASIC_LIFE', 'classBased'],
    ['PREPAID_DENTAL_TX', 'classBased'],
    ['MEDICAL_STOP_LOSS', 'other'],
    ['PFML_CO_ASO', 'nonClassPfml'],
    ['NJ_TDB', 'nonClassStatutory'],
    ['NJ_FLI', 'fli'],
    ['EMPLOYEE_ASSISTANCE_PROGRAM', 'assistanceProgram'],
  ])('%s is shown in the %s group', (code, group) => {
    expect(coverageGroup(coverageOf(code) as Coverage)).toBe(group);
  });

  test('a coverage case nobody handled is "Exhaustive check failed" (spec §8)', () => {
    expect(() => assertNever('NEW_KIND' as never)).toThrow('Exhaustive check failed');
    expect(() =>
      coverageGroup({ ...(coverageOf('BASIC_LIFE') as Coverage), kind: 'NEW_KIND' as never }),
    ).toThrow('Exhaustive check failed');
  });
});
