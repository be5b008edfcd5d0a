import { Button, Fieldset, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  COMPENSATION_TYPES,
  claimsReportMailingInputSchema,
  subsidiaryInputSchema,
  type ClientDto,
  type SubsidiaryDto,
  type SubsidiaryInput,
} from '@onboard/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledCheckbox } from '../../../components/form/CheckboxList.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { OptionSelect } from '../../../components/form/OptionSelect.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useGetContactsQuery } from '../api/contactsApi.js';
import {
  useCreateSubsidiaryMutation,
  useDeleteSubsidiaryMutation,
  useGetAdditionalCompensationsQuery,
  useGetClaimsReportMailingQuery,
  useGetSubsidiariesQuery,
  useSetAdditionalCompensationsMutation,
  useSetClaimsReportMailingMutation,
} from '../api/eifRecordsApi.js';
import { useGetLocationsQuery } from '../api/locationsApi.js';
import { RecordList, SaveRow, type RecordColumn } from './RecordList.js';

const emptyIsNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

type SubsidiaryValues = {
  name: string;
  taxId: string | null;
  employeesNumber: number | null;
  locationId: string | null;
};
const NO_SUBSIDIARY: SubsidiaryValues = { name: '', taxId: null, employeesNumber: null, locationId: null };

/** The client's locations as options (a location of the client's, or none). */
function LocationSelect({
  clientId,
  field,
  none,
}: {
  clientId: string;
  field: ReturnType<ReturnType<typeof useSchemaForm>['register']>;
  none: string;
}) {
  const locations = useGetLocationsQuery(clientId);
  return (
    <OptionSelect
      field={field}
      none={none}
      options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
    />
  );
}

/** A subsidiary's columns, in the form and on the summary: its name, tax id, employees and location. */
export function useSubsidiaryColumns(clientId: string): RecordColumn<SubsidiaryDto>[] {
  const { t } = useTranslation('eif');
  const locations = useGetLocationsQuery(clientId);
  const locationName = (id: string | null) => locations.data?.find((l) => l.id === id)?.name ?? '—';
  return [
    { header: t('subsidiaries.fields.name'), cell: (s) => s.name },
    { header: t('subsidiaries.fields.taxId'), cell: (s) => s.taxId ?? '—' },
    { header: t('subsidiaries.fields.employeesNumber'), cell: (s) => s.employeesNumber ?? '—' },
    { header: t('subsidiaries.fields.locationId'), cell: (s) => locationName(s.locationId) },
  ];
}

/** Subsidiaries and affiliates covered under the policy (spec §7 subsidiary; decision 097). */
export function SubsidiariesSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const list = useGetSubsidiariesQuery(client.id);
  const [create, creating] = useCreateSubsidiaryMutation();
  const [remove] = useDeleteSubsidiaryMutation();
  const form = useSchemaForm<SubsidiaryValues, unknown>(subsidiaryInputSchema, NO_SUBSIDIARY);
  const rows = list.data ?? [];

  const submit = (event: FormEvent) =>
    void form.onSubmit(async () => {
      try {
        await create({ clientId: client.id, body: form.getValues() as SubsidiaryInput }).unwrap();
        form.reset(NO_SUBSIDIARY);
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);

  return (
    <RecordList
      id="eif-subsidiaries"
      title={t('subsidiaries.title')}
      empty={t('subsidiaries.none')}
      rows={rows}
      columns={[...useSubsidiaryColumns(client.id)]}
      actions={[
        {
          name: (s) => t('locations.remove', { name: s.name }),
          text: t('locations.removeShort'),
          onClick: (s) => void remove({ clientId: client.id, subsidiaryId: s.id }),
        },
      ]}
    >
      <FormStack gap={3} onSubmit={submit} aria-label={t('subsidiaries.add')}>
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <FormField label={t('subsidiaries.fields.name')} error={form.errorOf('name')}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={t('subsidiaries.fields.taxId')} error={form.errorOf('taxId')}>
            <Input
              placeholder={t('subsidiaries.fields.taxIdPlaceholder')}
              {...form.register('taxId', { setValueAs: emptyIsNull })}
            />
          </FormField>
          <FormField label={t('subsidiaries.fields.employeesNumber')} error={form.errorOf('employeesNumber')}>
            <Input
              type="number"
              min={0}
              {...form.register('employeesNumber', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
            />
          </FormField>
          <FormField label={t('subsidiaries.fields.locationId')} error={form.errorOf('locationId')}>
            <LocationSelect
              clientId={client.id}
              field={form.register('locationId', { setValueAs: emptyIsNull })}
              none={t('contacts.noLocation')}
            />
          </FormField>
        </SimpleGrid>
        <HStack>
          <Button
            type="submit"
            variant="outline"
            loading={creating.isLoading}
            loadingText={t('subsidiaries.add')}
          >
            {t('subsidiaries.add')}
          </Button>
        </HStack>
      </FormStack>
    </RecordList>
  );
}

type MailingValues = { locationId: string | null; sendMonthlyClaimsReportsToContactId: string | null };

/** Where the monthly claims reports go: a location and a contact of the client's (spec §7). */
export function ClaimsReportMailingSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const current = useGetClaimsReportMailingQuery(client.id);
  const contacts = useGetContactsQuery(client.id);
  const [save, saving] = useSetClaimsReportMailingMutation();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<MailingValues, unknown>(claimsReportMailingInputSchema, {
    locationId: null,
    sendMonthlyClaimsReportsToContactId: null,
  });
  const { reset } = form;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  const submit = (event: FormEvent) =>
    void form.onSubmit(async () => {
      setSaved(false);
      try {
        await save({ clientId: client.id, body: form.getValues() }).unwrap();
        setSaved(true);
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);

  return (
    <FormStack gap={3} onSubmit={submit} aria-label={t('claimsMailing.title')}>
      <Text fontWeight="semibold">{t('claimsMailing.title')}</Text>
      <FormAlert message={form.formError} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <FormField label={t('claimsMailing.fields.locationId')} error={form.errorOf('locationId')}>
          <LocationSelect
            clientId={client.id}
            field={form.register('locationId', { setValueAs: emptyIsNull })}
            none={t('contacts.noLocation')}
          />
        </FormField>
        <FormField
          label={t('claimsMailing.fields.sendMonthlyClaimsReportsToContactId')}
          error={form.errorOf('sendMonthlyClaimsReportsToContactId')}
        >
          <OptionSelect
            field={form.register('sendMonthlyClaimsReportsToContactId', { setValueAs: emptyIsNull })}
            none={t('claimsMailing.noContact')}
            options={(contacts.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.firstName} ${c.lastName}`,
            }))}
          />
        </FormField>
      </SimpleGrid>
      <SaveRow text={t('claimsMailing.save')} loading={saving.isLoading} saved={saved} />
    </FormStack>
  );
}

type Compensation = {
  type: (typeof COMPENSATION_TYPES)[number];
  description: string;
  includedInEarnings: boolean;
};

/**
 * Pay beyond base earnings and whether each counts toward covered earnings (spec §7 additional-compensations).
 * The choices appear once the saved ones have arrived and start from them: a box ticked before the answer came
 * was undone by it (the answer replaced the list), and saving then would have dropped what was saved before.
 */
export function AdditionalCompensationsSection({ client }: { client: ClientDto }) {
  const current = useGetAdditionalCompensationsQuery(client.id);
  if (current.isError) return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
  if (!current.data) return null;
  return (
    <CompensationChoices
      key={client.id}
      client={client}
      saved={current.data.map((c) => ({
        type: c.type,
        description: c.description ?? '',
        includedInEarnings: c.includedInEarnings,
      }))}
    />
  );
}

function CompensationChoices({ client, saved: initial }: { client: ClientDto; saved: Compensation[] }) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const [save, saving] = useSetAdditionalCompensationsMutation();
  const [chosen, setChosen] = useState<Compensation[]>(initial);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const of = (type: Compensation['type']) => chosen.find((c) => c.type === type);
  const change = (type: Compensation['type'], next: Partial<Compensation> | null) => {
    setSaved(false);
    setChosen((list) => {
      if (next === null) return list.filter((c) => c.type !== type);
      const found = list.find((c) => c.type === type);
      return found
        ? list.map((c) => (c.type === type ? { ...c, ...next } : c))
        : [...list, { type, description: '', includedInEarnings: false, ...next }];
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save({
        clientId: client.id,
        body: {
          additionalCompensations: chosen.map((c) => ({
            type: c.type,
            description: c.description || null,
            includedInEarnings: c.includedInEarnings,
          })),
        },
      }).unwrap();
      setSaved(true);
    } catch (e) {
      setError(errorText.messageOf(e));
    }
  };

  return (
    <FormStack gap={3} onSubmit={(e) => void submit(e)} aria-label={t('compensations.title')}>
      <Fieldset.Root>
        <Fieldset.Legend>{t('compensations.title')}</Fieldset.Legend>
        <Stack gap={2}>
          {COMPENSATION_TYPES.map((type) => {
            const item = of(type);
            return (
              <HStack key={type} gap={4} wrap="wrap">
                <LabeledCheckbox size="sm" checked={!!item} onChange={(on) => change(type, on ? {} : null)}>
                  {t(`compensations.types.${type}`)}
                </LabeledCheckbox>
                {item && (
                  <LabeledCheckbox
                    size="sm"
                    checked={item.includedInEarnings}
                    onChange={(on) => change(type, { includedInEarnings: on })}
                  >
                    {t('compensations.included', { type: t(`compensations.types.${type}`) })}
                  </LabeledCheckbox>
                )}
                {item && type === 'OTHER' && (
                  <FormField label={t('compensations.description')}>
                    <Input
                      value={item.description}
                      onChange={(e) => change(type, { description: e.target.value })}
                    />
                  </FormField>
                )}
              </HStack>
            );
          })}
        </Stack>
      </Fieldset.Root>
      <FormAlert message={error} />
      <SaveRow text={t('compensations.save')} loading={saving.isLoading} saved={saved} />
    </FormStack>
  );
}
