import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { slugify, suggestSlug, validateSlug } from '../../../../shared/domain/slug.ts';
import {
  validateImageFile,
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '../../../../shared/domain/validation.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { describedBy, FormField } from './form-field.tsx';
import './register-business-form.css';

export type SlugAvailability = 'available' | 'taken' | 'unknown';

export interface RegistrationValues extends RegistrationInput {
  headline: string;
  banner: File | null;
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
  const [values, setValues] = useState<RegistrationValues>({
    name: '',
    category: '',
    description: '',
    whatsapp: '',
    slug: '',
    headline: '',
    banner: null,
  });
  // The slug follows the name until the owner types in the slug field; then it is theirs.
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [availability, setAvailability] = useState<{ slug: string; status: SlugAvailability }>();
  const preview = useObjectUrl(values.banner);
  const bannerInput = useRef<HTMLInputElement>(null);

  const slugFormatError = values.slug === '' ? null : validateSlug(values.slug);

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
    const bannerError = file ? validateImageFile(file.type) : null;
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
      setErrors(checked.fieldErrors);
      onInvalid(checked.message);
      // Take keyboard and screen-reader users to the first field that needs attention.
      const first = Object.keys(checked.fieldErrors)[0];
      if (first) document.getElementById(field(first))?.focus();
      return;
    }
    setErrors({});
    const outcome = await onSubmit({
      ...checked.value,
      headline: values.headline.trim(),
      banner: values.banner,
    });
    if (outcome) setErrors({ slug: outcome.slugError });
  }

  const field = (name: string) => `${id}-${name}`;
  const slugError =
    errors.slug ??
    slugFormatError ??
    (availability?.slug === values.slug && availability.status === 'taken'
      ? 'This slug is already taken, please choose another'
      : undefined);
  const slugHint =
    values.slug === '' ? (
      'Letters a-z and digits only; it becomes part of your menu link.'
    ) : (
      <>
        Your menu will be at <strong>{`${origin}/${values.slug}/menu`}</strong>
        {availability?.slug === values.slug && availability.status === 'available' && (
          <span className="register-form__ok"> (available)</span>
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
      <h1 id={field('title')}>Register your business</h1>
      <p className="register-form__lead">
        Fields marked <span className="ui-required">*</span> are required.
      </p>

      <FormField id={field('name')} label="Business name" required error={errors.name}>
        <input
          id={field('name')}
          value={values.name}
          onChange={(event) => changeName(event.target.value)}
          required
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy(field('name'), errors.name, null)}
          autoComplete="organization"
        />
      </FormField>

      <FormField
        id={field('category')}
        label="Category"
        required
        error={errors.category}
        hint="For example restaurant, coffee shop or shopping center."
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

      <FormField id={field('description')} label="Description" required error={errors.description}>
        <textarea
          id={field('description')}
          rows={3}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          required
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy(field('description'), errors.description, null)}
        />
      </FormField>

      <FormField
        id={field('whatsapp')}
        label="WhatsApp number"
        required
        error={errors.whatsapp}
        hint="With the country code, for example +968 9123 4567. Orders arrive here."
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
        />
      </FormField>

      <FormField id={field('slug')} label="Slug" required error={slugError} hint={slugHint}>
        <input
          id={field('slug')}
          value={values.slug}
          onChange={(event) => changeSlug(event.target.value)}
          required
          aria-invalid={Boolean(slugError)}
          aria-describedby={describedBy(field('slug'), slugError, true)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>

      <FormField
        id={field('banner')}
        label="Banner image"
        error={errors.banner}
        hint="Optional. A wide photo of your place or food; we resize it before upload."
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
        <img className="register-form__preview" src={preview} alt="Banner preview" />
      )}

      <FormField
        id={field('headline')}
        label="Headline"
        hint="Optional tagline shown on your menu banner."
      >
        <input
          id={field('headline')}
          value={values.headline}
          onChange={(event) => set('headline', event.target.value)}
          aria-describedby={describedBy(field('headline'), undefined, true)}
        />
      </FormField>

      {error && (
        <p className="ui-form-error" role="alert">
          {`Error: ${error}`}
        </p>
      )}
      <button type="submit" className="ui-button register-form__submit" disabled={busy}>
        {busy ? 'Registering…' : 'Register Business'}
      </button>
    </form>
  );
}
