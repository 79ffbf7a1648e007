import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { LanguagesChoice } from '../../../lib/i18n/languages-choice.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import {
  useRegistrationForm,
  type RegistrationFormOptions,
} from '../hooks/use-registration-form.ts';
import { Field } from '../../../lib/ui/field.tsx';
import { BannerField, SlugField } from './registration-fields.tsx';
import './register-business-form.css';

/** The WhatsApp number: a phone keyboard, and digits left to right in Arabic too. */
const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' } as const;

export type { SlugAvailability } from '../hooks/use-registration-form.ts';
export type { RegistrationValues } from '../lib/registration-schema.ts';

export interface RegisterBusinessFormProps extends RegistrationFormOptions {
  /** Where menus live, for the "your menu will be at" hint (window.location.origin in the app). */
  origin: string;
  busy?: boolean;
  /** The backend's error of the last attempt, shown as 'Error: {message}'. */
  error?: string | null;
}

/** /register-business: the business registration form (docs/guide/product.md sections 4 and 5). */
export function RegisterBusinessForm({
  origin,
  busy = false,
  error = null,
  ...options
}: RegisterBusinessFormProps) {
  const { t } = useI18n();
  const form = useRegistrationForm(options);
  const { field, values, error: fieldError, changes } = form;
  const text = (name: 'category' | 'whatsapp') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => changes.set(name, event.target.value),
    required: true,
  });

  return (
    <form
      className="register-form ui-card"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-labelledby={field('title')}
    >
      <h1 id={field('title')}>{t.register.heading}</h1>
      <p className="register-form__lead">
        {t.register.requiredLead} <span className="ui-required">*</span>{' '}
        {t.register.requiredLeadEnd}
      </p>

      <LanguagesChoice value={values} onChange={changes.setLanguages} />

      <BilingualField
        id={field('name')}
        label={t.register.name}
        languages={values.languages}
        primary={values.primary}
        required
        values={{ en: values.name, ar: values.nameAr }}
        onChange={(language, value) =>
          language === 'en' ? changes.changeName(value) : changes.set('nameAr', value)
        }
        errors={{ en: fieldError('name'), ar: fieldError('nameAr') }}
        autoComplete="organization"
      />

      <Field
        id={field('category')}
        label={t.register.category}
        required
        error={fieldError('category')}
        hint={t.register.categoryHint}
      >
        {(control) => <input {...control} {...text('category')} />}
      </Field>

      <BilingualField
        id={field('description')}
        label={t.register.description}
        languages={values.languages}
        primary={values.primary}
        required
        multiline
        values={{ en: values.description, ar: values.descriptionAr }}
        onChange={(language, value) =>
          changes.set(language === 'en' ? 'description' : 'descriptionAr', value)
        }
        errors={{ en: fieldError('description'), ar: fieldError('descriptionAr') }}
      />

      <Field
        id={field('whatsapp')}
        label={t.register.whatsapp}
        required
        error={fieldError('whatsapp')}
        hint={t.profile.whatsappHint}
      >
        {(control) => <input {...control} {...text('whatsapp')} {...PHONE_INPUT} />}
      </Field>

      <SlugField
        id={field('slug')}
        slug={values.slug}
        origin={origin}
        error={form.slugError}
        available={form.slugAvailable}
        onChange={changes.changeSlug}
      />

      <BannerField
        id={field('banner')}
        banner={values.banner}
        error={fieldError('banner')}
        input={form.bannerInput}
        onChange={changes.changeBanner}
      />

      <BilingualField
        id={field('headline')}
        label={t.register.headline}
        languages={values.languages}
        primary={values.primary}
        values={{ en: values.headline, ar: values.headlineAr }}
        onChange={(language, value) =>
          changes.set(language === 'en' ? 'headline' : 'headlineAr', value)
        }
        hint={t.register.headlineHint}
      />

      {error && (
        <p className="ui-form-error" role="alert">
          {t.common.error(error)}
        </p>
      )}
      <Button type="submit" className="register-form__submit" busy={busy}>
        {busy ? t.register.submitting : t.register.submit}
      </Button>
    </form>
  );
}
