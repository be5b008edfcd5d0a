import { Checkbox, Fieldset, HStack, Input, RadioGroup, Textarea, Wrap } from '@chakra-ui/react';
import { inDurationOrder, US_STATES, type EifAllAnswers, type EifFieldKind } from '@onboard/contracts';
import { isMonthKind, monthName } from '@onboard/domain';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/FormField.js';
import { OptionSelect } from '../../../components/form/OptionSelect.js';
import { radioTabIndex } from '../../../components/ui/radioTabIndex.js';
import type { SchemaForm } from '../../../components/form/useSchemaForm.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';

export type EifForm = SchemaForm<EifAllAnswers, unknown>;

export type EifQuestionProps = {
  form: EifForm;
  /** The answer's path in the form: `field`, `policies.<id>.field` or `plans.<id>.field`. */
  path: string;
  kind: EifFieldKind;
  label: string;
  /** Choices of an `id` answer (a platform, a contact). */
  idOptions?: { value: string; label: string }[];
};

/** Radio buttons for a short list, a select for a longer one. */
const RADIO_LIMIT = 4;

/**
 * One EIF question drawn from its kind (libs/contracts eif-fields.ts): yes/no and short lists as radio
 * buttons in a fieldset, longer lists as a select, several-of lists as checkboxes, texts, MM/DD dates,
 * numbers, states and zip codes as inputs. Every control is labelled and its error is announced with it.
 */
export function EifQuestion({ form, path, kind, label, idOptions = [] }: EifQuestionProps) {
  const { t, i18n } = useTranslation('eif');
  const message = useValidationMessage();
  const name = path as Path<EifAllAnswers>;
  const error = form.errorOf(path);
  const value: unknown = form.watch(name);
  const set = (next: unknown) => form.change(name, next as never);
  const option = (v: string) => t(`options.${v}`, { defaultValue: v });

  const choices = (legend: ReactNode, items: { value: string; label: string }[]) => {
    const chosen = typeof value === 'string' ? value : value === true ? 'yes' : value === false ? 'no' : null;
    const options = items.map((item) => item.value);
    return (
      <Fieldset.Root invalid={!!error}>
        <Fieldset.Legend>{legend}</Fieldset.Legend>
        <RadioGroup.Root
          name={path}
          value={chosen}
          onValueChange={(e) => {
            if (kind.kind === 'boolean') set(e.value === 'yes');
            else set(e.value);
          }}
        >
          <HStack gap={6} wrap="wrap">
            {items.map((item) => (
              <RadioGroup.Item key={item.value} value={item.value}>
                <RadioGroup.ItemHiddenInput tabIndex={radioTabIndex(item.value, chosen, options)} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{item.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {error && <Fieldset.ErrorText>{message(error)}</Fieldset.ErrorText>}
      </Fieldset.Root>
    );
  };

  const select = (items: { value: string; label: string }[], parse: (v: string) => unknown = (v) => v) => (
    <FormField label={label} error={error}>
      <OptionSelect
        field={{
          name: path,
          value: value === null || value === undefined ? '' : String(value),
          onChange: (e) => set(e.currentTarget.value === '' ? null : parse(e.currentTarget.value)),
        }}
        none={t('choose')}
        options={items}
      />
    </FormField>
  );

  const text = (props: Record<string, unknown> = {}) => (
    <FormField label={label} error={error}>
      <Input
        name={path}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => set(e.currentTarget.value === '' ? null : e.currentTarget.value)}
        {...props}
      />
    </FormField>
  );

  switch (kind.kind) {
    case 'boolean':
      return choices(label, [
        { value: 'yes', label: t('yes') },
        { value: 'no', label: t('no') },
      ]);
    case 'enum': {
      // Durations shortest first (30 days, 1 month, 45 days …), not every month then every day.
      const items = inDurationOrder(kind.values).map((v) => ({ value: v, label: option(v) }));
      return items.length <= RADIO_LIMIT ? choices(label, items) : select(items);
    }
    case 'enumList': {
      const list = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Fieldset.Root invalid={!!error}>
          <Fieldset.Legend>{label}</Fieldset.Legend>
          <Wrap gap={4}>
            {kind.values.map((v) => (
              <Checkbox.Root
                key={v}
                checked={list.includes(v)}
                onCheckedChange={(e) =>
                  set(
                    e.checked === true
                      ? kind.values.filter((x) => x === v || list.includes(x))
                      : list.filter((x) => x !== v),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option(v)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          {error && <Fieldset.ErrorText>{message(error)}</Fieldset.ErrorText>}
        </Fieldset.Root>
      );
    }
    case 'text':
      return kind.multiLine ? (
        <FormField label={label} error={error}>
          <Textarea
            name={path}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => set(e.currentTarget.value === '' ? null : e.currentTarget.value)}
            maxLength={kind.max}
          />
        </FormField>
      ) : (
        text({ maxLength: kind.max })
      );
    case 'mmdd':
      return text({ placeholder: 'MM/DD', inputMode: 'numeric', maxLength: 5, autoComplete: 'off' });
    case 'zip':
      return text({ inputMode: 'numeric', maxLength: 10, autoComplete: 'postal-code' });
    case 'state':
      return select(US_STATES.map((s) => ({ value: s, label: s })));
    case 'integer': {
      if (isMonthKind(kind)) {
        return select(
          Array.from({ length: 12 }, (_, i) => ({
            value: String(i + 1),
            label: monthName(i + 1, i18n.language),
          })),
          Number,
        );
      }
      return numberInput(kind.min, kind.max, 1);
    }
    case 'percent':
      return numberInput(0, 100, 0.01);
    case 'id':
      return select(idOptions);
  }

  function numberInput(min: number, max: number, step: number) {
    return (
      <FormField label={label} error={error}>
        <Input
          type="number"
          min={min}
          max={max}
          step={step}
          name={path}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            set(raw === '' ? null : Number(raw));
          }}
        />
      </FormField>
    );
  }
}
