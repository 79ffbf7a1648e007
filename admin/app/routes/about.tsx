import { Link } from 'react-router-dom';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SiteHeader } from '../../features/landing/components/site-header.tsx';
import { contactLink } from '../../features/landing/lib/provider-contact.ts';
import { useSiteText } from '../../lib/i18n/site-text.ts';
import '../../features/landing/components/landing.css';
import { buttonClass } from '../../lib/ui/button.tsx';

/** /about: what we do, why choose us, and the way in. */
export default function AboutRoute() {
  const { t } = useSiteText();
  const contactHref = contactLink(t.site.contactMessage);
  return (
    <div className="public-page">
      <title>{t.about.title}</title>
      <SiteHeader contactHref={contactHref} />
      <main className="public-section about">
        <h1>{t.about.heading}</h1>
        <section aria-labelledby="what-we-do">
          <h2 id="what-we-do">{t.about.whatWeDo}</h2>
          <p>{t.about.whatWeDoText}</p>
        </section>
        <section aria-labelledby="why-choose-us">
          <h2 id="why-choose-us">{t.about.whyChooseUs}</h2>
          <ul className="about__reasons">
            {t.about.reasons.map((reason) => (
              <li key={reason.title} className="ui-card">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <Link to="/login" className={buttonClass()}>
          {t.about.getStarted}
        </Link>
      </main>
      <SiteFooter contactHref={contactHref} />
    </div>
  );
}
