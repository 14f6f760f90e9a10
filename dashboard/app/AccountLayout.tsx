/**
 * The frame of the logged-in screens outside /dashboard (choose-store, billing, payment
 * proof, verify email, admin): brand and account links around the screen. The builder
 * (/builder) sits outside it to have the whole viewport.
 */
import { Link, Outlet } from 'react-router-dom';
import { BrandLink } from './BrandLink';

export function AccountLayout() {
  return (
    <div className="account-shell">
      <header className="account-header">
        <BrandLink to="/dashboard">Store Builder</BrandLink>
        <nav aria-label="Account" className="public-nav">
          <Link to="/choose-store">Stores</Link>
          <Link to="/billing">Billing</Link>
          <Link to="/logout" data-testid="logout-link">
            Log out
          </Link>
        </nav>
      </header>
      <main id="main" className="account-main">
        <Outlet />
      </main>
    </div>
  );
}
