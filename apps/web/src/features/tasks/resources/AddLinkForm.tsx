import { Input } from '@chakra-ui/react';
import type { ResourceAudience } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { AudienceField } from './AudienceField.js';
import { ResourceFormFrame, ResourceSubmit, useResourceForm } from './ResourceFormFrame.js';

type Values = {
  kind: 'link';
  title: string;
  titleEs: string;
  url: string;
  audience: ResourceAudience;
  productTaskId: string | null;
};

/**
 * Staff attach a link for the client (decision 127), for the task of the page: the general resources
 * (productTaskId null) or a product task's. The shared schema refuses anything but https:// before sending;
 * the server's field errors land on the same fields.
 */
export function AddLinkForm({ clientId, productTaskId }: { clientId: string; productTaskId: string | null }) {
  const { t } = useTranslation('resources');
  const initial: Values = {
    kind: 'link',
    title: '',
    titleEs: '',
    url: '',
    audience: 'employees',
    productTaskId,
  };
  const { form, submit, saving } = useResourceForm(clientId, initial, {
    done: t('add.added'),
    failed: t('add.failed'),
  });

  return (
    <ResourceFormFrame title={t('add.title')} onSubmit={submit}>
      <FormAlert message={form.formError} />
      <FormField label={t('add.titleField')} error={form.errorOf('title')}>
        <Input {...form.register('title')} onFocus={form.prefetch} />
      </FormField>
      <FormField
        label={t('add.titleEsField')}
        error={form.errorOf('titleEs')}
        helperText={t('add.titleEsHelp')}
      >
        <Input lang="es" {...form.register('titleEs')} />
      </FormField>
      <FormField label={t('add.url')} error={form.errorOf('url')} helperText={t('add.urlHelp')}>
        <Input type="url" inputMode="url" placeholder={t('add.urlPlaceholder')} {...form.register('url')} />
      </FormField>
      <AudienceField register={form.register('audience')} error={form.errorOf('audience')} />
      <ResourceSubmit text={t('add.submit')} loading={saving} />
    </ResourceFormFrame>
  );
}
