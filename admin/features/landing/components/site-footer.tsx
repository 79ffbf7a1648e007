import { Link } from 'react-router-dom';

export function SiteFooter({ contactHref }: { contactHref: string }) {
  return (
    <footer className="site-footer">
      <p>© QR Menu · Digital menus for Oman</p>
      <p>
        <Link to="/about">About</Link> ·{' '}
        <a href={contactHref} target="_blank" rel="noopener noreferrer">
          Contact us on WhatsApp
        </a>
      </p>
    </footer>
  );
}
