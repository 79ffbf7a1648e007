import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { slugify, suggestSlug, validateSlug } from '../../../../shared/domain/slug.ts';
import {
  validateImageFile,
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '../../../../shared/domain/validation.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { LanguagesChoice, type MenuLanguages } from '../../../lib/i18n/languages-choice.tsx';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import { describedBy, FormField } from './form-field.tsx';
import './register-business-form.css';
import {
  fieldProblemTexts,
  problemText,
  problemTextOrNull,
} from '../../../lib/i18n/problem-text.ts';

export type SlugAvailability = 'available' | 'taken' | 'unknown';

export interface RegistrationValues extends Required<RegistrationInput> {
  headline: string;
  headlineAr: string;
  banner: File | null;
  /** The menu's languages, primary first (primary is also in RegistrationInput). */
  languages: Lang[];
}

export interface RegisterBusinessFormProps {
  /** Where menus live, for the "your menu will be at" hint (window.location.origin in the app). */
  origin: string;
  /** Live availability hint while typing; 'unknown' when it cannot be asked (not logged in). */
  checkSlug: (slug: string) => Promise<SlugAvailability>;
  /** Called with checked, normalized values; may answer with a message for the slug field. */
  onSubmit: (values: RegistrationValues) => Promise<{ slugError: string } | void>;
  /** Told the summary message when the form refuses to submit (the page shows it as a toast). */
  onInvalid: (message: string) => void;
  busy?: boolean;
  /** The backend's error of the last attempt, shown as 'Error: {message}'. */
  error?: string | null;
}

type Errors = Partial<Record<RegistrationField | 'banner', string | undefined>>;

// The element to focus for a field with an error: bilingual texts have one input per language.
const INPUT_OF: Partial<Record<RegistrationField, string>> = {
  name: 'name-en',
  nameAr: 'name-ar',
  description: 'description-en',
  descriptionAr: 'description-ar',
};

const SLUG_CHECK_DELAY_MS = 400;

/** /register-business: the business registration form (SPEC.md sections 4 and 5). */
export function RegisterBusinessForm({
  origin,
  checkSlug,
  onSubmit,
  onInvalid,
  busy = false,
  error = null,
}: RegisterBusinessFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  // An Arabic-speaking owner most likely runs a bilingual menu, Arabic first.
  const [values, setValues] = useState<RegistrationValues>(() => ({
    name: '',
    nameAr: '',
    category: '',
    description: '',
    descriptionAr: '',
    whatsapp: '',
    slug: '',
    headline: '',
    headlineAr: '',
    banner: null,
    ...(lang === 'ar'
      ? { languages: ['ar', 'en'], primary: 'ar' }
      : { languages: ['en'], primary: 'en' }),
  }));
  // The slug follows the name until the owner types in the slug field; then it is theirs.
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [availability, setAvailability] = useState<{ slug: string; status: SlugAvailability }>();
  const preview = useObjectUrl(values.banner);
  const bannerInput = useRef<HTMLInputElement>(null);

  const slugFormatError =
    values.slug === '' ? null : problemTextOrNull(validateSlug(values.slug), lang);

  useEffect(() => {
    if (values.slug === '' || slugFormatError) return;
    let active = true;
    const timer = setTimeout(() => {
      checkSlug(values.slug).then(
        (status) => active && setAvailability({ slug: values.slug, status }),
        () => active && setAvailability({ slug: values.slug, status: 'unknown' }),
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [values.slug, slugFormatError, checkSlug]);

  function set<K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function changeName(name: string) {
    setValues((current) => ({
      ...current,
      name,
      slug: slugEdited ? current.slug : suggestSlug(name).slug,
    }));
    setErrors((current) => ({
      ...current,
      name: undefined,
      ...(!slugEdited && { slug: undefined }),
    }));
  }

  function changeSlug(text: string) {
    const slug = slugify(text);
    // Clearing the slug hands it back to the name, so a wrong edit is easy to undo.
    setSlugEdited(slug !== '');
    set('slug', slug === '' ? suggestSlug(values.name).slug : slug);
  }

  function changeBanner(file: File | null) {
    const bannerError = file ? problemTextOrNull(validateImageFile(file.type), lang) : null;
    setErrors((current) => ({ ...current, banner: bannerError ?? undefined }));
    if (bannerError) {
      if (bannerInput.current) bannerInput.current.value = '';
      setValues((current) => ({ ...current, banner: null }));
      return;
    }
    setValues((current) => ({ ...current, banner: file }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateRegistration(values);
    if (!checked.ok) {
      setErrors(fieldProblemTexts(checked.fieldErrors, lang));
      onInvalid(problemText(checked.problem, lang));
      // Take keyboard and screen-reader users to the first field that needs attention.
      const first = Object.keys(checked.fieldErrors)[0] as RegistrationField | undefined;
      if (first) document.getElementById(field(INPUT_OF[first] ?? first))?.focus();
      return;
    }
    setErrors({});
    // Texts of a language the menu does not offer are not saved.
    const offers = (language: Lang) => values.languages.includes(language);
    const outcome = await onSubmit({
      ...checked.value,
      name: offers('en') ? checked.value.name : '',
      description: offers('en') ? checked.value.description : '',
      nameAr: offers('ar') ? checked.value.nameAr : '',
      descriptionAr: offers('ar') ? checked.value.descriptionAr : '',
      headline: offers('en') ? values.headline.trim() : '',
      headlineAr: offers('ar') ? values.headlineAr.trim() : '',
      banner: values.banner,
      languages: values.languages,
    });
    if (outcome) setErrors({ slug: outcome.slugError });
  }

  const field = (name: string) => `${id}-${name}`;
  function setLanguages(choice: MenuLanguages) {
    setValues((current) => ({ ...current, ...choice }));
    setErrors((current) => ({
      ...current,
      name: undefined,
      nameAr: undefined,
      description: undefined,
      descriptionAr: undefined,
    }));
  }
  const slugError =
    errors.slug ??
    slugFormatError ??
    (availability?.slug === values.slug && availability.status === 'taken'
      ? t.register.slugTaken
      : undefined);
  const slugHint =
    values.slug === '' ? (
      t.register.slugHint
    ) : (
      <>
        {t.register.menuWillBeAt} <strong dir="ltr">{`${origin}/${values.slug}/menu`}</strong>
        {availability?.slug === values.slug && availability.status === 'available' && (
          <span className="register-form__ok">{t.register.available}</span>
        )}
      </>
    );

  return (
    <form
      className="register-form ui-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={field('title')}
    >
      <h1 id={field('title')}>{t.register.heading}</h1>
      <p className="register-form__lead">
        {t.register.requiredLead} <span className="ui-required">*</span>{' '}
        {t.register.requiredLeadEnd}
      </p>

      <LanguagesChoice value={values} onChange={setLanguages} />

      <BilingualField
        id={field('name')}
        label={t.register.name}
        languages={values.languages}
        primary={values.primary}
        required
        values={{ en: values.name, ar: values.nameAr }}
        onChange={(language, text) => (language === 'en' ? changeName(text) : set('nameAr', text))}
        errors={{ en: errors.name, ar: errors.nameAr }}
        autoComplete="organization"
      />

      <FormField
        id={field('category')}
        label={t.register.category}
        required
        error={errors.category}
        hint={t.register.categoryHint}
      >
        <input
          id={field('category')}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          required
          aria-invalid={Boolean(errors.category)}
          aria-describedby={describedBy(field('category'), errors.category, true)}
        />
      </FormField>

      <BilingualField
        id={field('description')}
        label={t.register.description}
        languages={values.languages}
        primary={values.primary}
        required
        multiline
        values={{ en: values.description, ar: values.descriptionAr }}
        onChange={(language, text) =>
          set(language === 'en' ? 'description' : 'descriptionAr', text)
        }
        errors={{ en: errors.description, ar: errors.descriptionAr }}
      />

      <FormField
        id={field('whatsapp')}
        label={t.register.whatsapp}
        required
        error={errors.whatsapp}
        hint={t.profile.whatsappHint}
      >
        <input
          id={field('whatsapp')}
          type="tel"
          inputMode="tel"
          value={values.whatsapp}
          onChange={(event) => set('whatsapp', event.target.value)}
          required
          aria-invalid={Boolean(errors.whatsapp)}
          aria-describedby={describedBy(field('whatsapp'), errors.whatsapp, true)}
          autoComplete="tel"
          dir="ltr"
        />
      </FormField>

      <FormField
        id={field('slug')}
        label={t.register.slug}
        required
        error={slugError}
        hint={slugHint}
      >
        <input
          id={field('slug')}
          value={values.slug}
          onChange={(event) => changeSlug(event.target.value)}
          required
          aria-invalid={Boolean(slugError)}
          aria-describedby={describedBy(field('slug'), slugError, true)}
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
      </FormField>

      <FormField
        id={field('banner')}
        label={t.register.banner}
        error={errors.banner}
        hint={t.register.bannerHint}
      >
        <input
          id={field('banner')}
          ref={bannerInput}
          type="file"
          accept="image/*"
          onChange={(event) => changeBanner(event.target.files?.[0] ?? null)}
          aria-invalid={Boolean(errors.banner)}
          aria-describedby={describedBy(field('banner'), errors.banner, true)}
        />
      </FormField>
      {preview && values.banner && (
        <img className="register-form__preview" src={preview} alt={t.register.bannerPreview} />
      )}

      <BilingualField
        id={field('headline')}
        label={t.register.headline}
        languages={values.languages}
        primary={values.primary}
        values={{ en: values.headline, ar: values.headlineAr }}
        onChange={(language, text) => set(language === 'en' ? 'headline' : 'headlineAr', text)}
        hint={t.register.headlineHint}
      />

      {error && (
        <p className="ui-form-error" role="alert">
          {t.common.error(error)}
        </p>
      )}
      <button type="submit" className="ui-button register-form__submit" disabled={busy}>
        {busy ? t.register.submitting : t.register.submit}
      </button>
    </form>
  );
}
