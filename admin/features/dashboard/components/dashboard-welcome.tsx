import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button, buttonClass } from '../../../lib/ui/button.tsx';

export interface DashboardWelcomeProps {
  businessName: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** docs/guide/product.md section 2: a welcome with the business name, a button to menu management and logout. */
export function DashboardWelcome({
  businessName,
  onLogout,
  loggingOut = false,
}: DashboardWelcomeProps) {
  const { t } = useI18n();
  return (
    <header className="dashboard-welcome">
      <h1>{t.dashboard.welcome(businessName)}</h1>
      <p>{t.dashboard.lead}</p>
      <div className="dashboard-welcome__actions">
        <Link to="/admin/menu" className={buttonClass()}>
          {t.dashboard.manageMenu}
        </Link>
        <Button variant="secondary" onClick={onLogout} disabled={loggingOut}>
          {t.common.logout}
        </Button>
      </div>
    </header>
  );
}
