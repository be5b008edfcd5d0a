import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessageOf } from '@onboard/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver for a shared schema, with the contracts' messages for people also for checks
 * without a message of their own (see fieldMessageOf). A module of its own: `useSchemaForm` fetches it (and
 * zod, through the contracts) on a form's first check, so the sign-in page's first load carries neither.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  // The form's values are the schema's input; zod's types leave that open (`unknown`) for a shared schema.
  const typed = schema as unknown as z.ZodType<TOutput, TValues>;
  return zodResolver(typed, { error: fieldMessageOf });
}
