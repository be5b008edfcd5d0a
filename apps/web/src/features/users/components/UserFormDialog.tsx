import type { User, UserKind } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { UserForm } from './UserForm.js';

export type UserFormDialogProps = { open: boolean; kind: UserKind; user?: User; onClose: () => void };

/** The create / edit form in a dialog. The form is mounted afresh on every opening. */
export function UserFormDialog({ open, kind, user, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      size="lg"
      title={`${user ? t('form.editTitle') : t('form.createTitle')} · ${t(`kinds.${kind}`)}`}
    >
      <UserForm kind={kind} {...(user ? { user } : {})} onDone={onClose} onCancel={onClose} />
    </DialogShell>
  );
}
