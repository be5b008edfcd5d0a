import { describe, expect, test } from '@jest/globals';
import { issueInEnglish } from './validation-messages.js';
import { locationInputSchema, stateCodeSchema, zipCodeSchema } from './clients.js';

const messages = (value: unknown): string[] =>
  locationInputSchema
    .safeParse(value)
    .error?.issues.map(issueInEnglish)
    .map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('location rules (spec §5)', () => {
  test('the required fields and their texts', () => {
    expect(messages({ name: '', address1: ' ', city: '', state: '', zipCode: '' })).toEqual([
      'name: Location name is required',
      'address1: Address is required',
      'city: City is required',
      'state: State is required',
      'zipCode: Zip code is required',
    ]);
  });

  test('a valid location parses, the state upper-cased', () => {
    expect(
      locationInputSchema.parse({
        name: 'HQ',
        address1: '1 Main St',
        city: 'Boston',
        state: 'ma',
        zipCode: '02110-1234',
      }),
    ).toMatchObject({
      state: 'MA',
      zipCode: '02110-1234',
      address2: null,
    });
  });

  test.each([
    ['02110', true],
    ['02110-1234', true],
    ['2110', false],
    ['02110-12', false],
    ['ABCDE', false],
  ])('zip %s valid: %s', (zip, valid) => {
    expect(zipCodeSchema.safeParse(zip).success).toBe(valid);
  });

  test('state codes: the 50 states and DC, else "State not valid"', () => {
    expect(stateCodeSchema.safeParse('DC').success).toBe(true);
    expect(stateCodeSchema.safeParse('PR').error?.issues.map(issueInEnglish)[0]?.message).toBe(
      'State not valid',
    );
    expect(zipCodeSchema.safeParse('1').error?.issues.map(issueInEnglish)[0]?.message).toBe(
      'Zip code needs to be in the format ##### or #####-####',
    );
  });
});
