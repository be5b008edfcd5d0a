import { describe, expect, test } from '@jest/globals';
import { fieldErrorsFromZod } from './errors.js';
import { explorerLeadSchema, explorerShareSchema } from './explorer-public.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? []
    : fieldErrorsFromZod(result.error as never).map((e) => ({ path: e.path, message: e.message }));

const LEAD = {
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  city: 'Boston',
  state: 'MA',
  phone: '617 555 0100',
  externalUser: 'EMPLOYER',
  employerName: 'Acme',
};

describe('explorerLeadSchema (explorer spec §5 lead form)', () => {
  test('an empty form gives every required message of the spec', () => {
    expect(errorsOf(explorerLeadSchema.safeParse({}))).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'city', message: 'City is required' },
      { path: 'state', message: 'State is required' },
      { path: 'phone', message: 'Phone is required' },
      { path: 'externalUser', message: 'Employer/Broker is required' },
      { path: 'employerName', message: 'Employer name is required' },
    ]);
  });

  test('a broker must name the client and themselves; an unknown choice asks to select an option', () => {
    expect(
      errorsOf(explorerLeadSchema.safeParse({ ...LEAD, externalUser: 'BROKER', employerName: ' ' })),
    ).toEqual([
      { path: 'employerName', message: 'Client name is required' },
      { path: 'brokerName', message: 'Broker name is required' },
    ]);
    expect(errorsOf(explorerLeadSchema.safeParse({ ...LEAD, externalUser: 'AGENT' }))).toEqual([
      { path: 'externalUser', message: 'Please select an option' },
    ]);
  });

  test('texts take at most 191 characters; the e-mail follows the reusable rule', () => {
    expect(errorsOf(explorerLeadSchema.safeParse({ ...LEAD, city: 'x'.repeat(192) }))).toEqual([
      { path: 'city', message: 'Please enter at most 191 characters' },
    ]);
    expect(errorsOf(explorerLeadSchema.safeParse({ ...LEAD, email: 'a..b@example.com' }))).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(
      errorsOf(explorerLeadSchema.safeParse({ ...LEAD, email: `${'a'.repeat(180)}@example.com` })),
    ).toEqual([{ path: 'email', message: 'Please enter email address no longer than 191 characters' }]);
  });

  test('a valid lead parses; an employer sends no broker name', () => {
    const parsed = explorerLeadSchema.parse({ ...LEAD, email: 'Pat@Example.com', brokerName: 'x' });
    expect(parsed).toMatchObject({ email: 'pat@example.com', employerName: 'Acme', brokerName: null });
  });
});

describe('explorerShareSchema (explorer spec §5 share request)', () => {
  test('an empty request gives the spec messages', () => {
    expect(errorsOf(explorerShareSchema.safeParse({}))).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'benefits', message: 'Need at least one selected benefit.' },
      { path: 'recaptchaToken', message: 'Recaptcha token is missing' },
      { path: 'language', message: 'Language is required' },
    ]);
    expect(
      errorsOf(
        explorerShareSchema.safeParse({
          email: 'pat@example.com',
          benefits: [],
          recaptchaToken: ' ',
          language: 'fr',
          prepaidLocation: { state: '' },
        }),
      ),
    ).toEqual([
      { path: 'benefits', message: 'Need at least one selected benefit.' },
      { path: 'recaptchaToken', message: 'Recaptcha token is missing' },
      { path: 'language', message: 'Please choose one of the options' },
      { path: 'prepaidLocation.state', message: 'State is required' },
    ]);
  });
});
