import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateImageFile } from '../../../../shared/domain/validation.ts';
import { UploadProgress } from '../../../../shared/ui/upload-progress.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
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
  const [headline, setHeadline] = useState(savedHeadline ?? '');
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const refused = picked ? validateImageFile(picked.type) : null;
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
      <h2>Current banner</h2>
      {bannerUrl ? (
        <img className="banner-preview" src={bannerUrl} alt={`Current banner of ${businessName}`} />
      ) : (
        <p className="menu-muted">
          No banner yet. Customers see your menu without a banner until you upload one.
        </p>
      )}
      <div className="menu-field">
        <label htmlFor={`${id}-file`}>New banner image</label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          aria-invalid={message ? true : undefined}
          onChange={pickFile}
        />
        <span className="menu-muted">Resized to at most 1600 px before upload.</span>
      </div>
      {preview ? <img className="banner-preview" src={preview} alt="New banner preview" /> : null}
      <div className="menu-field">
        <label htmlFor={`${id}-headline`}>Headline</label>
        <input
          id={`${id}-headline`}
          value={headline}
          maxLength={160}
          placeholder="e.g. Fresh karak every morning"
          onChange={(event) => setHeadline(event.target.value)}
        />
      </div>
      {progress !== null ? <UploadProgress label="Uploading banner" value={progress} /> : null}
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
          {saving ? 'Saving…' : 'Save banner'}
        </button>
      </div>
    </form>
  );
}
