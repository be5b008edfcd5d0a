import { describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { errorEnvelopeSchema } from '@onboard/contracts';
import { z } from 'zod';
import { jsonSchemaOf, namedSchemas } from './openapi.js';

/** An ajv validator of a converted schema, with the document's named schemas beside it. */
function validatorOf(schema: object) {
  const ajv = new Ajv({ strict: false });
  const rebase = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(rebase)
      : node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node).map(([k, v]) => [
              k,
              k === '$ref' && typeof v === 'string' ? `doc.json${v}` : k === 'enum' ? v : rebase(v),
            ]),
          )
        : node;
  ajv.addSchema({ components: { schemas: rebase(namedSchemas().schemas) } }, 'doc.json');
  return ajv.compile(rebase(schema) as object);
}

describe('the OpenAPI schemas admit null where zod does (issue 30 item 6)', () => {
  test('a nullable enum, a nullable named record and a nullable string with two patterns take null', () => {
    const record = z.object({ a: z.string() });
    const schema = z.object({
      kind: z.enum(['A', 'B']).nullable(),
      zip: z
        .string()
        .regex(/^\d{5}$/)
        .regex(/^[0-9]*$/)
        .nullable(),
      either: z.union([z.string(), z.number()]).nullable(),
      // a contracts record: converted as a $ref to its component
      found: record.nullable(),
    });
    const validate = validatorOf(jsonSchemaOf(schema, 'output'));
    expect(validate({ kind: null, zip: null, either: null, found: null })).toBe(true);
    expect(validate({ kind: 'A', zip: '04101', either: 3, found: { a: 'x' } })).toBe(true);
    // and still refuse what zod refuses
    expect(validate({ kind: 'C', zip: null, either: null, found: null })).toBe(false);
    expect(validate({ kind: null, zip: 'abc', either: null, found: null })).toBe(false);
  });

  test('a named contracts schema becomes a $ref to its component, nullable or not', () => {
    const schema = z.object({ error: errorEnvelopeSchema, maybe: errorEnvelopeSchema.nullable() });
    expect(jsonSchemaOf(schema, 'output')).toMatchObject({
      properties: {
        error: { $ref: '#/components/schemas/ErrorEnvelope' },
        maybe: { anyOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { enum: [null] }] },
      },
    });
    expect(namedSchemas().schemas['ErrorEnvelope']).toMatchObject({ type: 'object' });
    const validate = validatorOf(jsonSchemaOf(schema, 'output'));
    const envelope = { statusCode: 404, code: 'NOT_FOUND', message: 'No', errors: [] };
    expect(validate({ error: envelope, maybe: null })).toBe(true);
    expect(validate({ error: { ...envelope, code: 'NOPE' }, maybe: null })).toBe(false);
  });
});
