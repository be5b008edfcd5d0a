import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Option } from './OptionSelect.js';
import { useValidationMessage } from './useValidationMessage.js';

export type LabeledCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  size?: 'sm' | 'md';
};

/** One Chakra checkbox with its label (not a registered input: the caller sets the form's value). */
export function LabeledCheckbox({ checked, onChange, children, size }: LabeledCheckboxProps) {
  return (
    <Checkbox.Root
      {...(size ? { size } : {})}
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export type CheckboxListProps<V extends string> = {
  legend: string;
  options: readonly Option<V>[];
  isChecked: (value: V) => boolean;
  onChange: (value: V, checked: boolean) => void;
  /** A message from a schema or the server, shown under the list. */
  error?: string | undefined;
};

/** A fieldset of checkboxes, one an option, with the list's error under it. */
export function CheckboxList<V extends string>({
  legend,
  options,
  isChecked,
  onChange,
  error,
}: CheckboxListProps<V>) {
  const message = useValidationMessage();
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Wrap gap={4}>
        {options.map((option) => (
          <LabeledCheckbox
            key={option.value}
            checked={isChecked(option.value)}
            onChange={(on) => onChange(option.value, on)}
          >
            {option.label}
          </LabeledCheckbox>
        ))}
      </Wrap>
      {error && <Fieldset.ErrorText>{message(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
