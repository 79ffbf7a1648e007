import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import type { BoardOrder } from '../lib/board.ts';

export interface CancelOrderDialogProps {
  /** The order being cancelled; null keeps the dialog closed. */
  order: BoardOrder | null;
  onClose: () => void;
  /** Resolves once saved (the dialog closes) or refused (it stays, with what was typed). */
  onConfirm: (order: BoardOrder, reason: string) => Promise<boolean>;
}

/** Cancelling needs a reason (the customer is told it): one of the usual ones, or the owner's own. */
export function CancelOrderDialog({ order, onClose, onConfirm }: CancelOrderDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    if (!reason.trim()) {
      setMessage(t.board.reasonRequired);
      return;
    }
    setSaving(true);
    try {
      if (await onConfirm(order, reason.trim())) {
        setReason('');
        setMessage(null);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog ui-dialog--small">
          <Dialog.Title className="ui-dialog__title">
            {order ? t.board.cancelTitle(order.number) : ''}
          </Dialog.Title>
          <Dialog.Description className="ui-muted">{t.board.cancelLead}</Dialog.Description>
          <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
            <div className="cancel-reasons">
              {t.board.cancelReasons.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className="ui-button ui-button--secondary"
                  aria-pressed={reason === choice}
                  onClick={() => setReason(choice)}
                >
                  {choice}
                </button>
              ))}
            </div>
            <label className="ui-field">
              <span>{t.board.cancelReason}</span>
              <input
                value={reason}
                maxLength={200}
                required
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'cancel-reason-error' : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
            <FormDialogFooter
              message={message}
              messageId="cancel-reason-error"
              saving={saving}
              submitLabel={t.board.cancelConfirm}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
