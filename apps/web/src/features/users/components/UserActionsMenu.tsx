import { Button, Menu, Portal } from '@chakra-ui/react';
import type { User, UserKind } from '@onboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.js';
import { toaster } from '../../../components/ui/toaster.js';
import { useSession } from '../../auth/hooks/useSession.js';
import {
  useChangeToBrokerMutation,
  useCreateActivationLinkMutation,
  useDeleteUserMutation,
  useResetMfaMutation,
  useResetPasswordMutation,
  useSendActivationEmailMutation,
} from '../api/usersApi.js';
import { useErrorToast, useToastedAction } from '../../../hooks/useToastedAction.js';
import { userActionsFor } from '../permissions.js';
import { UserFormDialog } from './UserFormDialog.js';

type Pending = 'edit' | 'delete' | 'resetMfa' | 'changeToBroker' | null;

export type UserActionsMenuProps = {
  kind: UserKind;
  user: User;
  /** After a delete or a change to broker (the manage page leaves). */
  onGone?: (reason: 'deleted' | 'changedToBroker') => void;
};

/** Copies text; answers false where the Clipboard API is missing or refused (then the toast shows the link). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** One user's actions, each shown only when the role table allows it (spec section 6). */
export function UserActionsMenu({ kind, user, onGone }: UserActionsMenuProps) {
  const { t } = useTranslation('users');
  const { principal } = useSession();
  const allowed = userActionsFor(principal, kind, user);
  const [pending, setPending] = useState<Pending>(null);
  const run = useToastedAction();
  const showError = useErrorToast();
  const name = user.name || `${user.firstName} ${user.lastName}`;

  const [sendActivation] = useSendActivationEmailMutation();
  const [createLink] = useCreateActivationLinkMutation();
  const [resetMfa, resettingMfa] = useResetMfaMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [changeToBroker, changing] = useChangeToBrokerMutation();
  const [deleteUser, deleting] = useDeleteUserMutation();

  const copyLink = async () => {
    try {
      const link = await createLink(user.id).unwrap();
      const copied = await copyToClipboard(link.url);
      toaster.create(
        copied
          ? { type: 'success', title: t('toast.linkCopied') }
          : { type: 'info', title: t('toast.linkNotCopied'), description: link.url, duration: 15_000 },
      );
    } catch (error) {
      showError(error);
    }
  };

  const items = [
    allowed.edit && { value: 'edit', label: t('actions.edit'), onSelect: () => setPending('edit') },
    allowed.activationEmail && {
      value: 'activation-email',
      label: t('actions.sendActivationEmail'),
      onSelect: () =>
        void run(
          () => sendActivation({ kind, userId: user.id }).unwrap(),
          t('toast.activationEmailSent', { name }),
        ),
    },
    allowed.activationLink && {
      value: 'activation-link',
      label: t('actions.copyActivationLink'),
      onSelect: () => void copyLink(),
    },
    allowed.resetPassword && {
      value: 'reset-password',
      label: t('actions.resetPassword'),
      onSelect: () => void run(() => resetPassword(user.id).unwrap(), t('toast.passwordResetSent', { name })),
    },
    allowed.resetMfa && {
      value: 'reset-mfa',
      label: t('actions.resetMfa'),
      onSelect: () => setPending('resetMfa'),
    },
    allowed.changeToBroker && {
      value: 'change-to-broker',
      label: t('actions.changeToBroker'),
      onSelect: () => setPending('changeToBroker'),
    },
    allowed.remove && {
      value: 'delete',
      label: t('actions.delete'),
      danger: true,
      onSelect: () => setPending('delete'),
    },
  ].filter((item) => !!item);

  if (items.length === 0) return null;
  const close = () => setPending(null);

  return (
    <>
      <Menu.Root onSelect={(details) => items.find((item) => item.value === details.value)?.onSelect()}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" aria-label={t('actions.menuFor', { name })}>
            {t('actions.menu')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {items.map((item) => (
                <Menu.Item
                  key={item.value}
                  value={item.value}
                  {...('danger' in item
                    ? { color: 'fg.error', _hover: { bg: 'bg.error', color: 'fg.error' } }
                    : {})}
                >
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <UserFormDialog open={pending === 'edit'} kind={kind} user={user} onClose={close} />
      <ConfirmDialog
        open={pending === 'delete'}
        title={t('confirm.deleteTitle')}
        body={t('confirm.deleteBody', { name })}
        confirmLabel={t('actions.delete')}
        destructive
        busy={deleting.isLoading}
        onClose={close}
        onConfirm={() =>
          void run(() => deleteUser({ kind, userId: user.id }).unwrap(), t('toast.deleted', { name })).then(
            (ok) => {
              close();
              if (ok) onGone?.('deleted');
            },
          )
        }
      />
      <ConfirmDialog
        open={pending === 'resetMfa'}
        title={t('confirm.resetMfaTitle')}
        body={t('confirm.resetMfaBody', { name })}
        confirmLabel={t('actions.resetMfa')}
        busy={resettingMfa.isLoading}
        onClose={close}
        onConfirm={() =>
          void run(() => resetMfa(user.email).unwrap(), t('toast.mfaReset', { name })).then(close)
        }
      />
      <ConfirmDialog
        open={pending === 'changeToBroker'}
        title={t('confirm.changeToBrokerTitle')}
        body={t('confirm.changeToBrokerBody', { name })}
        confirmLabel={t('actions.changeToBroker')}
        busy={changing.isLoading}
        onClose={close}
        onConfirm={() =>
          void run(() => changeToBroker(user.id).unwrap(), t('toast.changedToBroker', { name })).then(
            (ok) => {
              close();
              if (ok) onGone?.('changedToBroker');
            },
          )
        }
      />
    </>
  );
}
