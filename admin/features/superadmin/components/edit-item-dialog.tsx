import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { formatAmount, parsePrice } from '../../../../shared/domain/money.ts';
import { validationText } from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { ItemEdit } from '../types.ts';
import './superadmin.css';

export interface EditableItem {
  id: string;
  name: string;
  description: string | null;
  priceBaisa: number;
  businessName: string;
}

export interface EditItemDialogProps {
  /** The item being edited; null keeps the dialog closed. */
  item: EditableItem | null;
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
        <Dialog.Overlay className="sa-overlay" />
        <Dialog.Content className="sa-dialog">
          <Dialog.Title className="sa-dialog__title">{t.superadmin.editTitle}</Dialog.Title>
          {item && (
            <>
              <Dialog.Description className="sa-muted">{item.businessName}</Dialog.Description>
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
  item: EditableItem;
  onSave: EditItemDialogProps['onSave'];
}) {
  const { lang, t } = useI18n();
  const [name, setName] = useState(item.name);
  const [description, setDescription] = useState(item.description ?? '');
  const [price, setPrice] = useState(formatAmount(item.priceBaisa));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !price.trim()) {
      setError(validationText[lang].itemRequired);
      return;
    }
    const parsed = parsePrice(price, lang);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave({
        name: name.trim(),
        description: description.trim(),
        priceBaisa: parsed.baisa,
      });
    } finally {
      setSaving(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <form className="sa-form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        {t.superadmin.name}
        <input
          value={name}
          required
          aria-invalid={error !== null && !name.trim()}
          aria-describedby={describedBy}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label>
        {t.superadmin.description}
        <textarea
          value={description}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <label>
        {t.superadmin.price}
        {/* Text, not type=number: the shared parser also reads Arabic-Indic digits and ٫. */}
        <input
          value={price}
          inputMode="decimal"
          dir="ltr"
          required
          aria-invalid={error !== null && name.trim() !== ''}
          aria-describedby={describedBy}
          onChange={(event) => setPrice(event.target.value)}
        />
      </label>
      {error && (
        <p id={errorId} className="sa-error" role="alert">
          {error}
        </p>
      )}
      <div className="sa-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="sa-button sa-button--ghost">
            {t.common.cancel}
          </button>
        </Dialog.Close>
        <button type="submit" className="sa-button" disabled={saving}>
          {saving ? t.common.saving : t.common.save}
        </button>
      </div>
    </form>
  );
}
