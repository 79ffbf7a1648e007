import { Link } from 'react-router-dom';
import type { BusinessSummary } from '../types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './superadmin.css';

export interface BusinessCardProps {
  business: BusinessSummary;
}

/** One business on the superadmin dashboard: who owns it, how big its menu is, where to go next. */
export function BusinessCard({ business }: BusinessCardProps) {
  const { t } = useI18n();
  const headingId = `business-${business.id}`;
  const items = t.common.items(business.itemCount);
  return (
    <article className="sa-card" aria-labelledby={headingId} data-slug={business.slug}>
      <h2 id={headingId} className="sa-card__title">
        {business.name}
      </h2>
      <dl className="sa-card__facts">
        <dt>{t.superadmin.category}</dt>
        <dd>{business.category || '—'}</dd>
        <dt>{t.superadmin.slug}</dt>
        <dd dir="ltr">{business.slug}</dd>
        <dt>{t.superadmin.owner}</dt>
        <dd>{business.ownerEmail ?? '—'}</dd>
        <dt>{t.superadmin.menu}</dt>
        <dd>{items}</dd>
      </dl>
      <div className="sa-card__actions">
        {/* The public menu is a page the server renders, outside this app: a plain link. */}
        <a
          className="sa-button sa-button--ghost"
          href={`/${business.slug}/menu`}
          target="_blank"
          rel="noreferrer"
          aria-label={t.superadmin.publicMenuOf(business.name)}
        >
          {t.superadmin.publicMenu}
        </a>
        <Link
          className="sa-button"
          to={`/superadmin/${business.slug}/menu`}
          aria-label={t.superadmin.manageMenuOf(business.name)}
        >
          {t.superadmin.manageMenu}
        </Link>
      </div>
    </article>
  );
}
