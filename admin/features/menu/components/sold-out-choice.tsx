import * as Dialog from '@radix-ui/react-dialog';
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
    <Dialog.Root open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog ui-dialog--small">
          <Dialog.Title className="ui-dialog__title">
            {name === null ? '' : text.soldOutWhen(name)}
          </Dialog.Title>
          <Dialog.Description className="ui-muted">{text.soldOutWhenHint}</Dialog.Description>
          <div className="ui-dialog__actions">
            <Dialog.Close className="ui-button ui-button--secondary">
              {t.common.cancel}
            </Dialog.Close>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => onChoose(false)}
            >
              {text.untilChanged}
            </button>
            <button type="button" className="ui-button" onClick={() => onChoose(true)}>
              {text.untilNextOpening}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
