import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { formatAmount, parsePrice } from '../../../../shared/domain/money.ts';
import { validationText } from '../../../../shared/domain/validation.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { ItemEdit } from '../lib/types.ts';
import './superadmin.css';

export interface EditableItem {
  id: string;
  name: string;
  nameAr?: string;
  description: string | null;
  descriptionAr?: string | null;
  priceBaisa: number;
  businessName: string;
  /** The business's languages, primary first (English only when not given). */
  languages?: Lang[];
  primary?: Lang;
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
  item: EditableItem;
  onSave: EditItemDialogProps['onSave'];
}) {
  const { lang, t } = useI18n();
  const languages = item.languages ?? ['en'];
  const primary = item.primary ?? 'en';
  const [names, setNames] = useState({ en: item.name, ar: item.nameAr ?? '' });
  const [descriptions, setDescriptions] = useState({
    en: item.description ?? '',
    ar: item.descriptionAr ?? '',
  });
  const [price, setPrice] = useState(formatAmount(item.priceBaisa));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!names[primary].trim() || !price.trim()) {
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
        name: names.en.trim(),
        description: descriptions.en.trim(),
        priceBaisa: parsed.baisa,
        // A business without Arabic keeps whatever its Arabic columns hold.
        ...(languages.includes('ar') && {
          nameAr: names.ar.trim(),
          descriptionAr: descriptions.ar.trim(),
        }),
      });
    } finally {
      setSaving(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  const nameMissing = names[primary].trim() === '';
  return (
    <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
      <BilingualField
        id={`${errorId}-name`}
        label={t.superadmin.name}
        languages={languages}
        primary={primary}
        required
        values={names}
        onChange={(language, text) => setNames((current) => ({ ...current, [language]: text }))}
        invalidMessageId={error !== null && nameMissing ? errorId : null}
      />
      <BilingualField
        id={`${errorId}-description`}
        label={t.superadmin.description}
        languages={languages}
        primary={primary}
        multiline
        values={descriptions}
        onChange={(language, text) =>
          setDescriptions((current) => ({ ...current, [language]: text }))
        }
      />
      <label>
        {t.superadmin.price}
        {/* Text, not type=number: the shared parser also reads Arabic-Indic digits and ٫. */}
        <input
          value={price}
          inputMode="decimal"
          dir="ltr"
          required
          aria-invalid={error !== null && !nameMissing}
          aria-describedby={describedBy}
          onChange={(event) => setPrice(event.target.value)}
        />
      </label>
      {error && (
        <p id={errorId} className="ui-error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="ui-button ui-button--secondary">
            {t.common.cancel}
          </button>
        </Dialog.Close>
        <button type="submit" className="ui-button" disabled={saving}>
          {saving ? t.common.saving : t.common.save}
        </button>
      </div>
    </form>
  );
}
