import type { ApiBody } from '@nestjs/swagger';
import * as contracts from '@onboard/contracts';
import { z } from 'zod';

/** The schema object type of @nestjs/swagger's decorators (its module does not export the name). */
export type SchemaObject = Parameters<typeof ApiBody>[0] extends infer O
  ? O extends { schema?: infer S }
    ? NonNullable<S>
    : never
  : never;

type Json = Record<string, unknown>;
type IO = 'input' | 'output';

const cache = new WeakMap<z.ZodType, Partial<Record<IO, SchemaObject>>>();

/** Where the named schemas live in the document (decision 226). */
const COMPONENTS = '#/components/schemas/';

/**
 * The contracts' exported schemas of records, lists and enums, named after their export (`clientSchema` →
 * `Client`): zod writes each as a `$ref` wherever a route uses it, so the document has one named component per
 * shape instead of the same object inline in every operation (decision 226). Primitives (an id, an e-mail)
 * stay inline: a `$ref` to a string says less than the string.
 */
const NAMED = (() => {
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const [exported, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType) || !exported.endsWith('Schema')) continue;
    const kind = (value as z.ZodType)._zod.def.type;
    if (!['object', 'union', 'enum', 'array', 'record', 'intersection'].includes(kind)) continue;
    if (registry.has(value as z.ZodType)) continue;
    const id = exported.charAt(0).toUpperCase() + exported.slice(1, -'Schema'.length);
    if (taken.has(id)) continue;
    taken.add(id);
    registry.add(value as z.ZodType, { id });
  }
  return registry;
})();

/** The named schemas met so far, by the form they were converted in (a request's or an answer's). */
const met: Record<IO, Map<string, Json>> = { input: new Map(), output: new Map() };
const INPUT = 'Input';

/**
 * The components the converted schemas refer to, for the document's `components.schemas`, and the `$ref`s to
 * rename. Requests refer to `<Name>Input`; where a shape's request form is the same as its answer form (no
 * default or transform in it or below it) that name folds into `<Name>`.
 */
export function namedSchemas(): { schemas: Record<string, SchemaObject>; renames: Map<string, string> } {
  const same = new Set([...met.input.keys()].filter((id) => met.output.has(id)));
  const renames = (): Map<string, string> =>
    new Map([...met.input.keys()].map((id) => [`${id}${INPUT}`, same.has(id) ? id : `${id}${INPUT}`]));
  for (let changed = true; changed;) {
    changed = false;
    const names = renames();
    for (const id of [...same]) {
      const input = rename(met.input.get(id), names);
      if (JSON.stringify(input) !== JSON.stringify(met.output.get(id))) {
        same.delete(id);
        changed = true;
      }
    }
  }
  const names = renames();
  const schemas: Record<string, SchemaObject> = {};
  for (const [id, schema] of met.output) schemas[id] = schema as SchemaObject;
  for (const [id, schema] of met.input)
    if (!same.has(id)) schemas[`${id}${INPUT}`] = rename(schema, names) as SchemaObject;
  return { schemas, renames: names };
}

/** Every `$ref` to a component renamed by `names` (the rest as they are). */
export function rename(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rename(item, names));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) {
      const name = value.slice(COMPONENTS.length);
      out[key] = `${COMPONENTS}${names.get(name) ?? name}`;
    } else out[key] = rename(value, names);
  }
  return out;
}

/**
 * A route schema as OpenAPI 3.0 JSON Schema (zod 4's own converter, decision 034): what a request may send
 * (`input`: before defaults and transforms) or what an answer holds (`output`). Parts JSON Schema cannot
 * say (a transform's result, a refinement) come out as "any value" rather than failing the document. Named
 * shapes become `$ref`s to `components.schemas`, and null is admitted wherever zod admits it (`nullable`).
 */
export function jsonSchemaOf(schema: z.ZodType, io: IO): SchemaObject {
  const known = cache.get(schema) ?? {};
  const hit = known[io];
  if (hit) return hit;
  const converted = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    metadata: NAMED,
  }) as Json;
  delete converted['$schema'];
  const definitions = (converted['definitions'] ?? {}) as Record<string, Json>;
  delete converted['definitions'];
  const suffix = io === 'input' ? INPUT : '';
  for (const [id, definition] of Object.entries(definitions))
    if (!met[io].has(id)) met[io].set(id, relink(admitNull(definition), suffix) as Json);
  const result = relink(admitNull(converted), suffix) as unknown as SchemaObject;
  cache.set(schema, { ...known, [io]: result });
  return result;
}

/** zod's `#/definitions/<id>` as the document's component (`<id>Input` in a request's form). */
function relink(node: unknown, suffix: string): unknown {
  if (Array.isArray(node)) return node.map((item) => relink(item, suffix));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')
        ? `${COMPONENTS}${value.slice('#/definitions/'.length)}${suffix}`
        : relink(value, suffix);
  }
  return out;
}

/** OpenAPI 3.0's spelling of "null" alone (what zod writes for `z.null()`). */
const NULL_ONLY: Json = { type: 'string', nullable: true, enum: [null] };

/**
 * zod's openapi-3.0 output says `nullable: true` where OpenAPI 3.0.3 (§4.7.25, "nullable") does not let null
 * through: beside an `enum` without null (an enum's listed values are all there is), and beside `allOf`,
 * `anyOf` or `oneOf` (nullable only widens a `type` of the same schema object, never the composition's
 * branches). Validators and
 * generators read it that way, so every `.nullable()` enum or record answer failed validation (issue 30 item 6).
 * Here null is added to the enum, and a composition gets a null branch instead.
 */
export function admitNull(node: Json): Json {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const schema: Json = {};
    for (const [key, child] of Object.entries(value)) schema[key] = walk(child);
    tidy(schema);
    const keys = Object.keys(schema);
    // zod wraps a named shape used as it is in a lone allOf: the `$ref` itself says the same.
    if (keys.length === 1 && Array.isArray(schema['allOf']) && schema['allOf'].length === 1)
      return schema['allOf'][0];
    if (schema['nullable'] !== true) return schema;
    if (Array.isArray(schema['enum']) && !schema['enum'].includes(null))
      schema['enum'] = [...schema['enum'], null];
    const composed = ['allOf', 'anyOf', 'oneOf'].some((key) => key in schema);
    if (schema['type'] !== undefined && !composed) return schema;
    const { nullable: _nullable, ...rest } = schema;
    void _nullable;
    // Nothing to narrow: a schema of any value (no type, no composition) already admits null.
    if (!composed) return rest;
    const { allOf, anyOf, oneOf, ...others } = rest as Json & {
      allOf?: unknown[];
      anyOf?: unknown[];
      oneOf?: unknown[];
    };
    const alone = Object.keys(others).length === 0;
    if (alone && anyOf && !allOf && !oneOf) return { anyOf: [...anyOf, NULL_ONLY] };
    if (alone && oneOf && !allOf && !anyOf) return { oneOf: [...oneOf, NULL_ONLY] };
    if (alone && allOf?.length === 1 && !anyOf && !oneOf) return { anyOf: [allOf[0], NULL_ONLY] };
    // A type beside a composition (a string with two patterns), or a mix: kept whole, beside null.
    return { anyOf: [rest, NULL_ONLY] };
  };
  return walk(node) as Json;
}

/** The same branch twice in an anyOf (a tuple of two strings) once. */
function tidy(schema: Json): void {
  const anyOf = schema['anyOf'];
  if (!Array.isArray(anyOf)) return;
  const seen = new Set<string>();
  const unique = anyOf.filter((branch) => {
    const key = JSON.stringify(branch);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 1 && Object.keys(schema).length === 1) {
    delete schema['anyOf'];
    Object.assign(schema, unique[0]);
  } else schema['anyOf'] = unique;
}

/** The properties of an object schema (a query's parameters), each with whether it is required. */
export function propertiesOf(
  schema: SchemaObject,
): Array<{ name: string; required: boolean; schema: SchemaObject }> {
  const object = resolved(schema) as { properties?: Record<string, SchemaObject>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    required: (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** A schema itself rather than its `$ref` (a query or upload body that is one of the named shapes). */
export function resolved(schema: SchemaObject): SchemaObject {
  const ref = (schema as { $ref?: string }).$ref;
  if (!ref?.startsWith(COMPONENTS)) return schema;
  const name = ref.slice(COMPONENTS.length);
  const found = name.endsWith(INPUT) ? met.input.get(name.slice(0, -INPUT.length)) : met.output.get(name);
  return (found ?? schema) as SchemaObject;
}
