import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { slugify, suggestSlug, validateSlug } from '../../../../shared/domain/slug.ts';
import { validateImageFile } from '../../../../shared/domain/validation.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import type { MenuLanguages } from '../../../lib/i18n/languages-choice.tsx';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';
import { registrationSchema, type RegistrationValues } from '../lib/registration-schema.ts';

export type SlugAvailability = 'available' | 'taken' | 'unknown';
export type RegistrationField = Exclude<keyof RegistrationValues, 'languages' | 'primary'>;

export interface RegistrationFormOptions {
  checkSlug: (slug: string) => Promise<SlugAvailability>;
  onSubmit: (values: RegistrationValues) => Promise<{ slugError: string } | void>;
  onInvalid: (message: string) => void;
}

// The element to focus for a field with an error: bilingual texts have one input per language.
const INPUT_OF: Partial<Record<RegistrationField, string>> = {
  name: 'name-en',
  nameAr: 'name-ar',
  description: 'description-en',
  descriptionAr: 'description-ar',
};

const SLUG_CHECK_DELAY_MS = 400;

/**
 * The registration form's state: values (kept when a save fails), the one schema's errors, the
 * slug that follows the name until the owner types their own, its live availability, the banner.
 */
export function useRegistrationForm({ checkSlug, onSubmit, onInvalid }: RegistrationFormOptions) {
  const id = useId();
  const { lang, t } = useI18n();
  const schema = useMemo(() => registrationSchema(lang), [lang]);
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    // An Arabic-speaking owner most likely runs a bilingual menu, Arabic first.
    defaultValues: {
      ...{ name: '', nameAr: '', category: '', description: '', descriptionAr: '' },
      ...{ whatsapp: '', slug: '', headline: '', headlineAr: '', banner: null },
      ...(lang === 'ar'
        ? { languages: ['ar', 'en'], primary: 'ar' }
        : { languages: ['en'], primary: 'en' }),
    },
  });
  const { setValue, clearErrors, setError } = form;
  const values = form.watch();
  const errors = form.formState.errors;
  // The slug follows the name until the owner types in the slug field; then it is theirs.
  const [slugEdited, setSlugEdited] = useState(false);
  const bannerInput = useRef<HTMLInputElement>(null);
  const field = (name: string) => `${id}-${name}`;

  const slugFormatError =
    values.slug === '' ? null : problemTextOrNull(validateSlug(values.slug), lang);
  // The slug once it has stood still for SLUG_CHECK_DELAY_MS: its availability is asked then.
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(values.slug), SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.slug]);
  const checkable = settled === values.slug && settled !== '' && !slugFormatError;
  const availability = useQuery({
    queryKey: queryKeys.slugAvailable(settled),
    queryFn: () => checkSlug(settled),
    enabled: checkable,
    // A failed check says nothing ('unknown'): the insert reports the real problem.
    meta: { errorShownBy: 'screen' },
  });
  const status: SlugAvailability | undefined = checkable ? availability.data : undefined;

  function set(key: RegistrationField, value: string) {
    setValue(key, value);
    clearErrors(key);
  }
  function changeName(name: string) {
    set('name', name);
    if (!slugEdited) set('slug', suggestSlug(name).slug);
  }
  function changeSlug(text: string) {
    const slug = slugify(text);
    // Clearing the slug hands it back to the name, so a wrong edit is easy to undo.
    setSlugEdited(slug !== '');
    set('slug', slug === '' ? suggestSlug(values.name).slug : slug);
  }
  function changeBanner(file: File | null) {
    const bannerError = file ? problemTextOrNull(validateImageFile(file.type), lang) : null;
    if (bannerError && bannerInput.current) bannerInput.current.value = '';
    setValue('banner', bannerError ? null : file);
    if (bannerError) setError('banner', { message: bannerError });
    else clearErrors('banner');
  }
  function setLanguages(choice: MenuLanguages) {
    setValue('languages', choice.languages);
    setValue('primary', choice.primary);
    clearErrors(['name', 'nameAr', 'description', 'descriptionAr']);
  }

  function invalid(found: FieldErrors<RegistrationValues>) {
    onInvalid(found.root?.message ?? '');
    // Take keyboard and screen-reader users to the first field that needs attention.
    const first = Object.keys(found).find((key) => key !== 'root') as RegistrationField | undefined;
    if (first) document.getElementById(field(INPUT_OF[first] ?? first))?.focus();
  }
  const submit = form.handleSubmit(async (checked) => {
    const outcome = await onSubmit(checked);
    if (outcome) setError('slug', { message: outcome.slugError });
  }, invalid);

  const error = (name: RegistrationField) => errors[name]?.message;
  const slugError =
    error('slug') ?? slugFormatError ?? (status === 'taken' ? t.register.slugTaken : undefined);
  const slugAvailable = status === 'available';
  return {
    field,
    values,
    error,
    slugError,
    slugAvailable,
    bannerInput,
    submit,
    changes: { set, changeName, changeSlug, changeBanner, setLanguages },
  };
}
