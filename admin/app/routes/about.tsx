import { Link } from 'react-router-dom';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SiteHeader } from '../../features/landing/components/site-header.tsx';
import { contactLink } from '../../features/landing/provider-contact.ts';
import '../../features/landing/components/landing.css';

const REASONS = [
  {
    title: 'Ready in minutes',
    text: 'Sign up, add your dishes with photos and prices, and print your QR code the same day.',
  },
  {
    title: 'Orders on WhatsApp',
    text: 'Customers build a cart and send it to your WhatsApp, the app you already use.',
  },
  {
    title: 'Always up to date',
    text: 'Change a price or mark a dish sold out and every table sees it at once; no reprinting.',
  },
  {
    title: 'Made for Oman',
    text: 'Prices in Omani rials with baisa, Arabic dish names, and menus that load fast on phones.',
  },
];

/** /about: what we do, why choose us, and the way in. */
export default function AboutRoute() {
  const contactHref = contactLink();
  return (
    <div className="public-page">
      <title>About · QR Menu</title>
      <SiteHeader contactHref={contactHref} />
      <main className="public-section about">
        <h1>About QR Menu</h1>
        <section aria-labelledby="what-we-do">
          <h2 id="what-we-do">What we do</h2>
          <p>
            QR Menu gives restaurants, cafes and shops a digital menu that customers open by
            scanning a QR code on the table. They browse by category, build a cart and send the
            order to the business as a ready-written WhatsApp message. No app to install, no login
            for customers.
          </p>
        </section>
        <section aria-labelledby="why-choose-us">
          <h2 id="why-choose-us">Why choose us</h2>
          <ul className="about__reasons">
            {REASONS.map((reason) => (
              <li key={reason.title} className="ui-card">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <Link to="/login" className="ui-button">
          Get Started
        </Link>
      </main>
      <SiteFooter contactHref={contactHref} />
    </div>
  );
}
