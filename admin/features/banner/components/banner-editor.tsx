import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateImageFile } from '../../../../shared/domain/validation.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { UploadProgress } from '../../../lib/ui/upload-progress.tsx';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useObjectUrl } from '../../../lib/hooks/use-object-url.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { BusinessHeader } from '../../../../shared/ui/menu/business-header.tsx';
import { CustomerPreview } from '../../../lib/preview/customer-preview.tsx';

export interface BannerEditorProps {
  businessName: string;
  /** The saved banner (with its ?v= version), null when the business has none yet. */
  bannerUrl: string | null;
  headline: string | null;
  headlineAr?: string | null;
  /** The menu's languages, primary first: one headline input each. */
  languages?: readonly Lang[];
  primary?: Lang;
  /**
   * Resolves true when saved; the chosen file is then cleared, the headline kept as saved. The
   * Arabic headline is undefined when the menu has no Arabic (it is then left as it is).
   */
  onSave: (
    headline: string,
    headlineAr: string | undefined,
    image: File | null,
  ) => Promise<boolean>;
  /** Upload progress 0..1 while the banner is sent, null otherwise. */
  progress?: number | null;
}

export function BannerEditor({
  businessName,
  bannerUrl,
  headline: savedHeadline,
  headlineAr: savedHeadlineAr = null,
  languages = ['en'],
  primary = 'en',
  onSave,
  progress = null,
}: BannerEditorProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const [headlines, setHeadlines] = useState({
    en: savedHeadline ?? '',
    ar: savedHeadlineAr ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const refused = picked ? validateImageFile(picked.type, lang) : null;
    setMessage(refused);
    if (refused) event.target.value = '';
    setFile(refused ? null : picked);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const arabic = languages.includes('ar') ? headlines.ar : undefined;
      if (await onSave(headlines.en, arabic, file)) {
        setFile(null);
        // A new key empties the file input, which cannot be cleared through React state.
        setInputKey((key) => key + 1);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="with-preview">
      <form className="ui-panel" onSubmit={(event) => void submit(event)} noValidate>
        <h2>{t.banner.current}</h2>
        {bannerUrl ? (
          <img
            className="ui-image-preview"
            src={bannerUrl}
            alt={t.banner.currentAlt(businessName)}
          />
        ) : (
          <p className="ui-muted">{t.banner.none}</p>
        )}
        <div className="ui-label">
          <label htmlFor={`${id}-file`}>{t.banner.newImage}</label>
          <input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            aria-invalid={message ? true : undefined}
            onChange={pickFile}
          />
          <span className="ui-muted">{t.banner.resizeHint}</span>
        </div>
        {preview ? (
          <img className="ui-image-preview" src={preview} alt={t.banner.newPreview} />
        ) : null}
        <BilingualField
          id={`${id}-headline`}
          label={t.banner.headline}
          languages={languages}
          primary={primary}
          values={headlines}
          onChange={(lang, text) => setHeadlines((current) => ({ ...current, [lang]: text }))}
          maxLength={160}
          placeholder={{ en: t.banner.headlinePlaceholder, ar: t.banner.headlinePlaceholderAr }}
        />
        {progress !== null ? <UploadProgress label={t.banner.uploading} value={progress} /> : null}
        {message ? (
          <p className="ui-error" role="alert">
            {message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="ui-button" disabled={saving || message !== null}>
            {saving ? t.common.saving : t.banner.save}
          </button>
        </div>
      </form>
      <CustomerPreview languages={languages}>
        {(language) => (
          <BusinessHeader
            name={businessName}
            headline={headlines[language].trim() || headlines[primary].trim() || null}
            bannerUrl={preview ?? bannerUrl}
          />
        )}
      </CustomerPreview>
    </div>
  );
}
