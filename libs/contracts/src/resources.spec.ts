import { describe, expect, test } from '@jest/globals';
import { fieldErrorsFromZod } from './errors.js';
import {
  clientResourceCreateSchema,
  clientResourcesQuerySchema,
  enrollmentPutSchema,
  isCalendarDate,
  isHttpsUrl,
  STEP_KEY_PATTERN,
} from './resources.js';

const pathsOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? []
    : fieldErrorsFromZod(result.error as never, 'body').map((e) => `${e.path} ${e.message}`);

describe('resource links (decision 127)', () => {
  test.each([
    'https://example.com',
    'https://example.com/',
    'https://sub.example.co.uk:8443/a/b?c=d&e=f#g',
    'HTTPS://EXAMPLE.COM/Guide.pdf',
    'https://xn--bcher-kva.example/',
  ])('%s is accepted', (url) => {
    expect(isHttpsUrl(url)).toBe(true);
  });

  test.each([
    'http://example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//example.com',
    'example.com',
    'https://',
    'https:///path',
    'https://user:pw@example.com/',
    'https://exa mple.com',
    'https://-bad-.example.com',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('%s is refused', (url) => {
    expect(isHttpsUrl(url)).toBe(false);
  });

  test('a link body: https only with its message, a product task id or null, a title', () => {
    const base = { kind: 'link', title: 'Guide', audience: 'employees', productTaskId: null };
    expect(clientResourceCreateSchema.safeParse({ ...base, url: ' https://example.com/g ' }).data).toEqual({
      ...base,
      url: 'https://example.com/g',
    });
    expect(pathsOf(clientResourceCreateSchema.safeParse({ ...base, url: 'http://example.com' }))).toEqual([
      'body.url Please enter a web address that starts with https://',
    ]);
    expect(
      pathsOf(
        clientResourceCreateSchema.safeParse({ ...base, url: 'https://e.com', productTaskId: 'medical' }),
      ),
    ).toEqual(['body.productTaskId Please choose one of the options']);
    expect(
      clientResourceCreateSchema.safeParse({ ...base, url: 'https://e.com', productTaskId: 'dental' })
        .success,
    ).toBe(true);
  });

  test('a document body takes a document id and no address', () => {
    const base = { kind: 'document', title: 'Form', audience: 'employer', productTaskId: 'life' };
    const id = '0b6f5c3e-0000-4000-8000-0000000000d1';
    expect(clientResourceCreateSchema.safeParse({ ...base, documentId: id }).success).toBe(true);
    expect(
      clientResourceCreateSchema.safeParse({ ...base, documentId: id, url: 'https://e.com' }).success,
    ).toBe(false);
  });

  test('the list filter: a product task or enrollment-resources', () => {
    expect(clientResourcesQuerySchema.safeParse({ productTaskId: 'enrollment-resources' }).success).toBe(
      true,
    );
    expect(clientResourcesQuerySchema.safeParse({ productTaskId: 'vision' }).success).toBe(true);
    expect(clientResourcesQuerySchema.safeParse({ productTaskId: 'pfml' }).success).toBe(false);
  });
});

describe('enrollment dates and needs (decision 128)', () => {
  const body = {
    enrollmentStartDate: '2026-11-02',
    enrollmentEndDate: '2026-11-20',
    enrollmentNeeds: ['PRINTED_MATERIALS'],
    enrollmentNeedsOther: null,
  };

  test.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });

  test('the end may be the start, not before it; the error is on the end date', () => {
    expect(enrollmentPutSchema.safeParse({ ...body, enrollmentEndDate: '2026-11-02' }).success).toBe(true);
    expect(pathsOf(enrollmentPutSchema.safeParse({ ...body, enrollmentEndDate: '2026-11-01' }))).toEqual([
      'body.enrollmentEndDate The enrollment end date cannot be before its start date',
    ]);
    // One date alone is fine (the other not known yet).
    expect(enrollmentPutSchema.safeParse({ ...body, enrollmentStartDate: null }).success).toBe(true);
  });

  test('OTHER needs its text; a need once', () => {
    expect(pathsOf(enrollmentPutSchema.safeParse({ ...body, enrollmentNeeds: ['OTHER'] }))).toEqual([
      'body.enrollmentNeedsOther Please provide a response',
    ]);
    expect(
      enrollmentPutSchema.safeParse({ ...body, enrollmentNeeds: ['OTHER'], enrollmentNeedsOther: 'Kiosks' })
        .success,
    ).toBe(true);
    expect(
      pathsOf(
        enrollmentPutSchema.safeParse({ ...body, enrollmentNeeds: ['ONSITE_MEETINGS', 'ONSITE_MEETINGS'] }),
      ),
    ).toEqual(['body.enrollmentNeeds Each need can be chosen once']);
  });
});

describe('step keys (decision 128)', () => {
  test.each(['task:enrollment-resources', 'resources-listing', 'eif.step-1', 'a'])(
    '%s is a step key',
    (key) => {
      expect(STEP_KEY_PATTERN.test(key)).toBe(true);
    },
  );
  test.each(['', '-x', 'Task:x', 'a b', 'a/b', '<script>', 'a'.repeat(81)])('%s is not', (key) => {
    expect(STEP_KEY_PATTERN.test(key)).toBe(false);
  });
});
