import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { User, UserKind } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { UserForm } from './UserForm.js';

export type UserFormDialogProps = { open: boolean; kind: UserKind; user?: User; onClose: () => void };

/** The create / edit form in a dialog. The form is mounted afresh on every opening. */
export function UserFormDialog({ open, kind, user, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {user ? t('form.editTitle') : t('form.createTitle')} · {t(`kinds.${kind}`)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {open && (
                <UserForm kind={kind} {...(user ? { user } : {})} onDone={onClose} onCancel={onClose} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
