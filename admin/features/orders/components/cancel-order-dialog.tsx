import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { reasonSchema, type Reason, type ReasonValues } from '../../../lib/forms/reason-schema.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Dialog } from '../../../lib/ui/dialog.tsx';
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
  const schema = useMemo(() => reasonSchema(t.board.reasonRequired), [t]);
  const form = useForm<ReasonValues, unknown, Reason>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
    shouldFocusError: false,
  });
  const message = form.formState.errors.reason?.message ?? null;
  const saving = form.formState.isSubmitting;
  const reason = form.watch('reason');

  const submit = form.handleSubmit(async (checked) => {
    if (order && (await onConfirm(order, checked.reason))) form.reset();
  });

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && !saving && onClose()}
      title={order ? t.board.cancelTitle(order.number) : ''}
      description={t.board.cancelLead}
      size="small"
    >
      <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="cancel-reasons">
          {t.board.cancelReasons.map((choice) => (
            <Button
              key={choice}
              variant="secondary"
              aria-pressed={reason === choice}
              onClick={() => form.setValue('reason', choice)}
            >
              {choice}
            </Button>
          ))}
        </div>
        <label className="ui-field">
          <span>{t.board.cancelReason}</span>
          <input
            maxLength={200}
            required
            {...form.register('reason')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'cancel-reason-error' : undefined}
          />
        </label>
        <FormDialogFooter
          message={message}
          messageId="cancel-reason-error"
          saving={saving}
          submitLabel={t.board.cancelConfirm}
        />
      </form>
    </Dialog>
  );
}
