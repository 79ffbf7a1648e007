import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useI18n } from '../i18n/language-context.ts';
import { Button } from './button.tsx';
import { DialogActions } from './dialog.tsx';

export interface ConfirmDialogProps {
  /** The question, word for word from docs/guide/product.md section 5 (e.g. 'Delete this item?'); null keeps it closed. */
  message: string | null;
  /** What the question is about; without it screen readers hear "This cannot be undone." */
  details?: string | undefined;
  confirmLabel: string;
  /** Shown on the confirm button while a returned promise is pending. */
  busyLabel?: string | undefined;
  /** May return a promise: the dialog stays open, its button disabled, until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/**
 * The one confirmation of the admin app, a Radix AlertDialog: focus moves to Cancel, Escape cancels,
 * and screen readers announce the question.
 */
export function ConfirmDialog({
  message,
  details,
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onCancel();
    }
  }

  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-overlay" />
        <AlertDialog.Content className="ui-dialog ui-dialog--small">
          <AlertDialog.Title className="ui-dialog__title">{message}</AlertDialog.Title>
          <AlertDialog.Description className={details ? 'ui-muted' : 'visually-hidden'}>
            {details ?? t.menu.cannotBeUndone}
          </AlertDialog.Description>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t.common.cancel}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once; this closes once the work settles. */}
            <Button
              variant="danger"
              busy={busy}
              busyLabel={busyLabel}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
