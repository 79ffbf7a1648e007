import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { baisaFromNumber, formatAmount } from '../../../../shared/domain/money.ts';
import {
  validateImageFile,
  validateMenuItem,
  type MenuItemField,
} from '../../../../shared/domain/validation.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { UploadProgress } from '../../../../shared/ui/upload-progress.tsx';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import type { ItemValues } from '../api/item-values.ts';
import type { Category, MenuItem } from '../api/types.ts';
import {
  checkOptionDrafts,
  draftsFrom,
  parseCalories,
  type GroupDraft,
} from '../lib/option-drafts.ts';
import { ItemDetailsFields, type ItemDetails } from './item-details-fields.tsx';
import { OptionGroupsEditor } from './option-groups-editor.tsx';
import { ItemPreview } from './item-preview.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu.css';

export interface ItemFormDialogProps {
  open: boolean;
  /** The item being edited; absent in add mode (where an image is required). */
  item?: MenuItem | undefined;
  categories: readonly Category[];
  /** The menu's languages, primary first: name and description in each, side by side. */
  languages?: readonly Lang[];
  primary?: Lang;
  onOpenChange: (open: boolean) => void;
  /**
   * Saves; resolves true on success (the parent closes and remounts the form to reset it) and
   * false on failure, so what the user typed stays in place.
   */
  onSubmit: (values: ItemValues, image: File | null) => Promise<boolean>;
  /** Upload progress 0..1 while the image is sent, null otherwise. */
  progress?: number | null;
  /** Shown on first render: lets stories show the validation state. */
  initialMessage?: string | null;
}

export function ItemFormDialog({
  open,
  item,
  categories,
  languages = ['en'],
  primary = 'en',
  onOpenChange,
  onSubmit,
  progress = null,
  initialMessage = null,
}: ItemFormDialogProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const editing = item !== undefined;
  const [names, setNames] = useState({ en: item?.name ?? '', ar: item?.name_ar ?? '' });
  const [descriptions, setDescriptions] = useState({
    en: item?.description ?? '',
    ar: item?.description_ar ?? '',
  });
  const [price, setPrice] = useState(item ? formatAmount(baisaFromNumber(item.price)) : '');
  const [categoryId, setCategoryId] = useState(item?.category_id ?? '');
  const [details, setDetails] = useState<ItemDetails>({
    badges: item?.badges ?? [],
    calories: item?.calories == null ? '' : String(item.calories),
    soldOut: item?.sold_out ?? false,
    hidden: item?.hidden ?? false,
  });
  const [groups, setGroups] = useState<GroupDraft[]>(() => draftsFrom(item?.option_groups));
  const [caloriesError, setCaloriesError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [message, setMessage] = useState<string | null>(initialMessage);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<MenuItemField, string>>>({});
  const [saving, setSaving] = useState(false);

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const refused = picked ? validateImageFile(picked.type, lang) : null;
    if (refused) {
      event.target.value = '';
      setFile(null);
      setMessage(refused);
      setFieldErrors({ image: refused });
      return;
    }
    setMessage(null);
    setFieldErrors({});
    setFile(picked);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Texts of a language the menu does not offer are not saved.
    const offered = (texts: { en: string; ar: string }, language: Lang) =>
      languages.includes(language) ? texts[language] : '';
    const checked = validateMenuItem(
      {
        name: offered(names, 'en'),
        nameAr: offered(names, 'ar'),
        description: offered(descriptions, 'en'),
        descriptionAr: offered(descriptions, 'ar'),
        primary,
        price,
        categoryId,
        hasImage: file !== null,
        ...(file ? { imageType: file.type } : {}),
        mode: editing ? 'edit' : 'add',
      },
      lang,
    );
    if (!checked.ok) {
      setMessage(checked.message);
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const calories = parseCalories(details.calories);
    const caloriesMessage = t.options.messages.calories;
    setCaloriesError(calories.ok ? undefined : caloriesMessage);
    if (!calories.ok) {
      setMessage(caloriesMessage);
      return;
    }
    const options = checkOptionDrafts(groups, t.options.messages);
    if (!options.ok) {
      setMessage(options.message);
      return;
    }
    setMessage(null);
    setFieldErrors({});
    setSaving(true);
    try {
      await onSubmit(
        {
          ...checked.value,
          badges: details.badges,
          calories: calories.value,
          soldOut: details.soldOut,
          hidden: details.hidden,
          options: options.groups,
        },
        file,
      );
    } finally {
      setSaving(false);
    }
  }

  const title = editing ? t.menu.editTitle : t.menu.addTitle;
  const shownImage = preview ?? item?.image_url ?? null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog ui-dialog--wide" aria-describedby={`${id}-hint`}>
          <Dialog.Title className="ui-dialog__title">{title}</Dialog.Title>
          <p id={`${id}-hint`} className="ui-muted">
            {t.common.requiredNote}
          </p>
          <div className="with-preview">
            <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
              <BilingualField
                id={`${id}-name`}
                label={t.menu.name}
                languages={languages}
                primary={primary}
                required
                values={names}
                onChange={(language, text) =>
                  setNames((current) => ({ ...current, [language]: text }))
                }
                invalidMessageId={fieldErrors.name || fieldErrors.nameAr ? `${id}-message` : null}
              />
              <BilingualField
                id={`${id}-description`}
                label={t.menu.description}
                languages={languages}
                primary={primary}
                multiline
                values={descriptions}
                onChange={(language, text) =>
                  setDescriptions((current) => ({ ...current, [language]: text }))
                }
              />
              <label htmlFor={`${id}-price`}>{t.menu.price} *</label>
              <input
                id={`${id}-price`}
                type="number"
                inputMode="decimal"
                step="0.001"
                min="0"
                value={price}
                required
                aria-invalid={fieldErrors.price ? true : undefined}
                onChange={(event) => setPrice(event.target.value)}
              />
              <label htmlFor={`${id}-category`}>{t.menu.category} *</label>
              <select
                id={`${id}-category`}
                value={categoryId}
                required
                aria-invalid={fieldErrors.categoryId ? true : undefined}
                onChange={(event) => setCategoryId(event.target.value)}
              >
                <option value="">{t.menu.chooseCategory}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {pickText(category.name, category.name_ar, lang, primary)}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-image`}>
                {editing ? t.menu.imageOptional : `${t.menu.image} *`}
              </label>
              <input
                id={`${id}-image`}
                type="file"
                accept="image/*"
                required={!editing}
                aria-invalid={fieldErrors.image ? true : undefined}
                onChange={pickFile}
              />
              <ItemDetailsFields
                value={details}
                onChange={setDetails}
                caloriesError={caloriesError}
              />
              <OptionGroupsEditor groups={groups} onChange={setGroups} disabled={saving} />
              {shownImage ? (
                <img className="ui-image-preview" src={shownImage} alt={t.menu.selectedImage} />
              ) : null}
              {progress !== null ? (
                <UploadProgress label={t.menu.uploadingImage} value={progress} />
              ) : null}
              {message ? (
                <p id={`${id}-message`} className="ui-error" role="alert">
                  {message}
                </p>
              ) : null}
              <div className="ui-dialog__actions">
                <Dialog.Close className="ui-button ui-button--secondary" disabled={saving}>
                  {t.common.cancel}
                </Dialog.Close>
                <button type="submit" className="ui-button" disabled={saving}>
                  {saving ? t.common.saving : editing ? t.menu.saveChanges : t.menu.addItem}
                </button>
              </div>
            </form>
            <ItemPreview
              draft={{
                id: item?.id ?? 'new',
                names,
                descriptions,
                price,
                imageUrl: shownImage,
                imageWidths: preview ? null : (item?.image_widths ?? null),
                soldOut: details.soldOut,
                badges: details.badges,
                calories: details.calories,
              }}
              categoryName={(language) => {
                const category = categories.find((entry) => entry.id === categoryId);
                return category ? pickText(category.name, category.name_ar, language, primary) : '';
              }}
              languages={languages}
              primary={primary}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
