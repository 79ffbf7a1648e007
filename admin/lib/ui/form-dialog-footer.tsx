import { useI18n } from '../i18n/language-context.ts';
import { Button } from './button.tsx';
import { DialogActions, DialogCancel } from './dialog.tsx';

export interface FormDialogFooterProps {
  /** The last check's or save's message, shown as the form's alert; null shows none. */
  message: string | null;
  /** The alert's id, which refused fields point to. */
  messageId: string;
  /** While a save is under way both buttons are disabled and the submit button says so. */
  saving: boolean;
  submitLabel: string;
}

/** The end of a form in a Radix Dialog: its alert, then Cancel (closes the dialog) and submit. */
export function FormDialogFooter({
  message,
  messageId,
  saving,
  submitLabel,
}: FormDialogFooterProps) {
  const { t } = useI18n();
  return (
    <>
      {message ? (
        <p id={messageId} className="ui-error" role="alert">
          {message}
        </p>
      ) : null}
      <DialogActions>
        <DialogCancel disabled={saving} />
        <Button type="submit" busy={saving} busyLabel={t.common.saving}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
