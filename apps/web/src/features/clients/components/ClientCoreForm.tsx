import {
  Button,
  Checkbox,
  Fieldset,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Wrap,
} from '@chakra-ui/react';
import type { ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useUpdateClientMutation } from '../api/clientsApi.js';
import { clientFormValues, updateClientFormSchema } from '../clientForm.js';
import { ReleaseStatusField } from './ReleaseStatusField.js';

type TextField =
  | 'name'
  | 'caseId'
  | 'ticketId'
  | 'employeesNumber'
  | 'taxId'
  | 'ebrEmail'
  | 'implementationConsultant.firstName'
  | 'implementationConsultant.lastName'
  | 'implementationConsultant.email'
  | 'implementationConsultant.phoneNumber';
type FlagField = 'isTest' | 'isOnboard' | 'isBenefitsExplorer' | 'isActive' | 'isRiskRejected';

const LABEL_KEY: Record<TextField | FlagField, string> = {
  name: 'name',
  caseId: 'caseId',
  ticketId: 'ticketId',
  employeesNumber: 'employeesNumber',
  taxId: 'taxId',
  ebrEmail: 'ebrEmail',
  'implementationConsultant.firstName': 'icFirstName',
  'implementationConsultant.lastName': 'icLastName',
  'implementationConsultant.email': 'icEmail',
  'implementationConsultant.phoneNumber': 'icPhoneNumber',
  isTest: 'isTest',
  isOnboard: 'isOnboard',
  isBenefitsExplorer: 'isBenefitsExplorer',
  isActive: 'isActive',
  isRiskRejected: 'isRiskRejected',
};

/**
 * The client's core fields on the manage page, for staff: the shared update schema validates, server field
 * errors land on the fields (the "body." prefix removed), anything else shows as a general form error.
 */
export function ClientCoreForm({ client, editable }: { client: ClientDto; editable: boolean }) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const form = useSchemaForm(updateClientFormSchema, clientFormValues(client));
  const [update, { isLoading }] = useUpdateClientMutation();
  const label = (field: TextField | FlagField) =>
    t(`manage.fields.${LABEL_KEY[field]}` as 'manage.fields.name');

  const text = (field: TextField, type: 'text' | 'email' | 'tel' = 'text') => (
    <FormField key={field} label={label(field)} error={form.errorOf(field)}>
      <Input type={type} readOnly={!editable} {...form.register(field)} />
    </FormField>
  );
  const flag = (field: FlagField | 'removeEdi') => (
    <Checkbox.Root
      key={field}
      checked={form.watch(field)}
      disabled={!editable}
      onCheckedChange={(e) => form.change(field, e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{field === 'removeEdi' ? t('manage.fields.removeEdi') : label(field)}</Checkbox.Label>
    </Checkbox.Root>
  );

  const submit = form.onSubmit(async (body) => {
    try {
      const saved = await update({ clientId: client.id, body }).unwrap();
      form.reset(clientFormValues(saved));
      toaster.create({ type: 'success', title: t('manage.saved', { name: saved.name }) });
    } catch (error) {
      form.applyServerError(error, errorText.messageOf(error), [
        'implementationConsultant',
        'featureToggles',
      ]);
    }
  });

  return (
    <FormStack gap={5} onSubmit={(event) => void submit(event)} aria-label={t('manage.details')}>
      <Heading as="h2" size="lg">
        {t('manage.details')}
      </Heading>
      <FormAlert
        message={editable ? form.formError : t('manage.readOnly')}
        status={editable ? 'error' : 'info'}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {text('name')}
        {text('caseId')}
        {text('ticketId')}
        <FormField label={t('manage.fields.implementationType')} error={form.errorOf('implementationType')}>
          <NativeSelect.Root disabled={!editable}>
            <NativeSelect.Field {...form.register('implementationType')}>
              <option value="NEW_IMPLEMENTATION">{t('manage.implementationTypes.NEW_IMPLEMENTATION')}</option>
              <option value="ADD_COVERAGE">{t('manage.implementationTypes.ADD_COVERAGE')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('employeesNumber')}
        {text('taxId')}
        {text('ebrEmail', 'email')}
        <ReleaseStatusField
          value={form.watch('releaseStatus')}
          onChange={(value) => form.change('releaseStatus', value)}
          error={form.errorOf('releaseStatus')}
          disabled={!editable}
        />
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend>{t('manage.consultant')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {text('implementationConsultant.firstName')}
          {text('implementationConsultant.lastName')}
          {text('implementationConsultant.email', 'email')}
          {text('implementationConsultant.phoneNumber', 'tel')}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('manage.flags')}</Fieldset.Legend>
        <Wrap gap={5}>
          {flag('isActive')}
          {flag('isOnboard')}
          {flag('isBenefitsExplorer')}
          {flag('isTest')}
          {flag('isRiskRejected')}
        </Wrap>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('manage.toggles')}</Fieldset.Legend>
        <Stack>{flag('removeEdi')}</Stack>
      </Fieldset.Root>
      {editable && (
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isLoading}>
          {t('manage.save')}
        </Button>
      )}
    </FormStack>
  );
}
