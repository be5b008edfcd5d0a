import { describe, expect, test } from '@jest/globals';
import { emailRecipientSchema } from './email.js';

const accepts = (email: string): boolean => emailRecipientSchema.safeParse({ email }).success;

describe('e-mail recipients', () => {
  test.each([
    'ana@example.test',
    'a.b+c@x-y.example.com',
    "o'brien@example.ie",
    'jöran@exämple.test',
    '用户@例子.广告',
  ])('%j is an address the relay can be given (internationalized ones with SMTPUTF8)', (email) =>
    expect(accepts(email)).toBe(true),
  );

  test.each([
    'a b@x.test',
    '<a>@x.test',
    'a"b@x.test',
    'a@x',
    '.a@x.test',
    'a.@x.test',
    'a..b@x.test',
    'a@x..test',
    'a@-x.test',
    'a@x.test\n',
  ])('%j is refused', (email) => expect(accepts(email)).toBe(false));
});
