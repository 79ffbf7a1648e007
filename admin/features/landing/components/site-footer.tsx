import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/language-context.ts';

export function SiteFooter({ contactHref }: { contactHref: string }) {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <p>{t.site.footer}</p>
      <p>
        <Link to="/about">{t.site.about}</Link> ·{' '}
        <a href={contactHref} target="_blank" rel="noopener noreferrer">
          {t.site.contactWhatsapp}
        </a>
      </p>
    </footer>
  );
}
