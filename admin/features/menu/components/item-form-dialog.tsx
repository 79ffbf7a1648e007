import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  readWindows,
  soldOutAt,
  windowsProblem,
  type TimeWindow,
} from '../../../../shared/domain/availability.ts';
import { baisaFromNumber } from '../../../../shared/domain/money.ts';
import {
  validateImageFile,
  validateMenuItem,
  type MenuItemField,
} from '../../../../shared/domain/validation.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { UploadProgress } from '../../../lib/ui/upload-progress.tsx';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import { ItemTextFields } from '../../../lib/items/item-text-fields.tsx';
import { itemTextDraft, itemTextsInput } from '../../../lib/items/item-texts.ts';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import type { ItemValues } from '../api/item-values.ts';
import type { Category, MenuItem } from '../api/types.ts';
import {
  checkOptionDrafts,
  draftsFrom,
  parseCalories,
  type GroupDraft,
} from '../lib/option-drafts.ts';
import { checkOfferDraft, offerDraftFrom, type OfferDraft } from '../lib/offer-draft.ts';
import { ItemDetailsFields, type ItemDetails } from './item-details-fields.tsx';
import { ItemOfferFields } from './item-offer-fields.tsx';
import { OptionGroupsEditor } from './option-groups-editor.tsx';
import { WindowsEditor } from '../../../lib/ui/windows-editor.tsx';
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
  const [texts, setTexts] = useState(() =>
    itemTextDraft(
      item && {
        name: item.name,
        nameAr: item.name_ar,
        description: item.description,
        descriptionAr: item.description_ar,
        priceBaisa: baisaFromNumber(item.price),
      },
    ),
  );
  const [categoryId, setCategoryId] = useState(item?.category_id ?? '');
  const [details, setDetails] = useState<ItemDetails>({
    badges: item?.badges ?? [],
    calories: item?.calories == null ? '' : String(item.calories),
    // A "sold out until the next opening" that has passed is available again.
    soldOut: item ? soldOutAt(item.sold_out, item.sold_out_until, new Date()) : false,
    hidden: item?.hidden ?? false,
  });
  const [groups, setGroups] = useState<GroupDraft[]>(() => draftsFrom(item?.option_groups));
  const [offer, setOffer] = useState<OfferDraft>(() => offerDraftFrom(item));
  const [offerInvalid, setOfferInvalid] = useState(false);
  const [windows, setWindows] = useState<TimeWindow[] | null>(() =>
    item ? (readWindows(item.available_windows)?.slice() ?? null) : null,
  );
  const [windowsError, setWindowsError] = useState<string>();
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
    const checked = validateMenuItem(
      {
        ...itemTextsInput(texts, primary, languages),
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
    const offerChecked = checkOfferDraft(offer, checked.value.priceBaisa, t.menu, lang);
    setOfferInvalid(!offerChecked.ok);
    if (!offerChecked.ok) {
      setMessage(offerChecked.message);
      return;
    }
    const windowsTrouble = windows && windowsProblem(windows);
    const windowsMessage = windowsTrouble
      ? t.clock.windowsProblem[windowsTrouble.problem]
      : undefined;
    setWindowsError(windowsMessage);
    if (windowsMessage) {
      setMessage(windowsMessage);
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
          windows,
          options: options.groups,
          offer: offerChecked.columns,
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
              <ItemTextFields
                id={id}
                languages={languages}
                primary={primary}
                value={texts}
                onChange={setTexts}
                errors={fieldErrors}
                messageId={`${id}-message`}
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
              <ItemOfferFields value={offer} onChange={setOffer} invalid={offerInvalid} />
              <ItemDetailsFields
                value={details}
                onChange={setDetails}
                caloriesError={caloriesError}
              />
              <WindowsEditor
                value={windows}
                onChange={setWindows}
                noneLabel={t.clock.windowsAlwaysCategory}
                error={windowsError}
              />
              <OptionGroupsEditor groups={groups} onChange={setGroups} disabled={saving} />
              {shownImage ? (
                <img className="ui-image-preview" src={shownImage} alt={t.menu.selectedImage} />
              ) : null}
              {progress !== null ? (
                <UploadProgress label={t.menu.uploadingImage} value={progress} />
              ) : null}
              <FormDialogFooter
                message={message}
                messageId={`${id}-message`}
                saving={saving}
                submitLabel={editing ? t.menu.saveChanges : t.menu.addItem}
              />
            </form>
            <ItemPreview
              draft={{
                id: item?.id ?? 'new',
                ...texts,
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
