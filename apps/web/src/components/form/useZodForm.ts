import { fieldMessageOf } from '@onboard/contracts';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { formErrorsOf } from '../../app/errors.js';

type Values = Record<string, unknown>;
export type FieldErrors = Partial<Record<string, string>>;

export type ZodForm<TValues extends Values, TOutput> = {
  values: TValues;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  /** Field errors by dotted path (`email`, `users.0.email`). */
  errors: FieldErrors;
  /** The general form error (spec section 5: when no server error maps to a field). */
  formError: string | undefined;
  setFormError: (message: string | undefined) => void;
  setFieldError: (name: string, message: string | undefined) => void;
  /** Checks the values with the shared schema; answers the parsed values, or null after showing errors. */
  validate: () => TOutput | null;
  /** Puts a failed call's `errors[{path, message}]` on the fields, else shows a general error. */
  applyServerError: (error: unknown, fallback: string, extraFieldNames?: readonly string[]) => void;
  reset: (values?: TValues) => void;
};

/**
 * Form state validated by the zod schemas of `@onboard/contracts`, so the browser shows the very messages the
 * gateway would answer. (Small on purpose: react-hook-form and its zod resolver are not dependencies yet.)
 */
export function useZodForm<TSchema extends z.ZodType, TValues extends Values>(
  schema: TSchema,
  initialValues: TValues,
): ZodForm<TValues, z.output<TSchema>> {
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  const setValue = useCallback(<K extends keyof TValues & string>(name: K, value: TValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (previous[name] === undefined) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const validate = (): z.output<TSchema> | null => {
    // The contracts' messages for people, also for checks without a message of their own (see fieldMessageOf).
    const result = schema.safeParse(values, { error: fieldMessageOf });
    if (result.success) {
      setErrors({});
      setFormError(undefined);
      return result.data;
    }
    const next: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (next[path] === undefined) next[path] = issue.message;
    }
    setErrors(next);
    return null;
  };

  const applyServerError = (error: unknown, fallback: string, extraFieldNames: readonly string[] = []) => {
    const { fields, form } = formErrorsOf(error, [...Object.keys(values), ...extraFieldNames], fallback);
    setErrors(fields);
    setFormError(form);
  };

  const setFieldError = useCallback((name: string, message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  const reset = (next: TValues = initialValues) => {
    setValues(next);
    setErrors({});
    setFormError(undefined);
  };

  return {
    values,
    setValue,
    errors,
    formError,
    setFormError,
    setFieldError,
    validate,
    applyServerError,
    reset,
  };
}
