import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { billsPutSchema, type BillDto, type ClientDto } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoverageList, useCoverageName } from '../../hub/useCoverageName.js';
import type { z } from 'zod';
import { CheckboxList, LabeledCheckbox } from '../../../components/form/CheckboxList.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { OptionSelect } from '../../../components/form/OptionSelect.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useRecordEditor } from '../hooks/useRecordEditor.js';
import { useDeleteBillsMutation, useGetBillsQuery, usePutBillsMutation } from '../api/billsApi.js';
import { useGetContactsQuery } from '../api/contactsApi.js';
import { useGetLocationsQuery } from '../api/locationsApi.js';
import { EditorButtons } from './RecordList.js';

type BillValues = {
  id?: string;
  policyId: string;
  slfCoverages: string[];
  locationId: string | null;
  contactId: string | null;
  reimbursement: boolean;
  hasDifferentMailingAddress: boolean;
  billGroupedByLocation: boolean;
  categoriesByLocation: { locationId: string; category: string }[];
  category: string;
};
/** The form edits one bill as the bulk PUT's only item, so the server's `body.bills.0.<field>` lands on it. */
type Values = { bills: [BillValues] };
type Grouping = 'location' | 'coverage';
const GROUPINGS: Grouping[] = ['location', 'coverage'];

const emptyBill = (policyId: string): BillValues => ({
  policyId,
  slfCoverages: [],
  locationId: null,
  contactId: null,
  reimbursement: false,
  hasDifferentMailingAddress: false,
  billGroupedByLocation: false,
  categoriesByLocation: [],
  category: '',
});
const blankIsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

function valuesOf(bill: BillDto): BillValues {
  return {
    ...bill,
    categoriesByLocation: bill.categoriesByLocation.map((l) => ({
      locationId: l.locationId,
      category: l.category ?? '',
    })),
    category: bill.category ?? '',
  };
}

/**
 * The client's bills of the billing preferences (spec §3 Bill): shown grouped by location or by coverage,
 * added and edited one at a time (policy, its coverages, location or locations with their categories, contact,
 * reimbursement and mailing address), removed by selection; the server's field errors land on their fields.
 */
export function BillsSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const coverageList = useCoverageList();
  const coverageName = useCoverageName();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const bills = useGetBillsQuery(client.id);
  const locations = useGetLocationsQuery(client.id);
  const contacts = useGetContactsQuery(client.id);
  const [put, putting] = usePutBillsMutation();
  const [remove, removing] = useDeleteBillsMutation();
  const [grouping, setGrouping] = useState<Grouping>('location');
  const [selected, setSelected] = useState<string[]>([]);
  const firstPolicy = client.policies[0]?.id ?? '';
  const empty: Values = { bills: [emptyBill(firstPolicy)] };
  const form = useSchemaForm<Values, z.output<typeof billsPutSchema>>(billsPutSchema, empty);
  const rows = bills.data ?? [];
  const places = locations.data ?? [];
  const people = contacts.data ?? [];
  const bill = form.watch('bills.0');
  const policy = client.policies.find((p) => p.id === bill.policyId);

  const policyLabel = (policyId: string) => {
    const index = client.policies.findIndex((p) => p.id === policyId);
    return t('policy', {
      number: index + 1,
      coverages: coverageList(client.policies[index]?.slfCoverages ?? []),
    });
  };
  const placeName = (id: string | null) => places.find((l) => l.id === id)?.name ?? t('bills.noLocation');
  const contactName = (id: string | null) => {
    const c = people.find((p) => p.id === id);
    return c ? `${c.firstName} ${c.lastName}` : t('bills.noContact');
  };
  const locationsOf = (b: BillDto) =>
    b.billGroupedByLocation ? b.categoriesByLocation.map((l) => l.locationId) : [b.locationId];

  const groups = new Map<string, BillDto[]>();
  for (const b of rows) {
    const keys =
      grouping === 'location'
        ? locationsOf(b).map(placeName)
        : b.slfCoverages.length
          ? b.slfCoverages.map(coverageName)
          : [t('bills.noCoverage')];
    for (const key of keys.length ? keys : [t('bills.noLocation')]) {
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
  }

  const { editing, startEditing, stopEditing, submit } = useRecordEditor(
    form,
    empty,
    (body, _editing: string | null) => put({ clientId: client.id, body }).unwrap(),
  );

  const removeSelected = async () => {
    try {
      await remove({ clientId: client.id, body: { ids: selected } }).unwrap();
      setSelected([]);
      if (editing && selected.includes(editing)) stopEditing();
    } catch (error) {
      form.setFormError(errorText.messageOf(error));
    }
  };

  const toggleCoverage = (coverage: string, on: boolean) => {
    const list = bill.slfCoverages.filter((c) => c !== coverage);
    form.change('bills.0.slfCoverages', on ? [...list, coverage] : list);
  };
  const toggleLocation = (locationId: string, on: boolean) => {
    const list = bill.categoriesByLocation.filter((l) => l.locationId !== locationId);
    form.change('bills.0.categoriesByLocation', on ? [...list, { locationId, category: '' }] : list);
  };
  const check = (name: 'reimbursement' | 'hasDifferentMailingAddress' | 'billGroupedByLocation') => (
    <LabeledCheckbox checked={bill[name]} onChange={(on) => form.change(`bills.0.${name}`, on)}>
      {t(`bills.fields.${name}`)}
    </LabeledCheckbox>
  );
  const coveragesError = form.errorOf('bills.0.slfCoverages');
  const locationsError = bill.categoriesByLocation
    .map((_, i) => form.errorOf(`bills.0.categoriesByLocation.${i}.locationId`))
    .find(Boolean);

  return (
    <Stack gap={4} as="section" aria-labelledby="eif-bills">
      <Text id="eif-bills" fontWeight="semibold">
        {t('bills.title')}
      </Text>
      <Fieldset.Root>
        <Fieldset.Legend>{t('bills.groupBy')}</Fieldset.Legend>
        <RadioGroup.Root
          name="billsGrouping"
          value={grouping}
          onValueChange={(e) => setGrouping((e.value ?? 'location') as Grouping)}
        >
          <HStack gap={6}>
            {GROUPINGS.map((g) => (
              <RadioGroup.Item key={g} value={g}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`bills.groupings.${g}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Fieldset.Root>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('bills.none')}</Text>
      ) : (
        [...groups.entries()].map(([group, members]) => (
          <Table.Root key={group} size="sm" variant="outline" aria-label={group}>
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
              {group}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('bills.selected')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bills.fields.policyId')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bills.coverages')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bills.fields.locationId')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bills.fields.contactId')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bills.fields.category')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('bills.editShort')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((b) => (
                <Table.Row key={b.id}>
                  <Table.Cell>
                    <Checkbox.Root
                      checked={selected.includes(b.id)}
                      onCheckedChange={(e) =>
                        setSelected((ids) =>
                          e.checked === true ? [...ids, b.id] : ids.filter((id) => id !== b.id),
                        )
                      }
                      aria-label={t('bills.select', { policy: policyLabel(b.policyId) })}
                    >
                      <Checkbox.HiddenInput
                        aria-label={t('bills.select', { policy: policyLabel(b.policyId) })}
                      />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{policyLabel(b.policyId)}</Table.Cell>
                  <Table.Cell>{coverageList(b.slfCoverages)}</Table.Cell>
                  <Table.Cell>
                    {locationsOf(b)
                      .map((id) => {
                        const category = b.categoriesByLocation.find((l) => l.locationId === id)?.category;
                        return category ? `${placeName(id)} (${category})` : placeName(id);
                      })
                      .join(', ') || t('bills.noLocation')}
                  </Table.Cell>
                  <Table.Cell>{contactName(b.contactId)}</Table.Cell>
                  <Table.Cell>{b.category ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('bills.edit', { policy: policyLabel(b.policyId) })}
                      onClick={() => startEditing(b.id, { bills: [valuesOf(b)] })}
                    >
                      {t('bills.editShort')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))
      )}
      {rows.length > 0 && (
        <HStack>
          <Button
            variant="outline"
            disabled={selected.length === 0}
            loading={removing.isLoading}
            onClick={() => void removeSelected()}
          >
            {t('bills.removeSelected')}
          </Button>
        </HStack>
      )}
      <FormStack gap={3} onSubmit={submit} aria-label={editing ? t('bills.save') : t('bills.add')}>
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <FormField label={t('bills.fields.policyId')} error={form.errorOf('bills.0.policyId')}>
            <OptionSelect
              field={form.register('bills.0.policyId', {
                onChange: () => form.setValue('bills.0.slfCoverages', []),
              })}
              options={client.policies.map((p) => ({ value: p.id, label: policyLabel(p.id) }))}
            />
          </FormField>
          <FormField label={t('bills.fields.contactId')} error={form.errorOf('bills.0.contactId')}>
            <OptionSelect
              field={form.register('bills.0.contactId', { setValueAs: blankIsNull })}
              none={t('bills.noContact')}
              options={people.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` }))}
            />
          </FormField>
          {!bill.billGroupedByLocation && (
            <FormField label={t('bills.fields.locationId')} error={form.errorOf('bills.0.locationId')}>
              <OptionSelect
                field={form.register('bills.0.locationId', { setValueAs: blankIsNull })}
                none={t('bills.noLocation')}
                options={places.map((l) => ({ value: l.id, label: l.name }))}
              />
            </FormField>
          )}
          <FormField label={t('bills.fields.category')} error={form.errorOf('bills.0.category')}>
            <Input {...form.register('bills.0.category')} />
          </FormField>
        </SimpleGrid>
        <CheckboxList
          legend={t('bills.fields.slfCoverages')}
          options={(policy?.slfCoverages ?? []).map((coverage) => ({
            value: coverage,
            label: coverageName(coverage),
          }))}
          isChecked={(coverage) => bill.slfCoverages.includes(coverage)}
          onChange={toggleCoverage}
          error={coveragesError}
        />
        <Wrap gap={4}>
          {check('reimbursement')}
          {check('hasDifferentMailingAddress')}
          {check('billGroupedByLocation')}
        </Wrap>
        {bill.billGroupedByLocation && (
          <Fieldset.Root invalid={!!locationsError}>
            <Fieldset.Legend>{t('bills.fields.categoriesByLocation')}</Fieldset.Legend>
            <Stack gap={2}>
              {places.map((l) => {
                const index = bill.categoriesByLocation.findIndex((row) => row.locationId === l.id);
                return (
                  <HStack key={l.id} gap={4} align="start">
                    <LabeledCheckbox checked={index >= 0} onChange={(on) => toggleLocation(l.id, on)}>
                      {l.name}
                    </LabeledCheckbox>
                    {index >= 0 && (
                      <FormField
                        label={t('bills.fields.locationCategory', { location: l.name })}
                        error={form.errorOf(`bills.0.categoriesByLocation.${index}.category`)}
                      >
                        <Input {...form.register(`bills.0.categoriesByLocation.${index}.category`)} />
                      </FormField>
                    )}
                  </HStack>
                );
              })}
            </Stack>
            {locationsError && <Fieldset.ErrorText>{message(locationsError)}</Fieldset.ErrorText>}
          </Fieldset.Root>
        )}
        <EditorButtons
          submitText={editing ? t('bills.save') : t('bills.add')}
          loading={putting.isLoading}
          cancelText={t('bills.cancel')}
          onCancel={editing ? stopEditing : null}
        />
      </FormStack>
    </Stack>
  );
}
