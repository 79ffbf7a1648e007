import { Link } from 'react-router-dom';
import type { BusinessSummary } from '../types.ts';
import './superadmin.css';

export interface BusinessCardProps {
  business: BusinessSummary;
}

/** One business on the superadmin dashboard: who owns it, how big its menu is, where to go next. */
export function BusinessCard({ business }: BusinessCardProps) {
  const headingId = `business-${business.id}`;
  const items = business.itemCount === 1 ? '1 item' : `${business.itemCount} items`;
  return (
    <article className="sa-card" aria-labelledby={headingId} data-slug={business.slug}>
      <h2 id={headingId} className="sa-card__title">
        {business.name}
      </h2>
      <dl className="sa-card__facts">
        <dt>Category</dt>
        <dd>{business.category || '—'}</dd>
        <dt>Slug</dt>
        <dd>{business.slug}</dd>
        <dt>Owner</dt>
        <dd>{business.ownerEmail ?? '—'}</dd>
        <dt>Menu</dt>
        <dd>{items}</dd>
      </dl>
      <div className="sa-card__actions">
        {/* The public menu is a page the server renders, outside this app: a plain link. */}
        <a
          className="sa-button sa-button--ghost"
          href={`/${business.slug}/menu`}
          target="_blank"
          rel="noreferrer"
          aria-label={`Public menu of ${business.name}`}
        >
          Public menu
        </a>
        <Link
          className="sa-button"
          to={`/superadmin/${business.slug}/menu`}
          aria-label={`Manage Menu of ${business.name}`}
        >
          Manage Menu
        </Link>
      </div>
    </article>
  );
}
