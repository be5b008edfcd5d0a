import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { firstIssueByPath } from '../../app/issueMessages.js';

/**
 * react-hook-form's resolver for a shared schema: the first issue of each field, its message kept as the
 * token of its key and values (decision 061), which the form's fields show in the user's language. A module of
 * its own: `useSchemaForm` fetches it (and zod, through the contracts) on a form's first check, so the sign-in
 * page's first load carries neither.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, { code, message }] of firstIssueByPath(result.error.issues))
      errors[path] = { type: code, message };
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) as FieldErrors<TValues> };
  };
}
