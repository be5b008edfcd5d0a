import { describe, expect, test } from '@jest/globals';
import { issueInEnglish } from './validation-messages.js';
import { updateClientSchema } from './clients.js';
import { emailAddressSchema, updateUserSchema } from './users.js';

describe('update schemas change only what is sent', () => {
  // zod 4 applies defaults even inside optional fields: an update must never fill in defaults.
  test('a user update with one field parses to that field alone', () => {
    expect(updateUserSchema.parse({ firstName: 'Ann' })).toEqual({ firstName: 'Ann' });
  });

  test('a client update with one field parses to that field alone', () => {
    expect(updateClientSchema.parse({ employeesNumber: 3 })).toEqual({ employeesNumber: 3 });
  });
});

describe('e-mail rules of spec §5', () => {
  test.each([
    ['pat@example.com', true],
    ['.pat@example.com', false],
    ['pat.@example.com', false],
    ['pat..smith@example.com', false],
    ['pat@example.abcdefghijklmnopqrstu', false],
    ['pat@example', false],
  ])('%s valid: %s', (value, valid) => {
    expect(emailAddressSchema.safeParse(value).success).toBe(valid);
  });

  test('the messages are the spec’s', () => {
    const long = `${'a'.repeat(190)}@x.com`;
    expect(emailAddressSchema.safeParse(long).error?.issues.map(issueInEnglish)[0]?.message).toBe(
      'Please enter email address no longer than 191 characters',
    );
    expect(emailAddressSchema.safeParse('.x@y.com').error?.issues.map(issueInEnglish)[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
