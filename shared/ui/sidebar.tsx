import { NavLink } from 'react-router-dom';
import './sidebar.css';

export interface SidebarLink {
  to: string;
  label: string;
}

export interface SidebarProps {
  title: string;
  links: SidebarLink[];
  onLogout: () => void;
  /** Disables Logout while signing out, so it cannot be pressed twice. */
  loggingOut?: boolean;
}

/** The admin and superadmin navigation (SPEC.md section 2): page links, then Logout. */
export function Sidebar({ title, links, onLogout, loggingOut = false }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={`${title} navigation`}>
      <p className="sidebar__title">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="sidebar__link">
              {link.label}
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
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
