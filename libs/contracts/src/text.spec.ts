import { describe, expect, test } from '@jest/globals';
import { issueInEnglish } from './validation-messages.js';
import { z } from 'zod';
import { changeExpiredPasswordSchema, signInSchema, passwordUpsertSchema } from './auth.js';
import {
  clientListQuerySchema,
  createClientSchema,
  locationInputSchema,
  planConfigurationSchema,
  putPlansSchema,
  updateClientSchema,
  welcomeFlowAnswersSchema,
} from './clients.js';
import { queueEmailSchema } from './email.js';
import { fieldErrorsFromZod } from './errors.js';
import { PAGING_MESSAGES, pageWindow } from './paging.js';
import { ticketIdSchema } from './reference.js';
import { TEXT_MESSAGES, text, uncheckedStrings } from './text.js';
import {
  bulkEmailUpdateSchema,
  createUserSchema,
  listQuerySchema,
  updateUserSchema,
  userListQuerySchema,
} from './users.js';

const messages = (schema: z.ZodType, value: unknown): string[] =>
  schema
    .safeParse(value)
    .error?.issues.map(issueInEnglish)
    .map((i) => i.message) ?? [];

describe('text(): strings that PostgreSQL can store and people can read', () => {
  test.each(['\u0000', 'a\u0000b', '\u0001', 'a\tb', 'a\nb', 'a\rb', '\u001f', '\u007f'])(
    'single-line text refuses %j with a message for people',
    (value) => {
      expect(messages(text(), value)).toEqual([TEXT_MESSAGES.singleLine]);
    },
  );

  test('multi-line text keeps tabs and line breaks but refuses NUL and the other control characters', () => {
    const multi = text({ multiLine: true });
    expect(multi.parse('one\ttwo\r\nthree\n')).toBe('one\ttwo\r\nthree\n');
    for (const bad of ['a\u0000', '\u0008', '\u000b', '\u000c', '\u001b[31m', '\u007f'])
      expect(messages(multi, bad)).toEqual([TEXT_MESSAGES.multiLine]);
  });

  test('an unpaired UTF-16 surrogate is refused in both kinds of text (PostgreSQL cannot store it)', () => {
    for (const bad of ['\ud800', 'a\udc00', 'x\udbff y', '\ude00\ud83d'])
      expect([messages(text(), bad), messages(text({ multiLine: true }), bad)]).toEqual([
        [TEXT_MESSAGES.singleLine],
        [TEXT_MESSAGES.multiLine],
      ]);
    const result = createClientSchema.safeParse({ name: '\ud800' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['name']);
  });

  test('ordinary text, accents, emoji and other scripts pass unchanged', () => {
    for (const value of ['Ann', 'José Núñez', 'Zoë 🙂', '株式会社', "O'Brien & Sons, Inc. (#2)"])
      expect(text().parse(value)).toBe(value);
  });

  test('trimming comes first, so a pasted trailing line break is dropped rather than refused', () => {
    expect(text({ trim: true }).parse('  Acme\n')).toBe('Acme');
    expect(messages(text({ trim: true }), 'Ac\nme')).toEqual([TEXT_MESSAGES.singleLine]);
  });

  test('fields of the forms answer the text message at their path', () => {
    const result = createClientSchema.safeParse({ name: 'Acme\u0000' });
    expect(result.error?.issues.map(issueInEnglish).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', TEXT_MESSAGES.singleLine],
    ]);
    const answers = welcomeFlowAnswersSchema.safeParse({
      answers: { notes: 'line 1\nline 2', bad: 'x\u0000' },
    });
    expect(answers.error?.issues.map(issueInEnglish).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['answers.bad', TEXT_MESSAGES.multiLine],
    ]);
    // A refused key: its own message, and a path people can read.
    const key = welcomeFlowAnswersSchema.safeParse({ answers: { 'k\u0000': 'v' } });
    expect(key.error && fieldErrorsFromZod(key.error, 'body')).toEqual([
      { path: 'body.answers.k\\u0000', message: TEXT_MESSAGES.singleLine, key: 'textSingleLine' },
    ]);
  });

  test('uncheckedStrings finds a bare string, wherever it hides', () => {
    expect(uncheckedStrings(z.object({ a: text(), b: z.string().uuid(), c: z.email() }))).toEqual([]);
    expect(
      uncheckedStrings(
        z.object({
          a: z.string().trim().max(3),
          b: z.array(z.string()).optional(),
          c: z.record(z.string(), text()),
          d: z.unknown(),
          e: text().pipe(z.string()),
        }),
      ),
    ).toEqual(['(root).a', '(root).b.[]', '(root).c.(key)', '(root).d', '(root).e.(out)']);
  });

  // The schemas the gateway validates with are all checked in apps/gateway (zod.pipe.spec.ts); these are the
  // ones services also parse on NATS.
  test.each(
    Object.entries({
      clientListQuerySchema,
      createClientSchema,
      updateClientSchema,
      welcomeFlowAnswersSchema,
      putPlansSchema,
      planConfigurationSchema,
      locationInputSchema,
      listQuerySchema,
      userListQuerySchema,
      createUserSchema,
      updateUserSchema,
      bulkEmailUpdateSchema,
      signInSchema,
      changeExpiredPasswordSchema,
      passwordUpsertSchema,
      ticketIdSchema,
      queueEmailSchema,
    }),
  )('every string of %s is text()', (_name, schema) => {
    expect(uncheckedStrings(schema as z.ZodType)).toEqual([]);
  });
});

describe('paging parameters', () => {
  test('page and pageSize that are not whole numbers are refused with a field error', () => {
    for (const schema of [listQuerySchema, clientListQuerySchema]) {
      const result = schema.safeParse({ page: 'abc', pageSize: '2.5' });
      expect(result.error?.issues.map(issueInEnglish).map((i) => [i.path.join('.'), i.message])).toEqual([
        ['page', PAGING_MESSAGES.page],
        ['pageSize', PAGING_MESSAGES.pageSize],
      ]);
    }
    expect(messages(listQuerySchema, { page: '0' })).toEqual([PAGING_MESSAGES.page]);
    expect(messages(listQuerySchema, { pageSize: '101' })).toEqual([PAGING_MESSAGES.pageSize]);
  });

  test('page and pageSize win over offset and limit', () => {
    expect(pageWindow({ limit: 25, offset: 0 })).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow({ limit: 25, offset: 7, page: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow({ limit: 25, offset: 7, page: 2 })).toEqual({ limit: 25, offset: 25 });
  });
});
