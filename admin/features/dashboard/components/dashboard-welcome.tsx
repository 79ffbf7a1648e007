import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/language-context.ts';

export interface DashboardWelcomeProps {
  businessName: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** SPEC.md: a welcome with the business name, a button to menu management and logout. */
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
        <Link to="/admin/menu" className="ui-button">
          {t.dashboard.manageMenu}
        </Link>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={onLogout}
          disabled={loggingOut}
        >
          {t.common.logout}
        </button>
      </div>
    </header>
  );
}
