import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ChangeEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateImageFile, type ItemTextsField } from '../../../../shared/domain/validation.ts';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';
import type { ItemValues } from '../api/item-values.ts';
import type { MenuItem } from '../api/types.ts';
import {
  itemFormDefaults,
  itemFormSchema,
  SUMMARY,
  type ItemFormValues,
} from '../lib/item-form-schema.ts';

export interface ItemDraftOptions {
  item: MenuItem | undefined;
  languages: readonly Lang[];
  primary: Lang;
  /** Resolves once saved (true) or refused (false); the values stay as typed either way. */
  onSubmit: (values: ItemValues, image: File | null) => Promise<boolean>;
  /** The last save's refusal, shown in the form until the next attempt. */
  saveError: unknown;
  initialMessage: string | null;
}

type Errors = FieldErrors<ItemFormValues> & { [SUMMARY]?: { message?: string } };

/** The item form's state: react-hook-form over the one schema, and the message it shows. */
export function useItemDraft(options: ItemDraftOptions) {
  const { item, languages, primary, onSubmit, saveError, initialMessage } = options;
  const { lang, t } = useI18n();
  const mode = item ? 'edit' : 'add';
  const schema = useMemo(
    () => itemFormSchema({ mode, primary, languages, lang, t }),
    [mode, primary, languages, lang, t],
  );
  const form = useForm<ItemFormValues, unknown, ItemValues>({
    defaultValues: itemFormDefaults(item),
    resolver: zodResolver(schema),
  });
  const errors: Errors = form.formState.errors;

  // The file input refuses a non-image at once (the same rule the schema applies on save).
  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const refused = picked ? problemTextOrNull(validateImageFile(picked.type), lang) : null;
    form.clearErrors();
    form.setValue('image', refused ? null : picked);
    if (refused) {
      event.target.value = '';
      form.setError('image', { message: refused });
    }
  }

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values, form.getValues('image'));
  });

  const textErrors: Partial<Record<ItemTextsField, string>> = {};
  const names = errors.texts?.names;
  if (names?.en?.message) textErrors.name = names.en.message;
  if (names?.ar?.message) textErrors.nameAr = names.ar.message;
  if (errors.texts?.price?.message) textErrors.price = errors.texts.price.message;

  const message =
    errors[SUMMARY]?.message ??
    errors.image?.message ??
    (saveError ? errorText(saveError, lang) : null) ??
    (form.formState.submitCount === 0 ? initialMessage : null);

  return {
    form,
    errors,
    textErrors,
    message,
    pickFile,
    submit,
    saving: form.formState.isSubmitting,
  };
}

export type ItemDraft = ReturnType<typeof useItemDraft>;
