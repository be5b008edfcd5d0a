import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { bulkEmailUpdateSchema, type User } from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { formErrorsOf } from '../../../app/errors.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useBulkEmailUpdateMutation } from '../api/usersApi.js';

export type BulkEmailDialogProps = {
  open: boolean;
  users: User[];
  /**
   * The client the change is made for, when made from a client's page; none from the user lists (the
   * activation e-mail is then not about one client).
   */
  clientId?: string | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Bulk e-mail update: the selected users' addresses, each editable, saved in one call that also sends each
 * an activation e-mail (POST /api/users/update-email-and-send-activation-email).
 */
export function BulkEmailDialog({ open, users, clientId = null, onClose, onDone }: BulkEmailDialogProps) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  return (
    <DialogShell open={open} onClose={onClose} title={t('bulk.title')} size="lg" scrollBehavior="inside">
      <BulkEmailForm
        users={users}
        clientId={clientId}
        generic={errorText.generic}
        onCancel={onClose}
        onDone={onDone}
      />
    </DialogShell>
  );
}

function BulkEmailForm({
  users,
  clientId,
  generic,
  onCancel,
  onDone,
}: {
  users: User[];
  clientId: string | null;
  generic: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('users');
  const [emails, setEmails] = useState<string[]>(() => users.map((user) => user.email));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [update, { isLoading }] = useBulkEmailUpdateMutation();
  const fieldNames = users.map((_user, index) => `users.${index}.email`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bulkEmailUpdateSchema.safeParse({
      users: users.map((user, index) => ({ userId: user.id, email: emails[index] ?? '', clientId })),
    });
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        next[path] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await update(parsed.data).unwrap();
      toaster.create({ type: 'success', title: t('toast.bulkUpdated', { count: users.length }) });
      onDone();
    } catch (error) {
      const mapped = formErrorsOf(error, fieldNames, generic);
      setErrors(mapped.fields);
      setFormError(mapped.form);
    }
  };

  return (
    <FormStack gap={4} onSubmit={submit} aria-label={t('bulk.title')}>
      <Text>{t('bulk.instructions')}</Text>
      <FormAlert message={formError} />
      {users.map((user, index) => (
        <FormField
          key={user.id}
          label={t('bulk.emailOf', { name: user.name || `${user.firstName} ${user.lastName}` })}
          error={errors[`users.${index}.email`]}
        >
          <Input
            type="email"
            name={`users.${index}.email`}
            value={emails[index] ?? ''}
            onChange={(e) => {
              const value = e.target.value;
              setEmails((previous) => previous.map((email, i) => (i === index ? value : email)));
              setErrors((previous) => ({ ...previous, [`users.${index}.email`]: undefined }));
            }}
          />
        </FormField>
      ))}
      <HStack justify="flex-end" gap={3} pt={2}>
        <Button variant="outline" onClick={onCancel} disabled={isLoading}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          {t('bulk.submit')}
        </Button>
      </HStack>
    </FormStack>
  );
}
