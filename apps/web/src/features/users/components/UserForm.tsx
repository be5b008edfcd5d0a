import { Button, Checkbox, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { createUserSchema, type Role, type User, type UserKind } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { FormStack } from '../../../components/form/FormStack.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useSession } from '../../auth/hooks/useSession.js';
import {
  useCreateUserMutation,
  useFollowOnboardingFormEmailMutation,
  useLazyCheckExistingQuery,
  useUpdateUserMutation,
} from '../api/usersApi.js';
import { assignableInternalRoles } from '../permissions.js';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: Role | '';
  sendWelcomeEmail: boolean;
};

/** The shared create schema's rules (spec texts included); the role is required for internal users only. */
const schemaFor = (kind: UserKind) =>
  createUserSchema
    .pick({ firstName: true, lastName: true, email: true, phoneNumber: true, sendWelcomeEmail: true })
    .extend({
      role:
        kind === 'internal'
          ? z.enum(['SLF_ADMIN', 'SLF_OWNER'], { error: 'Please provide a response' })
          : z.string().optional(),
    });

export type UserFormProps = {
  kind: UserKind;
  /** The user to edit; none to create one. */
  user?: User;
  onDone: () => void;
  onCancel: () => void;
};

/** Create or edit a user of a kind, validated by the shared schemas; server field errors land on the fields. */
export function UserForm({ kind, user, onDone, onCancel }: UserFormProps) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const { principal } = useSession();
  const roles = assignableInternalRoles(principal);
  const initial: Values = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    role: (user?.role ?? (kind === 'internal' ? (roles[0] ?? '') : '')) as Values['role'],
    sendWelcomeEmail: false,
  };
  const form = useSchemaForm(schemaFor(kind), initial);
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const [followFormEmail] = useFollowOnboardingFormEmailMutation();
  const [checkExisting] = useLazyCheckExistingQuery();
  const busy = creating.isLoading || updating.isLoading;

  const submit = form.onSubmit(async (values) => {
    const role = kind === 'internal' ? (values.role as Role) : undefined;
    const details = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber ? values.phoneNumber : null,
      ...(role ? { role } : {}),
    };
    try {
      if (user) {
        await updateUser({ kind, userId: user.id, body: details }).unwrap();
        // Their recipients on open onboarding forms follow the new address (spec §7; staff, 60 s, no wait here).
        if (user.email !== values.email && (kind === 'ben-admin' || kind === 'broker')) {
          void followFormEmail({ userId: user.id, oldEmail: user.email });
        }
        toaster.create({
          type: 'success',
          title: t('toast.updated', { name: `${values.firstName} ${values.lastName}` }),
        });
      } else {
        // Tell the person before the server does, when the address is taken (the server checks again).
        const existing = await checkExisting(values.email)
          .unwrap()
          .catch(() => ({ exists: false }));
        if (existing.exists) {
          form.setError('email', { type: 'server', message: t('form.emailTaken') });
          return;
        }
        await createUser({
          kind,
          body: { ...details, clientIds: [], sendWelcomeEmail: values.sendWelcomeEmail },
        }).unwrap();
        toaster.create({
          type: 'success',
          title: t('toast.created', { name: `${values.firstName} ${values.lastName}` }),
        });
      }
      onDone();
    } catch (error) {
      form.applyServerError(error, errorText.generic);
    }
  });

  return (
    <FormStack
      gap={4}
      onSubmit={(event) => void submit(event)}
      aria-label={user ? t('form.editTitle') : t('form.createTitle')}
    >
      <FormAlert message={form.formError} />
      <HStack gap={4} align="start">
        <FormField label={t('fields.firstName')} error={form.errorOf('firstName')}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} error={form.errorOf('lastName')}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
      </HStack>
      <FormField label={t('fields.email')} error={form.errorOf('email')}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('fields.phoneNumber')} error={form.errorOf('phoneNumber')}>
        <Input type="tel" autoComplete="off" {...form.register('phoneNumber')} />
      </FormField>
      {kind === 'internal' && (
        <FormField label={t('fields.role')} error={form.errorOf('role')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('role')}>
              {(['SLF_ADMIN', 'SLF_OWNER'] as const)
                .filter((role) => roles.includes(role) || role === user?.role)
                .map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      {!user && (
        <Checkbox.Root
          checked={form.watch('sendWelcomeEmail')}
          onCheckedChange={(e) => form.change('sendWelcomeEmail', e.checked === true)}
        >
          <Checkbox.HiddenInput name="sendWelcomeEmail" />
          <Checkbox.Control />
          <Checkbox.Label>{t('fields.sendWelcomeEmail')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <HStack justify="flex-end" gap={3} pt={2}>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {user ? t('actions.save') : t('actions.create')}
        </Button>
      </HStack>
    </FormStack>
  );
}
