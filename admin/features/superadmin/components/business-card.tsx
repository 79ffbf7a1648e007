import { Link } from 'react-router-dom';
import { pickText } from '../../../../shared/domain/i18n.ts';

import type { BusinessSummary } from '../lib/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './superadmin.css';
import { buttonClass } from '../../../lib/ui/button.tsx';

export interface BusinessCardProps {
  business: BusinessSummary;
}

/**
 * One business on the superadmin dashboard: who owns it, whether it is suspended, how big its menu
 * is, where to go next.
 */
export function BusinessCard({ business }: BusinessCardProps) {
  const { lang, t } = useI18n();
  const name = pickText(business.name, business.nameAr, lang, business.primary ?? 'en');
  const headingId = `business-${business.id}`;
  const items = t.common.items(business.itemCount);
  const suspended = !!business.suspendedAt;
  return (
    <article
      className={`sa-card${suspended ? ' sa-card--suspended' : ''}`}
      aria-labelledby={headingId}
      data-slug={business.slug}
    >
      <h2 id={headingId} className="sa-card__title">
        {name}
        {suspended && (
          <span className="sa-badge sa-badge--suspended">{t.profile.suspension.badge}</span>
        )}
      </h2>
      <dl className="sa-card__facts">
        <dt>{t.superadmin.category}</dt>
        <dd>{business.category || '—'}</dd>
        <dt>{t.superadmin.slug}</dt>
        <dd dir="ltr">{business.slug}</dd>
        <dt>{t.superadmin.owner}</dt>
        <dd>
          <bdi>{business.ownerEmail ?? '—'}</bdi>
        </dd>
        <dt>{t.superadmin.status}</dt>
        <dd data-status={suspended ? 'suspended' : 'live'}>
          {suspended ? (
            <>
              {t.profile.suspension.badge}
              {business.suspensionReason && (
                <>
                  {' · '}
                  <bdi>{business.suspensionReason}</bdi>
                </>
              )}
            </>
          ) : (
            t.superadmin.live
          )}
        </dd>
        <dt>{t.superadmin.menu}</dt>
        <dd>{items}</dd>
        {business.team && (
          <>
            <dt>{t.team.superadminLabel}</dt>
            <dd data-team>
              {t.team.superadminCount(business.team.members, business.team.devices)}
            </dd>
          </>
        )}
        <dt>{t.insights.last30}</dt>
        <dd data-activity>
          {t.insights.cardViews(business.views30)}, {t.insights.cardOrders(business.orders30)}
        </dd>
      </dl>
      <div className="sa-card__actions">
        {/* The public menu is a page the server renders, outside this app: a plain link. */}
        <a
          className={buttonClass('secondary')}
          href={`/${business.slug}/menu`}
          target="_blank"
          rel="noreferrer"
          aria-label={t.superadmin.publicMenuOf(name)}
        >
          {t.superadmin.publicMenu}
        </a>
        <Link
          className={buttonClass()}
          to={`/superadmin/${business.slug}/menu`}
          aria-label={t.superadmin.manageMenuOf(name)}
        >
          {t.superadmin.manageMenu}
        </Link>
        {/* Correct the profile, or suspend the business. */}
        <Link
          className={buttonClass('secondary')}
          to={`/superadmin/${business.slug}/profile`}
          aria-label={t.profile.openProfileOf(name)}
        >
          {t.profile.openProfile}
        </Link>
      </div>
    </article>
  );
}
