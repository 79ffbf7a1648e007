import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  categoryFormSchema,
  type CategoryFormOutput,
  type CategoryFormValues,
} from '../lib/category-form-schema.ts';

/**
 * The state of a category form (new category, rename): react-hook-form over the one category
 * schema. `save` resolves true once saved; on false what the owner typed stays, and the refusal is
 * shown by the save itself (the app's default toast).
 */
export function useCategoryForm(
  primary: Lang,
  initial: CategoryFormValues,
  save: (category: CategoryFormOutput) => Promise<boolean>,
  onSaved?: () => void,
) {
  const { lang, t } = useI18n();
  const schema = useMemo(() => categoryFormSchema(primary, t, lang), [primary, t, lang]);
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (category) => {
    if ((await save(category)) && onSaved) onSaved();
  });
  return {
    form,
    /** The refusal of the last submit: the name first, then the serving times. */
    message: errors.names?.[primary]?.message ?? errors.windows?.message ?? null,
    saving: isSubmitting,
    submit: (event: FormEvent) => void submit(event),
  };
}

export type CategoryForm = ReturnType<typeof useCategoryForm>;
