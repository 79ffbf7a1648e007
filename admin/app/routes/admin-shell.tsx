import { Outlet } from 'react-router-dom';
import { MyBusinessProvider } from '../../lib/business/my-business-provider.tsx';
import { RequireAccess } from '../guard/require-access.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /admin/*: only an owner with a business gets here; the pages read it with useMyBusiness(). */
export default function AdminShell() {
  const { t } = useI18n();
  const links = [
    { to: '/admin/dashboard', label: t.shell.dashboard },
    { to: '/admin/menu', label: t.shell.menuItems },
    { to: '/admin/profile', label: t.profile.nav },
    { to: '/admin/banner', label: t.shell.bannerUpload },
    { to: '/admin/settings', label: t.settings.nav },
    { to: '/admin/account', label: t.shell.account },
  ];
  return (
    <RequireAccess area="owner">
      {(access) =>
        access.business && (
          <MyBusinessProvider initial={access.business}>
            <DashboardLayout title={t.shell.adminTitle} links={links}>
              <Outlet />
            </DashboardLayout>
          </MyBusinessProvider>
        )
      }
    </RequireAccess>
  );
}
