import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import * as contracts from './index.js';
import {
  FIELD_MESSAGES,
  SCHEMA_MESSAGES,
  fieldMessage,
  matchFieldMessage,
  type FieldMessageKey,
} from './field-messages.js';

/** zod's own wording, written for programmers ("Too big: expected string to have <=255 characters"). */
const RAW_ZOD =
  /expected|received|Invalid\b|Too (big|small)|Unrecognized key|must (contain|match|have)|<=|>=/;

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

  test.each(schemas)('%s: no raw validator text, every message a known one', (_name, schema) => {
    const messages = [...messagesOf(schema)];
    expect(messages.length).toBeGreaterThan(0);
    const raw = messages.filter((message) => RAW_ZOD.test(message));
    expect(raw).toEqual([]);
    const unknown = messages.filter(
      (message) => !matchFieldMessage(message) && !(SCHEMA_MESSAGES as readonly string[]).includes(message),
    );
    expect(unknown).toEqual([]);
  });

  test('limits are in words', () => {
    const messages = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(contracts.createClientSchema, { name: 'x'.repeat(256) })).toEqual([
      'Please enter at most 255 characters',
    ]);
    expect(messages(contracts.updateClientSchema, { employeesNumber: 10_000_001 })).toEqual([
      'Please enter a number no greater than 10,000,000',
    ]);
    expect(messages(contracts.updateClientSchema, { employeesNumber: 1.5 })).toEqual([
      'Please enter a whole number',
    ]);
    expect(messages(contracts.updateClientSchema, { implementationType: 'OTHER' })).toEqual([
      'Please choose one of the options',
    ]);
    expect(messages(contracts.updateClientSchema, { unknownField: 1 })).toEqual([
      'These fields are not accepted here: unknownField',
    ]);
    expect(messages(contracts.createClientSchema, {})).toEqual(['Please provide a response']);
  });

  test('the spec’s own texts are kept as they are', () => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(first(contracts.zipCodeSchema, '123')).toBe(
      'Zip code needs to be in the format ##### or #####-####',
    );
    expect(first(contracts.stateCodeSchema, 'XX')).toBe('State not valid');
    expect(first(contracts.locationInputSchema.shape.name, '')).toBe('Location name is required');
    expect(first(contracts.locationInputSchema.shape.name, undefined)).toBe('Location name is required');
    expect(first(contracts.emailAddressSchema, 'a..b@example.com')).toBe(
      'Please enter a valid email address',
    );
  });

  test('a message made from a template is matched back to it, numbers as numbers', () => {
    for (const key of Object.keys(FIELD_MESSAGES) as FieldMessageKey[]) {
      const values = { max: 10_000_000, min: 2, divisor: 5, keys: 'a, b' };
      expect(matchFieldMessage(fieldMessage(key, values))?.key).toBe(key);
    }
    expect(matchFieldMessage('Please enter a number no greater than 10,000,000')).toEqual({
      key: 'numberTooBig',
      values: { max: 10_000_000 },
    });
    expect(matchFieldMessage('Something else entirely')).toBeUndefined();
  });
});
