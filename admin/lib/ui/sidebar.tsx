import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import './sidebar.css';

export interface SidebarLink {
  to: string;
  label: string;
  /** A count beside the label (new orders), read out as badgeLabel. */
  badge?: number;
  badgeLabel?: string;
}

export interface SidebarProps {
  title: string;
  links: SidebarLink[];
  onLogout: () => void;
  /** Disables Logout while signing out, so it cannot be pressed twice. */
  loggingOut?: boolean;
  /** The Logout button's text and the navigation's accessible name, in the screen's language. */
  logoutLabel?: string;
  navigationLabel?: string;
  /** Shown under the links (the language switch). */
  footer?: ReactNode;
}

/** The admin and superadmin navigation (docs/guide/product.md section 2): page links, then Logout. */
export function Sidebar({
  title,
  links,
  onLogout,
  loggingOut = false,
  logoutLabel = 'Logout',
  navigationLabel = `${title} navigation`,
  footer,
}: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={navigationLabel}>
      <p className="sidebar__title">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="sidebar__link">
              {link.label}
              {link.badge ? (
                <span className="sidebar__badge" data-badge={link.badge}>
                  <span aria-hidden="true">{link.badge}</span>
                  <span className="visually-hidden">{link.badgeLabel ?? link.badge}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="sidebar__link sidebar__logout"
            onClick={onLogout}
            disabled={loggingOut}
          >
            {logoutLabel}
          </button>
        </li>
      </ul>
      {footer && <div className="sidebar__footer">{footer}</div>}
    </nav>
  );
}
