import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { validateItemTexts, type ItemTextsField } from '../../../../shared/domain/validation.ts';
import { ItemTextFields } from '../../../lib/items/item-text-fields.tsx';
import { itemTextDraft, itemTextsInput } from '../../../lib/items/item-texts.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import type { AllMenuRow, ItemEdit } from '../lib/types.ts';
import './superadmin.css';
import { fieldProblemTexts, problemText } from '../../../lib/i18n/problem-text.ts';

export interface EditItemDialogProps {
  /** The all-menu row being edited; null keeps the dialog closed. */
  item: AllMenuRow | null;
  onClose: () => void;
  /** Resolves true once saved (the dialog closes); false keeps the form as typed so nothing is lost. */
  onSave: (edit: ItemEdit) => Promise<boolean>;
}

/** Radix Dialog to fix an item's name, description and price from the all-menu table. */
export function EditItemDialog({ item, onClose, onSave }: EditItemDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog">
          <Dialog.Title className="ui-dialog__title">{t.superadmin.editTitle}</Dialog.Title>
          {item && (
            <>
              <Dialog.Description className="ui-muted">{item.businessName}</Dialog.Description>
              {/* Keyed form: opening another item starts from that item's values. */}
              <EditItemForm key={item.id} item={item} onSave={onSave} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditItemForm({
  item,
  onSave,
}: {
  item: AllMenuRow;
  onSave: EditItemDialogProps['onSave'];
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const languages = item.languages ?? ['en'];
  const primary = item.primary ?? 'en';
  const [texts, setTexts] = useState(() => itemTextDraft(item));
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ItemTextsField, string>>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateItemTexts(itemTextsInput(texts, primary));
    if (!checked.ok) {
      setMessage(problemText(checked.problem, lang));
      setFieldErrors(fieldProblemTexts(checked.fieldErrors, lang));
      return;
    }
    setMessage(null);
    setFieldErrors({});
    setSaving(true);
    try {
      const { name, description, nameAr, descriptionAr, priceBaisa } = checked.value;
      await onSave({
        name,
        description,
        priceBaisa,
        // A business without Arabic keeps whatever its Arabic columns hold.
        ...(languages.includes('ar') && { nameAr, descriptionAr }),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
      <ItemTextFields
        id={id}
        languages={languages}
        primary={primary}
        value={texts}
        onChange={setTexts}
        errors={fieldErrors}
        messageId={`${id}-message`}
      />
      <FormDialogFooter
        message={message}
        messageId={`${id}-message`}
        saving={saving}
        submitLabel={t.common.save}
      />
    </form>
  );
}
