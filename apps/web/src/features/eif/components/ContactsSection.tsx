import { Fieldset, HStack, Input, RadioGroup, SimpleGrid } from '@chakra-ui/react';
import {
  CONTACT_ACCESS_FLAGS,
  CONTACT_TYPES,
  LOCATION_MANAGEMENT_TYPES,
  contactInputSchema,
  type ClientDto,
  type ContactInputParsed,
  type ContactRecordDto,
  type LocationManagementType,
} from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useCoverageList } from '../../hub/useCoverageName.js';
import { CheckboxList } from '../../../components/form/CheckboxList.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { OptionSelect, type Option } from '../../../components/form/OptionSelect.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useRecordEditor } from '../hooks/useRecordEditor.js';
import { EditorButtons, RecordList, type RecordColumn } from './RecordList.js';
import { StateSelect } from './StateSelect.js';
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

const nameOf = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/** A contact's columns, in the section and on the summary: name, type, e-mail and what it may access. */
export function useContactColumns(): RecordColumn<ContactRecordDto>[] {
  const { t } = useTranslation('eif');
  return [
    { header: t('contacts.name'), cell: nameOf },
    { header: t('contacts.fields.type'), cell: (c) => t(`contacts.types.${c.type}`) },
    { header: t('contacts.fields.email'), cell: (c) => c.email },
    {
      header: t('contacts.access'),
      cell: (c) =>
        [
          ...CONTACT_ACCESS_FLAGS.filter((flag) => c[flag]).map((flag) => t(`contacts.accessFlags.${flag}`)),
          t(`contacts.scopes.${c.locationManagementType}`),
        ].join(', '),
    },
  ];
}

/**
 * The client's plan administrators and other contacts (spec §3 Contact, §6): listed, added, edited and
 * removed, each with its access flags and the locations it manages (all, or those chosen); the server's field
 * errors land on their fields.
 */
export function ContactsSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const coverageList = useCoverageList();
  const contacts = useGetContactsQuery(client.id);
  const locations = useGetLocationsQuery(client.id);
  const [create, creating] = useCreateContactMutation();
  const [update, updating] = useUpdateContactMutation();
  const [remove] = useDeleteContactMutation();
  const form = useSchemaForm<ContactValues, ContactInputParsed>(contactInputSchema, EMPTY);
  const rows = contacts.data ?? [];
  const places = locations.data ?? [];
  const values = form.watch();
  const columns = useContactColumns();
  const policyLabel = (policyId: string) => {
    const index = client.policies.findIndex((p) => p.id === policyId);
    const policy = client.policies[index];
    return t('policy', { number: index + 1, coverages: coverageList(policy?.slfCoverages ?? []) });
  };

  const { editing, startEditing, stopEditing, submit } = useRecordEditor(
    form,
    EMPTY,
    (body, editing: string | null) =>
      editing
        ? update({ clientId: client.id, contactId: editing, body }).unwrap()
        : create({ clientId: client.id, body }).unwrap(),
  );
  const policyOptions: Option[] = client.policies.map((p) => ({ value: p.id, label: policyLabel(p.id) }));
  const placeOptions: Option[] = places.map((l) => ({ value: l.id, label: l.name }));

  const toggle = (name: 'managedLocationIds' | 'accessesForPolicyIds', id: string, on: boolean) => {
    const list = values[name] ?? [];
    form.change(name, on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id));
  };

  const idList = (name: 'managedLocationIds' | 'accessesForPolicyIds', options: Option[]) => (
    <CheckboxList
      legend={t(`contacts.fields.${name}`)}
      options={options}
      isChecked={(id) => (values[name] ?? []).includes(id)}
      onChange={(id, on) => toggle(name, id, on)}
      error={form.errorOf(name)}
    />
  );

  return (
    <RecordList
      id="eif-contacts"
      title={t('contacts.title')}
      empty={t('contacts.none')}
      rows={rows}
      columns={columns}
      actions={[
        {
          name: (c) => t('contacts.edit', { name: nameOf(c) }),
          text: t('contacts.editShort'),
          onClick: (c) => startEditing(c.id, valuesOf(c)),
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
            <OptionSelect
              field={form.register('type')}
              options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`contacts.types.${type}`) }))}
            />
          </FormField>
          {TEXT_FIELDS.map((field) => (
            <FormField key={field} label={t(`contacts.fields.${field}`)} error={form.errorOf(field)}>
              <Input {...form.register(field)} />
            </FormField>
          ))}
          <FormField label={t('contacts.fields.state')} error={form.errorOf('state')}>
            <StateSelect field={form.register('state')} />
          </FormField>
          <FormField label={t('contacts.fields.policyId')} error={form.errorOf('policyId')}>
            <OptionSelect
              field={form.register('policyId', { setValueAs: blankIsNull })}
              none={t('contacts.noPolicy')}
              options={policyOptions}
            />
          </FormField>
          <FormField label={t('contacts.fields.locationId')} error={form.errorOf('locationId')}>
            <OptionSelect
              field={form.register('locationId', { setValueAs: blankIsNull })}
              none={t('contacts.noLocation')}
              options={placeOptions}
            />
          </FormField>
        </SimpleGrid>
        <CheckboxList
          legend={t('contacts.fields.accessFlags')}
          options={CONTACT_ACCESS_FLAGS.map((flag) => ({
            value: flag,
            label: t(`contacts.accessFlags.${flag}`),
          }))}
          isChecked={(flag) => values[flag] === true}
          onChange={(flag, on) => form.change(flag, on)}
        />
        {client.policies.length > 0 && idList('accessesForPolicyIds', policyOptions)}
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
        {values.locationManagementType === 'LIMITED' && idList('managedLocationIds', placeOptions)}
        <EditorButtons
          submitText={editing ? t('contacts.save') : t('contacts.add')}
          loading={creating.isLoading || updating.isLoading}
          cancelText={t('contacts.cancel')}
          onCancel={editing ? stopEditing : null}
        />
      </FormStack>
    </RecordList>
  );
}
