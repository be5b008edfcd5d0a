import type { BaseSyntheticEvent } from 'react';
import { useCallback, useMemo } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { formErrorsOf } from '../../app/errors.js';

/** A shared zod schema, or a loader of one (a dynamic import) for a page of the first load. */
export type SchemaSource<TOutput> = z.ZodType<TOutput> | (() => Promise<z.ZodType<TOutput>>);

/** Where a form's general error lives among react-hook-form's errors (spec section 5). */
const FORM_ERROR = 'root.server' as const;

export type SchemaForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /** A field's error message by its dotted path (`email`, `users.0.email`), as the schema or server wrote it. */
  errorOf: (name: string) => string | undefined;
  /** The general form error (spec section 5: when no server error maps to a field). */
  formError: string | undefined;
  setFormError: (message: string | undefined) => void;
  /**
   * Puts a failed call's `errors[{path, message}]` on the fields ("body." removed); when none of them names a
   * field of the form (or one of `extraFieldNames`), shows a general error instead.
   */
  applyServerError: (error: unknown, fallback: string, extraFieldNames?: readonly string[]) => void;
  /**
   * The form's submit handler: checks the values with the schema, shows its errors, or calls `onValid` with
   * the parsed values (the general error cleared first).
   */
  onSubmit: (onValid: (values: TOutput) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Sets a field that is not a registered input (a Chakra checkbox, radio group or select of our own) the way
   * typing sets an input: marked dirty, and checked again once the form has been submitted.
   */
  change: <TName extends Path<TValues>>(name: TName, value: PathValue<TValues, TName>) => void;
  /** Starts fetching a lazily loaded schema (and zod) ahead of the first check, e.g. when the user starts typing. */
  prefetch: () => void;
};

/** Every path of a value: leaves and the objects and lists on the way (`implementationConsultant`, `…email`). */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const entries = Object.entries(value as Record<string, unknown>);
  return [
    ...(prefix ? [prefix] : []),
    ...entries.flatMap(([key, inner]) => pathsOf(inner, prefix ? `${prefix}.${key}` : key)),
  ];
}

/**
 * react-hook-form's resolver for a schema: zod and `@hookform/resolvers` come in a chunk of their own, fetched
 * on the first check (decision 033: the sign-in page's first load carries no zod), then kept.
 */
function lazyResolver<TValues extends FieldValues, TOutput>(
  source: SchemaSource<TOutput>,
): { resolver: Resolver<TValues, unknown, TOutput>; load: () => Promise<unknown> } {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([
      import('./schemaResolver.js'),
      typeof source === 'function' ? source() : Promise.resolve(source),
    ]).then(([{ schemaResolver }, schema]) => schemaResolver<TValues, TOutput>(schema))).catch(
      (error: unknown) => {
        // A failed fetch (offline, a deploy in between) is tried again on the next check.
        loaded = undefined;
        throw error;
      },
    );
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

/**
 * A form on react-hook-form validated by the zod schemas of `@onboard/contracts` (through the zod resolver),
 * so the browser shows the very messages the gateway would answer; server `{path, message}` errors land on
 * the fields. Names are dotted paths into the values (`implementationConsultant.email`, `users.0.email`),
 * the same paths the API's errors name.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  source: SchemaSource<TOutput>,
  defaultValues: TValues,
): SchemaForm<TValues, TOutput> {
  // The source is fixed for the form's life (a module-level schema or loader).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const { resolver, load } = useMemo(() => lazyResolver<TValues, TOutput>(source), []);
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const { setError, clearErrors, getValues, handleSubmit, formState } = form;

  const setFormError = useCallback(
    (message: string | undefined) => {
      if (message === undefined) clearErrors(FORM_ERROR);
      else setError(FORM_ERROR, { type: 'server', message });
    },
    [setError, clearErrors],
  );

  const applyServerError = (error: unknown, fallback: string, extraFieldNames: readonly string[] = []) => {
    const names = [...pathsOf(getValues()), ...extraFieldNames];
    const { fields, form: general } = formErrorsOf(error, names, fallback);
    for (const [name, message] of Object.entries(fields)) {
      if (message !== undefined) setError(name as Path<TValues>, { type: 'server', message });
    }
    setFormError(general);
  };

  const onSubmit = (onValid: (values: TOutput) => unknown) =>
    handleSubmit(async (values) => {
      clearErrors(FORM_ERROR);
      await onValid(values);
    });

  const change = <TName extends Path<TValues>>(name: TName, value: PathValue<TValues, TName>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const errorOf = (name: string): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;

  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);

  return {
    ...form,
    errorOf,
    formError: errorOf(FORM_ERROR),
    setFormError,
    applyServerError,
    onSubmit,
    change,
    prefetch,
  };
}
