import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';

export interface DeleteItemDialogProps {
  /** The item about to be deleted; null keeps the dialog closed. */
  item: { name: string; businessName: string } | null;
  onClose: () => void;
  /** Resolves once the delete has finished (successfully or not); the caller toasts the outcome. */
  onConfirm: () => Promise<void>;
}

/** docs/guide/product.md section 5's confirmation 'Delete this item?', naming the item and its business. */
export function DeleteItemDialog({ item, onClose, onConfirm }: DeleteItemDialogProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      message={item ? t.superadmin.deleteTitle : null}
      details={item ? t.superadmin.deleteText(item.name, item.businessName) : undefined}
      confirmLabel={t.common.delete}
      busyLabel={t.common.deleting}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
