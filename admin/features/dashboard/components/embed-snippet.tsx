import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';

export interface EmbedSnippetProps {
  snippet: string;
  onCopy: () => void;
}

/** The code a business pastes into its own website to show the same menu there. */
export function EmbedSnippet({ snippet, onCopy }: EmbedSnippetProps) {
  const id = useId();
  const { t } = useI18n();
  return (
    <section className="ui-card embed-snippet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.dashboard.embedHeading}</h2>
      <p>{t.dashboard.embedLead}</p>
      <label htmlFor={`${id}-code`} className="visually-hidden">
        {t.dashboard.embedLabel}
      </label>
      <textarea
        id={`${id}-code`}
        className="embed-snippet__code"
        readOnly
        rows={4}
        dir="ltr"
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={onCopy}>{t.dashboard.embedCopy}</Button>
    </section>
  );
}
