import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DialogShellProps = {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Mounted only while the dialog is open, so a form in it starts afresh on every opening. */
  children: ReactNode;
  /** Buttons below the body (a confirmation's); a form keeps its own buttons inside its body. */
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** `alertdialog` for a question that must be answered (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** `inside`: a long body scrolls within the dialog, the title and close button stay. */
  scrollBehavior?: 'inside' | 'outside';
};

/**
 * The one modal dialog frame of the app: backdrop, title, body, optional footer and a labelled close button.
 * Each dialog (a confirmation, the create and edit forms) brings only its title and content.
 */
export function DialogShell({
  open,
  onClose,
  title,
  children,
  footer,
  size,
  role,
  scrollBehavior,
}: DialogShellProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      {...(size ? { size } : {})}
      {...(role ? { role } : {})}
      {...(scrollBehavior ? { scrollBehavior } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...(footer ? {} : { pb: 6 })}>{open && children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
