import { Button, HStack, Heading } from '@chakra-ui/react';
import { clientResourceCreateSchema, type ClientResourceCreate } from '@onboard/contracts';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useCreateResourceMutation } from './resourcesApi.js';

/**
 * The form of a new resource of the client's (a link, or one of its documents): creates it, toasts `done`
 * and starts again from `initial`, or puts the server's field errors on the fields (`failed` when none fits).
 */
export function useResourceForm<TValues extends FieldValues>(
  clientId: string,
  initial: TValues,
  texts: { done: string; failed: string },
) {
  const form = useSchemaForm(clientResourceCreateSchema, initial);
  const [create, creating] = useCreateResourceMutation();
  const submit = form.onSubmit(async (body: ClientResourceCreate) => {
    try {
      await create({ clientId, body }).unwrap();
      toaster.create({ type: 'success', title: texts.done });
      form.reset(initial);
    } catch (error) {
      form.applyServerError(error, texts.failed);
    }
  });
  return { form, submit, saving: creating.isLoading };
}

/** The boxed form with its heading (the form's name too) that adds a resource. */
export function ResourceFormFrame({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <FormStack
      gap={3}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={title}
      borderWidth="1px"
      rounded="md"
      p={4}
    >
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </FormStack>
  );
}

/** The resource form's submit button. */
export function ResourceSubmit({ text, loading }: { text: string; loading: boolean }) {
  return (
    <HStack>
      <Button type="submit" colorPalette="brand" loading={loading}>
        {text}
      </Button>
    </HStack>
  );
}
