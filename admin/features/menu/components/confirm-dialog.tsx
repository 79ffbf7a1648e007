import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ConfirmDialogProps {
  /** The question, word for word from SPEC.md (e.g. 'Delete this item?'). */
  message: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A Radix AlertDialog: focus moves to Cancel, Escape cancels, and screen readers announce the question. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useI18n();
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="menu-overlay" />
        <AlertDialog.Content className="menu-dialog menu-dialog--small">
          <AlertDialog.Title className="menu-dialog__title">{message}</AlertDialog.Title>
          <AlertDialog.Description className="visually-hidden">
            {t.menu.cannotBeUndone}
          </AlertDialog.Description>
          <div className="menu-dialog__actions">
            <AlertDialog.Cancel className="menu-button">{t.common.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className="menu-button menu-button--danger" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
