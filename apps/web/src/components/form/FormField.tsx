import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useValidationMessage } from './useValidationMessage.js';

export type FormFieldProps = {
  label: ReactNode;
  /** A message from a schema or the server, in English; shown translated when it is a known text. */
  error?: string | undefined;
  helperText?: ReactNode;
  children: ReactNode;
};

/** A labelled field with its error: Chakra's Field links the label, the input and the error for assistive tech. */
export function FormField({ label, error, helperText, children }: FormFieldProps) {
  const message = useValidationMessage();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{message(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
