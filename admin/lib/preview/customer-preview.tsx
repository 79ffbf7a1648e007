import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LANG_NATIVE_NAMES, type Lang } from '../../../shared/domain/i18n.ts';
import { MenuFrame } from '../../../shared/ui/menu/menu-frame.tsx';
import { useI18n } from '../i18n/language-context.ts';
import { Button } from '../ui/button.tsx';
import './customer-preview.css';

export interface CustomerPreviewProps {
  /** The menu's languages, primary first: one switch button each. */
  languages: readonly Lang[];
  /** The customer menu's content in the chosen language, from shared/ui/menu's components. */
  children: (lang: Lang) => ReactNode;
}

/**
 * A phone-sized customer menu beside an admin form: the widget's own stylesheet in a shadow root
 * (so neither side's CSS reaches the other), in the language the owner picks.
 */
export function CustomerPreview({ languages, children }: CustomerPreviewProps) {
  const { t } = useI18n();
  const id = useId();
  const [lang, setLang] = useState<Lang>(languages[0] ?? 'en');
  const shown = languages.includes(lang) ? lang : (languages[0] ?? 'en');
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <section className="customer-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="customer-preview__title">
        {t.preview.title}
      </h2>
      <p className="ui-muted">{t.preview.lead}</p>
      {languages.length > 1 ? (
        <div className="customer-preview__langs" role="group" aria-label={t.preview.language}>
          {languages.map((language) => (
            <Button
              key={language}
              variant="secondary"
              lang={language}
              aria-pressed={language === shown}
              onClick={() => setLang(language)}
            >
              {LANG_NATIVE_NAMES[language]}
            </Button>
          ))}
        </div>
      ) : null}
      <div ref={hostRef} className="customer-preview__phone" data-testid="customer-preview">
        {root ? createPortal(<MenuFrame lang={shown}>{children(shown)}</MenuFrame>, root) : null}
      </div>
    </section>
  );
}
