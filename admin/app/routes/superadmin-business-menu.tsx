import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { useBusinessMenu } from '../../features/superadmin/hooks/use-superadmin-api.ts';
import { BusinessMenuList } from '../../features/superadmin/components/business-menu-list.tsx';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /superadmin/{slug}/menu: one business's menu as the superadmin reviews it. */
export default function SuperadminBusinessMenuRoute() {
  const { lang, t } = useI18n();
  const slug = useParams().slug ?? '';
  const { state, reload } = useBusinessMenu(slug);
  const notFound = state.status === 'ready' && state.data === null;

  useEffect(() => {
    if (notFound) toast.error(t.superadmin.businessNotFound);
    if (state.status === 'error') toast.error(state.message);
    // The toast is for a failed load, not for switching language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, notFound]);

  const back = <Link to="/superadmin/dashboard">{t.superadmin.back}</Link>;
  if (state.status === 'error') {
    return (
      <section className="sa-page">
        {back}
        <PageStatus tone="error" action={{ label: t.common.retry, onClick: reload }}>
          {t.superadmin.loadMenuFailed(state.message)}
        </PageStatus>
      </section>
    );
  }
  if (!state.data) {
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

  const { business, items } = state.data;
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
          className="ui-button ui-button--secondary"
          href={`/${business.slug}/menu`}
          target="_blank"
          rel="noreferrer"
        >
          {t.superadmin.publicMenu}
        </a>
        {/* The business's order settings, read-only for the superadmin. */}
        <Link
          className="ui-button ui-button--secondary"
          to={`/superadmin/${business.slug}/settings`}
        >
          {t.settings.viewSettings}
        </Link>
        {/* The profile, editable, and the suspension. */}
        <Link
          className="ui-button ui-button--secondary"
          to={`/superadmin/${business.slug}/profile`}
        >
          {t.profile.openProfile}
        </Link>
      </header>
      <p className="ui-muted">{t.common.items(items.length)}</p>
      <BusinessMenuList items={items} primary={business.primary} />
    </section>
  );
}
