import { HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, get, useFormContext, type RegisterOptions } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField.js';
import { OptionSelect, type Option } from '../../../components/form/OptionSelect.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import type { SiteFormValues } from '../siteForm.js';

/*
 * The site form's inputs, bound by name (a path of the request body) to the form of `SiteForm`; each shows its
 * field's error in the user's language.
 */

/** A field's error message (a token or a text) by its path. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<SiteFormValues>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  if (error?.message) return error.message;
  // A list's error may sit on one of its entries (`policies.0`).
  if (Array.isArray(error))
    return (error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message;
  return undefined;
}

/** An empty number input is null; anything else its number. */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

type FieldProps = { name: string; label: ReactNode; helperText?: ReactNode };

export function TextField({
  name,
  label,
  helperText,
  type = 'text',
}: FieldProps & { type?: 'text' | 'date' | 'url' }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} error={error} helperText={helperText}>
      <Input type={type} {...register(name)} />
    </FormField>
  );
}

export function NumberField({ name, label, helperText, step = 'any' }: FieldProps & { step?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const options: RegisterOptions = { setValueAs: asNumber };
  return (
    <FormField label={label} error={error} helperText={helperText}>
      <Input type="number" inputMode="decimal" step={step} min={0} {...register(name, options)} />
    </FormField>
  );
}

/** A select; `none` offers an empty choice (null). `onPicked` runs after the value is set. */
export function SelectField({
  name,
  label,
  options,
  none,
  helperText,
  onPicked,
  numeric = false,
}: FieldProps & {
  options: readonly Option[];
  none?: string;
  onPicked?: (value: string | null) => void;
  numeric?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, {
    setValueAs: (v: unknown) => (v === '' || v == null ? null : numeric ? Number(v) : v),
    onChange: (event: { target: { value: string } }) => onPicked?.(event.target.value || null),
  });
  return (
    <FormField label={label} error={error} helperText={helperText}>
      <OptionSelect field={field} options={options} none={none} />
    </FormField>
  );
}

/** A yes/no flag as a switch. */
export function SwitchField({ name, label }: { name: string; label: ReactNode }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const message = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap={1}>
          <Switch.Root
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked)}
            name={field.name}
            invalid={!!error}
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
          {error && (
            <Text color="fg.error" fontSize="sm">
              {message(error)}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}

/** Several choices of a list (a group of checkboxes under a legend), kept as a list of values. */
export function MultiCheckField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
}) {
  const { watch, setValue, formState, getValues } = useFormContext();
  const error = useFieldError(name);
  const message = useValidationMessage();
  const chosen = (watch(name) as string[] | null | undefined) ?? [];
  const toggle = (value: string, on: boolean) => {
    // The form's list now (two quick clicks may come before a render).
    const current = (getValues(name) as string[] | null | undefined) ?? [];
    const next = on ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value);
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  return (
    <Stack as="fieldset" gap={2} aria-invalid={!!error || undefined}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1}>
        {legend}
      </Text>
      {options.map((option) => (
        // A native checkbox: its state is the form's list, nothing else.
        <HStack as="label" key={option.value} gap={2} cursor="pointer">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            style={{
              width: '1rem',
              height: '1rem',
              accentColor: 'var(--chakra-colors-brand-solid, #1a5276)',
            }}
          />
          <Text as="span" fontSize="sm">
            {option.label}
          </Text>
        </HStack>
      ))}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {message(error)}
        </Text>
      )}
    </Stack>
  );
}

/** A yes/no answer that may be unanswered (null): a select of Yes, No and nothing. */
export function YesNoField({ name, label }: { name: string; label: ReactNode }) {
  const { t } = useTranslation('explorerAdmin');
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name={field.name}
              onBlur={field.onBlur}
              value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
              onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value === 'yes')}
            >
              <option value="">{t('choose')}</option>
              <option value="yes">{t('yes')}</option>
              <option value="no">{t('no')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
    />
  );
}
