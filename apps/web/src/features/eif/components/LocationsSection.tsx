import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { locationInputSchema, US_STATES, type ClientDto, type LocationInput } from '@onboard/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { RecordList } from './RecordList.js';
import {
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useGetLocationsQuery,
} from '../api/locationsApi.js';

type LocationValues = {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
};
const EMPTY: LocationValues = { name: '', address1: '', address2: '', city: '', state: '', zipCode: '' };
const TEXT_FIELDS = ['name', 'address1', 'address2', 'city', 'zipCode'] as const;

/**
 * The client's locations (where claims checks and reports are mailed, subsidiaries' sites): the list, a
 * location added with the spec's messages (§5), and removed.
 */
export function LocationsSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const locations = useGetLocationsQuery(client.id);
  const [create, creating] = useCreateLocationMutation();
  const [remove] = useDeleteLocationMutation();
  const form = useSchemaForm<LocationValues, LocationInput>(locationInputSchema, EMPTY);

  const submit = (event: FormEvent) =>
    void form.onSubmit(async (body) => {
      try {
        await create({ clientId: client.id, body }).unwrap();
        form.reset(EMPTY);
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);

  return (
    <RecordList
      id="eif-locations"
      title={t('locations.title')}
      empty={t('locations.none')}
      rows={locations.data ?? []}
      columns={[
        { header: t('locations.fields.name'), cell: (l) => l.name },
        {
          header: t('locations.address'),
          cell: (l) => [l.address1, l.address2, l.city, `${l.state} ${l.zipCode}`].filter(Boolean).join(', '),
        },
      ]}
      actions={[
        {
          name: (l) => t('locations.remove', { name: l.name }),
          text: t('locations.removeShort'),
          onClick: (l) => void remove({ clientId: client.id, locationId: l.id }),
        },
      ]}
    >
      <FormStack gap={3} onSubmit={submit} aria-label={t('locations.add')}>
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {TEXT_FIELDS.map((field) => (
            <FormField key={field} label={t(`locations.fields.${field}`)} error={form.errorOf(field)}>
              <Input {...form.register(field)} />
            </FormField>
          ))}
          <FormField label={t('locations.fields.state')} error={form.errorOf('state')}>
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
        </SimpleGrid>
        <HStack>
          <Button type="submit" variant="outline" loading={creating.isLoading}>
            {t('locations.add')}
          </Button>
        </HStack>
      </FormStack>
    </RecordList>
  );
}
