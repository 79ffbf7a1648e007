import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateImageFile } from '../../../../shared/domain/validation.ts';
import { UploadProgress } from '../../../../shared/ui/upload-progress.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import '../../menu/components/menu.css';

export interface BannerEditorProps {
  businessName: string;
  /** The saved banner (with its ?v= version), null when the business has none yet. */
  bannerUrl: string | null;
  headline: string | null;
  /** Resolves true when saved; the chosen file is then cleared, the headline kept as saved. */
  onSave: (headline: string, image: File | null) => Promise<boolean>;
  /** Upload progress 0..1 while the banner is sent, null otherwise. */
  progress?: number | null;
}

export function BannerEditor({
  businessName,
  bannerUrl,
  headline: savedHeadline,
  onSave,
  progress = null,
}: BannerEditorProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const [headline, setHeadline] = useState(savedHeadline ?? '');
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
      if (await onSave(headline, file)) {
        setFile(null);
        // A new key empties the file input, which cannot be cleared through React state.
        setInputKey((key) => key + 1);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="menu-panel" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t.banner.current}</h2>
      {bannerUrl ? (
        <img className="banner-preview" src={bannerUrl} alt={t.banner.currentAlt(businessName)} />
      ) : (
        <p className="menu-muted">{t.banner.none}</p>
      )}
      <div className="menu-field">
        <label htmlFor={`${id}-file`}>{t.banner.newImage}</label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          aria-invalid={message ? true : undefined}
          onChange={pickFile}
        />
        <span className="menu-muted">{t.banner.resizeHint}</span>
      </div>
      {preview ? <img className="banner-preview" src={preview} alt={t.banner.newPreview} /> : null}
      <div className="menu-field">
        <label htmlFor={`${id}-headline`}>{t.banner.headline}</label>
        <input
          id={`${id}-headline`}
          value={headline}
          maxLength={160}
          placeholder={t.banner.headlinePlaceholder}
          onChange={(event) => setHeadline(event.target.value)}
        />
      </div>
      {progress !== null ? <UploadProgress label={t.banner.uploading} value={progress} /> : null}
      {message ? (
        <p className="menu-error" role="alert">
          {message}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="menu-button menu-button--primary"
          disabled={saving || message !== null}
        >
          {saving ? t.common.saving : t.banner.save}
        </button>
      </div>
    </form>
  );
}
