import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { bulkEmailUpdateSchema, isStaff, type User } from '@onboard/contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useBulkEmailUpdateMutation, useFollowOnboardingFormEmailMutation } from '../api/usersApi.js';

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
  const form = useSchemaForm(bulkEmailUpdateSchema, {
    users: users.map((user) => ({ userId: user.id, email: user.email, clientId })),
  });
  const rows = useFieldArray({ control: form.control, name: 'users' });
  const [update, { isLoading }] = useBulkEmailUpdateMutation();
  const [followFormEmail] = useFollowOnboardingFormEmailMutation();

  const submit = form.onSubmit(async (body) => {
    try {
      await update(body).unwrap();
      // Each changed address: the person's onboarding-form recipients follow (spec §7, 60 s, not waited for).
      for (const row of body.users) {
        const before = users.find((user) => user.id === row.userId);
        if (before && before.email !== row.email && !isStaff(before.role)) {
          void followFormEmail({ userId: row.userId, oldEmail: before.email });
        }
      }
      toaster.create({ type: 'success', title: t('toast.bulkUpdated', { count: users.length }) });
      onDone();
    } catch (error) {
      form.applyServerError(error, generic);
    }
  });

  return (
    <FormStack gap={4} onSubmit={(event) => void submit(event)} aria-label={t('bulk.title')}>
      <Text>{t('bulk.instructions')}</Text>
      <FormAlert message={form.formError} />
      {rows.fields.map((row, index) => {
        const user = users[index];
        return (
          <FormField
            key={row.id}
            label={t('bulk.emailOf', { name: user?.name || `${user?.firstName} ${user?.lastName}` })}
            error={form.errorOf(`users.${index}.email`)}
          >
            <Input type="email" {...form.register(`users.${index}.email`)} />
          </FormField>
        );
      })}
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
