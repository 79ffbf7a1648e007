import { Outlet } from 'react-router-dom';
import { MyBusinessProvider } from '../../lib/business/my-business-provider.tsx';
import { RequireAccess } from '../guard/require-access.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import type { SidebarLink } from '../../lib/ui/sidebar.tsx';
import { useNewOrderCount } from '../../features/orders/hooks/use-new-order-count.ts';

/** /admin/*: only an owner with a business gets here; the pages read it with useMyBusiness(). */
export default function AdminShell() {
  const { t } = useI18n();
  return (
    <RequireAccess area="owner">
      {(access) =>
        access.business && (
          <MyBusinessProvider initial={access.business}>
            <AdminFrame title={t.shell.adminTitle} />
          </MyBusinessProvider>
        )
      }
    </RequireAccess>
  );
}

/** The navigation, with the count of orders waiting to be accepted beside "Orders". */
function AdminFrame({ title }: { title: string }) {
  const { t } = useI18n();
  const { business } = useMyBusiness();
  const waiting = useNewOrderCount(business.id, business.records_orders);
  const links: SidebarLink[] = [
    { to: '/admin/dashboard', label: t.shell.dashboard },
    {
      to: '/admin/orders',
      label: t.board.nav,
      ...(waiting > 0 && { badge: waiting, badgeLabel: t.board.newCount(waiting) }),
    },
    { to: '/admin/menu', label: t.shell.menuItems },
    { to: '/admin/profile', label: t.profile.nav },
    { to: '/admin/banner', label: t.shell.bannerUpload },
    { to: '/admin/settings', label: t.settings.nav },
    { to: '/admin/account', label: t.shell.account },
  ];
  return (
    <DashboardLayout title={title} links={links}>
      {/* A suspended menu, and why, above every owner page (not the dashboard alone): an owner
          editing the menu or waiting for orders learns why customers cannot order. */}
      {business.suspended_at && (
        <section
          className="ui-panel dashboard-layout__suspended"
          role="alert"
          aria-labelledby="suspended"
        >
          <h2 id="suspended">{t.profile.suspension.ownerTitle}</h2>
          {business.suspension_reason && (
            <p>
              <bdi>{t.profile.suspension.ownerReason(business.suspension_reason)}</bdi>
            </p>
          )}
          <p className="ui-muted">{t.profile.suspension.ownerHelp}</p>
        </section>
      )}
      <Outlet />
    </DashboardLayout>
  );
}
