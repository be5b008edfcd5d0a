import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@onboard/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { gatewayHandlers } from './gateway-handlers.js';

/**
 * Values for a zod schema that are valid or nearly so: each leaf is sometimes replaced by `bad`, and objects
 * sometimes carry keys the schema does not know. Generated input that always failed validation at its first
 * field would never reach the services, where the 500s of issue 7 were; these get past the edge.
 */
type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function bounds(def: Def): { min?: number; max?: number; int: boolean; pattern?: RegExp; format?: string } {
  const out: { min?: number; max?: number; int: boolean; pattern?: RegExp; format?: string } = { int: false };
  if (typeof def.format === 'string') out.format = def.format;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (check === (SINGLE_LINE_TEXT as unknown) || check === (MULTI_LINE_TEXT as unknown)) continue;
    if (c.check === 'min_length' || c.check === 'greater_than') out.min = Number(c.minimum ?? c.value);
    if (c.check === 'max_length' || c.check === 'less_than') out.max = Number(c.maximum ?? c.value);
    if (c.check === 'length_equals') out.min = out.max = Number(c.length);
    if (c.check === 'number_format' && String(c.format).includes('int')) out.int = true;
    if (c.check === 'string_format') {
      out.format = String(c.format);
      if (c.pattern instanceof RegExp) out.pattern = c.pattern;
    }
  }
  return out;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min = 0, max = 60, format, pattern } = bounds(def);
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'email') return fc.emailAddress();
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
    } catch {
      // A pattern fast-check cannot invert: plain text below.
    }
  }
  const plain = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 60)) });
  // Refinements (the e-mail rules of spec §5) cannot be read back: offer an address too.
  return max >= 6
    ? fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: fc.emailAddress(), weight: 1 })
    : plain;
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = bounds(def);
  if (int)
    return fc.integer({
      min: Math.ceil(Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER)),
      max: Math.floor(Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER)),
    });
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

export function nearlyValid(schema: unknown, bad: fc.Arbitrary<unknown>, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown): fc.Arbitrary<unknown> => nearlyValid(s, bad, depth + 1);
  const leaf = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: bad, weight: 1 });
  if (depth > 6) return bad;
  switch (def.type) {
    case 'string':
      return leaf(stringArbitrary(def));
    case 'number':
      return leaf(numberArbitrary(def));
    case 'boolean':
      return leaf(fc.boolean());
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'literal':
      return leaf(fc.constantFrom(...(def.values as unknown[])));
    case 'null':
      return leaf(fc.constant(null));
    case 'nullable':
      return fc.oneof(inner(def.innerType), fc.constant(null));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'array': {
      const { min = 0, max = 4 } = bounds(def);
      return leaf(
        fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, Math.min(max, 4)) }),
      );
    }
    case 'record':
      return leaf(
        fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: 4 }),
      );
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter(
        (key) => !['optional', 'default', 'prefault'].includes(defOf(shape[key]).type),
      );
      const fields = fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child)])),
        { requiredKeys: required },
      );
      const extra = fc.dictionary(fc.string({ maxLength: 8 }), bad, { maxKeys: 2 });
      return leaf(
        fc.oneof(
          { arbitrary: fields, weight: 4 },
          { arbitrary: fc.tuple(fields, extra).map(([f, e]) => ({ ...e, ...f })), weight: 1 },
        ),
      );
    }
    default:
      return bad;
  }
}

const BODY = 3;
const QUERY = 4;

/**
 * The body and query schemas each route validates with, read from the controllers' parameter pipes, keyed
 * as the OpenAPI document names routes (`post /api/clients/{clientId}/welcome-flow`).
 */
export function routeSchemas(): Map<string, { body?: z.ZodType; query?: z.ZodType }> {
  const found = new Map<string, { body?: z.ZodType; query?: z.ZodType }>();
  for (const { controller, name, method, path, route } of gatewayHandlers()) {
    const schemas: { body?: z.ZodType; query?: z.ZodType } = {};
    if (route?.body) schemas.body = route.body as z.ZodType;
    if (route?.query) schemas.query = route.query as z.ZodType;
    // Nest keeps a handler's parameters (with their pipes) on the class, under the handler's name.
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
      string,
      { pipes?: unknown[] }
    >;
    for (const [key, arg] of Object.entries(args)) {
      const type = Number(key.split(':')[0]);
      const schema = (arg.pipes ?? [])
        .map((pipe) => (pipe as { schema?: z.ZodType }).schema)
        .find((s) => s !== undefined);
      if (schema && type === BODY) schemas.body = schema;
      if (schema && type === QUERY) schemas.query = schema;
    }
    found.set(`${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`, schemas);
  }
  return found;
}

/**
 * The smallest valid value of a schema, the same every time: required keys only, the shortest strings and
 * arrays the checks allow, the first option of an enum or union. For a call that must succeed with no more
 * than its schema asks (the permission matrix); `undefined` where no value could be made (then the caller
 * writes one by hand). Refinements cannot be read back: the result is parsed before it is used. `hint` names
 * the value of a field by its key (a client id, an e-mail address, a state), optional fields included,
 * wherever the schema accepts it.
 */
/**
 * Values to try for a field, by its key (the first the schema accepts is taken), or undefined for none;
 * `optional`: the schema lets the field out (a hint for it adds the field).
 */
export type Hint = (key: string, optional: boolean) => readonly unknown[] | undefined;

export function minimalValid(
  schema: unknown,
  hint: Hint = () => undefined,
  depth = 0,
  filled = false,
): unknown {
  const def = defOf(schema);
  const inner = (s: unknown): unknown => minimalValid(s, hint, depth + 1, filled);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'string': {
      const { min = 1, format, pattern } = bounds(def);
      if (format === 'uuid' || format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (format === 'email') return 'matrix@tests.onboard.test';
      if (format === 'date') return '2026-01-01';
      if (format === 'datetime') return '2026-01-01T00:00:00.000Z';
      if (format === 'url') return 'https://example.com/';
      if (pattern) {
        try {
          const [sample] = fc.sample(fc.stringMatching(pattern), { numRuns: 1, seed: 1 });
          if (sample !== undefined) return sample;
        } catch {
          // below
        }
      }
      return 'Matrix'.padEnd(Math.max(min, 1), 'x').slice(0, Math.max(min, 6));
    }
    case 'number': {
      const { min, max } = bounds(def);
      return Math.min(Math.max(min ?? 1, 1), max ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'nullable':
      return filled ? inner(def.innerType) : null;
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'optional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const value = inner(option);
        if (option.safeParse(value).success) return value;
      }
      return inner((def.options as unknown[])[0]);
    }
    case 'array': {
      const { min = 0 } = bounds(def);
      return Array.from({ length: min }, () => inner(def.element));
    }
    case 'record':
      return {};
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shape)) {
        const optional = ['optional', 'default', 'prefault'].includes(defOf(child).type);
        const hinted = hint(key, optional)?.find((value) => (child as z.ZodType).safeParse(value).success);
        if (hinted !== undefined) out[key] = hinted;
        else if (!['optional', 'default', 'prefault'].includes(defOf(child).type)) out[key] = inner(child);
      }
      // A field the object's refinements require though its own schema admits null: given a value.
      const failing = (schema as z.ZodType).safeParse(out).error?.issues.map((i) => i.path[0]) ?? [];
      for (const key of new Set(failing))
        if (typeof key === 'string' && key in shape && hint(key, false) === undefined)
          out[key] = minimalValid(shape[key], hint, depth + 1, true);
      return out;
    }
    default:
      return undefined;
  }
}
