import type { ReactNode } from 'react';
import { Sidebar, type SidebarLink } from '../../../shared/ui/sidebar.tsx';
import { useLogout } from './use-logout.ts';
import './dashboard-layout.css';

/** Sidebar plus page: the frame of every /admin and /superadmin page. */
export function DashboardLayout({
  title,
  links,
  children,
}: {
  title: string;
  links: SidebarLink[];
  children: ReactNode;
}) {
  const { logout, loggingOut } = useLogout();
  return (
    <div className="dashboard-layout">
      <Sidebar title={title} links={links} onLogout={() => void logout()} loggingOut={loggingOut} />
      <main className="dashboard-layout__main">{children}</main>
    </div>
  );
}
