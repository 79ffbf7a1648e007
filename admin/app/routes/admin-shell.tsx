import { Outlet } from 'react-router-dom';
import { RequireAccess } from '../guard/require-access.tsx';
import { RoleGate, TeamBusiness } from '../guard/team-business.tsx';
import { mayOpen, type AdminPage } from '../../lib/business/roles.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import type { SidebarLink } from '../../lib/ui/sidebar.tsx';
import { useNewOrderCount } from '../../features/orders/hooks/use-new-order-count.ts';
import { BranchSwitcher } from '../../features/branches/components/branch-switcher.tsx';

/**
 * /admin/*: the owner and the business's team get here; the pages read the business and the
 * user's role with useMyBusiness(), and each role sees only the pages it may use.
 */
export default function AdminShell() {
  const { t } = useI18n();
  return (
    <RequireAccess area="owner">
      {(access) =>
        access.business && (
          <TeamBusiness access={access}>
            <AdminFrame title={t.shell.adminTitle} />
          </TeamBusiness>
        )
      }
    </RequireAccess>
  );
}

/** The navigation, with the count of orders waiting to be accepted beside "Orders". */
function AdminFrame({ title }: { title: string }) {
  const { t } = useI18n();
  const { business, role, branch, branches, selectBranch } = useMyBusiness();
  // The badge counts the current branch's orders, as its board shows them.
  const waiting = useNewOrderCount(branch.id, branch.records_orders);
  const all: Array<SidebarLink & { page: AdminPage }> = [
    { page: 'dashboard', to: '/admin/dashboard', label: t.shell.dashboard },
    {
      page: 'orders',
      to: '/admin/orders',
      label: t.board.nav,
      ...(waiting > 0 && { badge: waiting, badgeLabel: t.board.newCount(waiting) }),
    },
    { page: 'sold-out', to: '/admin/sold-out', label: t.soldOut.nav },
    { page: 'menu', to: '/admin/menu', label: t.shell.menuItems },
    { page: 'profile', to: '/admin/profile', label: t.profile.nav },
    { page: 'banner', to: '/admin/banner', label: t.shell.bannerUpload },
    { page: 'settings', to: '/admin/settings', label: t.settings.nav },
    { page: 'branches', to: '/admin/branches', label: t.branches.nav },
    { page: 'team', to: '/admin/team', label: t.team.nav },
    { page: 'account', to: '/admin/account', label: t.shell.account },
  ];
  const links: SidebarLink[] = all
    .filter((link) => mayOpen(role, link.page))
    .map(({ page: _page, ...link }) => link);
  return (
    <DashboardLayout title={title} links={links}>
      <BranchSwitcher
        main={business}
        branches={branches}
        currentId={branch.id}
        onSelect={selectBranch}
      />
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
      <RoleGate>
        {/* Another branch: every page starts again with its data (a form's draft included). */}
        <Outlet key={branch.id} />
      </RoleGate>
    </DashboardLayout>
  );
}
