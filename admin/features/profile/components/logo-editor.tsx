import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';

export interface LogoEditorProps {
  logoUrl: string | null;
  name: string;
  /** Uploads and saves a new logo (a rejection is shown through `error`). */
  onUpload?: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** The last upload's or removal's refusal, in the screen's language. */
  error?: string | null;
}

/** The logo: the current one, a file input that replaces it (owner only) and a remove button. */
export function LogoEditor({ logoUrl, name, onUpload, onRemove, error }: LogoEditorProps) {
  const id = useId();
  const { t } = useI18n();
  const p = t.profile;
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch {
      // Shown through `error` by the page that saved it.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="profile-logo">
      {logoUrl ? (
        <img src={logoUrl} alt={p.logoAlt(name)} />
      ) : (
        <p className="ui-muted">{p.noLogo}</p>
      )}
      <div className="ui-field">
        {onUpload && (
          <>
            <label htmlFor={`${id}-file`}>{p.chooseLogo}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/*"
              disabled={busy}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void run(() => onUpload(file));
              }}
            />
            <p id={`${id}-hint`} className="ui-field__hint">
              {busy ? p.uploadingLogo : p.logoHint}
            </p>
          </>
        )}
        {error && (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {logoUrl && (
        <Button variant="secondary" disabled={busy} onClick={() => void run(onRemove)}>
          {p.removeLogo}
        </Button>
      )}
    </div>
  );
}
