import { Input, Stack } from '@chakra-ui/react';
import { updateClientSchema, type ClientDto } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.js';
import { AutosaveStatus } from '../../../components/form/AutosaveStatus.js';
import { FormField } from '../../../components/form/FormField.js';
import { useAutosave } from '../../../components/form/useAutosave.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { clientsApi, useSaveClientDraftMutation } from '../../clients/api/clientsApi.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';

type TaxIdValues = { taxId: string | null };

/**
 * The tax-id sub-step: the client's own tax id (a client field ben admins and brokers may change, spec §6),
 * saved as it is typed through the client's draft call; the hub's client learns the new value.
 */
export function TaxIdSection({ client }: { client: ClientDto }) {
  const { t } = useTranslation('eif');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [saveDraft] = useSaveClientDraftMutation();
  const form = useSchemaForm<TaxIdValues, unknown>(updateClientSchema, { taxId: client.taxId });
  const autosave = useAutosave<TaxIdValues>({
    form,
    storageKey: `autosave:client-tax-id:${client.id}`,
    save: async (changes) => {
      const saved = await saveDraft({
        clientId: client.id,
        body: { taxId: changes.taxId === '' ? null : (changes.taxId ?? null) },
      }).unwrap();
      dispatch(clientsApi.util.updateQueryData('getClient', client.id, () => saved));
    },
    onRefused: (error) => form.applyServerError(error, errorText.messageOf(error)),
  });
  const value = form.watch('taxId');
  return (
    <Stack gap={2} maxW="sm">
      <FormField label={t('taxId.label')} helperText={t('taxId.help')} error={form.errorOf('taxId')}>
        <Input
          name="taxId"
          autoComplete="off"
          inputMode="numeric"
          maxLength={10}
          value={value ?? ''}
          onChange={(e) => form.change('taxId', e.currentTarget.value === '' ? null : e.currentTarget.value)}
        />
      </FormField>
      <AutosaveStatus status={autosave.status} />
    </Stack>
  );
}
