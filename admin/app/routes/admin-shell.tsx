import { Outlet } from 'react-router-dom';
import { MyBusinessProvider } from '../../features/business/api/my-business-provider.tsx';
import { RequireAccess } from '../guard/require-access.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';

const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/menu', label: 'Menu Items' },
  { to: '/admin/banner', label: 'Banner Upload' },
  { to: '/admin/account', label: 'Account' },
];

/** /admin/*: only an owner with a business gets here; the pages read it with useMyBusiness(). */
export default function AdminShell() {
  return (
    <RequireAccess area="owner">
      {(access) =>
        access.business && (
          <MyBusinessProvider initial={access.business}>
            <DashboardLayout title="QR Menu Admin" links={ADMIN_LINKS}>
              <Outlet />
            </DashboardLayout>
          </MyBusinessProvider>
        )
      }
    </RequireAccess>
  );
}
