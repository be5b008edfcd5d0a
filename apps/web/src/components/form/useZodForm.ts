import type { z } from 'zod';
import { checkValues } from './schemaErrors.js';
import { useFormState, type FormState } from './useFormState.js';

export type { FieldErrors } from './schemaErrors.js';
type Values = Record<string, unknown>;

export type ZodForm<TValues extends Values, TOutput> = Omit<FormState<TValues>, 'setErrors' | 'settle'> & {
  /** Checks the values with the shared schema; answers the parsed values, or null after showing errors. */
  validate: () => TOutput | null;
};

/**
 * Form state validated by the zod schemas of `@onboard/contracts`, so the browser shows the very messages the
 * gateway would answer. (Small on purpose: react-hook-form and its zod resolver are not dependencies yet.)
 * A page in the first load uses `useLazyZodForm` instead, which fetches zod and the schema on first use.
 */
export function useZodForm<TSchema extends z.ZodType, TValues extends Values>(
  schema: TSchema,
  initialValues: TValues,
): ZodForm<TValues, z.output<TSchema>> {
  const { setErrors: _setErrors, settle, ...form } = useFormState(initialValues);
  const validate = (): z.output<TSchema> | null => settle(checkValues(schema, form.values));
  return { ...form, validate };
}
