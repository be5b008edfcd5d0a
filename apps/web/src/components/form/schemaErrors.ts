import { fieldMessageOf } from '@onboard/contracts';
import type { z } from 'zod';
import type { CheckResult } from './useFormState.js';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks values with a shared schema, with the contracts' messages for people also for checks without a
 * message of their own (see fieldMessageOf): the parsed values, or the first error of each field by dotted
 * path (`email`, `users.0.email`). Importing this module brings zod (through the contracts).
 */
export function checkValues<TSchema extends z.ZodType>(
  schema: TSchema,
  values: unknown,
): CheckResult<z.output<TSchema>> {
  const result = schema.safeParse(values, { error: fieldMessageOf });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] === undefined) errors[path] = issue.message;
  }
  return { ok: false, errors };
}
