import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type { ReleaseStatus } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { useCreateClientMutation, useLazyGetTicketInfoQuery } from '../api/clientsApi.js';
import { createClientFormSchema } from '../clientForm.js';
import { ReleaseStatusField } from './ReleaseStatusField.js';

const EMPTY = {
  name: '',
  ticketId: '',
  caseId: '',
  employeesNumber: '',
  implementationType: 'NEW_IMPLEMENTATION' as 'NEW_IMPLEMENTATION' | 'ADD_COVERAGE',
  releaseStatus: '' as ReleaseStatus | '',
};

function CreateClientForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('clients');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const form = useSchemaForm(createClientFormSchema, EMPTY);
  const [create, creating] = useCreateClientMutation();
  const [lookUp, ticket] = useLazyGetTicketInfoQuery();

  /** GET /api/clients/ticket/{ticketId}/info prefills the case id, the employee count and (if empty) the name. */
  const onLookUp = async () => {
    const ticketId = form.getValues('ticketId').trim().toUpperCase();
    if (!ticketId) return;
    try {
      const info = await lookUp(ticketId).unwrap();
      if (info.caseId) form.setValue('caseId', info.caseId);
      if (info.employeesNumber !== null) form.setValue('employeesNumber', String(info.employeesNumber));
      if (!form.getValues('name').trim()) form.setValue('name', info.summary);
    } catch (error) {
      form.setError('ticketId', { type: 'server', message: errorText.messageOf(error) });
    }
  };

  const submit = form.onSubmit(async (body) => {
    try {
      const client = await create(body).unwrap();
      toaster.create({ type: 'success', title: t('create.created', { name: client.name }) });
      onClose();
      await navigate(PATHS.clientManage(client.id));
    } catch (error) {
      form.applyServerError(error, errorText.messageOf(error));
    }
  });

  return (
    <FormStack gap={4} onSubmit={(event) => void submit(event)} aria-label={t('create.title')}>
      <FormAlert message={form.formError} />
      <HStack align="end" gap={3}>
        <FormField label={t('create.ticketId')} error={form.errorOf('ticketId')}>
          <Input {...form.register('ticketId')} />
        </FormField>
        <Button variant="outline" loading={ticket.isFetching} onClick={() => void onLookUp()}>
          {t('create.lookup')}
        </Button>
      </HStack>
      {ticket.data && !ticket.isFetching && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('create.found', { ticketId: ticket.data.ticketId, summary: ticket.data.summary })}
        </Text>
      )}
      <FormField label={t('manage.fields.name')} error={form.errorOf('name')}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label={t('manage.fields.caseId')} error={form.errorOf('caseId')}>
        <Input {...form.register('caseId')} />
      </FormField>
      <FormField label={t('manage.fields.employeesNumber')} error={form.errorOf('employeesNumber')}>
        <Input inputMode="numeric" {...form.register('employeesNumber')} />
      </FormField>
      <ReleaseStatusField
        value={form.watch('releaseStatus')}
        onChange={(value) => form.change('releaseStatus', value)}
        error={form.errorOf('releaseStatus')}
      />
      <HStack justify="end" gap={3}>
        <Button variant="outline" onClick={onClose}>
          {tc('cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={creating.isLoading}>
          {t('create.submit')}
        </Button>
      </HStack>
    </FormStack>
  );
}

/** Add client (staff): POST /api/clients, optionally prefilled from the Jira ticket. */
export function CreateClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('clients');
  return (
    <DialogShell open={open} onClose={onClose} title={t('create.title')}>
      <CreateClientForm onClose={onClose} />
    </DialogShell>
  );
}
