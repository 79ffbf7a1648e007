import type { ReactNode } from 'react';
import { useAccountLang } from '../../lib/api/account-lang.ts';
import { Sidebar, type SidebarLink } from '../../lib/ui/sidebar.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { LanguageSwitch } from '../../lib/i18n/language-switch.tsx';
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
  const { t, lang } = useI18n();
  const { logout, loggingOut } = useLogout();
  // The signed-in account's mails (reset, email change, codes) follow the language chosen here.
  useAccountLang(lang);
  return (
    <div className="dashboard-layout">
      <Sidebar
        title={title}
        links={links}
        onLogout={() => void logout()}
        loggingOut={loggingOut}
        logoutLabel={t.common.logout}
        navigationLabel={t.shell.navigation(title)}
        footer={<LanguageSwitch tone="dark" />}
      />
      <main className="dashboard-layout__main">{children}</main>
    </div>
  );
}
