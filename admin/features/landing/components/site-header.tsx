import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSiteText } from '../../../lib/i18n/site-text.ts';
import { LanguageSwitch } from '../../../lib/i18n/language-switch.tsx';
import './site-header.css';
import { buttonClass } from '../../../lib/ui/button.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';

export interface SiteHeaderProps {
  /** https://wa.me/... link to the provider (Contact). */
  contactHref: string;
}

function NavLinks({ contactHref, onNavigate }: SiteHeaderProps & { onNavigate?: () => void }) {
  const { t } = useSiteText();
  return (
    <ul className="site-nav__list">
      <li>
        <NavLink to="/" end onClick={onNavigate}>
          {t.site.home}
        </NavLink>
      </li>
      <li>
        <NavLink to="/about" onClick={onNavigate}>
          {t.site.about}
        </NavLink>
      </li>
      <li>
        <a href={contactHref} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          {t.site.contact}
        </a>
      </li>
      <li>
        <Link to="/login" className={`${buttonClass()} site-nav__login`} onClick={onNavigate}>
          {t.site.login}
        </Link>
      </li>
    </ul>
  );
}

/** The public pages' header: Home, About, Contact (WhatsApp), Login, and a mobile menu. */
export function SiteHeader({ contactHref }: SiteHeaderProps) {
  const { t } = useSiteText();
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {t.brand}
      </Link>
      <nav className="site-nav site-nav--wide" aria-label={t.site.mainNav}>
        <NavLinks contactHref={contactHref} />
      </nav>
      <LanguageSwitch />
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="site-header__toggle" aria-label={t.site.openMenu}>
          <Icon name="menu" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="site-menu__overlay" />
          <Dialog.Content className="site-menu" aria-describedby={undefined}>
            <div className="site-menu__top">
              <Dialog.Title className="site-menu__title">{t.site.menu}</Dialog.Title>
              <Dialog.Close className="site-header__toggle" aria-label={t.site.closeMenu}>
                <Icon name="remove" />
              </Dialog.Close>
            </div>
            <nav className="site-nav" aria-label={t.site.mobileNav}>
              <NavLinks contactHref={contactHref} onNavigate={() => setOpen(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </header>
  );
}
