import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './brand-bar.css';

/** The slim top bar of the login and registration pages: the brand back home, plus actions. */
export function BrandBar({ children }: { children?: ReactNode }) {
  return (
    <header className="brand-bar">
      <Link to="/" className="brand-bar__brand">
        QR Menu
      </Link>
      {children && <div className="brand-bar__actions">{children}</div>}
    </header>
  );
}
