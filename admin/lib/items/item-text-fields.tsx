import type { Lang } from '../../../shared/domain/i18n.ts';
import type { ItemTextsField } from '../../../shared/domain/validation.ts';
import { BilingualField } from '../i18n/bilingual-field.tsx';
import { useI18n } from '../i18n/language-context.ts';
import type { ItemTextDraft } from './item-texts.ts';

export interface ItemTextFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  /** The menu's languages, primary first: name and description in each, side by side. */
  languages: readonly Lang[];
  primary: Lang;
  value: ItemTextDraft;
  /** Takes an update, as a state setter does, so quick typing in two fields loses nothing. */
  onChange: (update: (draft: ItemTextDraft) => ItemTextDraft) => void;
  /** The fields the last check refused (validateItemTexts or validateMenuItem). */
  errors: Partial<Record<ItemTextsField, string>>;
  /** The id of the form's alert, which a refused field points to. */
  messageId: string;
}

/** Name, description and price of a menu item: the owner's item form and the superadmin's editor. */
export function ItemTextFields({
  id,
  languages,
  primary,
  value,
  onChange,
  errors,
  messageId,
}: ItemTextFieldsProps) {
  const { t } = useI18n();
  const edit = (part: 'names' | 'descriptions') => (language: Lang, text: string) =>
    onChange((draft) => ({ ...draft, [part]: { ...draft[part], [language]: text } }));
  const priceRefused = errors.price !== undefined;
  return (
    <>
      <BilingualField
        id={`${id}-name`}
        label={t.menu.name}
        languages={languages}
        primary={primary}
        required
        values={value.names}
        onChange={edit('names')}
        invalidMessageId={errors.name || errors.nameAr ? messageId : null}
      />
      <BilingualField
        id={`${id}-description`}
        label={t.menu.description}
        languages={languages}
        primary={primary}
        multiline
        values={value.descriptions}
        onChange={edit('descriptions')}
      />
      <label htmlFor={`${id}-price`}>{t.menu.price} *</label>
      {/* Text, not type=number: the shared parser also reads Arabic-Indic digits and ٫. */}
      <input
        id={`${id}-price`}
        value={value.price}
        inputMode="decimal"
        dir="ltr"
        required
        aria-invalid={priceRefused ? true : undefined}
        aria-describedby={priceRefused ? messageId : undefined}
        onChange={(event) => {
          const price = event.target.value;
          onChange((draft) => ({ ...draft, price }));
        }}
      />
    </>
  );
}
