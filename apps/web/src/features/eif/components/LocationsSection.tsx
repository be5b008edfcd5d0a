import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { locationInputSchema, US_STATES, type ClientDto, type LocationInput } from '@onboard/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
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
    <Stack gap={4} as="section" aria-labelledby="eif-locations">
      <Text id="eif-locations" fontWeight="semibold">
        {t('locations.title')}
      </Text>
      {(locations.data ?? []).length === 0 ? (
        <Text color="fg.muted">{t('locations.none')}</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-labelledby="eif-locations">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('locations.fields.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('locations.address')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <span
                  style={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  {t('locations.actions')}
                </span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(locations.data ?? []).map((l) => (
              <Table.Row key={l.id}>
                <Table.Cell>{l.name}</Table.Cell>
                <Table.Cell>
                  {[l.address1, l.address2, l.city, `${l.state} ${l.zipCode}`].filter(Boolean).join(', ')}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('locations.remove', { name: l.name })}
                    onClick={() => void remove({ clientId: client.id, locationId: l.id })}
                  >
                    {t('locations.removeShort')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
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
    </Stack>
  );
}
