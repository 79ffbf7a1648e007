import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageStatus } from '../../../shared/ui/page-status.tsx';
import { BUSINESS_NOT_FOUND } from '../../features/superadmin/api/get-business-menu.ts';
import { useBusinessMenu } from '../../features/superadmin/api/use-superadmin-api.ts';
import { BusinessMenuList } from '../../features/superadmin/components/business-menu-list.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /superadmin/{slug}/menu: one business's menu as the superadmin reviews it. */
export default function SuperadminBusinessMenuRoute() {
  const slug = useParams().slug ?? '';
  const { t } = useI18n();
  const { state, reload } = useBusinessMenu(slug);
  const notFound = state.status === 'ready' && state.data === null;

  useEffect(() => {
    if (notFound) toast.error(BUSINESS_NOT_FOUND);
    if (state.status === 'error') toast.error(state.message);
  }, [state, notFound]);

  const back = <Link to="/superadmin/dashboard">Back to all businesses</Link>;
  if (state.status === 'error') {
    return (
      <section className="sa-page">
        {back}
        <PageStatus tone="error" action={{ label: 'Retry', onClick: reload }}>
          {`Could not load this menu: ${state.message}`}
        </PageStatus>
      </section>
    );
  }
  if (!state.data) {
    return notFound ? (
      <section className="sa-page">
        {back}
        <h1>{BUSINESS_NOT_FOUND}</h1>
        <p className="sa-muted">{`No business has the slug "${slug}".`}</p>
      </section>
    ) : (
      <PageStatus busy>Loading menu...</PageStatus>
    );
  }

  const { business, items } = state.data;
  return (
    <section className="sa-page" aria-labelledby="sa-business-title">
      {back}
      <header className="sa-page__header">
        <div>
          <h1 id="sa-business-title">{business.name}</h1>
          <p className="sa-muted">
            {[business.category, `/${business.slug}`, business.ownerEmail]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <a
          className="sa-button sa-button--ghost"
          href={`/${business.slug}/menu`}
          target="_blank"
          rel="noreferrer"
        >
          Public menu
        </a>
        {/* issue 14: the business's order settings, read-only for the superadmin. */}
        <Link className="sa-button sa-button--ghost" to={`/superadmin/${business.slug}/settings`}>
          {t.settings.viewSettings}
        </Link>
      </header>
      <p className="sa-muted">{items.length === 1 ? '1 item' : `${items.length} items`}</p>
      <BusinessMenuList items={items} />
    </section>
  );
}
