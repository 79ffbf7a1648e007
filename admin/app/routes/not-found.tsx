import { Link } from 'react-router-dom';
import '../../../shared/ui/theme.css';

export default function NotFoundRoute() {
  return (
    <main className="page-status">
      <title>Page not found · QR Menu</title>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/" className="ui-button">
        Go to the home page
      </Link>
    </main>
  );
}
