import { Link } from 'react-router-dom';

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
  return (
    <header className="dashboard-welcome">
      <h1>Welcome, {businessName}</h1>
      <p>Manage your menu, print your QR code and share your menu link.</p>
      <div className="dashboard-welcome__actions">
        <Link to="/admin/menu" className="ui-button">
          Manage Menu
        </Link>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={onLogout}
          disabled={loggingOut}
        >
          Logout
        </button>
      </div>
    </header>
  );
}
