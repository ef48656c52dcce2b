import { CloseButton, Portal, type DialogContentProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog } from './chakra/dialog';

/**
 * The one shell of the app's confirmation dialogs (cancel a batch, an enrolment or a plan, delete
 * an account): a centred `alertdialog` with a title, a body and a footer of buttons, and
 * optionally the trigger that opens it and a close (×) button. The dialog's own state, texts and
 * buttons stay with the feature; `onOpenChange` gets every open or close request (Escape, the
 * backdrop, a `Dialog.ActionTrigger`, the trigger) and may refuse it, e.g. while a call runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  children,
  footer,
  closeButton = false,
  contentProps,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rendered inside the dialog's root: a `Dialog.Trigger`, or a button that opens it itself. */
  trigger?: ReactNode;
  title: ReactNode;
  /** The body: what confirming does. */
  children: ReactNode;
  /** The footer's buttons: the way back first, then the confirming one. */
  footer: ReactNode;
  /** A × button in the corner (a `Dialog.CloseTrigger`). */
  closeButton?: boolean;
  /** Sizes or margins of the dialog's box. */
  contentProps?: DialogContentProps;
  /** `data-testid` of the dialog's box, for tests that look inside it. */
  testId?: string;
}) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      {trigger}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
