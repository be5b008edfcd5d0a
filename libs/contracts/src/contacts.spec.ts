import { describe, expect, test } from '@jest/globals';
import { contactInputSchema } from './contacts.js';
import { issueInEnglish } from './validation-messages.js';

const LOCATION = '7d1c1f6e-3a9b-4c52-9f6e-2b8f7f2a1c01';
const base = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', type: 'WEB_ADMIN' };
const messages = (value: unknown): string[] =>
  contactInputSchema
    .safeParse(value)
    .error?.issues.map(issueInEnglish)
    .map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('contact rules (decision 100)', () => {
  test('names, e-mail and type are required (a missing type: choose one)', () => {
    expect(messages({ firstName: ' ', lastName: '', email: '' })).toEqual([
      'firstName: Please provide a response',
      'lastName: Please provide a response',
      'email: Please provide a response',
      'type: Please choose one of the options',
    ]);
  });

  test('a valid contact parses: blanks are null, the state upper-cased, scope ALL, no access', () => {
    expect(contactInputSchema.parse({ ...base, title: ' ', state: 'ma', zipCode: '' })).toMatchObject({
      title: null,
      state: 'MA',
      zipCode: null,
      locationManagementType: 'ALL',
      managedLocationIds: [],
      claimsAccess: false,
      memberChangesAccess: false,
    });
  });

  test('the spec’s e-mail, state, zip and phone texts (§5)', () => {
    expect(
      messages({ ...base, email: 'a..b@example.com', state: 'XX', zipCode: '123', phoneNumber: 'call me' }),
    ).toEqual([
      'email: Please enter a valid email address',
      'phoneNumber: Please enter a valid phone number',
      'state: State not valid',
      'zipCode: Zip code needs to be in the format ##### or #####-####',
    ]);
  });

  test('a LIMITED contact names at least one location', () => {
    expect(messages({ ...base, locationManagementType: 'LIMITED' })).toEqual([
      'managedLocationIds: Please choose at least one location',
    ]);
    expect(
      contactInputSchema.parse({
        ...base,
        locationManagementType: 'LIMITED',
        managedLocationIds: [LOCATION, LOCATION],
      }).managedLocationIds,
    ).toEqual([LOCATION]);
  });
});
