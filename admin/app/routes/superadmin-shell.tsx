import { Outlet } from 'react-router-dom';
import { RequireAccess } from '../guard/require-access.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /superadmin/*: only the superadmin gets here. */
export default function SuperadminShell() {
  const { t } = useI18n();
  const links = [
    { to: '/superadmin/dashboard', label: t.shell.dashboard },
    { to: '/superadmin/all-menu', label: t.shell.allMenus },
  ];
  return (
    <RequireAccess area="superadmin">
      {() => (
        <DashboardLayout title={t.shell.superadminTitle} links={links}>
          <Outlet />
        </DashboardLayout>
      )}
    </RequireAccess>
  );
}
