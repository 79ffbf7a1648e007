import { Button } from '../../../lib/ui/button.tsx';
import { Dialog, DialogActions, DialogCancel } from '../../../lib/ui/dialog.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';

export interface SoldOutChoiceProps {
  /** The dish's name in the admin's language; null keeps the dialog closed. */
  name: string | null;
  onChoose: (untilNextOpening: boolean) => void;
  onCancel: () => void;
}

/**
 * Marking a dish sold out asks for how long: until the owner changes it, or until the next
 * opening (the database computes that instant from the hours in force, and the dish is available
 * again by itself after it).
 */
export function SoldOutChoice({ name, onChoose, onCancel }: SoldOutChoiceProps) {
  const { t } = useI18n();
  const text = t.clock;
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={name === null ? '' : text.soldOutWhen(name)}
      description={text.soldOutWhenHint}
      size="small"
    >
      <DialogActions>
        <DialogCancel />
        <Button variant="secondary" onClick={() => onChoose(false)}>
          {text.untilChanged}
        </Button>
        <Button onClick={() => onChoose(true)}>{text.untilNextOpening}</Button>
      </DialogActions>
    </Dialog>
  );
}
