import { Input } from '@chakra-ui/react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField.js';

export type NewPasswordFieldsProps<TValues extends FieldValues> = {
  /** The form (see useSchemaForm) whose schema came from `withPasswordConfirmation`. */
  form: { register: UseFormRegister<TValues>; errorOf: (name: string) => string | undefined };
  /** The new password's field, as the API names it (`password`, `newPassword`). */
  name: Path<TValues>;
  label: string;
  confirmLabel: string;
};

/** A new password and its confirmation: two password inputs the browser may fill with a generated password. */
export function NewPasswordFields<TValues extends FieldValues>({
  form,
  name,
  label,
  confirmLabel,
}: NewPasswordFieldsProps<TValues>) {
  return (
    <>
      <FormField label={label} error={form.errorOf(name)}>
        <Input type="password" autoComplete="new-password" {...form.register(name)} />
      </FormField>
      <FormField label={confirmLabel} error={form.errorOf('confirmPassword')}>
        <Input
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword' as Path<TValues>)}
        />
      </FormField>
    </>
  );
}
