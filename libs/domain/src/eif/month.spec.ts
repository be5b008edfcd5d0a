import { describe, expect, test } from '@jest/globals';
import { EIF_CLIENT_FIELDS } from '@onboard/contracts';
import { isMonthKind, monthName } from './month.js';

describe('a month answer', () => {
  test('the policy anniversary month is one; other numbers are not', () => {
    expect(isMonthKind(EIF_CLIENT_FIELDS.policyAnniversaryMonth)).toBe(true);
    expect(isMonthKind({ kind: 'integer', min: 0, max: 100 })).toBe(false);
    expect(isMonthKind({ kind: 'percent' })).toBe(false);
  });

  test('is read by its name in the reader’s language', () => {
    expect(monthName(1, 'en-US')).toBe('January');
    expect(monthName(12, 'en-US')).toBe('December');
    expect(monthName(3, 'es')).toBe('marzo');
  });
});
