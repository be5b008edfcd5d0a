import { Button, HStack, Input, Link, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { EMPLOYMENT_TYPES, employeeClassInputSchema, type ClientDto } from '@onboard/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import {
  useCreateEmployeeClassMutation,
  useDeleteEmployeeClassMutation,
  useDuplicateEmployeeClassMutation,
  useGetEmployeeClassesQuery,
} from '../api/employeeClassesApi.js';
import { ClassPlansEditor } from './ClassPlansEditor.js';
import { RecordList } from './RecordList.js';
import { AdditionalCompensationsSection } from './ClientRecordSections.js';

type ClassValues = { name: string; employmentType: string; minimumHoursPerWeek: number | null };
const EMPTY: ClassValues = { name: '', employmentType: 'FULL_TIME', minimumHoursPerWeek: null };

/**
 * The class builder's classes: listed, added (on the list the editor sees: if someone else changed it
 * meanwhile, the server says so and the list is loaded again), duplicated and removed. A class is added only
 * once the list has loaded: sent before, its count of known classes (none) would be refused for a client that
 * has classes.
 */
export function ClassBuilderSection({ client }: { client: ClientDto }) {
  const { employeeClassId } = useParams();
  if (employeeClassId && employeeClassId !== 'create') {
    return <ClassPlansEditor client={client} employeeClassId={employeeClassId} />;
  }
  return <ClassList client={client} />;
}

function ClassList({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const errorText = useErrorText();
  const classes = useGetEmployeeClassesQuery(client.id);
  const [create, creating] = useCreateEmployeeClassMutation();
  const [duplicate] = useDuplicateEmployeeClassMutation();
  const [remove] = useDeleteEmployeeClassMutation();
  const form = useSchemaForm<ClassValues, unknown>(employeeClassInputSchema, EMPTY);
  const rows = classes.data ?? [];
  const listed = classes.data !== undefined;

  const submit = (event: FormEvent) =>
    void form.onSubmit(async () => {
      if (!listed) return;
      const values = form.getValues();
      try {
        await create({
          clientId: client.id,
          body: {
            name: values.name,
            employmentType: values.employmentType as (typeof EMPLOYMENT_TYPES)[number],
            minimumHoursPerWeek: values.minimumHoursPerWeek,
            knownClassCount: rows.length,
          },
        }).unwrap();
        form.reset(EMPTY);
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);

  return (
    <RecordList
      id="eif-classes"
      title={t('classes.title')}
      empty={t('classes.none')}
      rows={rows}
      columns={[
        {
          header: t('classes.fields.name'),
          cell: (c) => (
            <Link asChild>
              <RouterLink
                to={PATHS.eifClass(client.id, c.id)}
                aria-label={t('classes.plans.edit', { name: c.name })}
              >
                {c.name}
              </RouterLink>
            </Link>
          ),
        },
        {
          header: t('classes.fields.employmentType'),
          cell: (c) => t(`classes.employmentTypes.${c.employmentType}`),
        },
        { header: t('classes.fields.minimumHoursPerWeek'), cell: (c) => c.minimumHoursPerWeek ?? '—' },
      ]}
      actions={[
        {
          name: (c) => t('classes.duplicate', { name: c.name }),
          text: t('classes.duplicateShort'),
          onClick: (c) => void duplicate({ clientId: client.id, employeeClassId: c.id }),
        },
        {
          name: (c) => t('locations.remove', { name: c.name }),
          text: t('locations.removeShort'),
          onClick: (c) => void remove({ clientId: client.id, employeeClassId: c.id }),
        },
      ]}
    >
      <FormStack gap={3} onSubmit={submit} aria-label={t('classes.add')}>
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <FormField label={t('classes.fields.name')} error={form.errorOf('name')}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={t('classes.fields.employmentType')} error={form.errorOf('employmentType')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('employmentType')}>
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`classes.employmentTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('classes.fields.minimumHoursPerWeek')}
            error={form.errorOf('minimumHoursPerWeek')}
          >
            <Input
              type="number"
              min={0}
              max={80}
              {...form.register('minimumHoursPerWeek', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
            />
          </FormField>
        </SimpleGrid>
        <HStack>
          <Button type="submit" variant="outline" loading={creating.isLoading} disabled={!listed}>
            {t('classes.add')}
          </Button>
        </HStack>
      </FormStack>
      <AdditionalCompensationsSection client={client} />
    </RecordList>
  );
}
