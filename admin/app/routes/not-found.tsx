import { Link } from 'react-router-dom';
import { useI18n } from '../../lib/i18n/language-context.ts';
import '../../../shared/ui/theme.css';

export default function NotFoundRoute() {
  const { t } = useI18n();
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
