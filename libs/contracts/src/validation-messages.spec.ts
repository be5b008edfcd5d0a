import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import * as contracts from './index.js';
import { fieldErrorsFromZod } from './errors.js';
import { MESSAGES, fieldMessage, isMessageKey, type MessageKey } from './messages.js';
import { forwardIssues } from './validation-messages.js';

const HUGE_TEXT = 'x'.repeat(100_001);
const HUGE_LIST = Array.from({ length: 2_000 }, () => 'x');
/** Wrong values for any position: missing, null, wrong types, out-of-range sizes, unknown options. */
const GENERIC_BAD: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'not valid',
  HUGE_TEXT,
  42,
  -1e12,
  1e12,
  1.5,
  Number.NaN,
  true,
  {},
  { extraField: 1 },
  [],
  HUGE_LIST,
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Bad inputs shaped by the schema: every field of every object (nested ones too) set to each generic bad
 * value, list items and record values likewise, plus the generic bad values for the whole.
 */
function badInputs(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 4) return [...GENERIC_BAD];
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined) => (s ? badInputs(s, depth + 1) : []);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const perField = Object.entries(shape).flatMap(([key, field]) =>
        inner(field).map((value) => ({ [key]: value })),
      );
      return [...GENERIC_BAD, ...perField];
    }
    case 'array':
      return [...GENERIC_BAD, ...inner(def.element).map((value) => [value])];
    case 'record':
      return [
        ...GENERIC_BAD,
        { [HUGE_TEXT.slice(0, 300)]: 'x' },
        ...inner(def.valueType).map((value) => ({ key: value })),
      ];
    case 'tuple':
      return [...GENERIC_BAD, ...(def.items ?? []).flatMap((item) => inner(item).map((value) => [value]))];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return badInputs(def.innerType as z.ZodType, depth);
    case 'pipe':
      return badInputs(def.in as z.ZodType, depth);
    case 'union':
      return (def.options ?? []).flatMap((option) => badInputs(option, depth + 1));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'lazy':
      return def.getter ? badInputs(def.getter(), depth + 1) : [...GENERIC_BAD];
    default:
      return [...GENERIC_BAD];
  }
}

const schemas = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Every message each schema gives for its bad inputs. */
function messagesOf(schema: z.ZodType): Set<string> {
  const messages = new Set<string>();
  for (const input of badInputs(schema)) {
    const result = schema.safeParse(input);
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return messages;
}

describe('validation messages are written for people', () => {
  test('the contracts export schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  test.each(schemas)('%s: every message is a key of the contracts’ messages', (_name, schema) => {
    const messages = [...messagesOf(schema)];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !isMessageKey(message))).toEqual([]);
  });

  test('every placeholder of the English texts is one the issues fill (or, for subSteps, the EIF signing)', () => {
    const texts = Object.values(MESSAGES) as string[];
    const placeholders = new Set(
      texts.flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])),
    );
    expect([...placeholders].sort()).toEqual(['divisor', 'keys', 'max', 'min', 'subSteps']);
  });

  /** The API's rows for a value: English message, key and the placeholders' values. */
  const rows = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : fieldErrorsFromZod(result.error);
  };

  test('issues carry keys; the API’s rows the English with the limit in words, and the key with its values', () => {
    expect(contracts.createClientSchema.safeParse({ name: 'x'.repeat(256) }).error?.issues[0]?.message).toBe(
      'textTooLong',
    );
    expect(rows(contracts.createClientSchema, { name: 'x'.repeat(256) })).toEqual([
      {
        path: 'name',
        message: 'Please enter at most 255 characters',
        key: 'textTooLong',
        params: { max: 255 },
      },
    ]);
    expect(rows(contracts.updateClientSchema, { employeesNumber: 10_000_001 })).toEqual([
      {
        path: 'employeesNumber',
        message: 'Please enter a number no greater than 10,000,000',
        key: 'numberTooBig',
        params: { max: 10_000_000 },
      },
    ]);
    expect(rows(contracts.updateClientSchema, { employeesNumber: 1.5 })).toEqual([
      { path: 'employeesNumber', message: 'Please enter a whole number', key: 'wholeNumber' },
    ]);
    expect(rows(contracts.updateClientSchema, { implementationType: 'OTHER' })).toEqual([
      { path: 'implementationType', message: 'Please choose one of the options', key: 'option' },
    ]);
    expect(rows(contracts.updateClientSchema, { unknownField: 1 })).toEqual([
      {
        path: '',
        message: 'These fields are not accepted here: unknownField',
        key: 'unknownFields',
        params: { keys: 'unknownField' },
      },
    ]);
    expect(rows(contracts.createClientSchema, {})).toEqual([
      { path: 'name', message: 'Please provide a response', key: 'required' },
    ]);
  });

  test('the spec’s own texts are kept as they are', () => {
    const first = (schema: z.ZodType, value: unknown) => rows(schema, value)[0];
    expect(first(contracts.zipCodeSchema, '123')).toMatchObject({
      message: 'Zip code needs to be in the format ##### or #####-####',
      key: 'zipFormat',
    });
    expect(first(contracts.stateCodeSchema, 'XX')?.message).toBe('State not valid');
    expect(first(contracts.locationInputSchema, { name: '' })?.message).toBe('Location name is required');
    expect(first(contracts.locationInputSchema, {})?.message).toBe('Location name is required');
    expect(first(contracts.emailAddressSchema, 'a..b@example.com')?.message).toBe(
      'Please enter a valid email address',
    );
  });

  test('a message outside the contracts keeps its text and has no key', () => {
    const own = z.string().refine(() => false, 'Written by hand');
    expect(rows(own, 'x')).toEqual([{ path: '', message: 'Written by hand' }]);
  });

  test('forwarded issues keep their keys and values', () => {
    const form = z.object({ name: z.string() }).transform((value, ctx) => {
      const result = contracts.createClientSchema.safeParse(value);
      if (result.success) return result.data;
      forwardIssues(result.error, ctx);
      return z.NEVER;
    });
    expect(rows(form, { name: 'x'.repeat(256) })).toEqual([
      {
        path: 'name',
        message: 'Please enter at most 255 characters',
        key: 'textTooLong',
        params: { max: 255 },
      },
    ]);
  });

  test('English texts fill their placeholders, numbers written the English way', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(
        fieldMessage(key, { max: 10_000_000, min: 2, divisor: 5, keys: 'a, b', subSteps: 'tax-id' }),
      ).not.toMatch(/\{\{/);
    }
    expect(fieldMessage('numberTooBig', { max: 10_000_000 })).toBe(
      'Please enter a number no greater than 10,000,000',
    );
  });
});
