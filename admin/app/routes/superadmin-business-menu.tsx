import { Link, useParams } from 'react-router-dom';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { buttonClass } from '../../lib/ui/button.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { useBusinessMenu } from '../../features/superadmin/hooks/use-superadmin-api.ts';
import { BusinessMenuList } from '../../features/superadmin/components/business-menu-list.tsx';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /superadmin/{slug}/menu: one business's menu as the superadmin reviews it. */
export default function SuperadminBusinessMenuRoute() {
  const { lang, t } = useI18n();
  const slug = useParams().slug ?? '';
  const menu = useBusinessMenu(slug);
  const notFound = menu.isSuccess && menu.data === null;

  const back = <Link to="/superadmin/dashboard">{t.superadmin.back}</Link>;
  if (menu.isError && !menu.data) {
    return (
      <section className="sa-page">
        {back}
        <PageStatus
          tone="error"
          action={{ label: t.common.retry, onClick: () => void menu.refetch() }}
        >
          {t.superadmin.loadMenuFailed(errorText(menu.error, lang))}
        </PageStatus>
      </section>
    );
  }
  if (!menu.data) {
    return notFound ? (
      <section className="sa-page">
        {back}
        <h1>{t.superadmin.businessNotFound}</h1>
        <p className="ui-muted">{t.superadmin.noSlug(slug)}</p>
      </section>
    ) : (
      <PageStatus busy>{t.superadmin.loadingMenu}</PageStatus>
    );
  }

  const { business, items } = menu.data;
  return (
    <section className="sa-page" aria-labelledby="sa-business-title">
      {back}
      <header className="sa-page__header">
        <div>
          <h1 id="sa-business-title">
            {pickText(business.name, business.nameAr, lang, business.primary)}
          </h1>
          <p className="ui-muted">
            {[business.category, `/${business.slug}`, business.ownerEmail]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <a
          className={buttonClass('secondary')}
          href={`/${business.slug}/menu`}
          target="_blank"
          rel="noreferrer"
        >
          {t.superadmin.publicMenu}
        </a>
        {/* The business's order settings, read-only for the superadmin. */}
        <Link className={buttonClass('secondary')} to={`/superadmin/${business.slug}/settings`}>
          {t.settings.viewSettings}
        </Link>
        {/* The profile, editable, and the suspension. */}
        <Link className={buttonClass('secondary')} to={`/superadmin/${business.slug}/profile`}>
          {t.profile.openProfile}
        </Link>
      </header>
      <p className="ui-muted">{t.common.items(items.length)}</p>
      <BusinessMenuList items={items} primary={business.primary} />
    </section>
  );
}
