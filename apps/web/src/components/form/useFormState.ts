import { useCallback, useState } from 'react';
import { formErrorsOf } from '../../app/errors.js';
import type { FieldErrors } from './schemaErrors.js';

export type { FieldErrors } from './schemaErrors.js';
type Values = Record<string, unknown>;

/** What a form hook gives its page, whatever checks the values (`validate` is added by each hook). */
export type FormState<TValues extends Values> = {
  values: TValues;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  /** Field errors by dotted path (`email`, `users.0.email`). */
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /** The general form error (spec section 5: when no server error maps to a field). */
  formError: string | undefined;
  setFormError: (message: string | undefined) => void;
  setFieldError: (name: string, message: string | undefined) => void;
  /** Puts a failed call's `errors[{path, message}]` on the fields, else shows a general error. */
  applyServerError: (error: unknown, fallback: string, extraFieldNames?: readonly string[]) => void;
  reset: (values?: TValues) => void;
  /** Shows a check's outcome (its field errors, or none and no form error): the parsed values, or null. */
  settle: <TOutput>(result: CheckResult<TOutput>) => TOutput | null;
};

/** What checking the values gave (see `checkValues`): kept here, apart from zod, for the first load. */
export type CheckResult<TOutput> = { ok: true; data: TOutput } | { ok: false; errors: FieldErrors };

/** Values, field errors and the form error of a form (no zod here: the sign-in page's first load uses it). */
export function useFormState<TValues extends Values>(initialValues: TValues): FormState<TValues> {
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

  const settle = <TOutput>(result: CheckResult<TOutput>): TOutput | null => {
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    setFormError(undefined);
    return result.data;
  };

  return {
    values,
    setValue,
    errors,
    setErrors,
    formError,
    setFormError,
    setFieldError,
    applyServerError,
    reset,
    settle,
  };
}
