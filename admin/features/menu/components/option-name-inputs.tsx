import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { ItemFormValues } from '../lib/item-form-schema.ts';

export interface OptionNameInputsProps {
  /** The group's or choice's place in the form's values. */
  path: `groups.${number}` | `groups.${number}.choices.${number}`;
  /** "Group 1", "Group 1 choice 2": read in each input's label. */
  label: string;
  /** The visible captions: the English name's, then the Arabic name's. */
  captions: readonly [string, string];
  /**
   * 'field': in a group's settings row; 'cell': a cell of the choices table, whose caption shows
   * only on a phone (the table's header row names the columns on a wide form).
   */
  kind: 'field' | 'cell';
}

/** The English and Arabic name inputs of an option group or choice (Arabic right to left). */
export function OptionNameInputs({ path, label, captions, kind }: OptionNameInputsProps) {
  const text = useI18n().t.options;
  const { register } = useFormContext<ItemFormValues>();
  const inputs = [
    { name: `${path}.name`, caption: captions[0], ariaLabel: text.nameOf(label), arabic: false },
    {
      name: `${path}.nameAr`,
      caption: captions[1],
      ariaLabel: text.arabicNameOf(label),
      arabic: true,
    },
  ] as const;
  return inputs.map(({ name, caption, ariaLabel, arabic }) => (
    <label
      key={name}
      className={
        kind === 'field'
          ? 'menu-option-field menu-option-field--name'
          : `menu-option-cell menu-option-cell--${arabic ? 'name-ar' : 'name'}`
      }
    >
      {kind === 'cell' ? <span className="menu-option-cell__label">{caption}</span> : caption}
      <input
        aria-label={ariaLabel}
        {...(arabic && { dir: 'rtl', lang: 'ar' })}
        {...register(name)}
      />
    </label>
  ));
}
