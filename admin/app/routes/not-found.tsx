import { Link } from 'react-router-dom';
import { useSiteText } from '../../lib/i18n/site-text.ts';
import '../../lib/ui/tokens.css';
import { buttonClass } from '../../lib/ui/button.tsx';

export default function NotFoundRoute() {
  const { t } = useSiteText();
  return (
    <main className="page-status">
      <title>{t.notFound.title}</title>
      <h1>{t.notFound.heading}</h1>
      <p>{t.notFound.text}</p>
      <Link to="/" className={buttonClass()}>
        {t.notFound.home}
      </Link>
    </main>
  );
}
