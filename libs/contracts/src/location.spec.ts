import { describe, expect, test } from '@jest/globals';
import { issueInEnglish } from './validation-messages.js';
import { isLocationComplete, locationInputSchema, stateCodeSchema, zipCodeSchema } from './clients.js';

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

  test('every field is told at once: the required ones, and those given but not valid', () => {
    expect(messages({ name: 'x'.repeat(256), address1: '', city: '', state: 'XX', zipCode: '1' })).toEqual([
      'name: Please enter at most 255 characters',
      'state: State not valid',
      'zipCode: Zip code needs to be in the format ##### or #####-####',
      'address1: Address is required',
      'city: City is required',
    ]);
  });

  test('prefilled (staff, decision 098): the required fields may stay empty, an empty state becomes null', () => {
    expect(locationInputSchema.parse({ prefill: true, name: 'HQ', state: '' })).toEqual({
      prefill: true,
      name: 'HQ',
      address1: '',
      address2: null,
      city: '',
      state: null,
      zipCode: '',
      locationType: null,
    });
    // As the web sends a parsed prefilled location back: null counts as empty.
    expect(locationInputSchema.parse({ prefill: true, name: 'HQ', state: null }).state).toBeNull();
    // What is given must still be valid.
    expect(messages({ prefill: true, state: 'XX', zipCode: '12' })).toEqual([
      'state: State not valid',
      'zipCode: Zip code needs to be in the format ##### or #####-####',
    ]);
  });

  test('complete means every required field given', () => {
    const full = { name: 'HQ', address1: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' };
    expect(isLocationComplete(full)).toBe(true);
    expect(isLocationComplete({ ...full, state: null })).toBe(false);
    expect(isLocationComplete({ ...full, city: '' })).toBe(false);
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
