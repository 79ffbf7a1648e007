import { useId } from 'react';

export interface EmbedSnippetProps {
  snippet: string;
  onCopy: () => void;
}

/** The code a business pastes into its own website to show the same menu there. */
export function EmbedSnippet({ snippet, onCopy }: EmbedSnippetProps) {
  const id = useId();
  return (
    <section className="ui-card embed-snippet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Put the menu on your website</h2>
      <p>Paste this code into any page of your website where the menu should appear.</p>
      <label htmlFor={`${id}-code`} className="visually-hidden">
        Embed code
      </label>
      <textarea
        id={`${id}-code`}
        className="embed-snippet__code"
        readOnly
        rows={4}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="ui-button" onClick={onCopy}>
        Copy embed code
      </button>
    </section>
  );
}
