import type { RefObject } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import { Field } from '../../../lib/ui/field.tsx';

export interface SlugFieldProps {
  id: string;
  slug: string;
  origin: string;
  error: string | undefined;
  available: boolean;
  onChange: (text: string) => void;
}

/** The slug, with the address the menu will have and whether it is free. */
export function SlugField({ id, slug, origin, error, available, onChange }: SlugFieldProps) {
  const { t } = useI18n();
  const hint =
    slug === '' ? (
      t.register.slugHint
    ) : (
      <>
        {t.register.menuWillBeAt} <strong dir="ltr">{`${origin}/${slug}/menu`}</strong>
        {available && <span className="register-form__ok">{t.register.available}</span>}
      </>
    );
  return (
    <Field id={id} label={t.register.slug} required error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          value={slug}
          onChange={(event) => onChange(event.target.value)}
          required
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
      )}
    </Field>
  );
}

export interface BannerFieldProps {
  id: string;
  banner: File | null;
  error: string | undefined;
  input: RefObject<HTMLInputElement | null>;
  onChange: (file: File | null) => void;
}

/** The optional banner image and its preview. */
export function BannerField({ id, banner, error, input, onChange }: BannerFieldProps) {
  const { t } = useI18n();
  const preview = useObjectUrl(banner);
  return (
    <>
      <Field id={id} label={t.register.banner} error={error} hint={t.register.bannerHint}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/*"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {preview && banner && (
        <img className="register-form__preview" src={preview} alt={t.register.bannerPreview} />
      )}
    </>
  );
}
