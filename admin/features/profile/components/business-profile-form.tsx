import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { normalizeWhatsapp, waMeLink } from '../../../../shared/domain/whatsapp.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  checkProfile,
  profileValues,
  type ProfileBusiness,
  type ProfileField,
  type ProfileRow,
  type ProfileValues,
} from '../lib/profile-form.ts';
import './profile.css';

export interface BusinessProfileFormProps {
  business: ProfileBusiness;
  /** The menu's languages, primary first (the banner page changes them). */
  languages: readonly Lang[];
  primary: Lang;
  /** Resolves true when saved; false keeps everything typed for another try. */
  onSave: (row: ProfileRow) => Promise<boolean>;
  /** The logo section (the owner's page uploads one; the superadmin's shows it). */
  logo?: ReactNode;
}

// The input of a field: the bilingual names are {id}-name-en and {id}-name-ar.
function fieldId(id: string, field: ProfileField): string {
  if (field === 'name' || field === 'nameAr')
    return `${id}-name-${field === 'nameAr' ? 'ar' : 'en'}`;
  return `${id}-${field}`;
}

type TextField = Exclude<ProfileField, 'name' | 'nameAr' | 'description' | 'descriptionAr'>;

/**
 * The business profile: WhatsApp number with the wa.me link orders will open and a test message,
 * names, category, description, slug, social links, phone and map link, the logo's QR option.
 */
export function BusinessProfileForm({
  business,
  languages,
  primary,
  onSave,
  logo,
}: BusinessProfileFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const p = t.profile;
  const [values, setValues] = useState<ProfileValues>(() => profileValues(business));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const whatsapp = normalizeWhatsapp(values.whatsapp);
  const displayName = (primary === 'ar' ? values.nameAr : values.name).trim() || business.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkProfile(values, { primary }, t, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0] as ProfileField | undefined;
      if (first) document.getElementById(fieldId(id, first))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(checked.row);
    } finally {
      setSaving(false);
    }
  }

  // Label, input, hint and inline error, wired for screen readers.
  const input = (field: TextField, label: string, hint: string, props: object = {}) => {
    const inputId = `${id}-${field}`;
    const error = errors[field];
    return (
      <div className="ui-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
          {...props}
        />
        <p id={`${inputId}-hint`} className="ui-field__hint">
          {hint}
        </p>
        {error && (
          <p id={`${inputId}-error`} className="ui-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <section className="ui-panel" aria-labelledby={`${id}-wa`}>
        <h2 id={`${id}-wa`}>{p.whatsappSection}</h2>
        {input('whatsapp', p.whatsapp, p.whatsappHint, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          dir: 'ltr',
          required: true,
        })}
        <div className="profile-wa" aria-live="polite">
          {whatsapp.ok ? (
            <>
              <p>
                {p.ordersGoTo}{' '}
                <bdi className="profile-wa__link" data-testid="wa-link">
                  {waMeLink(whatsapp.digits)}
                </bdi>
              </p>
              <a
                className="ui-button ui-button--secondary"
                href={waMeLink(whatsapp.digits, p.testText(displayName))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {p.testMessage}
              </a>
            </>
          ) : (
            <p className="ui-muted">{p.fixNumber}</p>
          )}
        </div>
      </section>

      <section className="ui-panel" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{p.detailsSection}</h2>
        <BilingualField
          id={`${id}-name`}
          label={p.name}
          languages={languages}
          primary={primary}
          required
          values={{ en: values.name, ar: values.nameAr }}
          onChange={(language, value) => set(language === 'ar' ? 'nameAr' : 'name', value)}
          errors={{ en: errors.name, ar: errors.nameAr }}
        />
        {input('category', p.category, p.categoryHint)}
        <BilingualField
          id={`${id}-description`}
          label={p.description}
          languages={languages}
          primary={primary}
          multiline
          values={{ en: values.description, ar: values.descriptionAr }}
          onChange={(language, value) =>
            set(language === 'ar' ? 'descriptionAr' : 'description', value)
          }
        />
      </section>

      <section className="ui-panel" aria-labelledby={`${id}-slug-title`}>
        <h2 id={`${id}-slug-title`}>{p.slugSection}</h2>
        {input('slug', p.slug, p.slugHint, {
          dir: 'ltr',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        <p className="ui-muted">
          {p.menuAt}{' '}
          <bdi className="profile-wa__link">{`${location.origin}/${values.slug.trim().toLowerCase()}/menu`}</bdi>
        </p>
      </section>

      {logo && (
        <section className="ui-panel" aria-labelledby={`${id}-logo`}>
          <h2 id={`${id}-logo`}>{p.logoSection}</h2>
          {logo}
          <label className="profile-check">
            <input
              type="checkbox"
              checked={values.logoInQr}
              onChange={(event) => set('logoInQr', event.target.checked)}
            />
            {p.logoInQr}
          </label>
        </section>
      )}

      <section className="ui-panel" aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`}>{p.contactSection}</h2>
        {input('instagram', p.instagram, p.instagramHint, { dir: 'ltr', autoCapitalize: 'none' })}
        {input('tiktok', p.tiktok, p.tiktokHint, { dir: 'ltr', autoCapitalize: 'none' })}
        {input('phone', p.phone, p.phoneHint, { type: 'tel', inputMode: 'tel', dir: 'ltr' })}
        {input('map', p.map, p.mapHint, { type: 'url', inputMode: 'url', dir: 'ltr' })}
      </section>

      {Object.keys(errors).length > 0 && (
        <p className="ui-error" role="alert">
          {p.fixErrors}
        </p>
      )}
      <div>
        <button type="submit" className="ui-button" disabled={saving}>
          {saving ? t.common.saving : p.save}
        </button>
      </div>
    </form>
  );
}
