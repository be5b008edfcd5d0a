import { Input, Text } from '@chakra-ui/react';
import type { DocumentCategory, ResourceAudience } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { OptionSelect } from '../../../components/form/OptionSelect.js';
import { useGetDocumentsQuery } from '../../documents/api/documentsApi.js';
import { AudienceField } from './AudienceField.js';
import { ResourceFormFrame, ResourceSubmit, useResourceForm } from './ResourceFormFrame.js';

/** The client's documents a resource may be: its enrollment resources and plan documents (decision 117). */
export const ATTACHABLE_CATEGORIES: readonly DocumentCategory[] = ['enrollment-resource', 'plan-document'];

type Values = {
  kind: 'document';
  documentId: string;
  title: string;
  titleEs: string;
  audience: ResourceAudience;
  productTaskId: string | null;
};

/**
 * Staff attach one of the client's documents as a resource (decision 127): the documents service keeps the
 * file, the resource keeps its id and a title (the file's name unless staff write another).
 */
export function AttachDocumentForm({
  clientId,
  productTaskId,
}: {
  clientId: string;
  productTaskId: string | null;
}) {
  const { t } = useTranslation('resources');
  const documents = useGetDocumentsQuery({ clientId, categories: ATTACHABLE_CATEGORIES });
  const initial: Values = {
    kind: 'document',
    documentId: '',
    title: '',
    titleEs: '',
    audience: 'employees',
    productTaskId,
  };
  const { form, submit, saving } = useResourceForm(clientId, initial, {
    done: t('attach.attached'),
    failed: t('attach.failed'),
  });
  const available = documents.data ?? [];

  const documentField = form.register('documentId');
  return (
    <ResourceFormFrame title={t('attach.title')} onSubmit={submit}>
      {documents.isSuccess && available.length === 0 ? (
        <Text color="fg.muted">{t('attach.none')}</Text>
      ) : (
        <>
          <FormAlert message={form.formError} />
          <FormField label={t('attach.document')} error={form.errorOf('documentId')}>
            <OptionSelect
              field={{
                ...documentField,
                onFocus: form.prefetch,
                onChange: (event) => {
                  void documentField.onChange(event);
                  const chosen = available.find((d) => d.id === event.target.value);
                  if (chosen && !form.getValues('title')) form.setValue('title', chosen.fileName);
                },
              }}
              none={t('attach.choose')}
              options={available.map((document) => ({ value: document.id, label: document.fileName }))}
            />
          </FormField>
          <FormField label={t('add.titleField')} error={form.errorOf('title')}>
            <Input {...form.register('title')} />
          </FormField>
          <FormField
            label={t('add.titleEsField')}
            error={form.errorOf('titleEs')}
            helperText={t('add.titleEsHelp')}
          >
            <Input lang="es" {...form.register('titleEs')} />
          </FormField>
          <AudienceField register={form.register('audience')} error={form.errorOf('audience')} />
          <ResourceSubmit text={t('attach.submit')} loading={saving} />
        </>
      )}
    </ResourceFormFrame>
  );
}
