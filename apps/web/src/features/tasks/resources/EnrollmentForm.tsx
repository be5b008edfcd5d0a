import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  ENROLLMENT_NEEDS,
  enrollmentPutSchema,
  type EnrollmentDto,
  type EnrollmentPut,
} from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { LoadError } from '../../../components/ui/LoadError.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useGetEnrollmentQuery, useSaveEnrollmentMutation } from './resourcesApi.js';
import { toggled } from '../../../components/form/toggled.js';

type Values = {
  enrollmentStartDate: string;
  enrollmentEndDate: string;
  enrollmentNeeds: EnrollmentPut['enrollmentNeeds'];
  enrollmentNeedsOther: string;
};

const valuesOf = (enrollment: EnrollmentDto): Values => ({
  enrollmentStartDate: enrollment.enrollmentStartDate ?? '',
  enrollmentEndDate: enrollment.enrollmentEndDate ?? '',
  enrollmentNeeds: enrollment.enrollmentNeeds,
  enrollmentNeedsOther: enrollment.enrollmentNeedsOther ?? '',
});

/** An empty date input is no date (null); the schema checks the rest (format, end not before start). */
const bodyOf = (values: Values): EnrollmentPut => ({
  enrollmentStartDate: values.enrollmentStartDate || null,
  enrollmentEndDate: values.enrollmentEndDate || null,
  enrollmentNeeds: values.enrollmentNeeds,
  enrollmentNeedsOther: values.enrollmentNeedsOther.trim() || null,
});

/** The shared schema, over the form's values made into the body (so its messages and paths are the API's). */
const formSchema = z.preprocess((values) => bodyOf(values as Values), enrollmentPutSchema);

/** The client's enrollment dates and needs (decision 128): its own ben admins and brokers, and staff. */
export function EnrollmentForm({ clientId }: { clientId: string }) {
  const query = useGetEnrollmentQuery(clientId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return null;
  // Keyed by client: the form starts from what was saved and is not reset by a later refetch.
  return <EnrollmentFields key={clientId} clientId={clientId} enrollment={query.data} />;
}

function EnrollmentFields({ clientId, enrollment }: { clientId: string; enrollment: EnrollmentDto }) {
  const { t } = useTranslation('resources');
  // The form's values are the inputs' (empty strings); the body the schema checks is made from them.
  const form = useSchemaForm<Values, z.output<typeof enrollmentPutSchema>>(formSchema, valuesOf(enrollment));
  const [save, saving] = useSaveEnrollmentMutation();
  const needs = form.watch('enrollmentNeeds');

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save({ clientId, body: values }).unwrap();
      form.reset(valuesOf(saved));
      toaster.create({ type: 'success', title: t('enrollment.saved') });
    } catch (error) {
      form.applyServerError(error, t('enrollment.failed'));
    }
  });

  return (
    <FormStack gap={4} onSubmit={(event) => void submit(event)} aria-labelledby="enrollment-title">
      <Stack gap={1}>
        <Heading as="h2" size="md" id="enrollment-title">
          {t('enrollment.title')}
        </Heading>
        <Text color="fg.muted">{t('enrollment.intro')}</Text>
      </Stack>
      <FormAlert message={form.formError} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} maxW="2xl">
        <FormField label={t('enrollment.start')} error={form.errorOf('enrollmentStartDate')}>
          <Input type="date" {...form.register('enrollmentStartDate')} onFocus={form.prefetch} />
        </FormField>
        <FormField label={t('enrollment.end')} error={form.errorOf('enrollmentEndDate')}>
          <Input type="date" {...form.register('enrollmentEndDate')} />
        </FormField>
      </SimpleGrid>
      <Fieldset.Root invalid={!!form.errorOf('enrollmentNeeds')}>
        <Fieldset.Legend>{t('enrollment.needs')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={2}>
          {ENROLLMENT_NEEDS.map((need) => (
            <Checkbox.Root
              key={need}
              size="sm"
              checked={needs.includes(need)}
              onCheckedChange={(e) =>
                form.change('enrollmentNeeds', toggled(ENROLLMENT_NEEDS, needs, need, e.checked === true))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`enrollment.needLabels.${need}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      {needs.includes('OTHER') && (
        <FormField label={t('enrollment.other')} error={form.errorOf('enrollmentNeedsOther')}>
          <Textarea {...form.register('enrollmentNeedsOther')} maxW="2xl" />
        </FormField>
      )}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={saving.isLoading}>
          {t('enrollment.save')}
        </Button>
      </HStack>
    </FormStack>
  );
}
