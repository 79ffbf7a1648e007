import { Link } from 'react-router-dom';
import { useSiteText } from '../../../lib/i18n/site-text.ts';
import { buttonClass } from '../../../lib/ui/button.tsx';

/** The landing page's opening: what QR Menu is, and the way in. */
export function Hero() {
  const { t } = useSiteText();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{t.landing.eyebrow}</p>
        <h1 id="hero-title">{t.landing.heading}</h1>
        <p>{t.landing.lead}</p>
        <div className="hero__actions">
          <Link to="/login" className={buttonClass()}>
            {t.landing.getStarted}
          </Link>
          <a href="#reservation" className={buttonClass('secondary')}>
            {t.landing.bookTable}
          </a>
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <div className="hero__phone">
          {t.landing.phoneSamples.map((sample) => (
            <span key={sample}>{sample}</span>
          ))}
          <strong>{t.landing.orderOnWhatsapp}</strong>
        </div>
      </div>
    </section>
  );
}
