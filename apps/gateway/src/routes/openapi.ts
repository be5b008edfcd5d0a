import type { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';

/** The schema object type of @nestjs/swagger's decorators (its module does not export the name). */
export type SchemaObject = Parameters<typeof ApiBody>[0] extends infer O
  ? O extends { schema?: infer S }
    ? NonNullable<S>
    : never
  : never;

const cache = new WeakMap<z.ZodType, Partial<Record<'input' | 'output', SchemaObject>>>();

/**
 * A route schema as OpenAPI 3.0 JSON Schema (zod 4's own converter, decision 034): what a request may send
 * (`input`: before defaults and transforms) or what an answer holds (`output`). Parts JSON Schema cannot
 * say (a transform's result, a refinement) come out as "any value" rather than failing the document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  const known = cache.get(schema) ?? {};
  const hit = known[io];
  if (hit) return hit;
  const converted = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  delete (converted as { $schema?: string }).$schema;
  const result = converted as unknown as SchemaObject;
  cache.set(schema, { ...known, [io]: result });
  return result;
}

/** The properties of an object schema (a query's parameters), each with whether it is required. */
export function propertiesOf(
  schema: SchemaObject,
): Array<{ name: string; required: boolean; schema: SchemaObject }> {
  const object = schema as { properties?: Record<string, SchemaObject>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    required: (object.required ?? []).includes(name),
    schema: property,
  }));
}
