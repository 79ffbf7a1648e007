import { useId, type ReactNode } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { errorText } from '../../../lib/api/errors.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import type { ProfileBusiness, ProfileRow } from '../lib/profile-form.ts';
import { ProfileContactSection, ProfileReceiptSection } from './profile-contact-section.tsx';
import { ProfileTextField } from './profile-text-field.tsx';
import { WhatsappPreview } from './whatsapp-preview.tsx';
import './profile.css';

export interface BusinessProfileFormProps {
  business: ProfileBusiness;
  /** The menu's languages, primary first (the banner page changes them). */
  languages: readonly Lang[];
  primary: Lang;
  /** Saves the checked row; a rejection keeps everything typed for another try. */
  onSave: (row: ProfileRow) => Promise<unknown>;
  /** The last save's refusal, shown in the form beside what was typed. */
  saveError?: unknown;
  /** The logo section (the owner's page uploads one; the superadmin's shows it). */
  logo?: ReactNode;
}

/**
 * The business profile: WhatsApp number with the wa.me link orders will open and a test message,
 * names, category, description, slug, social links, phone and map link, the logo's QR option.
 */
export function BusinessProfileForm(props: BusinessProfileFormProps) {
  const { business, languages, primary, onSave, saveError, logo } = props;
  const id = useId();
  const { lang, t } = useI18n();
  const p = t.profile;
  const { form, submit, error, hasErrors } = useProfileForm(id, business, primary, onSave);
  const { register, watch, setValue } = form;
  const values = watch();
  const set = (field: 'name' | 'nameAr' | 'description' | 'descriptionAr', value: string) =>
    setValue(field, value, { shouldValidate: form.formState.isSubmitted });
  const displayName = (primary === 'ar' ? values.nameAr : values.name).trim() || business.name;
  const text = { formId: id, register };

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <section className="ui-panel" aria-labelledby={`${id}-wa`}>
        <h2 id={`${id}-wa`}>{p.whatsappSection}</h2>
        <ProfileTextField
          {...text}
          field="whatsapp"
          label={p.whatsapp}
          hint={p.whatsappHint}
          error={error('whatsapp')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
        <WhatsappPreview number={values.whatsapp} displayName={displayName} />
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
          errors={{ en: error('name'), ar: error('nameAr') }}
        />
        <ProfileTextField
          {...text}
          field="category"
          label={p.category}
          hint={p.categoryHint}
          error={error('category')}
        />
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
        <ProfileTextField
          {...text}
          field="slug"
          label={p.slug}
          hint={p.slugHint}
          error={error('slug')}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
        />
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
            <input type="checkbox" {...register('logoInQr')} />
            {p.logoInQr}
          </label>
        </section>
      )}

      <ProfileContactSection formId={id} register={register} error={error} />
      <ProfileReceiptSection formId={id} register={register} error={error} />

      {hasErrors && (
        <p className="ui-error" role="alert">
          {p.fixErrors}
        </p>
      )}
      {!hasErrors && saveError != null && (
        <p className="ui-error" role="alert">
          {`${p.saveFailed}: ${errorText(saveError, lang)}`}
        </p>
      )}
      <div>
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t.common.saving}>
          {p.save}
        </Button>
      </div>
    </form>
  );
}
