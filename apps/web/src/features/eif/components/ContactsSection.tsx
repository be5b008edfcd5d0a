import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Wrap,
} from '@chakra-ui/react';
import {
  CONTACT_ACCESS_FLAGS,
  CONTACT_TYPES,
  LOCATION_MANAGEMENT_TYPES,
  US_STATES,
  contactInputSchema,
  type ClientDto,
  type ContactInputParsed,
  type ContactRecordDto,
  type LocationManagementType,
} from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { RecordList } from './RecordList.js';
import {
  useCreateContactMutation,
  useDeleteContactMutation,
  useGetContactsQuery,
  useUpdateContactMutation,
} from '../api/contactsApi.js';
import { useGetLocationsQuery } from '../api/locationsApi.js';

type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  phoneNumber: string;
  faxNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  type: string;
  policyId: string | null;
  locationId: string | null;
  locationManagementType: LocationManagementType;
  managedLocationIds: string[];
  accessesForPolicyIds: string[];
  claimsAccess: boolean;
  billingAccess: boolean;
  paymentsAccess: boolean;
  documentsAccess: boolean;
  memberChangesAccess: boolean;
  tpaFirmName: string;
};
const EMPTY: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  title: '',
  phoneNumber: '',
  faxNumber: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  type: 'WEB_ADMIN',
  policyId: null,
  locationId: null,
  locationManagementType: 'ALL',
  managedLocationIds: [],
  accessesForPolicyIds: [],
  claimsAccess: false,
  billingAccess: false,
  paymentsAccess: false,
  documentsAccess: false,
  memberChangesAccess: false,
  tpaFirmName: '',
};
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'title',
  'phoneNumber',
  'faxNumber',
  'address1',
  'address2',
  'city',
  'zipCode',
  'tpaFirmName',
] as const;
const blankIsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A contact as the form holds it (texts never null). */
function valuesOf(contact: ContactRecordDto): ContactValues {
  const { id: _id, ...fields } = contact;
  return {
    ...fields,
    title: contact.title ?? '',
    phoneNumber: contact.phoneNumber ?? '',
    faxNumber: contact.faxNumber ?? '',
    address1: contact.address1 ?? '',
    address2: contact.address2 ?? '',
    city: contact.city ?? '',
    state: contact.state ?? '',
    zipCode: contact.zipCode ?? '',
    tpaFirmName: contact.tpaFirmName ?? '',
  };
}

/**
 * The client's plan administrators and other contacts (spec §3 Contact, §6): listed, added, edited and
 * removed, each with its access flags and the locations it manages (all, or those chosen); the server's field
 * errors land on their fields.
 */
export function ContactsSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const message = useValidationMessage();
  const errorText = useErrorText();
  const contacts = useGetContactsQuery(client.id);
  const locations = useGetLocationsQuery(client.id);
  const [create, creating] = useCreateContactMutation();
  const [update, updating] = useUpdateContactMutation();
  const [remove] = useDeleteContactMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const form = useSchemaForm<ContactValues, ContactInputParsed>(contactInputSchema, EMPTY);
  const rows = contacts.data ?? [];
  const places = locations.data ?? [];
  const values = form.watch();
  const nameOf = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
  const policyLabel = (policyId: string) => {
    const index = client.policies.findIndex((p) => p.id === policyId);
    const policy = client.policies[index];
    return t('policy', { number: index + 1, coverages: policy?.slfCoverages.join(', ') || '—' });
  };

  const stopEditing = () => {
    setEditing(null);
    form.reset(EMPTY);
  };

  const submit = (event: FormEvent) =>
    void form.onSubmit(async (body) => {
      try {
        if (editing) await update({ clientId: client.id, contactId: editing, body }).unwrap();
        else await create({ clientId: client.id, body }).unwrap();
        stopEditing();
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);

  const toggle = (name: 'managedLocationIds' | 'accessesForPolicyIds', id: string, on: boolean) => {
    const list = values[name] ?? [];
    form.change(name, on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id));
  };

  const idList = (
    name: 'managedLocationIds' | 'accessesForPolicyIds',
    items: { id: string; label: string }[],
  ) => {
    const error = form.errorOf(name);
    return (
      <Fieldset.Root invalid={!!error}>
        <Fieldset.Legend>{t(`contacts.fields.${name}`)}</Fieldset.Legend>
        <Wrap gap={4}>
          {items.map((item) => (
            <Checkbox.Root
              key={item.id}
              checked={(values[name] ?? []).includes(item.id)}
              onCheckedChange={(e) => toggle(name, item.id, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{item.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
        {error && <Fieldset.ErrorText>{message(error)}</Fieldset.ErrorText>}
      </Fieldset.Root>
    );
  };

  return (
    <RecordList
      id="eif-contacts"
      title={t('contacts.title')}
      empty={t('contacts.none')}
      rows={rows}
      columns={[
        { header: t('contacts.name'), cell: nameOf },
        { header: t('contacts.fields.type'), cell: (c) => t(`contacts.types.${c.type}`) },
        { header: t('contacts.fields.email'), cell: (c) => c.email },
        {
          header: t('contacts.access'),
          cell: (c) =>
            [
              ...CONTACT_ACCESS_FLAGS.filter((flag) => c[flag]).map((flag) =>
                t(`contacts.accessFlags.${flag}`),
              ),
              t(`contacts.scopes.${c.locationManagementType}`),
            ].join(', '),
        },
      ]}
      actions={[
        {
          name: (c) => t('contacts.edit', { name: nameOf(c) }),
          text: t('contacts.editShort'),
          onClick: (c) => {
            setEditing(c.id);
            form.reset(valuesOf(c));
          },
        },
        {
          name: (c) => t('contacts.remove', { name: nameOf(c) }),
          text: t('contacts.removeShort'),
          onClick: (c) => {
            if (editing === c.id) stopEditing();
            void remove({ clientId: client.id, contactId: c.id });
          },
        },
      ]}
    >
      <FormStack gap={3} onSubmit={submit} aria-label={editing ? t('contacts.save') : t('contacts.add')}>
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <FormField label={t('contacts.fields.type')} error={form.errorOf('type')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('type')}>
                {CONTACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`contacts.types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {TEXT_FIELDS.map((field) => (
            <FormField key={field} label={t(`contacts.fields.${field}`)} error={form.errorOf(field)}>
              <Input {...form.register(field)} />
            </FormField>
          ))}
          <FormField label={t('contacts.fields.state')} error={form.errorOf('state')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('state')}>
                <option value="">{t('choose')}</option>
                {US_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('contacts.fields.policyId')} error={form.errorOf('policyId')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('policyId', { setValueAs: blankIsNull })}>
                <option value="">{t('contacts.noPolicy')}</option>
                {client.policies.map((p) => (
                  <option key={p.id} value={p.id}>
                    {policyLabel(p.id)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('contacts.fields.locationId')} error={form.errorOf('locationId')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('locationId', { setValueAs: blankIsNull })}>
                <option value="">{t('contacts.noLocation')}</option>
                {places.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend>{t('contacts.fields.accessFlags')}</Fieldset.Legend>
          <Wrap gap={4}>
            {CONTACT_ACCESS_FLAGS.map((flag) => (
              <Checkbox.Root
                key={flag}
                checked={values[flag] === true}
                onCheckedChange={(e) => form.change(flag, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`contacts.accessFlags.${flag}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Fieldset.Root>
        {client.policies.length > 0 &&
          idList(
            'accessesForPolicyIds',
            client.policies.map((p) => ({ id: p.id, label: policyLabel(p.id) })),
          )}
        <Fieldset.Root invalid={!!form.errorOf('locationManagementType')}>
          <Fieldset.Legend>{t('contacts.fields.locationManagementType')}</Fieldset.Legend>
          <RadioGroup.Root
            name="locationManagementType"
            value={values.locationManagementType}
            onValueChange={(e) =>
              form.change('locationManagementType', (e.value ?? 'ALL') as LocationManagementType)
            }
          >
            <HStack gap={6} wrap="wrap">
              {LOCATION_MANAGEMENT_TYPES.map((scope) => (
                <RadioGroup.Item key={scope} value={scope}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`contacts.scopes.${scope}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Fieldset.Root>
        {values.locationManagementType === 'LIMITED' &&
          idList(
            'managedLocationIds',
            places.map((l) => ({ id: l.id, label: l.name })),
          )}
        <HStack>
          <Button type="submit" variant="outline" loading={creating.isLoading || updating.isLoading}>
            {editing ? t('contacts.save') : t('contacts.add')}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={stopEditing}>
              {t('contacts.cancel')}
            </Button>
          )}
        </HStack>
      </FormStack>
    </RecordList>
  );
}
