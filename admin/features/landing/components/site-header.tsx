import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import './site-header.css';

export interface SiteHeaderProps {
  /** https://wa.me/... link to the provider (Contact). */
  contactHref: string;
}

function NavLinks({ contactHref, onNavigate }: SiteHeaderProps & { onNavigate?: () => void }) {
  return (
    <ul className="site-nav__list">
      <li>
        <NavLink to="/" end onClick={onNavigate}>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to="/about" onClick={onNavigate}>
          About
        </NavLink>
      </li>
      <li>
        <a href={contactHref} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          Contact
        </a>
      </li>
      <li>
        <Link to="/login" className="ui-button site-nav__login" onClick={onNavigate}>
          Login
        </Link>
      </li>
    </ul>
  );
}

/** The public pages' header: Home, About, Contact (WhatsApp), Login, and a mobile menu. */
export function SiteHeader({ contactHref }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        QR Menu
      </Link>
      <nav className="site-nav site-nav--wide" aria-label="Main">
        <NavLinks contactHref={contactHref} />
      </nav>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="site-header__toggle" aria-label="Open menu">
          <span aria-hidden="true">☰</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="site-menu__overlay" />
          <Dialog.Content className="site-menu" aria-describedby={undefined}>
            <div className="site-menu__top">
              <Dialog.Title className="site-menu__title">Menu</Dialog.Title>
              <Dialog.Close className="site-header__toggle" aria-label="Close menu">
                <span aria-hidden="true">✕</span>
              </Dialog.Close>
            </div>
            <nav className="site-nav" aria-label="Mobile">
              <NavLinks contactHref={contactHref} onNavigate={() => setOpen(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </header>
  );
}
