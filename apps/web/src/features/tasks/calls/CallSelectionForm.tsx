import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Heading,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import {
  callSelectionInputSchema,
  type CallDto,
  type CallType,
  type ContactRecordDto,
} from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useSelectCallMutation } from './callsApi.js';
import { useFocusFirstError, useOptionLabel, useTopicLabel, viewerTimeZone } from './callText.js';

type Values = {
  optionId: string | null;
  requestedTime: string;
  topics: string[];
  contactIds: string[];
  extraInvitees: { name: string; email: string }[];
};
/** The radio of "none of these times": the requested time field instead of an offered one. */
const OTHER = 'other';

const valuesOf = (call: CallDto): Values => ({
  optionId: call.selection?.optionId ?? null,
  requestedTime: call.selection?.requestedTime ?? '',
  topics: call.selection?.topics ?? [],
  contactIds: call.selection?.contactIds ?? [],
  extraInvitees: call.selection?.extraInvitees ?? [],
});

type Props = {
  clientId: string;
  callType: CallType;
  call: CallDto;
  contacts: readonly ContactRecordDto[];
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
};

/**
 * The client chooses the call: an offered time (in the viewer's time zone) or another one asked for, the topics
 * and the people to invite (its contacts, and others by name and e-mail). The server's field errors land on
 * their fields; the focus moves to the first one.
 */
export function CallSelectionForm({ clientId, callType, call, contacts, onSaved, onCancel }: Props) {
  const { t } = useTranslation('calls');
  const message = useValidationMessage();
  const errorText = useErrorText();
  const topicLabel = useTopicLabel();
  const optionLabel = useOptionLabel();
  const [ref, focusError] = useFocusFirstError();
  const [select, selecting] = useSelectCallMutation();
  const initial = valuesOf(call);
  const form = useSchemaForm<Values, z.output<typeof callSelectionInputSchema>>(
    callSelectionInputSchema,
    initial,
  );
  const extra = useFieldArray({ control: form.control, name: 'extraInvitees' });
  const values = form.watch();
  const [otherChosen, setOtherChosen] = useState(initial.requestedTime !== '');
  // Without offered times, asking for one is the only way.
  const other = values.optionId === null && (otherChosen || call.options.length === 0);
  const choice = values.optionId ?? (other ? OTHER : '');

  const submit = async (event: FormEvent) => {
    await form.onSubmit(async (body) => {
      try {
        await select({ clientId, callType, body }).unwrap();
        onSaved();
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);
    focusError();
  };

  const toggle = (name: 'topics' | 'contactIds', value: string, on: boolean) => {
    // The form's own values, not this render's: two quick clicks must both count.
    const list = form.getValues(name).filter((v) => v !== value);
    form.change(name, on ? [...list, value] : list);
  };
  const listError = (name: 'topics' | 'contactIds') =>
    form.errorOf(name) ?? values[name].map((_, i) => form.errorOf(`${name}.${i}`)).find(Boolean);
  const timeError = form.errorOf('optionId');
  const topicsError = listError('topics');
  const contactsError = listError('contactIds');
  const extraError = form.errorOf('extraInvitees');

  return (
    <Box ref={ref}>
      <FormStack gap={5} onSubmit={(event) => void submit(event)} aria-labelledby="call-choose">
        <Heading as="h2" size="md" id="call-choose">
          {t('choose.heading')}
        </Heading>
        {form.formError && (
          <Box tabIndex={-1} data-form-error>
            <FormAlert message={form.formError} />
          </Box>
        )}
        <Fieldset.Root invalid={!!timeError}>
          <Fieldset.Legend>{t('choose.times')}</Fieldset.Legend>
          {call.options.length > 0 ? (
            <>
              <Fieldset.HelperText>{t('timeZoneNote', { timeZone: viewerTimeZone() })}</Fieldset.HelperText>
              <RadioGroup.Root
                name="callOption"
                value={choice}
                onValueChange={(e) => {
                  if (e.value === OTHER) {
                    setOtherChosen(true);
                    form.change('optionId', null);
                  } else {
                    setOtherChosen(false);
                    form.change('optionId', e.value);
                    form.change('requestedTime', '');
                  }
                }}
              >
                <Stack gap={2}>
                  {call.options.map((option) => (
                    <RadioGroup.Item key={option.id} value={option.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{optionLabel(option)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                  <RadioGroup.Item value={OTHER}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t('choose.other')}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Stack>
              </RadioGroup.Root>
            </>
          ) : (
            <Fieldset.HelperText>{t('choose.noTimes')}</Fieldset.HelperText>
          )}
          {timeError && <Fieldset.ErrorText>{message(timeError)}</Fieldset.ErrorText>}
        </Fieldset.Root>
        {other && (
          <FormField label={t('choose.requestedTime')} error={form.errorOf('requestedTime')}>
            <Input {...form.register('requestedTime')} />
          </FormField>
        )}
        <Fieldset.Root invalid={!!topicsError}>
          <Fieldset.Legend>{t('choose.topics')}</Fieldset.Legend>
          {call.topics.length === 0 && <Fieldset.HelperText>{t('choose.noTopics')}</Fieldset.HelperText>}
          <Stack gap={2}>
            {call.topics.map((topic) => (
              <Checkbox.Root
                key={topic}
                checked={values.topics.includes(topic)}
                onCheckedChange={(e) => toggle('topics', topic, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{topicLabel(topic)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {topicsError && <Fieldset.ErrorText>{message(topicsError)}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Fieldset.Root invalid={!!contactsError}>
          <Fieldset.Legend>{t('choose.people')}</Fieldset.Legend>
          {contacts.length === 0 && <Fieldset.HelperText>{t('choose.noContacts')}</Fieldset.HelperText>}
          <Stack gap={2}>
            {contacts.map((c) => (
              <Checkbox.Root
                key={c.id}
                checked={values.contactIds.includes(c.id)}
                onCheckedChange={(e) => toggle('contactIds', c.id, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {c.firstName} {c.lastName} ({c.email})
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {contactsError && <Fieldset.ErrorText>{message(contactsError)}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Fieldset.Root invalid={!!extraError}>
          <Fieldset.Legend>{t('choose.extra')}</Fieldset.Legend>
          <Stack gap={3}>
            {extra.fields.map((field, i) => (
              <SimpleGrid key={field.id} columns={{ base: 1, md: 3 }} gap={3} alignItems="end">
                <FormField
                  label={t('choose.extraName', { number: i + 1 })}
                  error={form.errorOf(`extraInvitees.${i}.name`)}
                >
                  <Input {...form.register(`extraInvitees.${i}.name`)} autoComplete="name" />
                </FormField>
                <FormField
                  label={t('choose.extraEmail', { number: i + 1 })}
                  error={form.errorOf(`extraInvitees.${i}.email`)}
                >
                  <Input {...form.register(`extraInvitees.${i}.email`)} type="email" autoComplete="email" />
                </FormField>
                <Button variant="ghost" onClick={() => extra.remove(i)}>
                  {t('choose.removePerson', { number: i + 1 })}
                </Button>
              </SimpleGrid>
            ))}
          </Stack>
          {extraError && <Fieldset.ErrorText>{message(extraError)}</Fieldset.ErrorText>}
          <HStack>
            <Button variant="outline" size="sm" onClick={() => extra.append({ name: '', email: '' })}>
              {t('choose.addPerson')}
            </Button>
          </HStack>
        </Fieldset.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={selecting.isLoading}>
            {t('choose.save')}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('choose.cancel')}
            </Button>
          )}
        </HStack>
      </FormStack>
    </Box>
  );
}
