import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { errorText } from '../../../lib/api/errors.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { LanguagesChoice } from '../../../lib/i18n/languages-choice.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import type { BusinessDetails } from '../api/update-business-details.ts';
import { detailsSchema, type DetailsValues } from '../lib/details-schema.ts';

export interface BusinessDetailsFormProps {
  initial: BusinessDetails & { languages: Lang[]; primary_language: Lang };
  /** Saves the checked details; a rejection keeps what the owner typed. */
  onSave: (details: BusinessDetails) => Promise<unknown>;
  /** The last save's refusal, shown in the form. */
  saveError?: unknown;
}

/** The menu's languages and the business name and description in each of them. */
export function BusinessDetailsForm({ initial, onSave, saveError }: BusinessDetailsFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const schema = useMemo(() => detailsSchema(lang), [lang]);
  const form = useForm<DetailsValues, unknown, BusinessDetails>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: {
      menu: { languages: initial.languages, primary: initial.primary_language },
      names: { en: initial.name, ar: initial.name_ar },
      descriptions: { en: initial.description ?? '', ar: initial.description_ar ?? '' },
    },
  });
  const { menu, names, descriptions } = form.watch();
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  const nameError = form.formState.errors.names?.[menu.primary]?.message;
  const submit = form.handleSubmit(
    (details) => onSave(details).catch(() => undefined),
    () => document.getElementById(`${id}-name-${menu.primary}`)?.focus(),
  );

  return (
    <form
      className="ui-panel"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t.banner.details}</h2>
      <LanguagesChoice
        value={menu}
        onChange={(value) => form.setValue('menu', value, revalidate)}
      />
      <BilingualField
        id={`${id}-name`}
        label={t.banner.name}
        languages={menu.languages}
        primary={menu.primary}
        required
        values={names}
        onChange={(language, value) => form.setValue(`names.${language}`, value, revalidate)}
        errors={{ [menu.primary]: nameError }}
      />
      <BilingualField
        id={`${id}-description`}
        label={t.banner.description}
        languages={menu.languages}
        primary={menu.primary}
        multiline
        values={descriptions}
        onChange={(language, value) => form.setValue(`descriptions.${language}`, value)}
      />
      {nameError && (
        <p className="ui-error" role="alert">
          {problemText({ code: 'required_fields' }, lang)}
        </p>
      )}
      {!nameError && saveError != null && (
        <p className="ui-error" role="alert">
          {errorText(saveError, lang)}
        </p>
      )}
      <div>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t.common.saving}>
          {t.banner.saveDetails}
        </Button>
      </div>
    </form>
  );
}
