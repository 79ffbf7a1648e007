import { Outlet } from 'react-router-dom';
import { RequireAccess } from '../guard/require-access.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';

const SUPERADMIN_LINKS = [
  { to: '/superadmin/dashboard', label: 'Dashboard' },
  { to: '/superadmin/all-menu', label: 'All Menus' },
];

/** /superadmin/*: only the superadmin gets here. */
export default function SuperadminShell() {
  return (
    <RequireAccess area="superadmin">
      {() => (
        <DashboardLayout title="QR Menu Superadmin" links={SUPERADMIN_LINKS}>
          <Outlet />
        </DashboardLayout>
      )}
    </RequireAccess>
  );
}
