import { Link } from 'react-router-dom';

/** The landing page's opening: what QR Menu is, and the way in. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">Digital menus for restaurants and cafes in Oman</p>
        <h1 id="hero-title">Your menu on every table, orders straight to WhatsApp</h1>
        <p>
          Publish your menu in minutes, print its QR code, and let customers build their order on
          their phone and send it to you on WhatsApp. Prices in OMR, updated the moment you change
          them.
        </p>
        <div className="hero__actions">
          <Link to="/login" className="ui-button">
            Get Started
          </Link>
          <a href="#reservation" className="ui-button ui-button--secondary">
            Book a table
          </a>
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <div className="hero__phone">
          <span>☕ Karak Tea</span>
          <span>🥙 Shawarma</span>
          <span>🍰 Halwa</span>
          <strong>Order on WhatsApp</strong>
        </div>
      </div>
    </section>
  );
}
