import { useWatch } from 'react-hook-form';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { BilingualField, type LangTexts } from '../../../lib/i18n/bilingual-field.tsx';
import type { CategoryForm } from '../hooks/use-category-form.ts';

export interface CategoryNameFieldsProps {
  category: CategoryForm;
  id: string;
  label: string;
  languages: readonly Lang[];
  primary: Lang;
  required?: boolean;
  placeholder?: Partial<LangTexts>;
  /** The id of the form's alert, which the primary input points to while it is shown. */
  messageId: string;
}

/** A category's name in each language the menu offers, as the category forms edit it. */
export function CategoryNameFields({ category, messageId, ...field }: CategoryNameFieldsProps) {
  const { form, message } = category;
  const names = useWatch({ control: form.control, name: 'names' });
  return (
    <BilingualField
      {...field}
      values={names}
      onChange={(language, text) => form.setValue(`names.${language}`, text)}
      invalidMessageId={message ? messageId : null}
    />
  );
}
