import { Link } from 'react-router-dom';
import { useSiteText } from '../../lib/i18n/site-text.ts';
import '../../lib/ui/tokens.css';

export default function NotFoundRoute() {
  const { t } = useSiteText();
  return (
    <main className="page-status">
      <title>{t.notFound.title}</title>
      <h1>{t.notFound.heading}</h1>
      <p>{t.notFound.text}</p>
      <Link to="/" className="ui-button">
        {t.notFound.home}
      </Link>
    </main>
  );
}
