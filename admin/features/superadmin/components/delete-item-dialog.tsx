import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './superadmin.css';

export interface DeleteItemDialogProps {
  /** The item about to be deleted; null keeps the dialog closed. */
  item: { name: string; businessName: string } | null;
  onClose: () => void;
  /** Resolves once the delete has finished (successfully or not); the caller toasts the outcome. */
  onConfirm: () => Promise<void>;
}

/** SPEC.md's confirmation 'Delete this item?' as an accessible Radix AlertDialog. */
export function DeleteItemDialog({ item, onClose, onConfirm }: DeleteItemDialogProps) {
  const { t } = useI18n();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
      onClose();
    }
  }

  return (
    <AlertDialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="sa-overlay" />
        <AlertDialog.Content className="sa-dialog">
          <AlertDialog.Title className="sa-dialog__title">
            {t.superadmin.deleteTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="sa-muted">
            {item ? t.superadmin.deleteText(item.name, item.businessName) : ''}
          </AlertDialog.Description>
          <div className="sa-dialog__actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="sa-button sa-button--ghost">
                {t.common.cancel}
              </button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once; we close after the delete settles. */}
            <button
              type="button"
              className="sa-button sa-button--danger"
              disabled={deleting}
              onClick={() => void confirm()}
            >
              {deleting ? t.common.deleting : t.common.delete}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
