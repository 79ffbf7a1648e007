import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CANCEL_CODES } from '../../../../shared/domain/cancel-reasons.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import type { BoardOrder } from '../lib/board.ts';
import { cancelSchema, type CancelReason, type CancelValues } from '../lib/cancel-schema.ts';

export interface CancelOrderDialogProps {
  /** The order being cancelled; null keeps the dialog closed. */
  order: BoardOrder | null;
  onClose: () => void;
  /** Resolves once saved (the dialog closes) or refused (it stays, with what was chosen). */
  onConfirm: (order: BoardOrder, reason: CancelReason) => Promise<boolean>;
}

/**
 * Cancelling needs a reason (the customer is told it): one of the usual ones, saved as a code so
 * the customer reads it in their own language, or the owner's own words, shown as typed.
 */
export function CancelOrderDialog({ order, onClose, onConfirm }: CancelOrderDialogProps) {
  const { t } = useI18n();
  const schema = useMemo(() => cancelSchema(t.board.reasonRequired), [t]);
  const form = useForm<CancelValues, unknown, CancelReason>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', reason: '' },
    shouldFocusError: false,
  });
  const message = form.formState.errors.reason?.message ?? null;
  const saving = form.formState.isSubmitting;
  const code = form.watch('code');
  const typed = form.register('reason');

  const submit = form.handleSubmit(async (checked) => {
    if (order && (await onConfirm(order, checked))) form.reset();
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
        <div className="cancel-reasons" role="group" aria-label={t.board.cancelReason}>
          {CANCEL_CODES.map((choice) => (
            <Button
              key={choice}
              variant="secondary"
              aria-pressed={code === choice}
              onClick={() => {
                // One reason: a usual one replaces what was typed.
                form.setValue('code', choice);
                form.setValue('reason', '');
                form.clearErrors('reason');
              }}
            >
              {t.board.cancelReasons[choice]}
            </Button>
          ))}
        </div>
        <label className="ui-field">
          <span>{t.board.cancelOwnReason}</span>
          <input
            maxLength={200}
            {...typed}
            onChange={(event) => {
              // Typing replaces a usual reason chosen before.
              if (event.currentTarget.value.trim() !== '') form.setValue('code', '');
              void typed.onChange(event);
            }}
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
