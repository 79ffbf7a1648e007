import { Controller, useFormContext } from 'react-hook-form';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ItemTextFields } from '../../../lib/items/item-text-fields.tsx';
import { WindowsEditor } from '../../../lib/ui/windows-editor.tsx';
import type { Category } from '../api/types.ts';
import type { ItemDraft } from '../hooks/use-item-draft.ts';
import type { ItemFormValues } from '../lib/item-form-schema.ts';
import { ItemDetailsFields } from './item-details-fields.tsx';
import { ItemOfferFields } from './item-offer-fields.tsx';
import { OptionGroupsEditor } from './option-groups-editor.tsx';
import './menu.css';

export interface ItemFormFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  draft: ItemDraft;
  editing: boolean;
  categories: readonly Category[];
  languages: readonly Lang[];
  primary: Lang;
  /** The chosen photo's preview, or the stored photo. */
  shownImage: string | null;
}

/** The item form's fields in reading order, each bound to the form's state. */
export function ItemFormFields(props: ItemFormFieldsProps) {
  const { id, draft, editing, categories, languages, primary, shownImage } = props;
  const { lang, t } = useI18n();
  const { control, register, getValues } = useFormContext<ItemFormValues>();
  const { errors } = draft;
  return (
    <>
      <Controller
        control={control}
        name="texts"
        render={({ field }) => (
          <ItemTextFields
            id={id}
            languages={languages}
            primary={primary}
            value={field.value}
            onChange={(update) => field.onChange(update(getValues('texts')))}
            errors={draft.textErrors}
            messageId={`${id}-message`}
          />
        )}
      />
      <label htmlFor={`${id}-category`}>{t.menu.category} *</label>
      <select
        id={`${id}-category`}
        required
        aria-invalid={errors.categoryId ? true : undefined}
        {...register('categoryId')}
      >
        <option value="">{t.menu.chooseCategory}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {pickText(category.name, category.name_ar, lang, primary)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-image`}>{editing ? t.menu.imageOptional : `${t.menu.image} *`}</label>
      <input
        id={`${id}-image`}
        type="file"
        accept="image/*"
        required={!editing}
        aria-invalid={errors.image ? true : undefined}
        onChange={draft.pickFile}
      />
      <Controller
        control={control}
        name="offer"
        render={({ field }) => (
          <ItemOfferFields value={field.value} onChange={field.onChange} invalid={!!errors.offer} />
        )}
      />
      <Controller
        control={control}
        name="details"
        render={({ field }) => (
          <ItemDetailsFields
            value={field.value}
            onChange={field.onChange}
            caloriesError={errors.details?.calories?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="windows"
        render={({ field }) => (
          <WindowsEditor
            value={field.value}
            onChange={field.onChange}
            noneLabel={t.clock.windowsAlwaysCategory}
            error={errors.windows?.message}
          />
        )}
      />
      <OptionGroupsEditor disabled={draft.saving} />
      {shownImage ? (
        <img className="ui-image-preview" src={shownImage} alt={t.menu.selectedImage} />
      ) : null}
    </>
  );
}
