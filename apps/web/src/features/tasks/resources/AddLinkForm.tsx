import { Button, HStack, Heading, Input } from '@chakra-ui/react';
import {
  clientResourceCreateSchema,
  type ClientResourceCreate,
  type ResourceAudience,
} from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { AudienceField } from './AudienceField.js';
import { useCreateResourceMutation } from './resourcesApi.js';

type Values = {
  kind: 'link';
  title: string;
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
  const initial: Values = { kind: 'link', title: '', url: '', audience: 'employees', productTaskId };
  const form = useSchemaForm(clientResourceCreateSchema, initial);
  const [create, creating] = useCreateResourceMutation();

  const submit = form.onSubmit(async (body: ClientResourceCreate) => {
    try {
      await create({ clientId, body }).unwrap();
      toaster.create({ type: 'success', title: t('add.added') });
      form.reset(initial);
    } catch (error) {
      form.applyServerError(error, t('add.failed'));
    }
  });

  return (
    <FormStack
      gap={3}
      onSubmit={(event) => void submit(event)}
      aria-label={t('add.title')}
      borderWidth="1px"
      rounded="md"
      p={4}
    >
      <Heading as="h3" size="sm">
        {t('add.title')}
      </Heading>
      <FormAlert message={form.formError} />
      <FormField label={t('add.titleField')} error={form.errorOf('title')}>
        <Input {...form.register('title')} onFocus={form.prefetch} />
      </FormField>
      <FormField label={t('add.url')} error={form.errorOf('url')} helperText={t('add.urlHelp')}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('url')} />
      </FormField>
      <AudienceField register={form.register('audience')} error={form.errorOf('audience')} />
      <HStack>
        <Button type="submit" colorPalette="brand" loading={creating.isLoading}>
          {t('add.submit')}
        </Button>
      </HStack>
    </FormStack>
  );
}
