import { useCallback } from 'react';
import type { z } from 'zod';
import { useFormState, type FormState } from './useFormState.js';

type Values = Record<string, unknown>;

export type LazyZodForm<TValues extends Values, TOutput> = Omit<
  FormState<TValues>,
  'setErrors' | 'settle'
> & {
  /** Checks the values with the shared schema (fetched on first use); the parsed values, or null after showing errors. */
  validate: () => Promise<TOutput | null>;
  /** Starts fetching the schema (and zod) ahead of the first `validate`, e.g. when the user starts typing. */
  prefetch: () => void;
};

/**
 * `useZodForm` for a page of the first load (the sign-in page): the same checks and messages, but zod and the
 * schema are fetched with `loadSchema` (a dynamic import) on first use, not with the page. zod is about 23 KiB
 * (brotli) and building schemas costs main-thread time before the first paint on a phone (decision 033).
 */
export function useLazyZodForm<TSchema extends z.ZodType, TValues extends Values>(
  loadSchema: () => Promise<TSchema>,
  initialValues: TValues,
): LazyZodForm<TValues, z.output<TSchema>> {
  const { setErrors: _setErrors, settle, ...form } = useFormState(initialValues);

  const prefetch = useCallback(() => {
    // A failed fetch is not an error here: validate fetches again and reports it.
    void Promise.all([import('./schemaErrors.js'), loadSchema()]).catch(() => undefined);
  }, [loadSchema]);

  const validate = async (): Promise<z.output<TSchema> | null> => {
    const values = form.values;
    const [{ checkValues }, schema] = await Promise.all([import('./schemaErrors.js'), loadSchema()]);
    return settle(checkValues(schema, values));
  };

  return { ...form, validate, prefetch };
}
