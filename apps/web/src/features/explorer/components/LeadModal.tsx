import { Button, Flex, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { US_STATES, explorerLeadSchema, type ExplorerLead } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useSendExplorerLeadMutation } from '../api/explorerPublicApi.js';
import { ExplorerChakra } from './ExplorerChakra.js';

type LeadValues = {
  email: string;
  firstName: string;
  lastName: string;
  city: string;
  state: string;
  phone: string;
  externalUser: string;
  employerName: string;
  brokerName: string;
};
const EMPTY: LeadValues = {
  email: '',
  firstName: '',
  lastName: '',
  city: '',
  state: '',
  phone: '',
  externalUser: '',
  employerName: '',
  brokerName: '',
};

/**
 * The lead form (explorer spec §3/§5): the contracts' schema checks it (the spec's messages, in the user's
 * language); a broker's employer name is labelled Client name; server errors land on their fields.
 */
function LeadForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation('explorer');
  const form = useSchemaForm<LeadValues, ExplorerLead>(explorerLeadSchema, EMPTY);
  const [send, { isLoading }] = useSendExplorerLeadMutation();
  const broker = form.watch('externalUser') === 'BROKER';
  // Never rejects (a failure shows in the form), so the form's submit event need not wait for it.
  const submit = form.onSubmit(async (values) => {
    try {
      await send(values).unwrap();
      onSent();
    } catch (error) {
      form.applyServerError(error, t('lead.failed'));
    }
  });
  const text = (name: keyof LeadValues, label: string, type = 'text', autoComplete?: string) => (
    <FormField label={label} error={form.errorOf(name)}>
      <Input
        type={type}
        maxLength={191}
        {...(autoComplete ? { autoComplete } : {})}
        {...form.register(name)}
      />
    </FormField>
  );
  return (
    <FormStack
      onSubmit={(event) => void submit(event)}
      gap={3}
      aria-label={t('lead.title')}
      onFocus={form.prefetch}
    >
      <Text>{t('lead.intro')}</Text>
      <FormAlert message={form.formError} />
      {text('email', t('lead.email'), 'email', 'email')}
      <Flex gap={3} direction={{ base: 'column', sm: 'row' }}>
        {text('firstName', t('lead.firstName'), 'text', 'given-name')}
        {text('lastName', t('lead.lastName'), 'text', 'family-name')}
      </Flex>
      <Flex gap={3} direction={{ base: 'column', sm: 'row' }}>
        {text('city', t('lead.city'), 'text', 'address-level2')}
        <FormField label={t('lead.state')} error={form.errorOf('state')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('state')}>
              <option value="">{t('lead.statePlaceholder')}</option>
              {US_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Flex>
      {text('phone', t('lead.phone'), 'tel', 'tel')}
      <FormField label={t('lead.externalUser')} error={form.errorOf('externalUser')}>
        <RadioGroup.Root
          value={form.watch('externalUser') || null}
          onValueChange={(details) => form.change('externalUser', details.value ?? '')}
          aria-label={t('lead.externalUser')}
        >
          <Flex gap={4}>
            {(['EMPLOYER', 'BROKER'] as const).map((kind) => (
              <RadioGroup.Item key={kind} value={kind}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t(kind === 'EMPLOYER' ? 'lead.employer' : 'lead.broker')}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </FormField>
      {text('employerName', broker ? t('lead.clientName') : t('lead.employerName'), 'text', 'organization')}
      {broker && text('brokerName', t('lead.brokerName'))}
      <Flex gap={2} justify="flex-end">
        <Button variant="outline" onClick={onCancel}>
          {t('lead.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isLoading} loadingText={t('lead.sending')}>
          {t('lead.submit')}
        </Button>
      </Flex>
    </FormStack>
  );
}

/** The lead modal (explorer spec §4): the form, then a confirmation after a successful send. */
export function LeadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('explorer');
  const [sent, setSent] = useState(false);
  const close = () => {
    setSent(false);
    onClose();
  };
  return (
    <ExplorerChakra>
      <DialogShell open={open} onClose={close} title={sent ? t('lead.sentTitle') : t('lead.title')} size="md">
        {sent ? (
          <Stack gap={4}>
            <Text role="status">{t('lead.sent')}</Text>
            <Button alignSelf="flex-end" onClick={close}>
              {t('lead.done')}
            </Button>
          </Stack>
        ) : (
          <LeadForm onSent={() => setSent(true)} onCancel={close} />
        )}
      </DialogShell>
    </ExplorerChakra>
  );
}
