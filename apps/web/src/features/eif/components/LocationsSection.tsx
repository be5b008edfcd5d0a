import { Badge, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import {
  isLocationComplete,
  isStaff,
  locationInputSchema,
  type ClientDto,
  type LocationDto,
  type LocationInput,
} from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { LabeledCheckbox } from '../../../components/form/CheckboxList.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useSession } from '../../auth/hooks/useSession.js';
import { useRecordEditor } from '../hooks/useRecordEditor.js';
import { locationAddress } from '../locationAddress.js';
import { EditorButtons, RecordList } from './RecordList.js';
import { StateSelect } from './StateSelect.js';
import {
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useGetLocationsQuery,
  useUpdateLocationMutation,
} from '../api/locationsApi.js';

type LocationValues = {
  prefill: boolean;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
};
const EMPTY: LocationValues = {
  prefill: false,
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
};
const TEXT_FIELDS = ['name', 'address1', 'address2', 'city', 'zipCode'] as const;

/** A location as the form holds it. */
const valuesOf = (l: LocationDto): LocationValues => ({
  prefill: false,
  name: l.name,
  address1: l.address1,
  address2: l.address2 ?? '',
  city: l.city,
  state: l.state ?? '',
  zipCode: l.zipCode,
});

/**
 * The client's locations (where claims checks and reports are mailed, subsidiaries' sites): the list, a
 * location added or edited with the spec's messages (§5), and removed. Staff may save one without all of its
 * details (the form prefilled for the employer, decision 098); it is marked incomplete until someone completes it.
 */
export function LocationsSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const { user } = useSession();
  const staff = !!user && isStaff(user.role);
  const locations = useGetLocationsQuery(client.id);
  const [create, creating] = useCreateLocationMutation();
  const [update, updating] = useUpdateLocationMutation();
  const [remove] = useDeleteLocationMutation();
  const form = useSchemaForm<LocationValues, LocationInput>(locationInputSchema, EMPTY);
  const prefill = form.watch('prefill');
  const label = (l: LocationDto) => l.name || t('locations.unnamed');

  const { editing, startEditing, stopEditing, submit } = useRecordEditor(
    form,
    EMPTY,
    (body, editing: LocationDto | null) =>
      editing
        ? update({ clientId: client.id, locationId: editing.id, body }).unwrap()
        : create({ clientId: client.id, body }).unwrap(),
  );

  return (
    <RecordList
      id="eif-locations"
      title={t('locations.title')}
      empty={t('locations.none')}
      rows={locations.data ?? []}
      columns={[
        {
          header: t('locations.fields.name'),
          cell: (l) => (
            <HStack gap={2}>
              <span>{label(l)}</span>
              {!isLocationComplete(l) && (
                <Badge colorPalette="orange" variant="outline">
                  {t('locations.incomplete')}
                </Badge>
              )}
            </HStack>
          ),
        },
        { header: t('locations.address'), cell: (l) => locationAddress(l) },
      ]}
      actions={[
        {
          name: (l) => t('locations.edit', { name: label(l) }),
          text: t('locations.editShort'),
          onClick: (l) => startEditing(l, valuesOf(l)),
        },
        {
          name: (l) => t('locations.remove', { name: label(l) }),
          text: t('locations.removeShort'),
          onClick: (l) => {
            if (editing?.id === l.id) stopEditing();
            void remove({ clientId: client.id, locationId: l.id });
          },
        },
      ]}
    >
      <FormStack
        gap={3}
        onSubmit={submit}
        aria-label={editing ? t('locations.save', { name: label(editing) }) : t('locations.add')}
      >
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {TEXT_FIELDS.map((field) => (
            <FormField key={field} label={t(`locations.fields.${field}`)} error={form.errorOf(field)}>
              <Input {...form.register(field)} />
            </FormField>
          ))}
          <FormField label={t('locations.fields.state')} error={form.errorOf('state')}>
            <StateSelect field={form.register('state')} />
          </FormField>
        </SimpleGrid>
        {staff && (
          <LabeledCheckbox checked={prefill} onChange={(on) => form.change('prefill', on)}>
            {t('locations.prefill')}
          </LabeledCheckbox>
        )}
        <EditorButtons
          submitText={editing ? t('locations.saveShort') : t('locations.add')}
          loading={creating.isLoading || updating.isLoading}
          cancelText={t('locations.cancel')}
          onCancel={editing ? stopEditing : null}
        />
      </FormStack>
    </RecordList>
  );
}
