import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export type Option<V extends string = string> = { value: V; label: string };

export type OptionSelectProps = {
  /** The select's own props: a registered field (`form.register(name, …)`), or a value and its onChange. */
  field: ComponentProps<typeof NativeSelect.Field>;
  options: readonly Option[];
  /** The first option's text, with an empty value (none chosen yet, or none at all); omitted: no such option. */
  none?: string | undefined;
};

/** A native select of a form's field, its options given as value and label. */
export function OptionSelect({ field, options, none }: OptionSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
